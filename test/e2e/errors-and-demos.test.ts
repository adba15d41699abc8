// The error screens and the live-demo island: route data failure → 'Retry'; a page that cannot be
// applied → the chrome crash screen; a render failure in an island → 'This page crashed' and 'Try again'; island code
// pending → spinner after 200 ms, failing → 'Retry'; the base-URL banner; running demos with and without a key.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { describe, expect, it } from 'vitest';
import { LOADING_DELAY_MS } from '../../src/shared/dom.ts';
import { DEMO_ORIGIN } from './fixture.ts';
import { screenshot, startSite, tabsPerTest, visit } from './helpers.ts';

// The hosted demos are stood in for by a page of our own.
const { tab } = tabsPerTest((t) => t.context.route(`${DEMO_ORIGIN}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>demo</title><p>demo app</p>' })));

describe('error screens', () => {
  it('shows the error text and Retry when a route fails to load, and Retry loads it', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/status of 503/);
    const { page } = t;
    let fail = true;
    await page.route('**/docs/manual/Physics', (route) => (fail ? route.fulfill({ status: 503, body: 'busy' }) : route.continue()));
    await visit(page, site, 'manual/Core');
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Physics' }).click();
    const alert = page.locator('[data-screen="load-error"]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain('Failed to load /docs/manual/Physics: the server answered 503');
    expect(page.url()).toMatch(/\/docs\/manual\/Physics$/);
    await screenshot(page, 'error-retry');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Physics');
  });

  it('shows the chrome crash screen when a page cannot be applied, and Try again loads it in full', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/Could not show the page/);
    const { page } = t;
    await page.route('**/docs/manual/Physics', async (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('class="page-wrapper"', 'class="broken-wrapper"') });
    });
    await visit(page, site, 'manual/Core');
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Physics' }).click();
    const crash = page.locator('[data-screen="crash-chrome"]');
    await expect.poll(() => crash.isVisible()).toBe(true);
    expect(await crash.getByRole('heading').textContent()).toBe('This page crashed.');
    expect(await crash.textContent()).toContain('has no navbar or page region');
    await crash.getByRole('button', { name: 'Try again' }).click();
    await page.waitForSelector('h1:text("Physics")');
  });

  it('shows the crash screen for a render failure in an island, and Try again re-renders it', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/island crashed|Demo address rejected|hydrat/i);
    const { page } = t;
    // The island's render builds the demo URL; make that throw while a flag is set.
    await t.context.addInitScript(() => {
      const Real = URL;
      const w = window as unknown as { __failDemo?: boolean };
      w.__failDemo = true;
      window.URL = new Proxy(Real, {
        construct(target, args: [string, string?]) {
          if (w.__failDemo && String(args[1] ?? args[0]).includes('demos.example.test')) throw new TypeError('Demo address rejected by the test');
          return new target(...args);
        },
      });
    });
    await visit(page, site, 'templates/Basic');
    await page.getByRole('button', { name: 'Run template' }).click();
    const crash = page.locator('.island [data-screen="crash"]');
    await expect.poll(() => crash.isVisible()).toBe(true);
    expect(await crash.getByRole('heading').textContent()).toBe('This page crashed');
    expect(await crash.textContent()).toContain('Demo address rejected by the test');
    expect(await crash.evaluate((el) => getComputedStyle(el).maxWidth)).toMatch(/px$/);
    await screenshot(page, 'error-island-crash');
    await page.evaluate(() => ((window as unknown as { __failDemo: boolean }).__failDemo = false));
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Run template' }).isVisible()).toBe(true);
  });

  it('shows a spinner after 200 ms while island code loads, and Retry when it fails', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/ERR_FAILED|dynamically imported module/);
    const { page } = t;
    let mode: 'fail' | 'slow' = 'fail';
    await page.route('**/assets/island-LiveDemo.*', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      return mode === 'fail' ? route.abort('failed') : route.continue();
    });
    await visit(page, site, 'samples/ModelViewer');
    // Timed in the page, from the click to the spinner's insertion: a busy test process cannot skew it.
    await page.evaluate(() => {
      const w = window as unknown as { clickedAt?: number; spinnerAt?: number };
      addEventListener('click', () => (w.clickedAt ??= performance.now()), true);
      new MutationObserver(() => {
        if (document.querySelector('.island [data-screen="spinner"]')) w.spinnerAt ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('button', { name: 'Run sample' }).click();
    await expect.poll(() => page.locator('.island [data-screen="spinner"]').isVisible()).toBe(true);
    const { clickedAt, spinnerAt } = await page.evaluate(() => {
      const w = window as unknown as { clickedAt: number; spinnerAt: number };
      return { clickedAt: w.clickedAt, spinnerAt: w.spinnerAt };
    });
    expect(spinnerAt - clickedAt).toBeGreaterThanOrEqual(LOADING_DELAY_MS);
    const spin = await page.locator('.spinner-svg').evaluate((el) => getComputedStyle(el).animationDuration);
    const dash = await page.locator('.spinner-arc').evaluate((el) => getComputedStyle(el).animationDuration);
    expect([spin, dash]).toEqual(['1.5s', '3s']);
    const error = page.locator('.island [data-screen="load-error"]');
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await error.textContent()).toContain('Could not load this part of the page');
    mode = 'slow';
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.locator('iframe').count()).toBe(1);
  });

  it('shows the base-URL banner when the build is served under another base URL', async () => {
    const site = await startSite();
    const files = sirv(path.join(site.root, 'build'), { extensions: ['html'] });
    const server = http.createServer((req, res) => files(req, res, () => void res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const t = await tab();
      t.allow(/status of 404/);
      const { port } = server.address() as { port: number };
      await t.page.goto(`http://127.0.0.1:${port}/manual/Core`);
      const banner = t.page.locator('.base-url-banner');
      await expect.poll(() => banner.isVisible()).toBe(true);
      expect(await banner.textContent()).toContain('This site did not load properly.');
      expect(await banner.locator('[data-configured-base]').textContent()).toBe('/docs/');
      expect(await banner.locator('[data-suggested-base]').textContent()).toBe('/');
      await screenshot(t.page, 'error-base-url');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('live demos', () => {
  it('loads nothing from the demo origin until asked, then runs the template in an iframe with the declared permissions', async () => {
    const site = await startSite();
    const t = await tab();
    const { page } = t;
    await visit(page, site, 'templates/Basic');
    await page.mouse.move(10, 10);
    expect(t.requests.filter((r) => r.url().startsWith(DEMO_ORIGIN))).toEqual([]);
    expect(t.requests.filter((r) => r.url().includes('island-LiveDemo'))).toEqual([]);
    await page.getByRole('button', { name: 'Run template' }).click();
    const frame = page.locator('iframe.live-demo-frame');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toBe(`${DEMO_ORIGIN}templates/0_basic/`);
    expect(await frame.getAttribute('allow')).toBe('xr-spatial-tracking');
    expect(await frame.getAttribute('title')).toBeTruthy();
  });

  it('asks for the Gemini key, keeps it in sessionStorage (or localStorage when remembered) and passes it only in the iframe address', async () => {
    const site = await startSite();
    const t = await tab();
    const { page } = t;
    await visit(page, site, 'samples/Gemini-XRObject');
    await page.getByRole('button', { name: 'Run sample' }).click();
    const input = page.getByLabel('Gemini API key');
    await expect.poll(() => input.isVisible()).toBe(true);
    expect(await page.locator('.live-demo-key-note').textContent()).toContain('never sent to this documentation site');
    await screenshot(page, 'demo-key-form');
    await input.fill('secret-key-1');
    await page.getByRole('button', { name: 'Run sample' }).click();
    const frame = page.locator('iframe.live-demo-frame');
    await expect.poll(() => frame.getAttribute('src')).toBe(`${DEMO_ORIGIN}demos/gemini-xrobject/?key=secret-key-1`);
    expect(await frame.getAttribute('allow')).toBe('xr-spatial-tracking; camera; microphone');
    expect(page.url()).not.toContain('secret');
    expect(await page.evaluate(() => [sessionStorage.getItem('docgen.demo-key.gemini'), localStorage.getItem('docgen.demo-key.gemini')])).toEqual(['secret-key-1', null]);
    expect(t.requests.filter((r) => r.url().includes('secret') && !r.url().startsWith(DEMO_ORIGIN))).toEqual([]);
    // Stop and run again: the stored key is used without asking.
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'Run sample' }).click();
    await expect.poll(() => frame.getAttribute('src')).toContain('key=secret-key-1');
    // Forget it, then remember a new one on this device.
    await page.getByRole('button', { name: 'Forget my key' }).click();
    await page.getByRole('button', { name: 'Run sample' }).click();
    await input.fill('secret-key-2');
    await page.getByLabel('Remember on this device').check();
    await page.getByRole('button', { name: 'Run sample' }).click();
    await expect.poll(() => frame.getAttribute('src')).toContain('key=secret-key-2');
    expect(await page.evaluate(() => [sessionStorage.getItem('docgen.demo-key.gemini'), localStorage.getItem('docgen.demo-key.gemini')])).toEqual([null, 'secret-key-2']);
  });

  it('says so clearly when the demo origin cannot be reached', async () => {
    const site = await startSite();
    const t = await tab();
    t.allow(/ERR_BLOCKED_BY_CLIENT|Failed to load resource/);
    const { page } = t;
    await t.context.unroute(`${DEMO_ORIGIN}**`);
    await visit(page, site, 'samples/Rain');
    await page.getByRole('button', { name: 'Run sample' }).click();
    const alert = page.locator('.live-demo-error');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toContain('Cannot reach demos.example.test');
    expect(await page.locator('iframe').count()).toBe(0);
    await screenshot(page, 'demo-unreachable');
  });
});
