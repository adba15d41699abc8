// npm run parity:docusaurus: builds the fixture Docusaurus site (test/fixtures/docusaurus-site) with Docusaurus 3.10
// and Docusaurus Faster (Rspack) and with docgen, and compares what the two builds show (issues #23 and #42):
//   - HTML facts (compare.ts): the route lists (every page Docusaurus builds, docgen must build), each page's
//     title, h1, h2/h3 ids, table of contents, noindex, breadcrumbs, previous/next and edit links, the sidebars, and
//     the output of each component (the fixture's by their data-demo attribute, the theme's by ./markers.ts);
//   - what a reader sees in Chromium (browser-checks.ts), on every route at 1280×800 and 390×844, light and dark:
//     the main column's elements and their sizes, the colour of links and active items against the site's
//     --ifm-color-primary, page and hydration errors in either build, and the main column's text;
//   - the cold and warm build times of both, measured in this run (timing.ts).
// It prints one line per check with its counts, the differences, the intended ones (intended.ts) with their reasons
// and a screenshot pair for every view with a difference. It exits 0 when every difference is intended, 1 when one
// is not or docgen builds nothing, 2 when the Docusaurus half fails (the fixture or this script needs fixing, not
// docgen). Not part of `npm test` or CI: it installs Docusaurus from the npm registry.
//
// Where things go (all replaced by the next run, none inside the fixture):
//   <tmp>/docgen-docusaurus-parity/deps-<hash of package.json>/  the fixture's npm install (minutes; kept)
//   <tmp>/docgen-docusaurus-parity/run-<hash of the checkout>/    this run: the Docusaurus copy and build, docgen's
//                                                                 build, the logs, docgen-facts.json, screenshots/
//   .docgen-cache/docusaurus-parity/site/                         the copy docgen builds: inside the repository, so
//                                                                 that it resolves packages the way a site with docgen
//                                                                 installed does
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBrowserChecks, type BrowserResult } from './docusaurus-parity/browser-checks.ts';
import { checkDocusaurusFacts, compare } from './docusaurus-parity/compare.ts';
import { buildDocgenLeavingOutFailures, runDocgenBuild } from './docusaurus-parity/docgen-build.ts';
import { readDocgenBuild, type DocgenFacts } from './docusaurus-parity/docgen.ts';
import { readDocusaurusBuild, type DocusaurusFacts } from './docusaurus-parity/docusaurus.ts';
import { staticHtmlFiles } from './docusaurus-parity/facts.ts';
import { copyFixture, fixtureFiles } from './docusaurus-parity/fixture-copy.ts';
import { installFixtureDependencies } from './docusaurus-parity/install.ts';
import { printReport, type CheckCounts } from './docusaurus-parity/report.ts';
import { childEnv, run, type RunResult } from './docusaurus-parity/run.ts';
import { DOCGEN, DOCUSAURUS } from './docusaurus-parity/themes.ts';
import { ScreenshotFolder } from './docusaurus-parity/screenshots.ts';
import { serveBuild } from './docusaurus-parity/static-server.ts';
import { clearDocgenCache, clearDocusaurusCaches, timingLines, type BuildTimes } from './docusaurus-parity/timing.ts';

const repo = path.resolve(import.meta.dirname, '..');
const fixture = path.join(repo, 'test/fixtures/docusaurus-site');
const cacheRoot = path.join(os.tmpdir(), 'docgen-docusaurus-parity');
// One run folder per checkout: engineers in several worktrees share the OS temp folder.
const runDir = path.join(cacheRoot, `run-${createHash('sha256').update(repo).digest('hex').slice(0, 8)}`);
const docgenSite = path.join(repo, '.docgen-cache', 'docusaurus-parity', 'site');

