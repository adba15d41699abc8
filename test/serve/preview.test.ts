// The production preview server (`npm start`): behaves like the static host the site is deployed to.
import { cpSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { preview, type RunningServer } from '../../src/render/serve/preview.ts';
import { baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { rawRequest, request } from './http.ts';

let root: string;
let server: RunningServer;
let port: number;
let cssPath: string;
const SECRET = 'top-secret-file-outside-the-output-folder';

beforeAll(async () => {
  root = fixtureSite({
    ...baseFiles,
    'content/docs/guide/02-Second.md': `---\ntitle: Second\n---\n## Details {#custom}\n\n${'A long paragraph that makes the page worth compressing. '.repeat(60)}\n\nBack to [setup](/guide/First#setup).\n`,
    'content/static/robots.txt': 'User-agent: *\n',
    'content/static/data/info.json': '{"a":1}\n',
    'content/static/files/a b.txt': 'spaced\n',
    'content/static/demos/sorter.html': '<!DOCTYPE html><title>Sorter demo</title><p>A static demo.</p>\n',
    'content/docs/guide/Q&A.md': '---\ntitle: Questions\n---\nAsked and answered.\n',
    'content/docs/guide/C++.md': '---\ntitle: Cpp\n---\nPlus plus.\n',
    'content/docs/guide/a=b.md': '---\ntitle: Equals\n---\nSame.\n',
  });
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  await build({ root, logger: silentLogger });
  cssPath = '/docs/assets/' + readdirSync(path.join(root, 'build/assets')).find((f) => f.startsWith('style.'))!;
  server = await preview({ root, outDir: 'build', port: 0, host: '127.0.0.1' });
  port = server.port;
});
afterAll(() => server?.close());

describe('preview server', () => {
  it('serves clean URLs under the base URL with an HTML content type', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${port}/docs/`);
    const home = await request(port, '/docs/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.text).toContain('<title>Welcome | Fixture</title>');
    const page = await request(port, '/docs/guide/First');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>First | Fixture</title>');
  });

  it.each([
    ['/', '/docs/'],
    ['/docs', '/docs/'],
    ['/docs/index.html', '/docs/'],
    ['/docs/guide/First.html', '/docs/guide/First'],
    ['/docs/guide/First/', '/docs/guide/First'],
    ['/docs/guide/First/index.html', '/docs/guide/First'],
    ['/docs/guide/First.html?q=1', '/docs/guide/First?q=1'],
    ['/docs//guide/First', '/docs/guide/First'],
  ])('redirects %s to %s with 301', async (from, to) => {
    const res = await request(port, from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('serves a static .html file at its own name, as a static host does, where a page\'s .html address redirects', async () => {
    const demo = await request(port, '/docs/demos/sorter.html');
    expect(demo.status).toBe(200);
    expect(demo.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(demo.text).toContain('<title>Sorter demo</title>');
    expect((await request(port, '/docs/guide/First.html')).status).toBe(301);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const notFound = readFileSync(path.join(root, 'build/404.html'), 'utf8');
    for (const p of ['/docs/nope', '/docs/guide/Nope', '/elsewhere', '/docs/assets/style.0000000000.css']) {
      const res = await request(port, p);
      expect(res.status, p).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toBe(notFound);
    }
    const head = await request(port, '/docs/nope', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.body.length).toBe(0);
  });

  it('never lists a directory', async () => {
    const notFound = readFileSync(path.join(root, 'build/404.html'), 'utf8');
    for (const p of ['/docs/assets', '/docs/guide']) {
      const res = await request(port, p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).toBe(notFound);
    }
    expect((await request(port, '/docs/assets/')).headers.location).toBe('/docs/assets');
  });

  it('sends immutable caching for hashed assets and revalidation for HTML and other files', async () => {
    const css = await request(port, cssPath);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await request(port, '/docs/guide/First');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(html.headers.etag).toBeTruthy();
    expect(html.headers['x-content-type-options']).toBe('nosniff');
    const robots = await request(port, '/docs/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await request(port, '/docs/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
    expect((await request(port, '/docs/data/info.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    const js = readdirSync(path.join(root, 'build/assets')).find((f) => f.startsWith('client.'))!;
    expect((await request(port, `/docs/assets/${js}`)).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('compresses with brotli or gzip as the client accepts, and not otherwise', async () => {
    const plain = await request(port, '/docs/guide/Second');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const br = await request(port, '/docs/guide/Second', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(br.text).toBe(plain.text);
    const gzip = await request(port, cssPath, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(readFileSync(path.join(root, 'build', cssPath.slice('/docs/'.length)), 'utf8'));
    const range = await request(port, '/docs/guide/Second', { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-99' } });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.text).toBe(plain.text.slice(0, 100));
  });

  it('answers a conditional GET with 304 and HEAD with headers only', async () => {
    const first = await request(port, '/docs/guide/First');
    const again = await request(port, '/docs/guide/First', { headers: { 'If-None-Match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const stale = await request(port, '/docs/guide/First', { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(stale.status).toBe(200);
    const head = await request(port, '/docs/guide/First', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('serves file names with spaces, percent-encoded', async () => {
    expect((await request(port, '/docs/files/a%20b.txt')).text).toBe('spaced\n');
    expect((await request(port, '/docs/files/a%20b.txt?v=1')).text).toBe('spaced\n');
  });

  // Issue 25, row 14: these pages built and showed in the sidebar, but were a 404 in every encoding.
  it.each([
    ['Q&A', 'Questions', ['/docs/guide/Q&A', '/docs/guide/Q%26A', '/docs/guide/%51%26%41']],
    ['C++', 'Cpp', ['/docs/guide/C++', '/docs/guide/C%2B%2B', '/docs/guide/C+%2B']],
    ['a=b', 'Equals', ['/docs/guide/a=b', '/docs/guide/a%3Db', '/docs/guide/a%3db']],
  ])('serves the page %s at its link and at every encoding of it', async (name, title, paths) => {
    const home = await request(port, '/docs/');
    const href = /href="([^"]*)"/g;
    const links = [...home.text.matchAll(href)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(links).toContain(`/docs/guide/${name}`);
    for (const p of paths) {
      const res = await request(port, p);
      expect(res.status, p).toBe(200);
      expect(res.text, p).toContain(`<title>${title} | Fixture</title>`);
    }
    expect((await request(port, `/docs/guide/${encodeURIComponent(name)}.html`)).headers.location).toBe(`/docs/guide/${encodeURIComponent(name)}`);
  });

  // Issue 25, rows 1 and 11: byte ranges as RFC 9110 says; an inverted range crashed the server.
  it('answers byte ranges as RFC 9110 says, and an inverted range does not stop the server', async () => {
    const whole = readFileSync(path.join(root, 'build/llms.txt'));
    const size = whole.length;
    const range = (value: string) => request(port, '/docs/llms.txt', { headers: { Range: value } });
    const inverted = await range('bytes=5-2');
    expect(inverted.status).toBe(200);
    expect(inverted.body.equals(whole)).toBe(true);
    expect((await request(port, '/docs/')).status).toBe(200);

    const suffix = await range('bytes=-10');
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(whole.subarray(size - 10))).toBe(true);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(suffix.headers['content-length']).toBe('10');
    const one = await range('bytes=0-0');
    expect(one.status).toBe(206);
    expect(one.body.equals(whole.subarray(0, 1))).toBe(true);
    expect(one.headers['content-range']).toBe(`bytes 0-0/${size}`);
    const items = await range('items=0-5');
    expect(items.status).toBe(200);
    expect(items.body.equals(whole)).toBe(true);
    expect(items.headers['content-range']).toBeUndefined();
    for (const unsatisfiable of [`bytes=${size}-`, 'bytes=-0', `bytes=${size + 10}-${size + 20}`]) {
      const res = await range(unsatisfiable);
      expect(res.status, unsatisfiable).toBe(416);
      expect(res.headers['content-range'], unsatisfiable).toBe(`bytes */${size}`);
      expect(res.body.length).toBe(0);
    }
    // A HEAD names the whole file's length; a stale If-Range gets the whole file.
    expect((await request(port, '/docs/llms.txt', { method: 'HEAD', headers: { Range: 'bytes=0-0' } })).headers['content-length']).toBe(String(size));
    expect((await request(port, '/docs/llms.txt', { headers: { Range: 'bytes=0-0', 'If-Range': 'W/"0-0"' } })).status).toBe(200);
  });

  // Issue 25, rows 9 and 10: links in the served folder were followed out of it, and a dangling link or a loop made
  // the server fail to start.
  it('serves nothing through a link out of the folder, and comes up beside dangling and looping links', async () => {
    const dir = path.join(root, 'build-links');
    cpSync(path.join(root, 'build'), dir, { recursive: true });
    symlinkSync(path.join(root, 'secret.txt'), path.join(dir, 'passwd.txt'));
    symlinkSync('../secret.txt', path.join(dir, 'relative.txt'));
    symlinkSync(root, path.join(dir, 'root'));
    symlinkSync('/nonexistent/f', path.join(dir, 'd.txt'));
    symlinkSync('loop.txt', path.join(dir, 'loop.txt'));
    symlinkSync('Second.html', path.join(dir, 'guide/Alias.html'));
    const linked = await preview({ root, outDir: 'build-links', port: 0, host: '127.0.0.1' });
    try {
      for (const p of ['/docs/passwd.txt', '/docs/relative.txt', '/docs/root/secret.txt', '/docs/d.txt', '/docs/loop.txt']) {
        const res = await request(linked.port, p);
        expect(res.status, p).toBe(404);
        expect(res.text, p).not.toContain(SECRET);
      }
      expect((await request(linked.port, '/docs/guide/Alias')).text).toContain('<title>Second | Fixture</title>');
      expect((await request(linked.port, '/docs/')).status).toBe(200);
    } finally {
      await linked.close();
    }
  });

  it('answers the pipelined requests of a connection one at a time, holding few files open for it (issue 45, N68)', async () => {
    // Node starts every request it parses at once: 10,000 pipelined on one socket whose client read no answer opened
    // 10,000 files and buffered their bytes (1.5 GB), and a serve closed them only on garbage collection.
    writeFileSync(path.join(root, 'build/flood.txt'), 'x'.repeat(256 * 1024));
    const openFiles = () => readdirSync('/proc/self/fd').length;
    const before = openFiles();
    const flooding = net.connect(port, '127.0.0.1');
    await once(flooding, 'connect');
    // Its client never reads an answer.
    flooding.pause();
    const requests = 'GET /docs/flood.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'.repeat(2000);
    await new Promise<void>((resolve, reject) => flooding.write(requests, (error) => (error ? reject(error) : resolve())));
    // Another client is answered meanwhile, and the flood holds no more than a few files open.
    expect((await request(port, '/docs/guide/First')).status).toBe(200);
    expect(openFiles() - before).toBeLessThan(50);
    flooding.destroy();
    // Nothing is left open once the connection is gone.
    await expect.poll(() => openFiles() - before).toBeLessThanOrEqual(2);
  });

  it('refuses other methods', async () => {
    const post = await request(port, '/docs/', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it.each([
    '/docs/../secret.txt',
    '/docs/../../secret.txt',
    '/docs/%2e%2e/secret.txt',
    '/docs/%2E%2E/%2e%2e/secret.txt',
    '/docs/%2e%2e%2fsecret.txt',
    '/docs/..%2fsecret.txt',
    '/docs/..%5csecret.txt',
    '/docs/%252e%252e/secret.txt',
    '/docs/assets/../../secret.txt',
    '/docs/....//secret.txt',
    '/docs/%00',
    '/docs/index.html%00',
    '/docs/guide/First%00.html',
    '/docs/%c0%ae%c0%ae/secret.txt',
    '//secret.txt',
    '/docs/site.config.ts',
    '/docs/.docgen-cache',
  ])('does not serve anything outside the output folder for %s', async (p) => {
    const res = await request(port, p);
    expect([301, 400, 404]).toContain(res.status);
    if (res.status === 301) expect(res.headers.location).toMatch(/^\/docs\//);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain('export default');
  });

  it('refuses a raw NUL byte and a raw traversal on the request line', async () => {
    const nul = await rawRequest(port, 'GET /docs/index.html\0.txt HTTP/1.1');
    expect(nul.status).toBe(400);
    const dots = await rawRequest(port, 'GET /docs/../secret.txt HTTP/1.1');
    expect(dots.status).toBe(404);
    expect(dots.text).not.toContain(SECRET);
    const backslash = await rawRequest(port, 'GET /docs/..\\secret.txt HTTP/1.1');
    expect([400, 404]).toContain(backslash.status);
    expect(backslash.text).not.toContain(SECRET);
    // These clients end their side once the request is sent; a file, read after that, still reaches them whole.
    const file = await rawRequest(port, 'GET /docs/robots.txt HTTP/1.1');
    expect(file.status).toBe(200);
    expect(file.text).toMatch(/\r\n\r\nUser-agent: \*\n$/);
  });

  it('picks up a rebuilt site without a restart', async () => {
    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), '---\ntitle: First again\n---\n## Setup\n\nGo [next](./02-Second.md).\n');
    await build({ root, logger: silentLogger });
    await expect.poll(async () => (await request(port, '/docs/guide/First')).text).toContain('First again');
    // The new stylesheet name resolves too (content unchanged here, so the same name).
    expect((await request(port, cssPath)).status).toBe(200);
  });
});
