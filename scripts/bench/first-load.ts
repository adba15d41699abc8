// Bytes for `npm run bench`, measured in Chromium against the preview server: what a first visit to each page type
// loads (HTML, CSS, JS and other files; raw and gzipped, from the files on disk, and as transferred by the preview
// server, which compresses with brotli), and what a client-side navigation costs.
// Prefetching is off (data saving on), so that only what the page itself needs is counted.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { routeToFile } from '../../src/shared/urls.ts';
import { fencedContext, type PageType } from '../../test/release/site.ts';

export interface Bytes {
  raw: number;
  gzip: number;
  /** As the preview server sent them (brotli), bodies only. */
  transferred: number;
  files: number;
}

export type ByType = Record<'html' | 'css' | 'js' | 'other', Bytes>;

export interface FirstLoad {
  name: string;
  path: string;
  bytes: ByType;
}

export interface Navigation {
  from: string;
  to: string;
  bytes: Bytes;
  requests: string[];
}

const empty = (): Bytes => ({ raw: 0, gzip: 0, transferred: 0, files: 0 });

function kindOf(request: Request): keyof ByType {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  return 'other';
}

/** The file a request reads from the output folder. */
function fileOf(outDir: string, base: string, url: URL, kind: keyof ByType): string | undefined {
  if (!url.pathname.startsWith(base)) return undefined;
  const rel = kind === 'html' || (kind === 'other' && !path.extname(url.pathname)) ? routeToFile(base, url.pathname) : decodeURIComponent(url.pathname.slice(base.length));
  return path.join(outDir, rel);
}

async function tally(requests: Request[], outDir: string, base: string, notFound = false): Promise<ByType> {
  const out: ByType = { html: empty(), css: empty(), js: empty(), other: empty() };
  for (const request of requests) {
    const url = new URL(request.url());
    if (url.protocol === 'data:') continue;
    const kind = kindOf(request);
    // The not-found page answers an unknown path with 404.html.
    const file = notFound && kind === 'html' ? path.join(outDir, '404.html') : fileOf(outDir, base, url, kind);
    const sizes = await request.sizes().catch(() => undefined);
    const bucket = out[kind];
    bucket.files++;
    bucket.transferred += sizes?.responseBodySize ?? 0;
    if (file) {
      try {
        bucket.raw += statSync(file).size;
        bucket.gzip += gzipSync(readFileSync(file)).length;
      } catch {
        // Not a file of the output (a 404 page answer): counted by transfer only.
      }
    }
  }
  return out;
}

async function settle(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
}

async function tab(browser: Browser) {
  const { context } = await fencedContext(browser);
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('requestfinished', (r) => requests.push(r));
  return { context, page, requests };
}

/** First-load bytes of each page type, each in a fresh browser context (empty cache). */
export async function measureFirstLoad(browser: Browser, origin: string, outDir: string, base: string, types: PageType[]): Promise<FirstLoad[]> {
  const out: FirstLoad[] = [];
  for (const type of types) {
    const { context, page, requests } = await tab(browser);
    try {
      await page.goto(origin + type.path);
      await settle(page);
      out.push({ name: type.name, path: type.path, bytes: await tally(requests, outDir, base, type.status === 404) });
    } finally {
      await context.close();
    }
  }
  return out;
}

/**
 * Bytes of client-side navigations: opens `from`, clicks the first link to `to`, waits for the new page, and counts
 * everything requested after the click.
 */
export async function measureNavigations(browser: Browser, origin: string, outDir: string, base: string, pairs: [string, string][]): Promise<Navigation[]> {
  const out: Navigation[] = [];
  for (const [from, to] of pairs) {
    const { context, page, requests } = await tab(browser);
    try {
      await page.goto(origin + from);
      await settle(page);
      const mark = requests.length;
      const loads: string[] = [];
      page.on('load', () => loads.push(page.url()));
      await page.locator(`a[href="${to}"]`).first().click();
      await page.waitForFunction((target) => location.pathname === target && document.body.dataset.route === target, to);
      await page.waitForLoadState('networkidle');
      if (loads.length) throw new Error(`${from} → ${to} was a full page load, not a client-side navigation`);
      const made = requests.slice(mark);
      const bytes = await tally(made, outDir, base);
      const total = Object.values(bytes).reduce((sum, b) => ({ raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip, transferred: sum.transferred + b.transferred, files: sum.files + b.files }), empty());
      out.push({ from, to, bytes: total, requests: made.map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`) });
    } finally {
      await context.close();
    }
  }
  return out;
}