const { values: options } = parseArgs({
  options: { help: { type: 'boolean', default: false }, 'self-test': { type: 'boolean', default: false }, break: { type: 'string' }, only: { type: 'string' } },
});
if (options.help) {
  console.log(
    [
      'Usage: npm run parity:docusaurus [-- [--only <regexp>] [--self-test [--break <css>]]]',
      '  Builds the fixture with Docusaurus (twice: cold, then warm) and with docgen (likewise), and compares them.',
      '  --only <regexp>  opens only the routes it matches in the browser checks (the other checks see every route)',
      '  --self-test     compares the Docusaurus build with itself in the browser checks, docgen left out: every check',
      '                  must find nothing, or the checks see differences that are not there',
      "  --break <css>   with --self-test, adds this stylesheet to the second copy's pages (say 'pre { display: none }'",
      "                  or 'a { color: red }'): the checks concerned must then find it, or they cannot fail",
    ].join('\n'),
  );
  process.exit(0);
}

const onlyRoutes = options.only === undefined ? null : new RegExp(options.only);
/** The routes the browser checks open: all of Docusaurus's, or those --only matches. */
const browserRoutes = (routes: string[]) => (onlyRoutes ? routes.filter((route) => onlyRoutes.test(route)) : routes);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 12);

function printFailure(what: string, result: RunResult): void {
  console.log(`${what} FAILED (exit ${result.code ?? 'by signal'}, ${seconds(result.ms)}); its last lines (all of it in ${result.log}):`);
  for (const line of result.tail) console.log(`  | ${line}`);
}

interface DocusaurusHalf {
  facts: DocusaurusFacts;
  out: string;
  times: BuildTimes;
}

