// The HTTP side of `docgen serve` on a folder the test writes (no build): the building page until the first build is
// published, which Host names it answers, the headers of text files, byte ranges, links out of the folder, and page
// names that need encoding in a URL.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedReport, type DevBuildReport } from '../../src/render/serve/build-report.ts';
import { allowedHost, startDevHttp, type DevHttp } from '../../src/render/serve/dev-http.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { request } from './http.ts';

const SECRET = 'a-file-outside-the-served-folder';
const LLMS = '# Fixture\n\nA page: Überblick, 日本語.\n';
let top: string;
let outDir: string;
let http: DevHttp;
let port: number;

// A page as docgen writes it, naming its build in its head; a static file of the site has no such tag.
const page = (title: string) => `<!DOCTYPE html><html><head><meta name="docgen-build" content="b"/><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
const staticHtml = (title: string) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><p>${title}</p></body></html>`;
const report = (over: Partial<DevBuildReport> = {}): DevBuildReport => ({ ...failedReport([]), ok: true, base: '/docs/', ...over });

beforeAll(async () => {
  top = mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-http-'));
  outDir = path.join(top, 'serve');
  mkdirSync(path.join(outDir, 'guide'), { recursive: true });
  writeFileSync(path.join(top, 'secret.txt'), SECRET);
  writeFileSync(path.join(outDir, 'index.html'), page('Home'));
  writeFileSync(path.join(outDir, 'guide/First.html'), page('First'));
  writeFileSync(path.join(outDir, '404.html'), page('Not here'));
  mkdirSync(path.join(outDir, 'demos'), { recursive: true });
  writeFileSync(path.join(outDir, 'demos/sorter.html'), staticHtml('Sorter demo'));
  writeFileSync(path.join(outDir, 'guide/Second.html'), page('Second'));
  http = await startDevHttp({ outDir, host: '127.0.0.1', port: 0, logger: silentLogger, derive: () => undefined });
  http.publish(report(), true);
  port = http.port;
});
afterAll(async () => {
  http?.endLiveReload();
  await http?.close();
  rmSync(top, { recursive: true, force: true });
});

