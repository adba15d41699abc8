// Search figures for `npm run bench` (scripts/bench.ts) and the budget test: serves a built site with the production
// preview server (compressed, as a host would), opens a page in Chromium with every request outside 127.0.0.1
// blocked, checks that nothing of search loads before it is used, then opens search with Ctrl+K and types.
//   - first query: bytes transferred (encoded body + headers) from opening search to the first query's results, and
//     the time that took;
//   - latency: for each query, the time from the input event to its results in the DOM, measured in the page, once
//     cold (shards and fragments may load) and once warm (the index it needs is loaded) — the budget is the warm one;
//   - index size: files, raw and gzip bytes of the search files in the output folder.
// Not imported by the build: it needs playwright-core and a Chromium.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { preview } from '../../src/render/serve/preview.ts';
import { SEARCH_MANIFEST, type SearchManifest } from '../../src/shared/search.ts';
import { launchChromium } from '../../test/helpers/chromium.ts';

export interface SearchBenchOptions {
  /** Project root (holds site.config.ts; the base URL comes from it). */
  root: string;
  /** Built site, absolute or relative to the root. */
  outDir: string;
  /** Queries typed in order; the first is the "first query". */
  queries?: string[];
  /** Page search is opened from, relative to the base. */
  startPath?: string;
}

export interface QueryFigures {
  query: string;
  /** Input event → results rendered, index for it not yet loaded (ms). */
  coldMs: number;
  /** The same with the shards and fragments it needs already loaded (ms). */
  warmMs: number;
  /** Bytes transferred for the cold run. */
  bytes: number;
  results: number;
  /** href of the first result. */
  first?: string;
}

export interface SearchBenchResult {
  /** Requests for search files made before search was used (must be 0). */
  beforeUseRequests: number;
  firstQuery: { query: string; bytes: number; requests: number; ms: number };
  queries: QueryFigures[];
  /** Worst warm latency over all queries (ms): the "result within 50 ms after the index is loaded" figure. */
  maxWarmMs: number;
  index: { files: number; rawBytes: number; gzipBytes: number; manifestGzipBytes: number; largestShardGzipBytes: number; shards: number; clientGzipBytes: number };
}

export const DEFAULT_BENCH_QUERIES = ['Depth', 'enableDepth', 'Options.enableDepth', 'hand tracking', 'gemini live', 'raycast', 'place objects on a table'];

const isSearchFile = (url: string) => /\/(search-index\.json|assets\/search[./])/.test(url);

export async function measureSearch(options: SearchBenchOptions): Promise<SearchBenchResult> {
  const outDir = path.resolve(options.root, options.outDir);
  const queries = options.queries ?? DEFAULT_BENCH_QUERIES;
  const index = indexSize(outDir);
  const server = await preview({ root: options.root, outDir, port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient')));
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.goto(server.url + (options.startPath ?? '').replace(/^\//, ''));
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    const beforeUseRequests = requests.filter((r) => isSearchFile(r.url())).length;

    const mark = requests.length;
    const opened = performance.now();
    await page.keyboard.press('Control+K');
    await page.waitForSelector('dialog.search-dialog[open] .search-input');
    const figures: QueryFigures[] = [];
    let firstQuery: SearchBenchResult['firstQuery'] | undefined;
    for (const query of queries) {
      const before = requests.length;
      const cold = await type(page, query);
      if (!firstQuery) {
        await page.waitForLoadState('networkidle');
        const made = requests.slice(mark);
        firstQuery = { query, bytes: await transferred(made), requests: made.length, ms: performance.now() - opened };
      }
      const bytes = await transferred(requests.slice(before));
      await type(page, '');
      const warm = await type(page, query);
      figures.push({ query, coldMs: cold.ms, warmMs: warm.ms, bytes, results: warm.results, first: warm.first });
    }
    return { beforeUseRequests, firstQuery: firstQuery!, queries: figures, maxWarmMs: Math.max(...figures.map((f) => f.warmMs)), index };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Sets the input to `query` (one input event) and waits for its results; returns the time the page measured. */
async function type(page: Page, query: string): Promise<{ ms: number; results: number; first?: string }> {
  await page.fill('dialog.search-dialog .search-input', query);
  if (!query) return { ms: 0, results: 0 };
  await page.waitForFunction(
    (q) => {
      const list = document.querySelector<HTMLElement>('dialog.search-dialog .search-results');
      return list?.dataset.state === 'done' && list.dataset.query === q;
    },
    query,
    { timeout: 10_000 },
  );
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('dialog.search-dialog .search-results')!;
    const options = list.querySelectorAll('[role="option"]');
    return { ms: Number(list.dataset.renderMs), results: options.length, first: options[0]?.getAttribute('href') ?? undefined };
  });
}

async function transferred(requests: Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const sizes = await request.sizes().catch(() => undefined);
    if (sizes) total += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  return total;
}

function indexSize(outDir: string): SearchBenchResult['index'] {
  const manifestText = readFileSync(path.join(outDir, SEARCH_MANIFEST), 'utf8');
  const manifest = JSON.parse(manifestText) as SearchManifest;
  const dir = path.join(outDir, 'assets/search');
  const files = [SEARCH_MANIFEST, ...readdirSync(dir).map((f) => `assets/search/${f}`)];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(path.join(outDir, file));
    rawBytes += statSync(path.join(outDir, file)).size;
    gzipBytes += gzipSync(content).length;
  }
  const gz = (file: string) => gzipSync(readFileSync(path.join(outDir, file))).length;
  return {
    files: files.length,
    rawBytes,
    gzipBytes,
    manifestGzipBytes: gzipSync(manifestText).length,
    largestShardGzipBytes: Math.max(...manifest.shards.map(([, file]) => gz(file))),
    shards: manifest.shards.length,
    clientGzipBytes: gz(manifest.client),
  };
}
