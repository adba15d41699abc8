// npm run bench: speed and size figures, printed as a table and as JSON. Times are printed, never asserted (the byte
// budgets are asserted by test/e2e/budgets.test.ts). Targets from issue 9 are shown next to the figures.
//
//   build       cold (no .docgen-cache: TypeDoc runs) and warm, peak memory, per-stage times, pages per second
//   bytes       first load of every page type (HTML, CSS, JS, other; raw, gzip, as sent) and client-side navigations
//   search      first query: bytes and time; per-query latency cold and warm (scripts/bench/search.ts)
//   serve       preview server under load (autocannon) and watch-mode edit-to-reload latency (scripts/bench/serve.ts)
//   lighthouse  mobile scores of four pages
// Measurements that need Chromium (/usr/bin/chromium or CHROMIUM_PATH) are skipped without it.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { measureSearch, type SearchBenchResult } from './bench/search.ts';
import { chromiumAvailable, loadTestPreview, measureEditToReload } from './bench/serve.ts';
import { preview } from '../src/render/serve/preview.ts';
import { CATEGORIES, LIGHTHOUSE_PAGES, runLighthouse } from '../test/release/lighthouse.ts';
import { launchChromium, pageTypes, type ReleaseSite, type RouteInfo } from '../test/release/site.ts';
import { measureFirstLoad, measureNavigations, type Bytes } from './bench/first-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.docgen-cache', 'bench-build');

interface BuildFigures {
  timings: Record<string, number>;
  pages: number;
  kinds: Record<string, number>;
  maxRssMb: number;
  base: string;
  siteTitle: string;
  routes: RouteInfo[];
}

/** Runs a script of scripts/bench/ in a fresh Node process and returns the JSON it prints last. */
function runScript<T>(script: string, ...args: string[]): T {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    // As the CLI does: React must load its production build, which renders several times faster.
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as T;
}

function buildOnce(): BuildFigures {
  const started = performance.now();
  const figures = runScript<BuildFigures>('build-once.ts', outDir);
  // The process as a whole, start-up included: what `docgen build` costs a person waiting for it.
  figures.timings.process = performance.now() - started;
  return figures;
}

const rows: [string, string][] = [];
const json: Record<string, unknown> = {};
const ms = (n: number) => `${Math.round(n)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const section = (title: string) => rows.push([`— ${title}`, '']);

/** Runs one measurement; a failure is reported in the table and the JSON, and the others still run. */
async function measure(name: string, work: () => Promise<void>): Promise<void> {
  const started = performance.now();
  process.stderr.write(`bench: ${name}…\n`);
  try {
    await work();
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    rows.push([`${name}`, `FAILED: ${message}`]);
    json[`${name}Error`] = message;
  }
  process.stderr.write(`bench: ${name} took ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

