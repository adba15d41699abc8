// The module of each `.mdx` page that imports or computes something: its `import`/`export` statements and its
// expressions (src/shared/mdx.ts) as one ES module, bundled by esbuild twice from the same source — for Node, where
// the page renders, and for the browser, where it is the page's island code; the pages a build makes are bundled
// together, one esbuild build per side. React is docgen's single copy on both
// sides: on the server the bundle imports the very files docgen renders with, in the browser the shared chunk the
// theme's islands use (./client-bundle.ts `vendor`). `@site/` is the site's folder, `@docusaurus/*` and `@theme/*`
// are docgen's stand-ins (src/theme/docusaurus/), and `*.module.css` class names are made by esbuild from the file's
// path, so the server and the browser agree on them.
//
// Each page's bundles are kept in `.docgen-cache/mdx/` under a key of their source and of the content of every file
// esbuild read for them (its metafile), so a component edit rebuilds exactly the pages that import it. A page's entry
// there is two files: its route's record (`<route hash>.json`: the key, the inputs' hashes, the island code and CSS)
// and the server module the record names (`<key>.mjs`). Each edit writes a new module; a build prunes what its pages
// no longer use.
import { mkdir, readFile } from 'node:fs/promises';
import type { DeepReadonly } from '../../shared/readonly.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildResult, Message, Metafile, Plugin } from 'esbuild';
import { mapConcurrent } from '../core/concurrency.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { contentHash } from '../core/hash.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { sealCode, intactCode } from '../core/sealed-code.mjs';
import { atomicWrite } from '../core/atomic-write.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import { pruneFiles } from '../core/prune-files.mjs';
import type { PageMdx } from '../../shared/mdx.ts';
import type { DocusaurusSiteConfig } from '../../theme/docusaurus/site-context.ts';
import { browserBundleOptions, isReactModule, REACT_MODULES, type ReactModule } from './client-bundle.ts';
import { isRecord } from '../../shared/is-record.ts';
import { escapeRegExp } from '../../shared/escape-regexp.ts';
import { outputFile, useEsbuild } from '../core/esbuild.ts';
import { CACHE, cachePath } from '../core/cache-namespaces.mjs';
import { componentDepthPlugin } from '../core/component-depth-plugin.ts';

const SRC_DIR = path.resolve(import.meta.dirname, '../..');
const THEME_DIR = path.join(SRC_DIR, 'theme');
const CLIENT_DIR = path.join(SRC_DIR, 'client');
const SITE_CONTEXT = path.join(THEME_DIR, 'docusaurus/site-context.ts');
const MDX_ISLAND = path.join(CLIENT_DIR, 'islands/mdx-island.tsx');
/** The `@theme/CodeBlock` stand-in: a page whose browser code holds it names the browser's code highlighter. */
const CODE_BLOCK = path.join(THEME_DIR, 'docusaurus/CodeBlock.tsx');

/** The Docusaurus modules docs components import, and docgen's stand-in for each. */
export const STAND_INS: Record<string, string> = {
  '@docusaurus/Link': 'Link.tsx',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/Translate': 'Translate.tsx',
  '@theme/CodeBlock': 'CodeBlock.tsx',
  '@theme/Tabs': 'Tabs.tsx',
  '@theme/TabItem': 'TabItem.tsx',
  '@theme/Admonition': 'Admonition.tsx',
  '@theme/Details': 'Details.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@theme/DocCard': 'DocCard.tsx',
  '@theme/DocCardList': 'DocCardList.tsx',
  '@docusaurus/plugin-content-docs/client': 'docs-client.ts',
  // Where Docusaurus exported the docs hooks before the docs plugin's client did.
  '@docusaurus/theme-common': 'docs-client.ts',
  '@docusaurus/useGlobalData': 'useGlobalData.ts',
  '@theme/Admonition/Icon/Note': 'AdmonitionIcon.tsx',
  '@theme/Admonition/Icon/Tip': 'AdmonitionIcon.tsx',
  '@theme/Admonition/Icon/Info': 'AdmonitionIcon.tsx',
  '@theme/Admonition/Icon/Warning': 'AdmonitionIcon.tsx',
  '@theme/Admonition/Icon/Danger': 'AdmonitionIcon.tsx',
  '@theme/TOCInline': 'TOCInline.tsx',
  '@theme/TOCCollapsible': 'TOCCollapsible.tsx',
  '@theme/IdealImage': 'IdealImage.tsx',
};

