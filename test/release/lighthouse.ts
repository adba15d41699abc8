// Lighthouse on pages of a running site, offline, in Debian's Chromium (shared by the Lighthouse release test and
// `npm run bench`). Lighthouse's default config: mobile form factor and screen, simulated slow-4G and 4× CPU
// throttling. Chromium resolves no host name and sends everything but loopback to a dead proxy, so nothing can leave
// 127.0.0.1; Lighthouse itself downloads nothing (the test passes in a network namespace with only loopback); any
// request the page makes to another origin is reported.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseFigures {
  path: string;
  scores: Record<Category, number>;
  /** Audits below a perfect score in the four categories, with their score: why a category lost points. */
  failing: string[];
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Bytes the page transferred (Lighthouse's total-byte-weight) and its requests. */
  bytes: number;
  requests: number;
  /** Requests to other origins than the site's (must be none). */
  foreign: string[];
  /** Lighthouse's measure of this machine's speed (benchmarkIndex). */
  benchmarkIndex: number;
  ms: number;
  /** Lighthouse runs behind these figures: 1, or 3 when the first scored below `retryBelow` (medians of 3). */
  runs: number;
}

export interface LighthouseOptions {
  /**
   * When a first run scores below this in any category, run twice more and report each category's median, as
   * Lighthouse's guidance on variability advises: a busy machine (other tests on the same two cores) slows the
   * trace Lighthouse's simulation starts from.
   */
  retryBelow?: number;
}

/** Runs Lighthouse on each `origin + path`, one after another, in one Chromium. */
export async function runLighthouse(origin: string, paths: string[], options: LighthouseOptions = {}): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // No host name resolves, and whatever is not loopback goes to a proxy that is not there (port 9, discard):
    // nothing leaves 127.0.0.1, not even a request to an IP address.
    chromeFlags: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--proxy-server=http://127.0.0.1:9'],
    logLevel: 'silent',
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const path of paths) {
      const first = await runOnce(chrome.port, origin, path);
      if (options.retryBelow === undefined || CATEGORIES.every((c) => first.scores[c] >= options.retryBelow!)) {
        out.push(first);
        continue;
      }
      const runs = [first, await runOnce(chrome.port, origin, path), await runOnce(chrome.port, origin, path)];
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>;
      // The other figures come from the run whose performance score is the median one.
      const typical = runs.find((r) => r.scores.performance === scores.performance)!;
      out.push({ ...typical, scores, runs: 3, ms: runs.reduce((sum, r) => sum + r.ms, 0) });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

async function runOnce(port: number, origin: string, path: string): Promise<LighthouseFigures> {
  const started = performance.now();
  const result = await lighthouse(origin + path, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<Category, number>;
  const failing: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${c}: ${ref.id} ${audit.score}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const requests = ((lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? []).map((i) => i.url);
  return {
    path,
    scores,
    failing,
    metrics: {
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      speedIndexMs: num('speed-index'),
    },
    bytes: num('total-byte-weight'),
    requests: requests.length,
    foreign: requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ms: performance.now() - started,
    runs: 1,
  };
}

/** The pages the release gate scores. */
export const LIGHTHOUSE_PAGES = ['', 'manual/Core', 'api/classes/Core', 'samples/ModelViewer'];
