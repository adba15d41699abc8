// npm run parity:docusaurus: builds the fixture Docusaurus site (test/fixtures/docusaurus-site) with Docusaurus
// 3.9.1 itself and with docgen, and compares what the two builds show (issue #23, "How to show it"):
//   - the route lists (from the files each build writes, so trailingSlash shows);
//   - each page's title, h1, h2/h3 ids, table of contents, noindex, breadcrumbs, previous/next links, edit link;
//   - the sidebars, labels and hrefs in order (each page's, as that page shows it);
//   - the rendered output of each component: the fixture's own ones by their data-demo attribute, the theme's and
//     the HTML written as JSX by the markers of ./docusaurus-parity/markers.ts.
// It prints a report and exits 0 when the builds agree, 1 when they differ or docgen's build fails, 2 when the
// Docusaurus half fails (the fixture or this script needs fixing, not docgen). Not part of `npm test` or CI: it
// installs Docusaurus from the npm registry.
//
// Where things go (all reused or replaced by the next run, none inside the fixture):
//   <tmp>/docgen-docusaurus-parity/deps-<hash of package.json>/  the fixture's npm install (minutes; kept)
//   <tmp>/docgen-docusaurus-parity/docusaurus-facts-<hash>.json   what Docusaurus built, keyed by the fixture's files
//                                                                 and this script's: an unchanged fixture is not
//                                                                 rebuilt by Docusaurus (--rebuild forces it)
//   <tmp>/docgen-docusaurus-parity/run/                           this run: the Docusaurus copy and build, docgen's
//                                                                 build, both logs and docgen-facts.json
//   .docgen-cache/docusaurus-parity/site/                         the copy docgen builds: inside the repository, so
//                                                                 that it resolves packages the way a site with docgen
//                                                                 installed does
// Only the files git would commit are copied (git ls-files), so Docusaurus's generated docs/api never reaches docgen.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { docgenCommand } from './bench/docgen-command.ts';
import { checkDocusaurusFacts, compare } from './docusaurus-parity/compare.ts';
import { readDocgenBuild } from './docusaurus-parity/docgen.ts';
import { readDocusaurusBuild, type DocusaurusFacts } from './docusaurus-parity/docusaurus.ts';
import { installFixtureDependencies } from './docusaurus-parity/install.ts';
import { childEnv, run, type RunResult } from './docusaurus-parity/run.ts';

const repo = path.resolve(import.meta.dirname, '..');
const fixture = path.join(repo, 'test/fixtures/docusaurus-site');
const cacheRoot = path.join(os.tmpdir(), 'docgen-docusaurus-parity');
const runDir = path.join(cacheRoot, 'run');
const docgenSite = path.join(repo, '.docgen-cache', 'docusaurus-parity', 'site');

const { values: options } = parseArgs({ options: { rebuild: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
if (options.help) {
  console.log('Usage: npm run parity:docusaurus [-- --rebuild]\n  --rebuild  build with Docusaurus again even when the fixture is unchanged since the last run');
  process.exit(0);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

/** The fixture's files as git sees them (tracked, or new and not ignored), relative to the fixture. */
function fixtureFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], { cwd: fixture, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(fixture, file))).sort();
}

function copyFixture(files: string[], to: string): void {
  rmSync(to, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(fixture, file), path.join(to, file));
  }
}

function printFailure(what: string, result: RunResult): void {
  console.log(`${what} FAILED (exit ${result.code ?? 'by signal'}, ${seconds(result.ms)}); its last lines (all of it in ${result.log}):`);
  for (const line of result.tail) console.log(`  | ${line}`);
}

