// Measurements for `npm run bench`:
//   measureEditToReload — docgen serve: save a markdown file, time until the reload event reaches a connected
//                         client, until the served HTML has the edit, and (optionally) until a real browser tab
//                         shows it;
//   loadTestPreview     — the production preview server under a bounded number of requests (autocannon), on
//                         127.0.0.1.
// Both default to a generated site (./bench-site.ts) so they run anywhere; pass `root` to measure a real site.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from '../../src/render/build.ts';
import type { Logger } from '../../src/render/log.ts';
import { serve } from '../../src/render/serve/dev-server.ts';
import { preview } from '../../src/render/serve/preview.ts';
import { writeBenchSite } from './bench-site.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const quiet: Logger = { stage() {}, progress() {}, info() {}, debug() {}, warn() {}, error() {} };

export interface EditToReloadOptions {
  /** Site to serve (default: a generated site of `pages` pages under .docgen-cache/bench/). */
  root?: string;
  /**
   * Work on a scratch copy of `root` (its content/, site.config.ts, tsconfig.json and package.json, with src/ and
   * node_modules/ linked) so that a real site's files are never edited in place. Default false.
   */
  copy?: boolean;
  /** Project-relative markdown file to edit (default: the generated site's `guide/page-000.md`). */
  file?: string;
  /** Pages of the generated site (default 60). */
  pages?: number;
  /** Edits to time (default 10). */
  iterations?: number;
  /** Also time a Chromium tab (playwright-core + Debian's chromium) until it shows the edit. */
  browser?: boolean | { executablePath?: string };
  /**
   * Quiet time after the first build before measuring, as an author would take to open the page (default 3000 ms):
   * the server warms its markdown pipeline in the background meanwhile.
   */
  settleMs?: number;
}

export interface EditToReloadSample {
  /** ms from the write until the SSE `reload` event naming the page reached the client. */
  event: number;
  /** ms from the write until a GET of the page returned the edited HTML. */
  html: number;
  /** ms from the write until the reloaded tab painted the edited page (first contentful paint). */
  browser?: number;
  /** The server's own rebuild time, ms. */
  buildMs: number;
  /** Pages re-rendered for the edit. */
  rendered: number;
}

export interface EditToReloadResult {
  route: string;
  pageCount: number;
  samples: EditToReloadSample[];
  median: EditToReloadSample;
  p95: EditToReloadSample;
  max: EditToReloadSample;
}

