// The whole-site crawl, shared by the crawl test and usable from scripts: opens every path in a pool of tabs of one
// Chromium, and for each page records what a release must hold — the status, the h1s, the title, that the client
// hydrated (islands included), console errors, page errors and hydration warnings, failed or non-local requests, its
// layout at a phone's and a laptop's width — and the ids and links it has, so that every anchor can be checked once
// every page is known.
import type { Browser, Page } from 'playwright-core';
import { measureLayout, type LayoutAtWidth } from './layout.ts';
import { fencedContext } from './site.ts';

export interface LinkFound {
  /** The href as written. */
  raw: string;
  /** Resolved against the page. */
  url: string;
}

export interface CrawledPage {
  path: string;
  status: number;
  /** Where a redirect led, when the response came from another URL. */
  redirectedTo?: string;
  h1: string[];
  title: string;
  hydrated: boolean;
  /** Islands on the page and how many hydrated when asked to. */
  islands: { total: number; hydrated: number };
  /** Console errors, page errors, hydration warnings. */
  errors: string[];
  /** Requests to 127.0.0.1 that failed or answered ≥ 400, and requests that tried to leave 127.0.0.1. */
  badRequests: string[];
  ids: string[];
  links: LinkFound[];
  /** The page at a phone's and a laptop's width (./layout.ts). */
  layout: LayoutAtWidth[];
  ms: number;
}

export interface CrawlOptions {
  /** Origin of the preview server (`http://127.0.0.1:port`). */
  origin: string;
  paths: string[];
  /** Tabs working at once (default 3: on two cores more tabs only queue for the CPU). */
  tabs?: number;
  /** Milliseconds to wait for `html[data-hydrated]` (default 15 s). */
  hydrationTimeout?: number;
  onPage?: (page: CrawledPage, done: number, total: number) => void;
}

export async function crawl(browser: Browser, options: CrawlOptions): Promise<CrawledPage[]> {
  const queue = options.paths.map((p, i) => ({ p, i }));
  const results: CrawledPage[] = new Array(options.paths.length);
  let done = 0;
  const worker = async () => {
    const { context, blocked } = await fencedContext(browser);
    // Data saving on: the client then prefetches nothing, so each visit loads one page, not the ~25 its
    // viewport links to; the prefetcher itself is covered by the end-to-end tests.
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }));
    const page = await context.newPage();
    const errors: string[] = [];
    const badRequests: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || (/hydrat/i.test(text) && message.type() === 'warning')) errors.push(`console.${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      // net::ERR_ABORTED: cancelled by the next navigation, not failed.
      if (new URL(request.url()).hostname === '127.0.0.1' && request.failure()?.errorText !== 'net::ERR_ABORTED') badRequests.push(`${request.url()} failed: ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document') badRequests.push(`${response.url()} answered ${response.status()}`);
    });
    try {
      for (let next = queue.shift(); next; next = queue.shift()) {
        errors.length = 0;
        badRequests.length = 0;
        blocked.length = 0;
        const result = await visit(page, next.p, options, errors, badRequests, blocked);
        results[next.i] = result;
        options.onPage?.(result, ++done, options.paths.length);
      }
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.tabs ?? 3, queue.length) }, worker));
  return results;
}

async function visit(page: Page, sitePath: string, options: CrawlOptions, errors: string[], badRequests: string[], blocked: string[]): Promise<CrawledPage> {
  const started = performance.now();
  const response = await page.goto(options.origin + sitePath, { waitUntil: 'load' });
  const status = response?.status() ?? 0;
  const finalPath = new URL(page.url()).pathname;
  // One round trip: wait for the client's hydration mark; ask each island to hydrate as a reader's focus would (they
  // hydrate on interaction), so that React's hydration of every island is checked too; then read the page.
  // (No named functions inside: tsx's keepNames would wrap them in a helper the page does not have.)
  const dom = await page.evaluate(async (timeout) => {
    let deadline = performance.now() + timeout;
    while (!document.documentElement.hasAttribute('data-hydrated') && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    const hydrated = document.documentElement.hasAttribute('data-hydrated');
    const els = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    for (const el of els) el.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    deadline = performance.now() + 10_000;
    while (els.some((el) => !el.dataset.islandState || el.dataset.islandState === 'loading') && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    // Two frames for effects to run and late errors to surface.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return {
      hydrated,
      islands: { total: els.length, hydrated: els.filter((el) => el.dataset.islandState === 'hydrated').length },
      h1: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()),
      title: document.title,
      ids: [...document.querySelectorAll('[id]')].map((e) => e.id).concat([...document.querySelectorAll('a[name]')].map((a) => a.getAttribute('name')!)),
      links: [...document.querySelectorAll<HTMLAnchorElement>('a[href], area[href]')].map((a) => ({ raw: a.getAttribute('href')!, url: a.href })),
    };
  }, options.hydrationTimeout ?? 15_000);
  // Last: measuring opens the sidebar's categories and the mobile drawer.
  const layout = status === 200 ? await measureLayout(page) : [];
  return {
    path: sitePath,
    status,
    redirectedTo: finalPath !== sitePath ? finalPath : undefined,
    errors: [...errors],
    badRequests: [...badRequests, ...blocked.map((url) => `${url} tried to leave 127.0.0.1 (blocked)`)],
    ...dom,
    layout,
    ms: performance.now() - started,
  };
}

