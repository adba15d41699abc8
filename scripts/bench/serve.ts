// The production preview server under a bounded number of requests (autocannon), on 127.0.0.1, for `npm run bench`
// and test/serve/load.test.ts. Defaults to a generated site (./bench-site.ts) so it runs anywhere; pass `root` and
// `outDir` to measure a real, built site. (docgen serve's edit-to-screen time is ./edit-to-screen.ts.)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/render/commands/build.ts';
import { preview } from '../../src/render/serve/preview.ts';
import { writeBenchSite } from './bench-site.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

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
    await build({ root, outDir, verbosity: 'quiet' });
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
