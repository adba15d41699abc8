// The release gates' shared fixture: the real XR Blocks site, built once per change of its inputs and shared by every
// release test file (and by every vitest worker) through a folder under .docgen-cache/release/ keyed by a hash of
// those inputs. The first worker that needs it builds it under a lock; the others wait for it. A second `npm test`
// with nothing changed reuses it. Also: the production preview server on 127.0.0.1, port 0, and browser contexts
// with every request that leaves 127.0.0.1 blocked (Chromium itself: ../helpers/chromium.ts).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { preview, type RunningServer } from '../../src/render/serve/preview.ts';
import { inputsKey } from '../helpers/inputs-key.ts';
import { withLock } from '../helpers/lock.ts';

export const REPO = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(REPO, '.docgen-cache/release');

export interface RouteInfo {
  route: string;
  kind: 'doc' | 'api' | 'page' | '404';
  title: string;
  /** For API pages: class, enumeration, function, interface, type-alias, variable, index or globals. */
  apiKind?: string;
  /** Search page. */
  search?: boolean;
}

export interface ReleaseSite {
  root: string;
  /** Absolute path of the built site. */
  outDir: string;
  base: string;
  siteTitle: string;
  /** Every page of the graph (the not-found page included). */
  pages: RouteInfo[];
  /** Build time in ms when this process built it; undefined when it was reused. */
  builtMs?: number;
}

let pending: Promise<ReleaseSite> | undefined;
// Computed when this module loads, with the code it is about to build with: a source edited while tests run then
// cannot give an old build the new inputs' key.
const KEY = inputsKey(['src/**', 'content/**', 'site.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/bench/build-once.ts']);

/** The production build of the real site, built once per change of its inputs (sources, content, config, lockfile). */
export function releaseSite(): Promise<ReleaseSite> {
  pending ??= buildOnce();
  return pending;
}

async function buildOnce(): Promise<ReleaseSite> {
  const key = KEY;
  const dir = path.join(CACHE, key);
  const manifest = path.join(dir, 'manifest.json');
  const built = () => (existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as ReleaseSite) : undefined);
  return built() ?? withLock(path.join(CACHE, `${key}.lock`), async () => {
    // Another worker may have built it while this one waited for the lock.
    const ready = built();
    if (ready) return ready;
    rmSync(dir, { recursive: true, force: true });
    const started = performance.now();
    const outDir = path.join(dir, 'build');
    // In a child process, as `docgen build` runs: production React (vitest sets NODE_ENV=test, and React's development
    // build renders several times slower) and the build's memory outside this test worker.
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', path.join(REPO, 'scripts/bench/build-once.ts'), outDir],
        { cwd: REPO, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => (error ? reject(new Error(`the release build failed:\n${stderr || error.message}`)) : resolve(stdout)),
      );
    });
    const builtMs = performance.now() - started;
    console.log(`release build: the real site built in ${(builtMs / 1000).toFixed(1)} s into ${path.relative(REPO, outDir)}`);
    const figures = JSON.parse(out.trim().split('\n').at(-1)!) as { routes: RouteInfo[]; base: string; siteTitle: string };
    const site: ReleaseSite = { root: REPO, outDir, base: figures.base, siteTitle: figures.siteTitle, pages: figures.routes };
    writeFileSync(manifest, JSON.stringify(site));
    // Older builds of changed inputs are of no further use.
    for (const name of readdirSync(CACHE)) {
      if (name !== key && !name.endsWith('.lock')) rmSync(path.join(CACHE, name), { recursive: true, force: true });
    }
    return { ...site, builtMs };
  });
}

/** The routes the sitemap lists, as paths on this host (`/docs/…`). */
export function sitemapPaths(site: ReleaseSite): string[] {
  const xml = readFileSync(path.join(site.outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname);
}

/** The preview server (the production one) on 127.0.0.1, port 0, serving the release build. */
export function servePreview(site: ReleaseSite): Promise<RunningServer> {
  return preview({ root: site.root, outDir: site.outDir, port: 0, host: '127.0.0.1' });
}

/**
 * A browser context whose requests may only go to 127.0.0.1: whatever is not loopback goes to a proxy that is not
 * there (port 9, discard), so it fails without leaving the machine, not even a request to an IP address; each such
 * request is recorded. A proxy rather than Playwright's request routing: routing sends every request through this
 * process and turns Chromium's HTTP cache off, so each page of a crawl fetched and compiled the site's scripts again
 * (the crawl took about a quarter more CPU).
 */
export async function fencedContext(browser: Browser, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; blocked: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options, proxy: { server: 'http://127.0.0.1:9', bypass: '127.0.0.1' } });
  const blocked: string[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '127.0.0.1') blocked.push(request.url());
  });
  return { context, blocked };
}

export interface PageType {
  name: string;
  /** Path under the host, `/docs/…`. */
  path: string;
  status: number;
}

/** One page of every type the site has: the pages the accessibility, HTML and type-specific checks look at. */
export function pageTypes(site: ReleaseSite): PageType[] {
  const first = (test: (p: RouteInfo) => boolean, prefer?: string) => {
    const matches = site.pages.filter(test);
    const found = matches.find((p) => p.route === prefer) ?? matches[0];
    if (!found) throw new Error(`the release build has no page for ${prefer ?? test.toString()}`);
    return found.route;
  };
  const doc = (area: string, prefer: string) => first((p) => p.kind === 'doc' && p.route.startsWith(`${site.base}${area}/`), prefer);
  const api = (kind: string, prefer?: string) => first((p) => p.kind === 'api' && p.apiKind === kind, prefer);
  const types: Omit<PageType, 'status'>[] = [
    { name: 'introduction', path: site.base },
    { name: 'manual', path: doc('manual', `${site.base}manual/Core`) },
    { name: 'api index', path: api('index') },
    { name: 'api globals', path: api('globals') },
    { name: 'api class', path: api('class', `${site.base}api/classes/Core`) },
    { name: 'api enumeration', path: api('enumeration', `${site.base}api/enumerations/Handedness`) },
    { name: 'api function', path: api('function') },
    { name: 'api interface', path: api('interface') },
    { name: 'api type alias', path: api('type-alias') },
    { name: 'api variable', path: api('variable') },
    { name: 'template', path: doc('templates', `${site.base}templates/Basic`) },
    { name: 'sample', path: doc('samples', `${site.base}samples/ModelViewer`) },
    { name: 'standalone page', path: first((p) => p.kind === 'page' && !p.search, `${site.base}markdown-page`) },
    { name: 'search page', path: first((p) => p.search === true) },
  ];
  return [...types.map((t) => ({ ...t, status: 200 })), { name: 'not found', path: `${site.base}no/such/page`, status: 404 }];
}
