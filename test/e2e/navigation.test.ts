// Client-side navigation: swap without reload, updated chrome, focus and announcement, prefetch (and not on
// save-data or 2g), preload failure → full load, scroll policy, back/forward scroll restore, build id change → full
// load, the progress bar timing, and analytics page views.
import { describe, expect, it } from 'vitest';
import { startSite, tabsPerTest, visit, type Tab } from './helpers.ts';
import { TRACKING_ID } from './fixture.ts';

const { tab } = tabsPerTest();

const pageRequests = (t: Tab, path: string) => t.requests.filter((r) => new URL(r.url()).pathname + new URL(r.url()).search === path && r.resourceType() !== 'document').length;
const mark = (t: Tab) => t.page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const marked = (t: Tab) => t.page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

describe('client-side navigation', () => {
  it('swaps the page without a reload and updates title, navbar, sidebar, breadcrumbs, TOC, focus and the live region', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/status of 404/);
    const { page } = t;
    await visit(page, site, 'manual/Core');
    await mark(t);
    const link = page.locator('.doc-sidebar').getByRole('link', { name: 'Depth' });
    await link.hover();
    await expect.poll(() => pageRequests(t, '/docs/manual/Depth')).toBe(1);
    await link.click();
    await page.waitForURL('**/docs/manual/Depth');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Depth');
    expect(await marked(t)).toBe(true);
    expect(pageRequests(t, '/docs/manual/Depth')).toBe(1); // the prefetch was the only request for its data
    expect(await page.title()).toBe('Depth | XR Blocks');
    expect(await page.locator('.doc-sidebar .menu-link[aria-current="page"]').textContent()).toBe('Depth');
    expect(await page.locator('.breadcrumbs li[aria-current="page"]').textContent()).toBe('Depth');
    expect(await page.locator('.toc .toc-link').allTextContents()).toEqual(['Depth map', 'Depth map details', 'Depth mesh', 'Occlusion', 'Occlusion details']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await expect.poll(() => page.locator('#docgen-announcer').textContent()).toBe('Depth | XR Blocks');
    expect(await page.getAttribute('html', 'data-hydrated')).toBe('true');
    // Into another area: the active navbar item follows.
    await page.locator('.navbar-left').getByRole('link', { name: 'Samples' }).click();
    await page.waitForURL('**/docs/samples/ModelViewer');
    expect(await page.locator('.navbar-left a[aria-current="page"]').textContent()).toBe('Samples');
    expect(await page.locator('.doc-sidebar .menu-link[aria-current="page"]').textContent()).toBe('Model Viewer');
    expect(await marked(t)).toBe(true);
    // The not-found page is shown for an unknown route, too.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/missing-page';
      a.textContent = 'missing';
      document.querySelector('main')!.prepend(a);
    });
    await page.getByRole('link', { name: 'missing' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page not found');
    expect(await marked(t)).toBe(true);
  });

  it('prefetches links in view, but neither in view nor on hover with save-data or on 2g', async () => {
    const site = await startSite();
    const t = await tab();
    await visit(t.page, site, 'manual/Core');
    await expect.poll(() => pageRequests(t, '/docs/manual/Depth')).toBe(1);
    for (const connection of [{ saveData: true, effectiveType: '4g' }, { saveData: false, effectiveType: 'slow-2g' }, { saveData: false, effectiveType: '2g' }]) {
      const slow = await tab();
      await slow.context.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c, configurable: true }), connection);
      await visit(slow.page, site, 'manual/Core');
      await slow.page.locator('.doc-sidebar').getByRole('link', { name: 'Depth' }).hover();
      await slow.page.waitForTimeout(400);
      expect(pageRequests(slow, '/docs/manual/Depth'), JSON.stringify(connection)).toBe(0);
      await slow.page.locator('.doc-sidebar').getByRole('link', { name: 'Depth' }).click();
      await expect.poll(() => slow.page.locator('h1').textContent()).toBe('Depth');
      expect(pageRequests(slow, '/docs/manual/Depth')).toBe(1);
    }
  });

  it('does a full load when preloading fails or the build id changed', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/net::ERR_FAILED/);
    const { page } = t;
    await page.route('**/docs/manual/Depth', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort('failed')));
    await page.route('**/docs/manual/Physics', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<meta name="docgen-build" content="[^"]*"/, '<meta name="docgen-build" content="a-new-deployment"');
      await route.fulfill({ response, body });
    });
    await visit(page, site, 'manual/Core');
    await mark(t);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Depth' }).click();
    await page.waitForURL('**/docs/manual/Depth');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('h1').textContent()).toBe('Depth');
    expect(await marked(t)).toBe(false);

    await mark(t);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Physics' }).click();
    await page.waitForURL('**/docs/manual/Physics');
    await page.waitForSelector('html[data-hydrated]');
    expect(await marked(t)).toBe(false);
  });

  it('scrolls to the hash or the top, keeps the position when only the query changes, and restores it on back and forward', async () => {
    const site = await startSite();
    const t = await tab();
    const { page } = t;
    await visit(page, site, 'manual/Depth');
    await mark(t);
    await page.evaluate(() => scrollTo(0, 700));
    // Clicked in place: a reader clicks what is on screen, and Playwright would scroll the link into view first.
    await page.locator('main .markdown').getByRole('link', { name: 'Core', exact: true }).evaluate((a) => (a as HTMLElement).click());
    await page.waitForURL('**/docs/manual/Core#options');
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('options')!.getBoundingClientRect().top))).toBeLessThan(120);
    const atOptions = await page.evaluate(() => scrollY);
    expect(atOptions).toBeGreaterThan(500);
    // Only the query changes: no scroll.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/manual/Core?tab=api';
      a.textContent = 'query only';
      a.style.cssText = 'position:fixed;top:200px;left:400px;z-index:50;background:white';
      document.body.append(a);
    });
    await page.getByRole('link', { name: 'query only' }).click();
    await page.waitForURL('**/docs/manual/Core?tab=api');
    await page.waitForTimeout(200);
    expect(Math.abs((await page.evaluate(() => scrollY)) - atOptions)).toBeLessThan(5);
    // Another page: the top.
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Physics' }).click();
    await page.waitForURL('**/docs/manual/Physics');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Back at once, before the scroll handler's debounce: the position is still recorded.
    await page.evaluate(() => scrollTo(0, 300));
    // Back restores, forward restores.
    await page.goBack();
    await page.waitForURL('**/docs/manual/Core?tab=api');
    await expect.poll(() => page.evaluate(() => Math.abs(scrollY - 0) > 0 && Math.round(scrollY))).toBe(atOptions);
    await page.goBack();
    await page.waitForURL('**/docs/manual/Core#options');
    await page.goBack();
    await page.waitForURL('**/docs/manual/Depth');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Depth');
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(700);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await page.waitForURL('**/docs/manual/Physics');
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(300);
    expect(await marked(t)).toBe(true);
  });
});