// ---- build ---------------------------------------------------------------------------------------------------------
rmSync(path.join(root, '.docgen-cache'), { recursive: true, force: true });
process.stderr.write('bench: cold build…\n');
const cold = buildOnce();
process.stderr.write('bench: warm build…\n');
const warm = buildOnce();
process.stderr.write('bench: search and llms stages…\n');
const derived = runScript<{ searchClientMs: number; searchIndexMs: number; llmsMs: number }>('derived-once.ts');
const markdownPages = (cold.kinds.doc ?? 0) + (cold.kinds.page ?? 0);
const stageNames: Record<string, string> = {
  config: 'config',
  markdown: 'markdown (manual, templates, samples, pages)',
  api: 'api (TypeDoc: convert or read cache, API pages)',
  graph: 'page graph',
  assets: 'client bundle + stylesheet',
  render: 'render (React, every page, written)',
  links: 'link check',
  write: 'write (assets, search, llms, sitemap, static)',
};
json.build = {
  cold: { ...cold, routes: undefined },
  warm: { ...warm, routes: undefined },
  markdownPages,
  insideWrite: derived,
  pagesPerSecond: { cold: cold.pages / (cold.timings.total / 1000), warm: warm.pages / (warm.timings.total / 1000) },
};
section('build (whole site)');
rows.push(['pages', `${cold.pages} (${Object.entries(cold.kinds).map(([k, n]) => `${k} ${n}`).join(', ')})`]);
rows.push(['cold build', `${ms(cold.timings.total)} (process ${ms(cold.timings.process)}), peak ${cold.maxRssMb.toFixed(0)} MB   target < 15 s, < 600 MB`]);
rows.push(['warm build', `${ms(warm.timings.total)} (process ${ms(warm.timings.process)}), peak ${warm.maxRssMb.toFixed(0)} MB`]);
rows.push(['pages per second', `cold ${(cold.pages / (cold.timings.total / 1000)).toFixed(0)}, warm ${(warm.pages / (warm.timings.total / 1000)).toFixed(0)}`]);
rows.push(['markdown load per page (warm)', `${(warm.timings.markdown / markdownPages).toFixed(2)} ms (target < 5 ms)`]);
rows.push(['render per page (warm)', `${(warm.timings.render / warm.pages).toFixed(2)} ms`]);
for (const stage of Object.keys(warm.timings)) {
  if (stage === 'total' || stage === 'process') continue;
  rows.push([`  stage ${stageNames[stage] ?? stage}`, `cold ${ms(cold.timings[stage] ?? NaN)}, warm ${ms(warm.timings[stage])}`]);
}
rows.push(['    of which search index', ms(derived.searchIndexMs)]);
rows.push(['    of which search client bundle', ms(derived.searchClientMs)]);
rows.push(['    of which llms.txt + Markdown copies', ms(derived.llmsMs)]);

const site: ReleaseSite = { root, outDir, base: warm.base, siteTitle: warm.siteTitle, pages: warm.routes };
const hasChromium = chromiumAvailable();
let browser: Browser | undefined;
const server = await preview({ root, outDir, port: 0, host: '127.0.0.1' });
const origin = new URL(server.url).origin;

