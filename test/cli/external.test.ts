// check-links --external, against a local server standing in for the outside world (there is no network here): it
// reports unreachable URLs with where they are linked from, never fails on them, and keeps within its concurrency
// and timeout bounds.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { checkSite } from '../../src/render/commands/check-site.ts';
import { checkExternalUrls } from '../../src/render/links/external.ts';
import { baseFiles, fixtureSite } from '../helpers/fixture-site.ts';

let server: http.Server;
let origin: string;
let closedPort: number;
let inFlight = 0;
let maxInFlight = 0;
// Long enough for a reachable URL on a busy machine (a process's first fetch() also loads undici, inside the
// timeout: with 300 ms, `/ok` was sometimes reported as timed out), short enough to keep the test quick.
const TIMEOUT_MS = 2000;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    // Only the `/ok-<n>` requests of the concurrency test are counted.
    const counted = url.startsWith('/ok-');
    if (counted) maxInFlight = Math.max(maxInFlight, ++inFlight);
    const done = (status: number, delay = 0) =>
      setTimeout(() => {
        if (counted) inFlight--;
        res.writeHead(status).end(req.method === 'HEAD' ? undefined : 'body');
      }, delay);
    if (url.startsWith('/ok')) return done(200, 30);
    if (url === '/no-head') return done(req.method === 'HEAD' ? 405 : 200);
    if (url === '/missing') return done(404);
    if (url === '/redirect') return res.writeHead(301, { Location: '/ok' }).end();
    if (url === '/slow') return; // never answers
    done(500);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const closed = http.createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
  closedPort = (closed.address() as { port: number }).port;
  await new Promise<void>((r) => closed.close(() => r()));
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('external link check', () => {
  it('tells reachable from unreachable URLs, following redirects and retrying refused HEADs with GET', async () => {
    const results = await checkExternalUrls(
      [`${origin}/ok`, `${origin}/ok#section`, `${origin}/no-head`, `${origin}/redirect`, `${origin}/missing`, `${origin}/slow`, `http://127.0.0.1:${closedPort}/`],
      { timeoutMs: TIMEOUT_MS },
    );
    const byUrl = Object.fromEntries(results.map((r) => [r.url.replace(origin, ''), r]));
    expect(results).toHaveLength(6); // `#section` is the same URL to the server
    expect(byUrl['/ok']).toMatchObject({ ok: true, status: 200 });
    expect(byUrl['/no-head']).toMatchObject({ ok: true, status: 200 });
    expect(byUrl['/redirect']).toMatchObject({ ok: true, status: 200 });
    expect(byUrl['/missing']).toMatchObject({ ok: false, status: 404, error: 'HTTP 404' });
    expect(byUrl['/slow']).toMatchObject({ ok: false, error: 'timed out after 2 s' });
    expect(byUrl['/slow']?.ms).toBeLessThan(TIMEOUT_MS + 3000);
    expect(byUrl[`http://127.0.0.1:${closedPort}/`]).toMatchObject({ ok: false, error: 'ECONNREFUSED' });
  });

  it('keeps at most `perHost` requests in flight to one host', async () => {
    maxInFlight = 0;
    const urls = Array.from({ length: 12 }, (_, i) => `${origin}/ok-${i}`);
    const results = await checkExternalUrls(urls, { concurrency: 8, perHost: 3 });
    expect(results.every((r) => r.ok)).toBe(true);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);
  });

  it('reports unreachable links with file:line in check-links, without failing', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/docs/guide/02-Second.md': `---\ntitle: Second\n---\n## Details {#custom}\n\nSee [a live host](${origin}/ok), [a gone page](${origin}/missing)\nand [a slow host](${origin}/slow).\n`,
    });
    const result = await checkSite({ root, external: { timeoutMs: TIMEOUT_MS } });
    expect(result.ok).toBe(true);
    expect(result.external?.checked).toBe(3);
    expect(result.external?.unreachable.map((u) => [u.url.replace(origin, ''), u.error, u.sources])).toEqual([
      ['/missing', 'HTTP 404', [{ file: 'content/docs/guide/02-Second.md', line: 6 }]],
      ['/slow', 'timed out after 2 s', [{ file: 'content/docs/guide/02-Second.md', line: 7 }]],
    ]);

    const output = { out: '', err: '' };
    const code = await main(['node', 'docgen', 'check-links', '--root', root, '--external', '--timeout', String(TIMEOUT_MS)], {
      stdout: (s) => void (output.out += s),
      stderr: (s) => void (output.err += s),
    });
    expect(code).toBe(0);
    expect(output.err).toContain(`warning content/docs/guide/02-Second.md:6: ${origin}/missing: HTTP 404`);
    expect(output.err).toContain('external: 3 checked, 2 unreachable (reported only)');

    const json = { out: '' };
    const jsonCode = await main(['node', 'docgen', 'check-links', '--root', root, '--external', '--timeout', String(TIMEOUT_MS), '--format', 'json'], {
      stdout: (s) => void (json.out += s),
      stderr: () => {},
    });
    expect(jsonCode).toBe(0);
    expect(JSON.parse(json.out).external).toMatchObject({ checked: 3, unreachable: [{ status: 404 }, { error: 'timed out after 2 s' }] });
  });

  it('is off by default', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': `---\ntitle: Second\n---\nSee [a gone page](${origin}/missing).\n` });
    const result = await checkSite({ root });
    expect(result.external).toBeUndefined();
  });
});
