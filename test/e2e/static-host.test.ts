// The built site on a host that cannot redirect (test/helpers/github-pages.ts answers as GitHub Pages does). Every
// suffixed form of a route — `x.html`, `x/index.html`, `x/` and the root's `index.html` — shows that page at its
// canonical address, query and hash kept, with no history entry added, one page view (of the canonical address) and
// "Page not found" never painted; an unknown address still shows the not-found page, with and without JavaScript.
import http from 'node:http';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubPagesHost, type StaticHost } from '../helpers/github-pages.ts';
import { startSite, tabsPerTest, type Tab } from './helpers.ts';

interface Probe {
  /** history.length when the document started. */
  historyAtStart: number;
  /** Animation frames sampled, and whether any of them had "Page not found" visible. */
  frames: number;
  notFoundPainted: boolean;
}

// Before any script of the page: note history.length, and before every frame is painted, whether a "Page not found"
// heading is visible (requestAnimationFrame callbacks run right before each rendering update).
const { tab } = tabsPerTest((t) =>
  t.page.addInitScript(() => {
    const probe = { historyAtStart: history.length, frames: 0, notFoundPainted: false };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    const sample = () => {
      probe.frames++;
      for (const h1 of document.querySelectorAll('h1')) {
        if (h1.textContent?.includes('Page not found') && h1.checkVisibility({ visibilityProperty: true })) probe.notFoundPainted = true;
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }),
);

let host: StaticHost;
beforeAll(async () => {
  const site = await startSite();
  host = await githubPagesHost(path.join(site.root, 'build'));
});
afterAll(() => host?.close());

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
type Event = [string, string, Record<string, unknown>?];
const pageViews = (t: Tab) =>
  t.page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((a) => [...a] as unknown as Event)
      .filter((e) => e[0] === 'event' && e[1] === 'page_view')
      .map((e) => ({ path: String(e[2]!.page_path), title: String(e[2]!.page_title) })),
  );

/** The status the host answers for a path under the base. */
const status = (sitePath: string) =>
  new Promise<number>((resolve, reject) => http.get(host.url + sitePath, (res) => (res.resume(), resolve(res.statusCode!))).on('error', reject));

/** Waits until a few frames have been sampled since now, so the probe has seen the settled page. */
async function settle(page: Page): Promise<Probe> {
  const from = (await probe(page)).frames;
  await expect.poll(async () => (await probe(page)).frames).toBeGreaterThan(from + 2);
  return probe(page);
}

const pages = [
  { area: 'doc', route: 'manual/Core', h1: 'Core', hash: '#options' },
  { area: 'API', route: 'api/classes/Core', h1: 'Class: Core', hash: '#methods' },
  { area: 'template', route: 'templates/Basic', h1: 'Basic', hash: '#how-it-works' },
  { area: 'sample', route: 'samples/ModelViewer', h1: 'Model Viewer', hash: '#controls' },
];
const forms = [
  { form: 'x.html', path: (r: string) => `${r}.html`, hostStatus: 200 },
  { form: 'x/index.html', path: (r: string) => `${r}/index.html`, hostStatus: 404 },
  { form: 'x/', path: (r: string) => `${r}/`, hostStatus: 404 },
];
const cases = [
  ...pages.flatMap((p) => forms.map((f) => ({ name: `${p.area} page, ${f.form}`, asked: f.path(p.route), route: p.route, h1: p.h1, hash: p.hash, hostStatus: f.hostStatus }))),
  { name: 'the root, index.html', asked: 'index.html', route: '', h1: 'Introduction', hash: '#next-steps', hostStatus: 200 },
];

describe('on a host that cannot redirect', () => {
  it.each(cases)('$name shows the page at its canonical address', async ({ asked, route, h1, hash, hostStatus }) => {
    // The host itself does not help: it serves `x.html` as it is and answers the other forms with 404.html.
    expect(await status(asked)).toBe(hostStatus);
    const t = await tab();
    t.allow(/status of 404/);
    const { page } = t;
    const query = '?v=1&w=two';
    await page.goto(host.url + asked + query + hash);
    const canonical = host.url + route + query + hash;
    await page.waitForURL(canonical);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(h1);
    await expect.poll(() => pageViews(t)).toEqual([{ path: `/docs/${route}${query}${hash}`, title: `${h1} | XR Blocks` }]);
    const seen = await settle(page);
    expect(seen.notFoundPainted).toBe(false);
    expect(await page.evaluate(() => history.length)).toBe(seen.historyAtStart);
    expect(await page.locator('.not-found').count()).toBe(0);
    // At the anchor the hash names.
    const top = await page.locator(hash).evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(400);
    // The router carries on from the canonical page: a link goes to the next page and back returns here.
    await page.locator('.navbar-left').getByRole('link', { name: 'Manual' }).click();
    await page.waitForURL(host.url);
    await page.goBack();
    await page.waitForURL(canonical);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(h1);
  });

  it.each(['no/such/page/', 'no/such/page/index.html', 'nope.html', 'manual/Core/extra/'])(
    'an unknown address (%s) still shows the not-found page, once the client has looked',
    async (asked) => {
      const t = await tab();
      t.allow(/status of 404/);
      const { page } = t;
      await page.goto(`${host.url}${asked}?x=1#y`);
      await expect.poll(async () => (await probe(page)).notFoundPainted).toBe(true);
      expect(page.url()).toBe(`${host.url}${asked}?x=1#y`);
      expect(await page.locator('h1').textContent()).toBe('Page not found');
      expect(await page.getAttribute('html', 'data-finding-page')).toBeNull();
      expect(await pageViews(t)).toEqual([{ path: `/docs/${asked}?x=1#y`, title: 'Page not found | XR Blocks' }]);
    },
  );

  it('shows the not-found text without JavaScript', async () => {
    const t = await tab({ javaScriptEnabled: false });
    t.allow(/status of 404/);
    await t.page.goto(`${host.url}manual/Core/`);
    const heading = t.page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Page not found');
    expect(await heading.isVisible()).toBe(true);
  });

  it('shows the not-found text when the client never starts', async () => {
    const t = await tab();
    t.allow(/status of 404|ERR_BLOCKED_BY_CLIENT|Failed to load/);
    await t.page.route(/\/docs\/assets\/client\.[0-9a-f]+\.js$/, (route) => route.abort('blockedbyclient'));
    await t.page.goto(`${host.url}manual/Core/`);
    await t.page.waitForLoadState('load');
    await expect.poll(() => t.page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true);
    expect(t.page.url()).toBe(`${host.url}manual/Core/`);
  });
});
