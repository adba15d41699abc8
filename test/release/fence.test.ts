// The release gates' browser contexts (site.ts, fencedContext): a page's request to another host, by name or by IP
// address, never answers and is recorded, while requests to 127.0.0.1 load; and the context keeps Chromium's HTTP
// cache, so a crawl does not fetch and compile the site's scripts again on every page (Playwright's request routing,
// the fence before, turned the cache off).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium.ts';
import { fencedContext } from './site.ts';

let browser: Browser;
let server: http.Server;
let origin: string;

const page = (title: string) =>
  `<!doctype html><title>${title}</title><script src="/app.js"></script>` +
  '<img src="http://example.com/pixel.png" alt=""><img src="http://10.255.255.1/pixel.png" alt="">';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/app.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end('window.loaded = true;');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page(req.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the release gates’ fenced browser context', () => {
  it('records requests to other hosts and lets none of them answer, while 127.0.0.1 loads', async () => {
    const { context, blocked } = await fencedContext(browser);
    const tab = await context.newPage();
    const answered: string[] = [];
    tab.on('requestfinished', (request) => answered.push(request.url()));
    await tab.goto(`${origin}/a`, { waitUntil: 'load' });
    expect(await tab.evaluate(() => (window as { loaded?: boolean }).loaded)).toBe(true);
    expect([...blocked].sort()).toEqual(['http://10.255.255.1/pixel.png', 'http://example.com/pixel.png']);
    expect(answered.filter((url) => !url.startsWith(origin))).toEqual([]);
    await context.close();
  });

  it('keeps the HTTP cache: the second page takes the script from it', async () => {
    const { context } = await fencedContext(browser);
    const tab = await context.newPage();
    await tab.goto(`${origin}/a`, { waitUntil: 'load' });
    await tab.goto(`${origin}/b`, { waitUntil: 'load' });
    // A resource served from the cache transferred nothing over the network.
    const transferred = await tab.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/app.js')).map((e) => (e as PerformanceResourceTiming).transferSize));
    expect(transferred).toEqual([0]);
    await context.close();
  });
});