export async function measureEditToReload(options: EditToReloadOptions = {}): Promise<EditToReloadResult> {
  const root = options.root
    ? options.copy
      ? scratchCopy(options.root, path.join(REPO, '.docgen-cache/bench/site-copy'))
      : options.root
    : writeBenchSite(path.join(REPO, '.docgen-cache/bench/serve-site'), options.pages ?? 60);
  const file = path.resolve(root, options.file ?? 'content/docs/guide/page-000.md');
  const iterations = options.iterations ?? 10;
  const original = readFileSync(file, 'utf8');
  const server = await serve({ root, port: 0, logger: quiet, watchDocgen: false });
  const events = await connectEvents(`${server.url}__docgen/events`);
  let browser: { close(): Promise<void> } | undefined;
  try {
    const first = await server.idle();
    if (!first?.report.ok || first.report.errors.length) {
      throw new Error(`the site did not build: ${first?.report.errors.map((e) => e.message).join('; ')}`);
    }
    const pageCount = first.report.pageCount;
    await new Promise((r) => setTimeout(r, options.settleMs ?? 3000));
    // Which route the file makes: edit it once and see what reloads.
    const route = (await edit(`warm-up`)).routes[0];
    await settle();
    if (!route) throw new Error(`editing ${file} reloaded no page`);
    const pageUrl = new URL(route, server.url).href;

    let tab: import('playwright-core').Page | undefined;
    if (options.browser) {
      const { chromium } = await import('playwright-core');
      const executablePath = (typeof options.browser === 'object' && options.browser.executablePath) || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
      const b = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
      browser = b;
      tab = await b.newPage();
      await tab.route('**/*', (r) => (new URL(r.request().url()).hostname === '127.0.0.1' ? r.continue() : r.abort()));
      await tab.goto(pageUrl);
      await tab.waitForFunction(() => document.documentElement.dataset.docgenLive === 'connected');
    }

    const samples: EditToReloadSample[] = [];
    for (let i = 0; i < iterations; i++) {
      const marker = `bench-edit-${i}-${Math.random().toString(36).slice(2, 8)}`;
      // The client swaps an edited page in place (no new document): note the frame after the edit enters the DOM.
      await tab?.evaluate((m) => {
        const w = window as unknown as { __benchShownAt?: number };
        w.__benchShownAt = undefined;
        const observer = new MutationObserver(() => {
          if (!document.body?.textContent?.includes(m)) return;
          observer.disconnect();
          requestAnimationFrame(() => (w.__benchShownAt = performance.timeOrigin + performance.now()));
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true });
      }, marker);
      const shown = tab?.waitForFunction((m) => document.body?.textContent?.includes(m) ?? false, marker, { timeout: 10_000, polling: 'raf' });
      const start = performance.now();
      const built = waitForBuild(server, route);
      const reloadedAt = (await edit(marker)).at;
      const html = await fetchText(pageUrl);
      const htmlAt = performance.now();
      if (!html.includes(marker)) throw new Error(`the served page lacks the edit ${marker}`);
      let browserMs: number | undefined;
      if (shown && tab) {
        await shown;
        // On the wall clock both processes share: the frame after the swap, or, when the page was reloaded instead,
        // when the new document painted (polling from here would add Playwright's own delay after a navigation).
        // A reloaded document has no `__benchShownAt` at all; a swapped one sets it on the next frame.
        await tab.waitForFunction(() => !('__benchShownAt' in window) || (window as unknown as { __benchShownAt?: number }).__benchShownAt !== undefined, undefined, { timeout: 10_000 });
        const paintedAt = await tab.evaluate(() => {
          const swappedAt = (window as unknown as { __benchShownAt?: number }).__benchShownAt;
          if (swappedAt !== undefined) return swappedAt;
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
          return performance.timeOrigin + (paint ?? nav?.domContentLoadedEventEnd ?? performance.now());
        });
        browserMs = paintedAt - (performance.timeOrigin + start);
      }
      const report = await built;
      samples.push({ event: reloadedAt - start, html: htmlAt - start, browser: browserMs, buildMs: report.ms, rendered: report.rendered });
      await settle();
    }
    return { route, pageCount, samples, ...summarise(samples) };
  } finally {
    events.close();
    await browser?.close();
    writeFileSync(file, original);
    await server.close();
  }

  async function edit(marker: string): Promise<{ routes: string[]; at: number }> {
    const reload = events.next((e) => e.event === 'reload' && (e.data.routes as string[]).length > 0);
    writeFileSync(file, `${original}\n\nEdited: ${marker}.\n`);
    const event = await withTimeout(reload, 10_000, `no reload event after editing ${file}`);
    return { routes: event.data.routes as string[], at: event.at };
  }

  /** Lets chokidar's per-file throttle (50 ms) and the server's re-check build pass before the next edit. */
  async function settle(): Promise<void> {
    await server.idle();
    await new Promise((r) => setTimeout(r, 120));
    await server.idle();
  }
}

function waitForBuild(server: Awaited<ReturnType<typeof serve>>, route: string) {
  return new Promise<{ ms: number; rendered: number }>((resolve) => {
    const off = server.onBuild((e) => {
      if (!e.report.changed.includes(route)) return;
      off();
      resolve({ ms: e.report.ms, rendered: e.report.rendered });
    });
  });
}

export interface LoadTestOptions {
  /** Built site folder (default: builds the generated site of `pages` pages). */
  outDir?: string;
  /** Project root for `outDir` and its config (default: the generated site). */
  root?: string;
  /** Pages of the generated site (default 60). */
  pages?: number;
  /** Total requests; the test stops after this many (default 5000). */
  amount?: number;
  /** Concurrent connections (default 10). */
  connections?: number;
  /** Paths to request in turn (default: every page, the stylesheet and the client bundle, a 404 excluded). */
  paths?: string[];
  /** Accept-Encoding sent (default `br, gzip`, like a browser). */
  acceptEncoding?: string;
}

export interface LoadTestResult {
  requests: number;
  /** Connection errors and timeouts: must be 0. */
  errors: number;
  timeouts: number;
  /** Responses other than 2xx: must be 0. */
  non2xx: number;
  durationMs: number;
  requestsPerSec: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Bytes per second received, average. */
  throughputBytesPerSec: number;
  paths: number;
  connections: number;
}

