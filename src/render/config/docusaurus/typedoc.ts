// docusaurus-plugin-typedoc's options, over the site's typedoc.json, as docgen's own `api` section: docgen converts
// the same entry point with TypeDoc itself and makes the API pages at the paths the plugin's Markdown would have had
// (`{routeBasePath}/{out under the docs folder}/classes/Name`), with its own sidebar in place of the plugin's.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSON5 from 'json5';
import { messageOf } from '../../core/thrown.ts';
import { type AdapterReport, OptionReader, describe, isPlainObject, type Origin, type Plain } from './report.ts';

export interface TypedocInput {
  report: AdapterReport;
  root: string;
  /** The plugin's options, as read from the config. */
  options: OptionReader;
  /** The docs plugin's folder (`docs`), which the plugin's `out` lies in. */
  docsPath: string;
}

export interface TypedocResult {
  /** docgen's `api` section, to be validated with the rest. */
  api: Plain;
  /** The docs folder of the API pages' doc ids (`api`): sidebars and links name API pages by it. */
  apiDocsDir: string;
  /** typedoc.json, when one was read (watch mode restarts when it changes). */
  typedocFile?: string;
}

export function readTypedoc({ report, root, options, docsPath }: TypedocInput): TypedocResult | undefined {
  const typedocFile = options.string('options') ?? ['typedoc.json', 'typedoc.jsonc'].find((f) => existsSync(path.join(root, f)));
  const fromFile = typedocFile ? readTypedocJson(report, root, typedocFile) : undefined;
  // A value is the plugin's when it gives one, typedoc.json's otherwise; errors and warnings name where it came from.
  const pick = (key: string): { value: unknown; at: Origin } | undefined => {
    if (options.has(key)) return { value: options.take(key), at: options.origin(key) };
    if (fromFile?.has(key)) return { value: fromFile.take(key), at: fromFile.origin(key) };
    return undefined;
  };
  const api: Plain = {};

  const entry = pick('entryPoints');
  const entries = typeof entry?.value === 'string' ? [entry.value] : entry?.value;
  if (!entry || !Array.isArray(entries) || entries.length !== 1 || typeof entries[0] !== 'string') {
    report.error(
      entry?.at ?? options.origin('entryPoints'),
      entry ? `docgen documents one entry point; found ${describe(entry.value)}.` : 'docusaurus-plugin-typedoc has no entryPoints, here or in typedoc.json.',
      'Give entryPoints one module that exports the whole API (for instance ["./src/index.ts"]).',
    );
    return undefined;
  }
  const entryPoint = entries[0];
  api.entryPoint = entryPoint;
  report.from('api.entryPoint', entry.at);
  report.from('api', options.origin());

  const tsconfig = pick('tsconfig');
  api.tsconfig = tsconfig?.value ?? 'tsconfig.json';
  report.from('api.tsconfig', tsconfig?.at ?? options.origin('tsconfig'));

  const pkg = nearestPackage(path.resolve(root, entryPoint));
  if (!pkg) {
    report.error(entry.at, `no package.json with a "name" holds ${entryPoint}.`, 'docgen names the API after the package its entry point belongs to: give that package a package.json with a name.');
    return undefined;
  }
  api.packageName = pkg.name;
  report.from('api.packageName', entry.at);

  // Docusaurus makes a doc of every file under `out`, so the pages' paths are `out` relative to the docs folder.
  const out = pick('out');
  const outDir = typeof out?.value === 'string' ? out.value : './docs/api';
  const apiDocsDir = path.posix.relative(path.posix.normalize(docsPath), path.posix.normalize(outDir.replaceAll('\\', '/')));
  if (apiDocsDir === '' || apiDocsDir.startsWith('..')) {
    report.error(out?.at ?? options.origin('out'), `the API pages' folder ${JSON.stringify(outDir)} is not inside the docs folder ${JSON.stringify(docsPath)}.`, 'docgen publishes the API pages under the docs; put `out` inside the docs folder (for instance ./docs/api).');
    return undefined;
  }
  api.routeBase = apiDocsDir;
  report.from('api.routeBase', out?.at ?? options.origin('out'));

  const sources = pick('disableSources');
  if (sources?.value !== true) {
    const template = sourceLinkTemplate(pick, path.resolve(root, entryPoint), pkg.dir, report);
    if (template) api.sourceLinkTemplate = template.value;
    report.from('api.sourceLinkTemplate', template?.at ?? options.origin('sourceLinkTemplate'));
  }

  // TypeDoc orders its groups, and so the plugin's sidebar and index, by `groupOrder`, by default in its own order of
  // kinds: docgen's API sidebar and index take the order Docusaurus shows.
  const groupOrder = pick('groupOrder');
  api.groupOrder = groupOrder?.value ?? TYPEDOC_GROUP_ORDER;
  report.from('api.groupOrder', groupOrder?.at ?? options.origin('groupOrder'));

  // The plugin's sidebar options shape the Markdown sidebar it writes; docgen's API sidebar is its own.
  options.ignore('sidebar', "docgen makes the API Reference's sidebar itself");
  options.finish('docgen converts the API with its own TypeDoc settings and pages, and does not read this option');
  fromFile?.finish('docgen converts the API with its own TypeDoc settings and pages, and does not read this option');
  return { api, apiDocsDir, typedocFile };
}

