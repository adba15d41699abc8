// `docgen check-links --external`: are the external URLs the site links to reachable? Requests go out with a bounded
// concurrency (overall and per host) and a timeout each; the answer is a report, never a failure, because a host
// being down says nothing about the docs.

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
  const distinct = [...new Set([...urls].map((u) => u.split('#')[0]))];
  const results = new Map<string, ExternalResult>();
  const busyHosts = new Map<string, number>();
  const queue = [...distinct];
  let active = 0;

  await new Promise<void>((done) => {
    const pump = () => {
      if (!queue.length && !active) return done();
      while (active < concurrency) {
        const index = queue.findIndex((u) => (busyHosts.get(host(u)) ?? 0) < perHost);
        if (index < 0) return;
        const [url] = queue.splice(index, 1);
        const h = host(url);
        busyHosts.set(h, (busyHosts.get(h) ?? 0) + 1);
        active++;
        checkOne(url, doFetch, timeoutMs).then((result) => {
          results.set(url, result);
          busyHosts.set(h, busyHosts.get(h)! - 1);
          active--;
          pump();
        });
      }
    };
    pump();
  });
  return distinct.map((u) => results.get(u)!);
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
  const e = error as Error & { cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `timed out after ${timeoutMs >= 1000 ? `${timeoutMs / 1000} s` : `${timeoutMs} ms`}`;
  return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(error);
}

function host(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
