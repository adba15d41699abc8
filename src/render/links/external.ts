// `docgen check-links --external`: are the external URLs the site links to reachable? Requests go out with a bounded
// concurrency (overall and per host) and a timeout each; the answer is a report, never a failure, because a host
// being down says nothing about the docs.
import { isRecord } from '../../shared/is-record.ts';

export interface ExternalCheckOptions {
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Requests in flight to one host at once (default 2). */
  perHost?: number;
  /** Per-request timeout in ms (default 10 000). */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

export interface ExternalResult {
  url: string;
  ok: boolean;
  /** Final HTTP status, when there was a response. */
  status?: number;
  /** Why it is not ok: `HTTP 404`, `timed out after 10 s`, `ECONNREFUSED`… */
  error?: string;
  ms: number;
}

/** Checks each distinct URL once (fragments do not matter to the server); results in the order of `urls`. */
export async function checkExternalUrls(urls: Iterable<string>, options: ExternalCheckOptions = {}): Promise<ExternalResult[]> {
  const concurrency = Math.max(1, options.concurrency ?? 8);
  const perHost = Math.max(1, options.perHost ?? 2);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const distinct = [...new Set([...urls].map((u) => withoutHash(u)))];
  const results = new Array<ExternalResult>(distinct.length);
  const busyHosts = new Map<string, number>();
  const queue = distinct.map((url, at) => ({ url, at }));
  let active = 0;

  await new Promise<void>((done) => {
    const pump = () => {
      if (!queue.length && !active) return done();
      while (active < concurrency) {
        const index = queue.findIndex(({ url }) => (busyHosts.get(host(url)) ?? 0) < perHost);
        const waiting = queue[index];
        // None of the hosts waiting has a free slot.
        if (!waiting) return;
        queue.splice(index, 1);
        const { url, at } = waiting;
        const h = host(url);
        busyHosts.set(h, (busyHosts.get(h) ?? 0) + 1);
        active++;
        // checkOne never rejects: a failure is a result.
        void checkOne(url, doFetch, timeoutMs).then((result) => {
          results[at] = result;
          busyHosts.set(h, (busyHosts.get(h) ?? 0) - 1);
          active--;
          pump();
        });
      }
    };
    pump();
  });
  return results;
}

async function checkOne(url: string, doFetch: typeof fetch, timeoutMs: number): Promise<ExternalResult> {
  const started = performance.now();
  const finish = (r: Omit<ExternalResult, 'url' | 'ms'>): ExternalResult => ({ url, ...r, ms: performance.now() - started });
  try {
    let response = await request(url, 'HEAD', doFetch, timeoutMs);
    // Many servers refuse or mishandle HEAD; ask again with GET before calling the link broken.
    if (response.status >= 400) response = await request(url, 'GET', doFetch, timeoutMs);
    const ok = response.status < 400 || response.status === 429;
    return finish({ ok, status: response.status, error: ok ? undefined : `HTTP ${response.status}` });
  } catch (error) {
    return finish({ ok: false, error: describe(error, timeoutMs) });
  }
}

async function request(url: string, method: 'HEAD' | 'GET', doFetch: typeof fetch, timeoutMs: number): Promise<{ status: number }> {
  const response = await doFetch(url, {
    method,
    redirect: 'follow',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'User-Agent': 'docgen-link-check', Accept: 'text/html,*/*;q=0.8' },
  });
  // Only the status matters; do not download bodies.
  await response.body?.cancel().catch(() => {});
  return { status: response.status };
}

function describe(error: unknown, timeoutMs: number): string {
  const e = isRecord(error) ? error : {};
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `timed out after ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`;
  const cause = isRecord(e.cause) ? e.cause : {};
  return text(cause.code) ?? text(cause.message) ?? text(e.message) ?? String(error);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

function host(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