export async function loadTestPreview(options: LoadTestOptions = {}): Promise<LoadTestResult> {
  let root = options.root;
  let outDir = options.outDir;
  if (!root || !outDir) {
    root = writeBenchSite(path.join(REPO, '.docgen-cache/bench/preview-site'), options.pages ?? 60);
    outDir = path.join(root, 'build');
    await build({ root, outDir, logger: quiet });
  }
  const dir = path.resolve(root, outDir);
  const server = await preview({ root, outDir: dir, port: 0, host: '127.0.0.1' });
  const base = new URL(server.url).pathname;
  const paths = options.paths ?? sitePaths(dir, base);
  const connections = options.connections ?? 10;
  const amount = options.amount ?? 5000;
  try {
    const { default: autocannon } = await import('autocannon');
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections,
      amount,
      timeout: 10,
      headers: { 'accept-encoding': options.acceptEncoding ?? 'br, gzip' },
      requests: paths.map((p) => ({ method: 'GET', path: p })),
    });
    return {
      requests: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      durationMs: result.duration * 1000,
      requestsPerSec: result.requests.total / result.duration,
      latencyMs: { mean: result.latency.average, p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
      throughputBytesPerSec: result.throughput.average,
      paths: paths.length,
      connections,
    };
  } finally {
    await server.close();
  }
}

/** Every page route and asset of a built site, as the browser asks for them. */
function sitePaths(dir: string, base: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (rel === '404.html') continue;
    if (rel.endsWith('.html')) out.push(base + (rel === 'index.html' ? '' : rel.replace(/\.html$/, '')));
    else if (/^assets\/(style|client)\./.test(rel)) out.push(base + rel);
  }
  return out.sort();
}

function summarise(samples: EditToReloadSample[]): Pick<EditToReloadResult, 'median' | 'p95' | 'max'> {
  const pick = (q: number): EditToReloadSample => {
    const at = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
    };
    const browser = samples.filter((s) => s.browser !== undefined).map((s) => s.browser!);
    return {
      event: at(samples.map((s) => s.event)),
      html: at(samples.map((s) => s.html)),
      browser: browser.length ? at(browser) : undefined,
      buildMs: at(samples.map((s) => s.buildMs)),
      rendered: at(samples.map((s) => s.rendered)),
    };
  };
  return { median: pick(0.5), p95: pick(0.95), max: pick(1) };
}

// ---- a minimal server-sent-events client ------------------------------------------------------------------------

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
  at: number;
}

async function connectEvents(url: string) {
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const request = http.get(url);
  await new Promise<void>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const parsed: SseEvent = { event, data: JSON.parse(data), at };
          for (const w of [...waiters]) {
            if (!w.match(parsed)) continue;
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(parsed);
          }
        }
      });
      resolve();
    });
  });
  return {
    next: (match: (e: SseEvent) => boolean) => new Promise<SseEvent>((resolve) => waiters.push({ match, resolve })),
    close: () => request.destroy(),
  };
}

function fetchText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([promise, new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() => clearTimeout(timer));
}

/** A copy of a site's sources to edit freely; code and dependencies are linked, not copied. */
function scratchCopy(from: string, to: string): string {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  for (const name of ['content', 'site.config.ts', 'tsconfig.json', 'package.json']) {
    if (existsSync(path.join(from, name))) cpSync(path.join(from, name), path.join(to, name), { recursive: true });
  }
  for (const name of ['src', 'node_modules']) {
    if (existsSync(path.join(from, name))) symlinkSync(path.resolve(from, name), path.join(to, name));
  }
  // Warm caches (TypeDoc's converted project, markdown) come along, as a developer's machine has them.
  if (existsSync(path.join(from, '.docgen-cache'))) {
    for (const name of readdirSync(path.join(from, '.docgen-cache'))) {
      if (name.startsWith('api-') || name === 'markdown') cpSync(path.join(from, '.docgen-cache', name), path.join(to, '.docgen-cache', name), { recursive: true });
    }
  }
  return to;
}

/** True when Debian's chromium (or CHROMIUM_PATH) is installed, for callers deciding whether to pass `browser`. */
export function chromiumAvailable(): boolean {
  return existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium');
}