describe('docgen serve over HTTP', () => {
  it("serves a static .html file at its own name, and sends a page's .html address to its route", async () => {
    const demo = await request(port, '/docs/demos/sorter.html');
    expect(demo.status).toBe(200);
    expect(demo.text).toContain('<title>Sorter demo</title>');
    const second = await request(port, '/docs/guide/Second.html');
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe('/docs/guide/Second');
  });

  // Issue 25: it answered 404 during its first build.
  it('answers every path with the building page until the first build is published, then serves the site', async () => {
    // A second server on the same folder, which already holds a site (as one a previous `docgen serve` left does).
    const fresh = await startDevHttp({ outDir, host: '127.0.0.1', port: 0, logger: silentLogger, derive: () => undefined });
    try {
      await buildingThenSite(fresh);
    } finally {
      fresh.endLiveReload();
      await fresh.close();
    }
  });

  async function buildingThenSite({ port, publish }: DevHttp) {
    for (const p of ['/docs/', '/docs/guide/First', '/', '/elsewhere/x.png?q=1']) {
      const res = await request(port, p);
      expect(res.status, p).toBe(503);
      expect(res.headers['retry-after'], p).toBe('1');
      expect(res.headers['cache-control'], p).toBe('no-store');
      expect(res.headers['content-type'], p).toBe('text/html; charset=utf-8');
      expect(res.text, p).toContain('Building the site…');
      // The live-reload script, which replaces the page when the build is done.
      expect(res.text, p).toContain('/docs/__docgen/client.js?v=');
    }
    publish(report(), true);
    const home = await request(port, '/docs/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Home</title>');
    expect((await request(port, '/docs/guide/First')).text).toContain('<title>First</title>');
    expect((await request(port, '/docs/nope')).status).toBe(404);
  }

  // Issue 25, row 12: any Host was answered, the precondition for DNS rebinding.
  it('answers only requests that name this machine, the live-reload stream included', async () => {
    for (const host of ['attacker.example', `attacker.example:${port}`, 'localhost.attacker.example', '192.168.1.20', 'localhost.']) {
      for (const p of ['/docs/', '/docs/__docgen/events', '/docs/llms.txt']) {
        const res = await request(port, p, { headers: { Host: host } });
        expect(res.status, `${host} ${p}`).toBe(403);
        expect(res.headers['content-type'], `${host} ${p}`).toBe('text/plain; charset=utf-8');
        expect(res.text, `${host} ${p}`).toContain(`not for "${host.replace(/:\d+$/, '')}"`);
      }
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `docs.localhost:${port}`, 'LOCALHOST', '127.1.2.3']) {
      expect((await request(port, '/docs/', { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('takes the host it was started with, and any IP address when bound to every interface', () => {
    expect(allowedHost('docs.example', 'docs.example')).toBe(true);
    expect(allowedHost('docs.example', '127.0.0.1')).toBe(false);
    expect(allowedHost('192.168.1.20', '0.0.0.0')).toBe(true);
    expect(allowedHost('fe80::1', '::')).toBe(true);
    expect(allowedHost('attacker.example', '0.0.0.0')).toBe(false);
    expect(allowedHost('192.168.1.20', '127.0.0.1')).toBe(false);
  });

  // Issue 25, row 13: no nosniff and no charset, so Chromium showed llms-full.txt garbled.
  it('sends nosniff and a UTF-8 charset on text files', async () => {
    writeFileSync(path.join(outDir, 'llms.txt'), LLMS);
    writeFileSync(path.join(outDir, 'guide/First.md'), '# First\n');
    writeFileSync(path.join(outDir, 'search-index.json'), '{}');
    writeFileSync(path.join(outDir, 'sitemap.xml'), '<urlset/>');
    for (const [p, type] of [
      ['/docs/llms.txt', 'text/plain; charset=utf-8'],
      ['/docs/guide/First.md', 'text/markdown; charset=utf-8'],
      ['/docs/search-index.json', 'application/json; charset=utf-8'],
      ['/docs/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/docs/guide/First', 'text/html; charset=utf-8'],
      ['/docs/nope', 'text/html; charset=utf-8'],
    ]) {
      const res = await request(port, p!);
      expect(res.headers['content-type'], p).toBe(type);
      expect(res.headers['x-content-type-options'], p).toBe('nosniff');
    }
    expect((await request(port, '/docs/llms.txt')).text).toBe(LLMS);
  });

  // Issue 25, row 11: serve answered `bytes=5-2` with `Content-Length: -2`.
  it('answers byte ranges as RFC 9110 says', async () => {
    const size = Buffer.byteLength(LLMS);
    const range = (value: string) => request(port, '/docs/llms.txt', { headers: { Range: value } });
    const inverted = await range('bytes=5-2');
    expect(inverted.status).toBe(200);
    expect(inverted.headers['content-length']).toBe(String(size));
    expect(inverted.text).toBe(LLMS);
    const suffix = await range('bytes=-10');
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(Buffer.from(LLMS).subarray(size - 10))).toBe(true);
    expect((await range('bytes=0-0')).body.length).toBe(1);
    expect((await range('items=0-5')).status).toBe(200);
    const unsatisfiable = await range(`bytes=${size}-`);
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers['content-range']).toBe(`bytes */${size}`);
  });

  // Issue 25, row 9: links in the served folder were followed out of it.
  it('serves nothing through a link out of the folder, as a file or as a page', async () => {
    symlinkSync(path.join(top, 'secret.txt'), path.join(outDir, 'passwd.txt'));
    symlinkSync(path.join(top, 'secret.txt'), path.join(outDir, 'guide/Passwd.html'));
    symlinkSync('/nonexistent/f', path.join(outDir, 'd.txt'));
    symlinkSync('loop.txt', path.join(outDir, 'loop.txt'));
    for (const p of ['/docs/passwd.txt', '/docs/guide/Passwd', '/docs/d.txt', '/docs/loop.txt']) {
      const res = await request(port, p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain(SECRET);
    }
  });

  // Issue 25, row 14: pages whose names a URL encodes.
  it('serves pages named Q&A, C++ and a=b at every encoding of their address', async () => {
    for (const name of ['Q&A', 'C++', 'a=b']) writeFileSync(path.join(outDir, `guide/${name}.html`), page(name));
    for (const [p, title] of [
      ['/docs/guide/Q&A', 'Q&A'],
      ['/docs/guide/Q%26A', 'Q&A'],
      ['/docs/guide/C++', 'C++'],
      ['/docs/guide/C%2B%2B', 'C++'],
      ['/docs/guide/a=b', 'a=b'],
      ['/docs/guide/a%3Db', 'a=b'],
    ]) {
      const res = await request(port, p!);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toContain(`<title>${title}</title>`);
    }
  });

  it('on a trailingSlash: true site, serves route/index.html at route/, redirects the other forms, and leaves its own addresses alone', async () => {
    const slashed = await startDevHttp({ outDir, host: '127.0.0.1', port: 0, logger: silentLogger, derive: () => undefined });
    try {
      mkdirSync(path.join(outDir, 'guide/Slashed'), { recursive: true });
      writeFileSync(path.join(outDir, 'guide/Slashed/index.html'), page('Slashed'));
      slashed.publish(report({ trailingSlash: true }), true);
      const res = await request(slashed.port, '/docs/guide/Slashed/');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>Slashed</title>');
      for (const p of ['/docs/guide/Slashed', '/docs/guide/Slashed.html', '/docs/guide/Slashed/index.html']) {
        const moved = await request(slashed.port, p);
        expect(moved.status, p).toBe(302);
        expect(moved.headers.location, p).toBe('/docs/guide/Slashed/');
      }
      expect((await request(slashed.port, '/docs/__docgen/client.js')).status).toBe(200);
    } finally {
      slashed.endLiveReload();
      await slashed.close();
    }
  });
});