export interface PageModuleSource {
  route: string;
  /** Project-relative path of the page. */
  sourceFile: string;
  mdx: DeepReadonly<PageMdx>;
}

export interface PageModule {
  /** Hash of everything the bundles were made from: part of the route's render key. */
  key: string;
  /** Absolute path of the module Node imports to render the page. */
  server: string;
  /** The page's island code and the CSS its components import, as files of the site. */
  island: { name: string; file: string; code: string };
  css?: { file: string; code: string };
  /** Its components show code (`@theme/CodeBlock`), which the browser's code highlighter colours. */
  highlights: boolean;
  /** Absolute paths of the site's files the bundles read (components, their CSS): what `docgen serve` watches. */
  inputs: string[];
}

export interface PageModuleOptions {
  root: string;
  cacheDir: string;
  production: boolean;
  site: DocusaurusSiteConfig;
  /** The browser's React: each module's file under the site (`assets/vendor-react-….js`). */
  vendor: Record<ReactModule, string>;
}

/** Whether a page needs a module: it imports, exports or computes something. */
export function needsModule(mdx: DeepReadonly<PageMdx> | undefined): mdx is DeepReadonly<PageMdx> {
  return !!mdx && (mdx.esm.length > 0 || mdx.expressions.length > 0);
}

interface Cached {
  key: string;
  inputs: { file: string; hash: string }[];
  module: PageModule;
}

/** A record as far as a read needs to tell it from a damaged one (the key then says whether it is this page's). */
function isCached(value: unknown): value is Cached {
  return isRecord(value) && typeof value.key === 'string' && Array.isArray(value.inputs) && isRecord(value.module) && typeof value.module.server === 'string';
}

/** A page whose module the cache did not have: what its bundles are made from, and where its record goes. */
interface Missing {
  page: PageModuleSource;
  source: { server: string; browser: string };
  key: string;
  cacheFile: string;
}

/**
 * Pages bundled by one esbuild build per side: the components they share are read, parsed and linked once, not once
 * per page. The Docusaurus fixture's 13 modules, cold: 616-758 ms one page at a time (four at once), 307-370 ms in
 * one batch (three runs each); its whole cold build, six alternating pairs: 5.65 s of CPU against 5.96 s. At most
 * this many pages a batch, so that a large site does not hold every page's output at once (32 is chosen, not measured).
 */
const BATCH = 32;

/**
 * Each page's module, from the cache when its source and every input are as they were, by route. Problems (an import
 * that does not resolve, a syntax error in a component) come back as diagnostics naming the file and line. `onDone`
 * hears how many pages are done so far.
 */