async function docusaurusHalf(files: string[]): Promise<DocusaurusHalf> {
  const packageJson = path.join(fixture, 'package.json');
  console.log("Docusaurus: installing the fixture's package.json (reused while it is unchanged)…");
  const install = await installFixtureDependencies(packageJson, sha(readFileSync(packageJson)), cacheRoot);
  console.log(install.fresh ? `  installed in ${seconds(install.ms)}: ${install.nodeModules}` : `  reused ${install.nodeModules}`);
  const version = (JSON.parse(readFileSync(path.join(install.nodeModules, '@docusaurus/core/package.json'), 'utf8')) as { version: string }).version;

  const site = path.join(runDir, 'docusaurus-site');
  const out = path.join(runDir, 'docusaurus-build');
  copyFixture(fixture, files, site);
  symlinkSync(install.nodeModules, path.join(site, 'node_modules'));
  clearDocusaurusCaches(site);
  const build = async (what: 'cold' | 'warm') => {
    console.log(`Docusaurus ${version}: building a copy of the fixture (${what})…`);
    const result = await run(process.execPath, [path.join(install.nodeModules, '@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', out], {
      cwd: site,
      env: childEnv(),
      log: path.join(runDir, `docusaurus-build-${what}.log`),
    });
    if (result.code !== 0) {
      printFailure(`Docusaurus ${version} build of the fixture`, result);
      console.log('\nThe fixture is not a site Docusaurus builds: fix test/fixtures/docusaurus-site first.');
      process.exit(2);
    }
    console.log(`  built in ${seconds(result.ms)}`);
    return result.ms;
  };
  const times = { coldMs: await build('cold'), warmMs: await build('warm') };
  const facts = await readDocusaurusBuild(site, out, version);
  const problems = checkDocusaurusFacts(facts);
  if (problems.length > 0) {
    for (const problem of problems) console.log(`  ${problem}`);
    process.exit(2);
  }
  writeFileSync(path.join(runDir, 'docusaurus-facts.json'), `${JSON.stringify(facts, null, 2)}\n`);
  return { facts, out, times };
}

function printDocusaurusSummary(facts: DocusaurusFacts): void {
  console.log(`\nWhat Docusaurus ${facts.docusaurus} built (base URL ${facts.baseUrl}, trailingSlash ${facts.trailingSlash}): ${facts.routes.length} pages`);
  for (const route of facts.routes) {
    const page = facts.pages[route];
    if (!page) continue;
    const parts = [page.api ? 'API' : '', page.sidebarId ? `sidebar ${page.sidebarId}` : 'no sidebar', page.noindex ? 'noindex' : '', page.components.length ? `components: ${page.components.join(', ')}` : '', page.markers.length ? `markers: ${page.markers.length}` : ''];
    console.log(`  ${route}  ${JSON.stringify(page.h1)}  (${parts.filter(Boolean).join('; ')})`);
  }
}

interface DocgenHalf {
  facts: DocgenFacts;
  out: string;
  /** null when docgen built nothing. */
  times: BuildTimes | null;
  /** The routes of the pages docgen could not build, with its error. */
  leftOut: Map<string, string>;
}

async function docgenHalf(files: string[], docusaurus: DocusaurusFacts): Promise<DocgenHalf> {
  console.log('\ndocgen: building a copy of the fixture…');
  copyFixture(fixture, files, docgenSite);
  const out = path.join(runDir, 'docgen-build');
  const log = path.join(runDir, 'docgen-build.log');
  const build = await buildDocgenLeavingOutFailures(repo, docgenSite, out, log);
  const routeOf = new Map(Object.entries(docusaurus.pages).flatMap(([route, page]) => (page.source ? [[page.source, route] as const] : [])));
  const leftOut = new Map(build.leftOut.map((page) => [routeOf.get(page.file) ?? page.file, page.error]));
  for (const page of build.leftOut) console.log(`  could not build ${page.file}, so built without it: ${page.error}`);
  if (build.result.code !== 0) {
    printFailure('docgen build of the fixture', build.result);
    return { facts: { routes: [], own: [], pages: {} }, out, times: null, leftOut };
  }
  clearDocgenCache(docgenSite);
  const timed = async (what: 'cold' | 'warm') => {
    const result = await runDocgenBuild(repo, docgenSite, out, path.join(runDir, `docgen-build-${what}.log`));
    if (result.code !== 0) {
      printFailure(`docgen build of the fixture (${what})`, result);
      process.exit(1);
    }
    console.log(`  built (${what}) in ${seconds(result.ms)}`);
    return result.ms;
  };
  const times = { coldMs: await timed('cold'), warmMs: await timed('warm') };
  const facts = readDocgenBuild(out, docusaurus.baseUrl, new Set(docusaurus.routes), staticHtmlFiles(docgenSite));
  writeFileSync(path.join(runDir, 'docgen-facts.json'), `${JSON.stringify(facts, null, 2)}\n`);
  return { facts, out, times, leftOut };
}

async function main(): Promise<void> {
  const files = fixtureFiles(fixture);
  console.log(`Docusaurus parity of ${path.relative(repo, fixture)} (${files.length} files)\n`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });

  const docusaurus = await docusaurusHalf(files);
  printDocusaurusSummary(docusaurus.facts);
  if (options['self-test']) return selfTest(docusaurus, options.break);
  const docgen = await docgenHalf(files, docusaurus.facts);

  const comparison = compare(docusaurus.facts, docgen.facts, docgen.leftOut);
  if (docgen.facts.own.length > 0) console.log(`\ndocgen's own pages, not compared: ${docgen.facts.own.join(' ')}`);
  if (comparison.notes.length > 0) {
    console.log("\nNotes (the API Reference is docgen's own rendering of the TypeDoc plugin's input; these do not fail):");
    for (const note of comparison.notes) console.log(`  ${note}`);
  }

  const checks: CheckCounts[] = [
    { check: 'routes', compared: `${comparison.compared.routes} Docusaurus pages, ${docgen.facts.routes.length} docgen pages` },
    { check: 'pages', compared: `${comparison.compared.pages} pages in both` },
    { check: 'sidebars', compared: `${comparison.compared.sidebars} pages in both` },
    { check: 'components', compared: `${comparison.compared.components} pages in both` },
  ];
  const findings = [...comparison.findings];
  const shots = new ScreenshotFolder(path.join(runDir, 'screenshots'));
  if (docgen.times) {
    console.log('\nChromium: every route in both builds, at 1280×800 and 390×844, light and dark…');
    const [ours, theirs] = await Promise.all([serveBuild(docusaurus.out, docusaurus.facts.baseUrl), serveBuild(docgen.out, docusaurus.facts.baseUrl)]);
    try {
      const result = await runBrowserChecks(
        {
          docusaurus: ours.url,
          docgen: theirs.url,
          baseUrl: docusaurus.facts.baseUrl,
          routes: browserRoutes(docusaurus.facts.routes),
          docgenRoutes: new Set(docgen.facts.routes),
          secondMarks: DOCGEN,
        },
        shots,
        (line) => console.log(line),
      );
      findings.push(...result.findings);
      checks.push(...browserChecks(result));
    } finally {
      await Promise.all([ours.close(), theirs.close()]);
    }
  }

  console.log('');
  if (docgen.times) {
    const pages = `docgen: ${docgen.facts.routes.length} pages${docgen.leftOut.size ? `, without the ${docgen.leftOut.size} it could not build` : ''}`;
    for (const line of timingLines({ ...docusaurus.times, label: `Docusaurus ${docusaurus.facts.docusaurus} with Rspack: ${docusaurus.facts.routes.length} pages` }, { ...docgen.times, label: pages })) console.log(line);
  } else {
    console.log(`Build times: Docusaurus ${seconds(docusaurus.times.coldMs)} cold, ${seconds(docusaurus.times.warmMs)} warm; docgen built nothing, so no comparison.`);
  }
  const unintended = printReport(checks, findings);
  console.log(`\nResult: ${unintended === 0 && docgen.times ? 'no unintended difference' : `${unintended} unintended difference(s)${docgen.times ? '' : ', and docgen built nothing'}`}. Facts: ${runDir}/{docusaurus,docgen}-facts.json`);
  process.exit(unintended === 0 && docgen.times ? 0 : 1);
}