/** TypeDoc's default order of groups (GroupPlugin's defaultGroupOrder), for the kinds docgen makes pages of. */
const TYPEDOC_GROUP_ORDER: readonly string[] = ['Enumerations', 'Classes', 'Interfaces', 'Type Aliases', 'Variables', 'Functions'];

/**
 * typedoc.json as TypeDoc takes it: JSON with comments and trailing commas. JSON5 reads those (and a little more);
 * TypeScript's own reader, which TypeDoc uses, would cost the config stage a second of loading.
 */
function readTypedocJson(report: AdapterReport, root: string, file: string): OptionReader | undefined {
  const abs = path.resolve(root, file);
  const at = { file: path.relative(root, abs), path: '' };
  let config: unknown;
  try {
    config = JSON5.parse(readFileSync(abs, 'utf8'));
  } catch (error) {
    report.error(at, `could not be read: ${messageOf(error)}`);
    return undefined;
  }
  if (!isPlainObject(config)) {
    report.error(at, `should hold an object of TypeDoc options, found ${describe(config)}.`);
    return undefined;
  }
  const reader = new OptionReader(report, at.file, '', config);
  // Not an option: it tells editors the file's schema.
  reader.take('$schema');
  return reader;
}

/** The package an entry point belongs to: the nearest package.json above it with a name. */
function nearestPackage(file: string): { dir: string; name: string } | undefined {
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      const name = isPlainObject(pkg) ? pkg.name : undefined;
      if (typeof name === 'string' && name) return { dir, name };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

type Pick = (key: string) => { value: unknown; at: Origin } | undefined;

/**
 * TypeDoc's source links as docgen's template. TypeDoc fills `{path}` relative to the git repository's root and
 * `{gitRevision}` with the commit (the `gitRevision` option, or HEAD); docgen fills `{path}` relative to the package,
 * so the package's folder in the repository goes before it. Without `sourceLinkTemplate`, TypeDoc makes one from the
 * git remote's GitHub, GitLab or Bitbucket address, and so does this.
 */
function sourceLinkTemplate(pick: Pick, entry: string, packageDir: string, report: AdapterReport): { value: string; at: Origin } | undefined {
  const given = pick('sourceLinkTemplate');
  const remote = pick('gitRemote');
  const repoRoot = gitRoot(packageDir);
  const fail = (at: Origin, message: string) => {
    report.error(at, message, 'Set sourceLinkTemplate in typedoc.json (for instance "https://github.com/owner/repo/blob/main/{path}#L{line}"), or disableSources: true for no source links.');
    return undefined;
  };
  let template = typeof given?.value === 'string' ? given.value : undefined;
  if (given && template === undefined) return fail(given.at, `expected a string, found ${describe(given.value)}.`);
  const at = given?.at ?? remote?.at ?? { file: 'typedoc.json', path: 'sourceLinkTemplate' };
  if (template === undefined) {
    if (!repoRoot) return fail(at, `${path.basename(entry)} is not in a git repository, so TypeDoc's source links have no address.`);
    const name = typeof remote?.value === 'string' ? remote.value : 'origin';
    const url = git(repoRoot, ['remote', 'get-url', name]);
    template = url === undefined ? undefined : templateFromRemote(url);
    if (template === undefined) return fail(at, `the git remote '${name}' is not a GitHub, GitLab or Bitbucket address, so TypeDoc's source links have no address.`);
  }
  if (/\{gitRevision(:short)?\}/.test(template)) {
    const revision = pick('gitRevision');
    const wanted = typeof revision?.value === 'string' && revision.value !== '{branch}' ? revision.value : undefined;
    const rev = wanted ?? (repoRoot && (revision?.value === '{branch}' ? git(repoRoot, ['branch', '--show-current']) : git(repoRoot, ['rev-parse', 'HEAD'])));
    if (!rev) return fail(revision?.at ?? at, 'the source links name a git revision, and there is no git commit to name.');
    template = template.replaceAll('{gitRevision:short}', rev.slice(0, 8)).replaceAll('{gitRevision}', rev);
  }
  if (!template.includes('{path}')) return { value: template, at };
  const inRepo = repoRoot ? path.relative(repoRoot, packageDir).replaceAll('\\', '/') : '';
  return { value: inRepo ? template.replace('{path}', `${inRepo}/{path}`) : template, at };
}

/** TypeDoc's own rule for a remote's address: GitHub (and its enterprise hosts), GitLab and Bitbucket. */
function templateFromRemote(url: string): string | undefined {
  const match = /(github(?:\.[a-z]+)*\.[a-z]{2,}|gitlab\.com|bitbucket\.org)[:/]([^/]+)\/(.+?)(?:\.git)?\/?$/.exec(url.trim());
  if (!match) return undefined;
  const [, host = '', owner = '', project = ''] = match;
  if (host.includes('gitlab')) return `https://${host}/${owner}/${project}/-/blob/{gitRevision}/{path}#L{line}`;
  if (host.includes('bitbucket')) return `https://${host}/${owner}/${project}/src/{gitRevision}/{path}#lines-{line}`;
  return `https://${host}/${owner}/${project}/blob/{gitRevision}/{path}#L{line}`;
}

function gitRoot(dir: string): string | undefined {
  return git(dir, ['rev-parse', '--show-toplevel']);
}

function git(cwd: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}