/** What is wrong with one crawled page (status, h1, title, hydration, errors, requests), one line each. */
export function pageProblems(page: CrawledPage, expectedTitle: string | undefined, expectedStatus = 200): string[] {
  const problems: string[] = [];
  if (page.status !== expectedStatus) problems.push(`answered ${page.status}, expected ${expectedStatus}`);
  if (page.redirectedTo) problems.push(`redirected to ${page.redirectedTo}`);
  if (page.h1.length !== 1) problems.push(`has ${page.h1.length} h1 elements${page.h1.length ? ` (${page.h1.map((t) => JSON.stringify(t)).join(', ')})` : ''}`);
  if (expectedTitle !== undefined && page.title !== expectedTitle) problems.push(`title is ${JSON.stringify(page.title)}, expected ${JSON.stringify(expectedTitle)}`);
  if (!page.hydrated) problems.push('did not hydrate (no data-hydrated on <html>)');
  if (page.islands.hydrated !== page.islands.total) problems.push(`hydrated ${page.islands.hydrated} of ${page.islands.total} islands`);
  for (const error of page.errors) problems.push(error);
  for (const request of page.badRequests) problems.push(`request ${request}`);
  return problems.map((p) => `${page.path}: ${p}`);
}

export interface AnchorCheck {
  /** Problems, one line each, naming the page, the href and what is missing. */
  problems: string[];
  inPage: number;
  crossPage: number;
  files: number;
  external: number;
}

/**
 * Checks every link of every crawled page against what the crawl saw: a link to a crawled page needs that page (and
 * the element its fragment names); a link to anything else on the host (a file, an image, a Markdown copy) must answer
 * 200 — `fetchStatus` asks the server. Links off the host are counted, not followed (the network is fenced).
 */
export async function checkAnchors(pages: CrawledPage[], origin: string, base: string, fetchStatus: (path: string) => Promise<number>): Promise<AnchorCheck> {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const idsOf = new Map(pages.map((p) => [p.path, new Set(p.ids)]));
  const fileStatus = new Map<string, Promise<number>>();
  const result: AnchorCheck = { problems: [], inPage: 0, crossPage: 0, files: 0, external: 0 };
  for (const page of pages) {
    for (const link of page.links) {
      let url: URL;
      try {
        url = new URL(link.url);
      } catch {
        result.problems.push(`${page.path}: href ${JSON.stringify(link.raw)} is not a URL`);
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue; // mailto:, javascript: …
      if (url.origin !== origin) {
        result.external++;
        continue;
      }
      const fragment = url.hash.length > 1 ? safeDecode(url.hash.slice(1)) : undefined;
      if (url.pathname === page.path) {
        if (!fragment) continue;
        result.inPage++;
        if (!idsOf.get(page.path)!.has(fragment)) result.problems.push(`${page.path}: in-page link ${JSON.stringify(link.raw)} names no element on the page`);
        continue;
      }
      if (!url.pathname.startsWith(base)) {
        result.problems.push(`${page.path}: link ${JSON.stringify(link.raw)} leaves the base ${base}`);
        continue;
      }
      const target = byPath.get(url.pathname);
      if (target) {
        result.crossPage++;
        if (fragment && !idsOf.get(target.path)!.has(fragment)) result.problems.push(`${page.path}: link ${JSON.stringify(link.raw)} names no element on ${target.path}`);
        continue;
      }
      result.files++;
      let status = fileStatus.get(url.pathname);
      if (!status) fileStatus.set(url.pathname, (status = fetchStatus(url.pathname)));
      const code = await status;
      if (code !== 200) result.problems.push(`${page.path}: link ${JSON.stringify(link.raw)} answers ${code}${code === 301 ? ' (not the canonical URL)' : ''}`);
    }
  }
  return result;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