describe('progress bar', () => {
  it('starts 200 ms after a change to another path, from 0.08, trickles, finishes when the route updated; not for query changes', async () => {
    const site = await startSite();
    const t = await tab();
    const { page } = t;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held from the start: the sidebar link is in view, so the client may prefetch it as soon as the page loads.
    await page.route('**/docs/manual/Physics', async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, site, 'manual/Core');
    await page.evaluate(() => {
      const seen: { t: number; p: number }[] = ((window as unknown as { __bar: unknown }).__bar = []);
      // Times count from the click itself: under load, Playwright's click can take a while to arrive.
      let start = Infinity;
      document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
      const poll = () => {
        const bar = document.querySelector<HTMLElement>('.progress-bar');
        seen.push({ t: performance.now() - start, p: bar ? Number(bar.dataset.progress) : -1 });
        if (seen.length < 400) requestAnimationFrame(poll);
      };
      poll();
    });
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Physics' }).click();
    await page.waitForTimeout(2000);
    expect(await page.locator('h1').textContent()).toBe('Core'); // the old page stays visible meanwhile
    release();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Physics');
    await expect.poll(() => page.locator('.progress-bar').count()).toBe(0);
    const seen = (await page.evaluate(() => (window as unknown as { __bar: { t: number; p: number }[] }).__bar)).filter((s) => s.t >= 0 && s.t < 1900);
    const first = seen.find((s) => s.p >= 0)!;
    expect(first.t).toBeGreaterThanOrEqual(190);
    expect(first.t).toBeLessThan(2000); // shown at all, soon after its delay (frames come late on a loaded machine)
    expect(first.p).toBeCloseTo(0.08, 2);
    const last = seen.at(-1);
    expect(last?.p).toBeGreaterThan(0.08);
    expect(last?.p).toBeLessThan(0.08 + 3 * 0.02 + 1e-9);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--x'))).toBe('');

    // Query-only change: no bar.
    await page.route('**/docs/manual/Physics?*', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/manual/Physics?q=1';
      a.textContent = 'query';
      document.querySelector('main')!.prepend(a);
    });
    await page.getByRole('link', { name: 'query', exact: true }).click();
    await page.waitForTimeout(400);
    expect(await page.locator('.progress-bar').count()).toBe(0);
    await page.waitForURL('**/Physics?q=1');
  });
});