function browserChecks(result: BrowserResult): CheckCounts[] {
  return [
    { check: 'elements', compared: `${result.compared.elements} shown elements in ${result.views} views` },
    { check: 'colours', compared: `${result.compared.colours} colours in ${result.views} views` },
    { check: 'errors', compared: `${result.compared.errors} page loads` },
    { check: 'text', compared: `${result.compared.text} views` },
  ];
}

/** The browser checks with the Docusaurus build on both sides, the second one broken by `css` if given. */
async function selfTest(docusaurus: DocusaurusHalf, css: string | undefined): Promise<never> {
  console.log(`\nSelf-test: the Docusaurus build against itself${css ? `, the second copy with the stylesheet ${JSON.stringify(css)}` : ''}…`);
  const [ours, theirs] = await Promise.all([serveBuild(docusaurus.out, docusaurus.facts.baseUrl), serveBuild(docusaurus.out, docusaurus.facts.baseUrl)]);
  try {
    const { routes, baseUrl } = docusaurus.facts;
    const shots = new ScreenshotFolder(path.join(runDir, 'screenshots'));
    const sites = { docusaurus: ours.url, docgen: theirs.url, baseUrl, routes: browserRoutes(routes), docgenRoutes: new Set(routes), secondMarks: DOCUSAURUS, secondCss: css };
    const result = await runBrowserChecks(sites, shots, (line) => console.log(line));
    const unintended = printReport(browserChecks(result), result.findings);
    console.log(`\nSelf-test result: ${unintended} difference(s) not covered by intended.ts (the second copy is "docgen" in the lines above).`);
    process.exit(unintended === 0 ? 0 : 1);
  } finally {
    await Promise.all([ours.close(), theirs.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(`docusaurus-parity: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(2);
});