try {
  if (hasChromium) browser = await launchChromium();

  // ---- bytes -------------------------------------------------------------------------------------------------------
  if (browser) {
    const b = browser;
    await measure('firstLoad', async () => {
      const loads = await measureFirstLoad(b, origin, outDir, site.base, pageTypes(site));
      json.firstLoad = loads;
      section('first load, per page type (raw / gzip / as sent, brotli)   budgets: JS ≤ 75 KB gzip, CSS ≤ 15 KB gzip');
      const cell = (x: Bytes) => (x.files ? `${kb(x.raw)} / ${kb(x.gzip)} / ${kb(x.transferred)}` : '—');
      for (const l of loads) {
        rows.push([`  ${l.name}`, `HTML ${cell(l.bytes.html)}; CSS ${cell(l.bytes.css)}; JS ${cell(l.bytes.js)} (${l.bytes.js.files} file${l.bytes.js.files === 1 ? '' : 's'}); other ${cell(l.bytes.other)}`]);
      }
      const maxJs = Math.max(...loads.map((l) => l.bytes.js.gzip));
      const maxCss = Math.max(...loads.map((l) => l.bytes.css.gzip));
      rows.push(['  largest first-load JS / CSS (gzip)', `${kb(maxJs)} / ${kb(maxCss)}`]);
    });
    await measure('navigation', async () => {
      const b2 = site.base;
      const navs = await measureNavigations(b, origin, outDir, b2, [
        [`${b2}manual/Core`, `${b2}manual/Physics`],
        [`${b2}api/classes/Core`, `${b2}api/classes/Depth`],
        [`${b2}manual/Core`, `${b2}api/classes/Core`],
        [`${b2}samples/ModelViewer`, `${b2}samples/UI`],
      ]);
      json.navigation = navs;
      section('client-side navigation (everything requested after the click)');
      for (const n of navs) rows.push([`  ${n.from} → ${n.to}`, `${kb(n.bytes.raw)} raw / ${kb(n.bytes.gzip)} gzip / ${kb(n.bytes.transferred)} sent in ${n.bytes.files} request(s)`]);
      const mean = (f: (x: Bytes) => number) => navs.reduce((s, n) => s + f(n.bytes), 0) / navs.length;
      rows.push(['  mean per navigation', `${kb(mean((x) => x.raw))} raw / ${kb(mean((x) => x.gzip))} gzip / ${kb(mean((x) => x.transferred))} sent`]);
    });
  }

  // ---- search ------------------------------------------------------------------------------------------------------
  if (hasChromium) {
    await measure('search', async () => {
      const s: SearchBenchResult = await measureSearch({ root, outDir });
      json.search = s;
      section('search (Chromium, preview server)');
      rows.push(['  first query', `"${s.firstQuery.query}": ${kb(s.firstQuery.bytes)} in ${s.firstQuery.requests} request(s), ${ms(s.firstQuery.ms)} from opening search`]);
      rows.push(['  latency per query, cold / warm', s.queries.map((q) => `${q.query} ${q.coldMs.toFixed(1)}/${q.warmMs.toFixed(1)} ms`).join(', ')]);
      rows.push(['  worst warm latency', `${s.maxWarmMs.toFixed(1)} ms`]);
      rows.push(['  index', `${s.index.files} files, ${kb(s.index.rawBytes)} raw, ${kb(s.index.gzipBytes)} gzip (${s.index.shards} shards, largest ${kb(s.index.largestShardGzipBytes)} gzip; client ${kb(s.index.clientGzipBytes)} gzip)`]);
      rows.push(['  search files loaded before use', String(s.beforeUseRequests)]);
    });
  }

  // ---- serve -------------------------------------------------------------------------------------------------------
  await measure('loadTest', async () => {
    const l = await loadTestPreview({ root, outDir, amount: 5000, connections: 10 });
    json.loadTest = l;
    section('preview server under load (autocannon, 127.0.0.1)');
    rows.push(['  requests', `${l.requests} over ${l.connections} connections, ${l.paths} paths: ${l.requestsPerSec.toFixed(0)} req/s, ${l.errors} errors, ${l.timeouts} timeouts, ${l.non2xx} non-2xx`]);
    rows.push(['  latency', `mean ${l.latencyMs.mean.toFixed(1)} ms, p50 ${l.latencyMs.p50} ms, p99 ${l.latencyMs.p99} ms, max ${l.latencyMs.max} ms`]);
  });
  await measure('editToReload', async () => {
    const e = await measureEditToReload({ root, copy: true, file: 'content/docs/manual/Core.md', iterations: 10, browser: hasChromium });
    json.editToReload = e;
    section(`watch mode: edit ${e.route} of the real site (${e.pageCount} pages), ${e.samples.length} edits   target < 300 ms`);
    const line = (x: typeof e.median) => `event ${ms(x.event)}, HTML ${ms(x.html)}${x.browser !== undefined ? `, browser shows it ${ms(x.browser)}` : ''} (rebuild ${ms(x.buildMs)}, ${x.rendered} page(s))`;
    rows.push(['  median', line(e.median)]);
    rows.push(['  p95', line(e.p95)]);
  });

  // ---- lighthouse --------------------------------------------------------------------------------------------------
  if (hasChromium) {
    await measure('lighthouse', async () => {
      const figures = await runLighthouse(origin, LIGHTHOUSE_PAGES.map((p) => site.base + p));
      json.lighthouse = figures;
      section('Lighthouse (mobile, simulated throttling)   target ≥ 95 each');
      for (const f of figures) {
        rows.push([
          `  ${f.path}`,
          `${CATEGORIES.map((c) => `${c} ${Math.round(f.scores[c] * 100)}`).join(', ')}; FCP ${ms(f.metrics.fcpMs)}, LCP ${ms(f.metrics.lcpMs)}, TBT ${ms(f.metrics.tbtMs)}, CLS ${f.metrics.cls.toFixed(3)}`,
        ]);
      }
    });
  } else {
    rows.push(['browser measurements', 'skipped: no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)']);
  }
} finally {
  await browser?.close();
  await server.close();
}

const width = Math.max(...rows.filter(([, v]) => v).map(([k]) => k.length));
console.log(rows.map(([k, v]) => (v ? `${k.padEnd(width)}  ${v}` : `\n${k}`)).join('\n'));
console.log(JSON.stringify(json, null, 2));
rmSync(outDir, { recursive: true, force: true });
