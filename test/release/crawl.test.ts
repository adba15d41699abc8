// Release gate 1: the whole site, end to end, in Debian's Chromium. Every route in the production build's sitemap,
// served by the production preview server: each answers 200, has exactly one h1 and the title '{page title} | {site
// title}', hydrates (islands included) with no console error, page error or hydration warning and no request that
// fails or leaves 127.0.0.1; every in-page and cross-page anchor it links to exists; and at a phone's width (390 px)
// and a laptop's (1280 px) it does not scroll sideways, its h1 is not cut, and every sidebar and table-of-contents
// entry shows its whole name or is marked as shortened. A failure names the page and what failed, one line each.
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/render/serve/preview.ts';
import { checkAnchors, crawl, pageProblems, type CrawledPage } from './crawl.ts';
import { LAYOUT_WIDTHS, layoutProblems } from './layout.ts';
import { launchChromium } from '../helpers/chromium.ts';
import { releaseSite, REPO, servePreview, sitemapPaths, type ReleaseSite } from './site.ts';

const TABS = Number(process.env.CRAWL_TABS ?? 3);

let site: ReleaseSite;
let server: RunningServer;
let browser: Browser;
let origin: string;
let pages: CrawledPage[] = [];
let crawlMs = 0;

beforeAll(async () => {
  site = await releaseSite();
  server = await servePreview(site);
  origin = new URL(server.url).origin;
  browser = await launchChromium();
  const paths = sitemapPaths(site);
  const started = performance.now();
  pages = await crawl(browser, { origin, paths, tabs: TABS });
  crawlMs = performance.now() - started;
  const slowest = [...pages].sort((a, b) => b.ms - a.ms)[0];
  console.log(`crawl: ${pages.length} pages in ${(crawlMs / 1000).toFixed(1)} s with ${TABS} tabs (${(pages.length / (crawlMs / 1000)).toFixed(1)} pages/s; slowest ${slowest?.path} ${slowest?.ms.toFixed(0)} ms)`);
  const figures = path.join(REPO, '.docgen-cache/release-figures');
  mkdirSync(figures, { recursive: true });
  writeFileSync(path.join(figures, 'crawl.json'), JSON.stringify({ pages: pages.length, tabs: TABS, ms: Math.round(crawlMs) }, null, 2));
}, 15 * 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('whole-site crawl (production build, preview server, Chromium)', () => {
  it('covers every page of the build in the sitemap, and nothing else', () => {
    const expected = site.pages.filter((p) => p.kind !== '404').map((p) => p.route);
    expect(pages.map((p) => p.path).sort()).toEqual(expected.sort());
    expect(pages.length).toBeGreaterThan(400);
  });

  it('every page answers 200, has one h1 and the title format, and hydrates with no error', () => {
    const titles = new Map(site.pages.map((p) => [p.route, `${p.title} | ${site.siteTitle}`]));
    const problems = pages.flatMap((p) => pageProblems(p, titles.get(p.path)));
    expect(problems, `${problems.length} problem(s) on ${new Set(problems.map((p) => p.split(': ')[0])).size} page(s)`).toEqual([]);
  });

  it('fits a phone and a laptop: no sideways scroll, no cut h1, every navigation entry readable', () => {
    for (const { width } of LAYOUT_WIDTHS) {
      const failing = pages.filter((p) => layoutProblems(p.path, p.layout.filter((l) => l.width === width)).length > 0).length;
      console.log(`layout at ${width} px: ${failing} of ${pages.length} pages fail`);
    }
    for (const p of pages) expect(p.layout.map((l) => l.width), p.path).toEqual(LAYOUT_WIDTHS.map((w) => w.width));
    const problems = pages.flatMap((p) => layoutProblems(p.path, p.layout));
    expect(problems, `${problems.length} layout problem(s) on ${new Set(problems.map((p) => p.split(' at ')[0])).size} page(s)`).toEqual([]);
  });

  it('every in-page and cross-page anchor exists', async () => {
    const result = await checkAnchors(pages, origin, site.base, (p) => status(origin + p));
    console.log(`anchors: ${result.inPage} in-page, ${result.crossPage} cross-page, ${result.files} to files, ${result.external} external (not followed)`);
    expect(result.problems, `${result.problems.length} broken anchor(s)`).toEqual([]);
    expect(result.crossPage).toBeGreaterThan(1000);
  });
});

/** Status of a GET on the preview server, redirects not followed. */
function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}