type Event = [string, string, Record<string, unknown>?];
const events = (t: Tab) => t.page.evaluate(() => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => [...a].map((v) => (v instanceof Date ? 'date' : v))) as unknown as Event[]);
const views = async (t: Tab) => (await events(t)).filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => String(e[2]!.page_path));

describe('analytics', () => {
  it('loads gtag with IP anonymisation and sends a page view on first load and every path, query or hash change', async () => {
    const site = await startSite();
    const t = await tab();
    const { page } = t;
    await visit(page, site, 'manual/Core');
    expect(t.requests.some((r) => r.url() === `https://www.googletagmanager.com/gtag/js?id=${TRACKING_ID}`)).toBe(true);
    const config = (await events(t)).find((e) => e[0] === 'config')!;
    expect(config).toEqual(['config', TRACKING_ID, { anonymize_ip: true, send_page_view: false }]);
    expect(await views(t)).toEqual(['/docs/manual/Core']);
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Depth' }).click();
    await expect.poll(() => views(t)).toEqual(['/docs/manual/Core', '/docs/manual/Depth']);
    await page.locator('.toc').getByRole('link', { name: 'Depth mesh' }).click();
    await expect.poll(() => views(t)).toEqual(['/docs/manual/Core', '/docs/manual/Depth', '/docs/manual/Depth#depth-mesh']);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/docs/manual/Depth?v=2';
      a.textContent = 'query';
      document.querySelector('main')!.prepend(a);
    });
    await page.getByRole('link', { name: 'query', exact: true }).click();
    await expect.poll(async () => (await views(t)).at(-1)).toBe('/docs/manual/Depth?v=2');
    await page.goBack();
    await expect.poll(async () => (await views(t)).at(-1)).toBe('/docs/manual/Depth#depth-mesh');
    expect((await views(t)).length).toBe(5);
  });

  it('loads nothing without a tracking id', async () => {
    const { fixtureConfig, fixtureFiles } = await import('./fixture.ts');
    const site = await startSite('no-analytics', fixtureFiles, { ...fixtureConfig, analytics: undefined });
    const t = await tab();
    await visit(t.page, site, 'manual/Core');
    expect(t.requests.filter((r) => !r.url().startsWith(site.origin))).toEqual([]);
    expect(await t.page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
    expect(await t.page.locator('meta[name="docgen-gtag"]').count()).toBe(0);
  });
});