export async function pageModules(pages: readonly PageModuleSource[], options: PageModuleOptions, onDone?: (done: number) => void): Promise<{ byRoute: Map<string, PageModule>; diagnostics: Diagnostic[] }> {
  const byRoute = new Map<string, PageModule>();
  const diagnostics: Diagnostic[] = [];
  const missing: Missing[] = [];
  await Promise.all(
    pages.map(async (page) => {
      const source = moduleSource(page, options.site);
      const key = contentHash(docgenFingerprint(), source.server, source.browser, JSON.stringify(options.vendor), String(options.production));
      const cacheFile = path.join(cachePath(options.cacheDir, 'mdx'), `${recordName(page.route)}.json`);
      const cached = await readSealedJson(cacheFile, isCached);
      if (cached?.key === key && intactCode(cached.module.server) && (await inputsUnchanged(cached.inputs))) byRoute.set(page.route, cached.module);
      else missing.push({ page, source, key, cacheFile });
    }),
  );
  let done = byRoute.size;
  onDone?.(done);
  missing.sort((a, b) => (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
  for (let i = 0; i < missing.length; i += BATCH) {
    const batch = missing.slice(i, i + BATCH);
    const made = await bundled(batch, options);
    // A batch esbuild failed: each page alone, so that each problem is told with the page it is in.
    const each = made ?? (await mapConcurrent(batch, ALONE_CONCURRENCY, async (one) => (await bundled([one], options)) ?? []));
    for (const result of each.flat()) {
      if ('module' in result) byRoute.set(result.route, result.module);
      else diagnostics.push(...result.diagnostics);
    }
    onDone?.((done += batch.length));
  }
  return { byRoute, diagnostics };
}

/** Pages bundled alone after their batch failed: esbuild runs its own threads, a few pages keep them busy. */
const ALONE_CONCURRENCY = 4;

type Bundled = { route: string; module: PageModule } | { route: string; diagnostics: Diagnostic[] };

/**
 * The pages' modules, bundled together, written to the cache; undefined when esbuild failed for a batch of more than
 * one page, and the single page's problems when it failed for it alone.
 */
async function bundled(batch: readonly Missing[], options: PageModuleOptions): Promise<Bundled[] | undefined> {
  const moduleDir = cachePath(options.cacheDir, 'mdx');
  // Each page is an entry point of its own file with this suffix, which the plugin below loads as the page's module:
  // the page's file itself, imported by a component, is still no module.
  const pageFiles = new Map(batch.map((m) => [path.join(options.root, m.page.sourceFile), m]));
  const pageSource = (side: 'server' | 'browser'): Plugin => ({
    name: 'docgen-page-source',
    setup(build) {
      // The entry point is the page's file whether or not it is on disk (a test's page is not).
      build.onResolve({ filter: new RegExp(`${escapeRegExp(PAGE_SUFFIX)}$`) }, (args) => (args.kind === 'entry-point' ? { path: args.path.slice(0, -PAGE_SUFFIX.length), suffix: PAGE_SUFFIX } : undefined));
      build.onLoad({ filter: exactly([...pageFiles.keys()]) }, (args) => {
        const missing = pageFiles.get(args.path);
        if (args.suffix !== PAGE_SUFFIX || !missing) return undefined;
        return { contents: missing.source[side], resolveDir: path.dirname(args.path), loader: 'jsx' };
      });
    },
  });
  const entryPoints = batch.map((m, i) => ({ in: path.join(options.root, m.page.sourceFile) + PAGE_SUFFIX, out: `m${i}` }));
  const outdir = path.join(moduleDir, 'out');
  const common = {
    bundle: true,
    write: false,
    metafile: true,
    absWorkingDir: options.root,
    entryPoints,
    // Nothing is written there (`write: false`): the folder the source maps' paths are relative to.
    outdir,
    jsx: 'automatic',
    loader: { '.js': 'jsx', '.module.css': 'local-css', '.png': 'dataurl', '.jpg': 'dataurl', '.jpeg': 'dataurl', '.gif': 'dataurl', '.webp': 'dataurl', '.svg': 'dataurl' },
    logLevel: 'silent',
    // The same on both sides: minifying renames CSS modules' classes, which the server's HTML and the browser's CSS
    // must agree on.
    minify: options.production,
  } as const;
  let server: BuildResult<{ metafile: true; write: false }>;
  let browser: BuildResult<{ metafile: true; write: false }>;
  try {
    [server, browser] = await useEsbuild(({ build }) =>
      Promise.all([
        build({
          ...common,
          platform: 'node',
          format: 'esm',
          target: 'node20',
          // Components keep their names, which a render error and the depth limit's chain give, and a map beside the
          // module (no comment in it: Node would map every stack through it) gives their files and lines.
          keepNames: true,
          sourcemap: 'external',
          sourcesContent: false,
          plugins: [pageSource('server'), componentDepthPlugin, requiredImages, resolvePlugin(options.root, (m) => ({ path: pathToFileURL(docgenRequire.resolve(m)).href, external: true }))],
        }),
        build({
          ...browserBundleOptions(options.production),
          ...common,
          define: { 'process.env.NODE_ENV': JSON.stringify(options.production ? 'production' : 'development') },
          plugins: [...(browserBundleOptions(options.production).plugins ?? []), pageSource('browser'), requiredImages, resolvePlugin(options.root, (m) => ({ path: `./${path.posix.basename(options.vendor[m])}`, external: true }))],
        }),
      ]),
    );
  } catch (error) {
    // esbuild's failure lists its errors; anything else is no problem of the pages'.
    if (!isRecord(error) || !Array.isArray(error.errors)) throw error;
    if (batch.length > 1) return undefined;
    const errors: Message[] = error.errors;
    return batch.map(({ page }) => ({ route: page.route, diagnostics: dedupe(errors.map((message) => diagnosticOf(message, page, options.root))) }));
  }
  await mkdir(moduleDir, { recursive: true });
  return Promise.all(
    batch.map(async (missing, i): Promise<Bundled> => {
      const { page, key, cacheFile } = missing;
      const at = (ext: string) => (f: { path: string }) => f.path === path.join(outdir, `m${i}${ext}`);
      const serverCode = outputFile(server.outputFiles, `the server module of ${page.sourceFile}`, at('.js')).text;
      const serverMap = server.outputFiles.find(at('.js.map'))?.text;
      const browserCode = outputFile(browser.outputFiles, `the browser module of ${page.sourceFile}`, at('.js')).text;
      const css = browser.outputFiles.find(at('.css'))?.text;
      const name = `mdx-${contentHash(page.route).slice(0, 10)}`;
      const serverInputs = entryInputs(server.metafile, outdir, options.root, `m${i}.js`);
      const browserInputs = entryInputs(browser.metafile, outdir, options.root, `m${i}.js`);
      const inputFiles = [...new Set([...serverInputs, ...browserInputs])]
        // A required image's wrapper is no file (the image it imports is an input of its own).
        .filter((input) => !input.startsWith(`${REQUIRED_IMAGE}:`) && !input.endsWith(PAGE_SUFFIX))
        .map((input) => path.resolve(options.root, input))
        // docgen's own files count through its fingerprint, packages through the lockfile.
        .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`) && !f.startsWith(SRC_DIR + path.sep));
      const inputs = await Promise.all(inputFiles.sort().map(async (f) => ({ file: f, hash: contentHash(await readFile(f)) })));
      const moduleKey = contentHash(key, ...inputs.map((input) => input.hash));
      const serverFile = path.join(moduleDir, `${moduleKey}.mjs`);
      // The map first: a module without its map still renders, only its errors are less precise.
      if (serverMap) await atomicWrite(moduleMapFile(serverFile), withAbsoluteSources(serverMap, outdir));
      await atomicWrite(serverFile, sealCode(serverCode));
      const module: PageModule = {
        key: moduleKey,
        server: serverFile,
        island: { name, file: `assets/${name}.${contentHash(browserCode).slice(0, 16)}.js`, code: browserCode },
        ...(css?.trim() && { css: { file: `assets/${name}.${contentHash(css).slice(0, 16)}.css`, code: css } }),
        highlights: browserInputs.some((input) => path.resolve(options.root, input) === CODE_BLOCK),
        inputs: inputs.map((input) => input.file),
      };
      await writeSealed(cacheFile, JSON.stringify({ key, inputs, module } satisfies Cached));
      return { route: page.route, module };
    }),
  );
}

/** The suffix of a page's entry point: the plugin gives it the page's module. */
const PAGE_SUFFIX = '?docgen-page';

/** A filter that matches these paths and no other. */
function exactly(paths: readonly string[]): RegExp {
  return new RegExp(`^(?:${paths.map(escapeRegExp).join('|')})$`);
}

/**
 * The inputs (as the metafile names them) of one entry's output: the entry and every module it imports, directly or
 * not, external ones left out. Every page's output has them all, whatever the others of its batch import.
 */
function entryInputs(metafile: Metafile, outdir: string, root: string, output: string): string[] {
  const out = metafile.outputs[path.relative(root, path.join(outdir, output)).split(path.sep).join('/')];
  const seen = new Set<string>();
  const pending = out?.entryPoint ? [out.entryPoint] : [];
  for (let input = pending.pop(); input !== undefined; input = pending.pop()) {
    if (seen.has(input)) continue;
    seen.add(input);
    for (const imported of metafile.inputs[input]?.imports ?? []) if (!imported.external) pending.push(imported.path);
  }
  return [...seen];
}

const docgenRequire = createRequire(import.meta.url);

/** The source map beside a page's server module: where its code came from, for render errors (../output/render-failure.ts). */
export const moduleMapFile = (serverFile: string) => `${serverFile}.map`;

/** A source map whose sources (relative to the folder esbuild wrote into) are absolute paths. */
function withAbsoluteSources(map: string, outdir: string): string {
  const parsed: unknown = JSON.parse(map);
  if (!isRecord(parsed) || !Array.isArray(parsed.sources)) return map;
  return JSON.stringify({ ...parsed, sources: parsed.sources.map((source: unknown) => (typeof source === 'string' ? path.resolve(outdir, source) : source)) });
}

/** The name an expression's function has in a page's module: a render error in it names the page's line. */
export const EXPRESSION_FUNCTION = /^__docgen_line_(\d+)$/;

const recordName = (route: string) => contentHash(route);

/**
 * Removes the records and server modules that no page of the build that just ran uses (`modules`, by route), once
 * they are old: the modules of earlier edits, the records of pages removed, renamed or no longer importing anything.
 */
export function pruneModules(cacheDir: string, modules: ReadonlyMap<string, PageModule>): void {
  const used = new Set<string>();
  for (const [route, module] of modules) used.add(recordName(route)).add(path.basename(module.server, '.mjs'));
  // A temporary file that old was left by a killed writer.
  pruneFiles(cachePath(cacheDir, 'mdx'), (name) => name.endsWith('.tmp') || !used.has(name.replace(/\..*$/s, '')), CACHE.mdx.pruneAfterMs);
}

/** The files of the site the modules' browser halves are: each page's island code and CSS. */
export function moduleFiles(byRoute: ReadonlyMap<string, PageModule>): [string, string][] {
  return [...byRoute.values()].flatMap((m) => [m.island, ...(m.css ? [m.css] : [])]).map((f): [string, string] => [f.file, f.code]);
}

async function inputsUnchanged(inputs: Cached['inputs']): Promise<boolean> {
  for (const input of inputs) {
    const data = await readFile(input.file).catch(() => undefined);
    if (!data || contentHash(data) !== input.hash) return false;
  }
  return true;
}

/**
 * The module's source, for the server and for the browser. Each statement starts on its own line of the page, so
 * that esbuild's errors about it give the page's line.
 */
export function moduleSource(page: PageModuleSource, site: DocusaurusSiteConfig): { server: string; browser: string } {
  const lines: string[] = [];
  for (const statement of page.mdx.esm) {
    while (lines.length < statement.line - 1) lines.push('');
    lines.push(...statement.code.split('\n'));
  }
  // Named functions, which the module keeps the names of (`keepNames`): a render error's stack names the line.
  const expressions = page.mdx.expressions.map((e) => `    function __docgen_line_${e.line}() {\n      return (\n${e.code}\n      );\n    },`).join('\n');
  const module = [
    ...lines,
    // Docusaurus's MDX binds `toc` to the page's headings (../markdown/mdx/page-toc.ts).
    ...(page.mdx.toc ? [`const toc = ${JSON.stringify(page.mdx.toc)};`] : []),
    `import { SiteContext as __docgen_SiteContext, DocsContext as __docgen_DocsContext } from ${JSON.stringify(SITE_CONTEXT)};`,
    'export const __docgen = {',
    `  scope: { ${page.mdx.bindings.join(', ')} },`,
    `  expressions: [\n${expressions}\n  ],`,
    '  SiteContext: __docgen_SiteContext,',
    '  DocsContext: __docgen_DocsContext,',
    `  site: ${JSON.stringify(site)},`,
    '};',
  ].join('\n');
  const browser = `${module}\nimport { mdxIsland as __docgen_mdxIsland } from ${JSON.stringify(MDX_ISLAND)};\nexport const hydrate = __docgen_mdxIsland(__docgen);\n`;
  return { server: `${module}\n`, browser };
}

const REQUIRED_IMAGE = 'docgen-required-image';
const IMAGE_FILE = /\.(png|jpe?g|gif|webp|svg)$/i;

/**
 * `require('./picture.svg').default`, as Docusaurus's webpack gives an image required from MDX or a component: an ES
 * module whose default export is the picture's URL. esbuild's loader makes an image a CommonJS module whose value is
 * the URL itself, which `import` reads the same way but `require()` does not; so a required image is wrapped in a
 * module that imports it and exports it as `default`.
 */
const requiredImages: Plugin = {
  name: 'docgen-required-images',
  setup(build) {
    build.onResolve({ filter: IMAGE_FILE }, async (args) => {
      if (args.kind !== 'require-call' || args.namespace === REQUIRED_IMAGE) return undefined;
      const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: 'import-statement', importer: args.importer });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: REQUIRED_IMAGE };
    });
    build.onLoad({ filter: /.*/, namespace: REQUIRED_IMAGE }, (args) => ({
      contents: `import url from ${JSON.stringify(args.path)};\nexport default url;\n`,
      resolveDir: path.dirname(args.path),
      loader: 'js',
    }));
  },
};

/** `@site/`, the Docusaurus stand-ins and React, the same way on both sides but for where React comes from. */
function resolvePlugin(root: string, react: (module: ReactModule) => { path: string; external: true }): Plugin {
  return {
    name: 'docgen-page-modules',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => {
        if (isReactModule(args.path)) return react(args.path);
        return { errors: [{ text: `'${args.path}' is not a React module docgen provides; import from ${REACT_MODULES.map((m) => `'${m}'`).join(', ')}` }] };
      });
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind }));
      build.onResolve({ filter: /^@(docusaurus|theme)\// }, (args) => {
        const file = STAND_INS[args.path];
        if (file) return { path: path.join(THEME_DIR, 'docusaurus', file) };
        return { errors: [{ text: `docgen has no stand-in for '${args.path}'; it provides ${Object.keys(STAND_INS).join(', ')}` }] };
      });
    },
  };
}

function diagnosticOf(message: Message, page: PageModuleSource, root: string): Diagnostic {
  const location = message.location;
  const inPage = !location || location.file === page.sourceFile + PAGE_SUFFIX;
  const file = inPage ? page.sourceFile : path.relative(root, path.resolve(root, location.file));
  const text = message.text.replace(/^Could not resolve "([^"]+)"/, "cannot resolve the import '$1'");
  return {
    severity: 'error',
    file,
    ...(location && { line: location.line }),
    message: inPage ? text : `${text} (in a module ${page.sourceFile} imports)`,
    hint: /resolve/.test(text) ? 'Check the path (relative to the page, or `@site/` for the site folder) and that the package is installed.' : undefined,
  };
}

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.file}:${d.line}:${d.message}`;
    return !seen.has(key) && !!seen.add(key);
  });
}