async function docusaurusHalf(files: string[]): Promise<DocusaurusFacts> {
  const parityFiles = [path.join(repo, 'scripts/docusaurus-parity.ts'), ...readdirSync(path.join(repo, 'scripts/docusaurus-parity')).map((name) => path.join(repo, 'scripts/docusaurus-parity', name))];
  const key = sha([...files.map((file) => `${file}\0${sha(readFileSync(path.join(fixture, file)))}`), ...parityFiles.map((file) => sha(readFileSync(file)))].join('\n'));
  const factsFile = path.join(cacheRoot, `docusaurus-facts-${key}.json`);
  if (!options.rebuild && existsSync(factsFile)) {
    console.log(`Docusaurus: the fixture is unchanged since the build recorded in ${factsFile} (--rebuild builds again)`);
    return JSON.parse(readFileSync(factsFile, 'utf8')) as DocusaurusFacts;
  }

  const packageJson = path.join(fixture, 'package.json');
  console.log('Docusaurus: installing the fixture\'s package.json (reused while it is unchanged)…');
  const install = await installFixtureDependencies(packageJson, sha(readFileSync(packageJson)), cacheRoot);
  console.log(install.fresh ? `  installed in ${seconds(install.ms)}: ${install.nodeModules}` : `  reused ${install.nodeModules}`);
  const version = (JSON.parse(readFileSync(path.join(install.nodeModules, '@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;

  const site = path.join(runDir, 'docusaurus-site');
  const out = path.join(runDir, 'docusaurus-build');
  copyFixture(files, site);
  symlinkSync(install.nodeModules, path.join(site, 'node_modules'));
  console.log(`Docusaurus ${version}: building a copy of the fixture…`);
  const result = await run(process.execPath, [path.join(install.nodeModules, '@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', out], {
    cwd: site,
    env: childEnv(),
    log: path.join(runDir, 'docusaurus-build.log'),
  });
  if (result.code !== 0) {
    printFailure(`Docusaurus ${version} build of the fixture`, result);
    console.log('\nThe fixture is not a site Docusaurus builds: fix test/fixtures/docusaurus-site first.');
    process.exit(2);
  }
  console.log(`  built in ${seconds(result.ms)}`);
  const facts = await readDocusaurusBuild(site, out, version);
  const problems = checkDocusaurusFacts(facts);
  if (problems.length > 0) {
    for (const problem of problems) console.log(`  ${problem}`);
    process.exit(2);
  }
  writeFileSync(factsFile, `${JSON.stringify(facts, null, 2)}\n`);
  return facts;
}

function printDocusaurusSummary(facts: DocusaurusFacts): void {
  console.log(`\nWhat Docusaurus ${facts.docusaurus} built (base URL ${facts.baseUrl}, trailingSlash ${facts.trailingSlash}): ${facts.routes.length} pages`);
  for (const route of facts.routes) {
    const page = facts.pages[route];
    const parts = [page.api ? 'API' : '', page.sidebarId ? `sidebar ${page.sidebarId}` : 'no sidebar', page.noindex ? 'noindex' : '', page.components.length ? `components: ${page.components.join(', ')}` : '', page.markers.length ? `markers: ${page.markers.length}` : ''];
    console.log(`  ${route}  ${JSON.stringify(page.h1)}  (${parts.filter(Boolean).join('; ')})`);
  }
}

async function main(): Promise<void> {
  const files = fixtureFiles();
  console.log(`Docusaurus parity of ${path.relative(repo, fixture)} (${files.length} files)\n`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });

  const docusaurus = await docusaurusHalf(files);
  printDocusaurusSummary(docusaurus);

  console.log('\ndocgen: building a copy of the fixture…');
  copyFixture(files, docgenSite);
  const out = path.join(runDir, 'docgen-build');
  const command = docgenCommand(repo, ['build', '--root', docgenSite, '--out', out], docgenSite);
  const result = await run(command.command, command.args, { cwd: command.cwd, env: command.env, log: path.join(runDir, 'docgen-build.log') });
  if (result.code !== 0) {
    printFailure('docgen build of the fixture', result);
    console.log('\nResult: no comparison, docgen did not build the fixture.');
    process.exit(1);
  }
  console.log(`  built in ${seconds(result.ms)}`);

  const docgen = readDocgenBuild(out, docusaurus.baseUrl);
  writeFileSync(path.join(runDir, 'docgen-facts.json'), `${JSON.stringify(docgen, null, 2)}\n`);
  const comparison = compare(docusaurus, docgen);
  if (docgen.own.length > 0) console.log(`\ndocgen's own pages, not compared: ${docgen.own.join(' ')}`);
  if (comparison.notes.length > 0) {
    console.log('\nNotes (the API Reference is docgen\'s own rendering of the TypeDoc plugin\'s input; these do not fail):');
    for (const note of comparison.notes) console.log(`  ${note}`);
  }
  if (comparison.count === 0) {
    console.log(`\nResult: the same routes, pages, sidebars and components in both builds (${docusaurus.routes.length} pages).`);
    return;
  }
  console.log(`\nDifferences (Docusaurus is what docgen must match):`);
  for (const line of comparison.differences) console.log(`  ${line}`);
  console.log(`\nResult: ${comparison.count} difference(s). docgen's facts: ${path.join(runDir, 'docgen-facts.json')}`);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error(`docusaurus-parity: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  process.exit(2);
});
