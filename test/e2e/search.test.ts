// Search end to end on a built fixture site (manual, templates, samples, a standalone page and hand-made
// API pages), served by the production preview server and driven in Chromium with the network fenced to 127.0.0.1.
import { describe, expect, it, vi } from 'vitest';
import { measureSearch } from '../../scripts/bench/search.ts';
import { axeViolations, openTab, screenshot, startSite, visit, type Site, type Tab } from './helpers.ts';
import { searchConfig, searchFiles } from '../search/fixture.ts';

vi.mock('../../src/render/load/content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/render/load/content.ts')>();
  const { withApiPages } = await import('../search/fixture.ts');
  return { ...original, loadContent: withApiPages(original.loadContent) };
});

const site = (): Promise<Site> => startSite('search', searchFiles, searchConfig);
const isSearchFile = (url: string) => /\/(search-index\.json|assets\/search[./])/.test(url);
const DIALOG = 'dialog.search-dialog';
const INPUT = `${DIALOG} .search-input`;

async function open(tab: Tab, path = 'manual/Core'): Promise<void> {
  await visit(tab.page, await site(), path);
  await tab.page.keyboard.press('Control+K');
  await tab.page.waitForSelector(`${DIALOG}[open]`);
}

/** Types like a person (one key at a time) and waits until the results for the whole text are shown. */
async function search(tab: Tab, text: string, selector = INPUT): Promise<void> {
  await tab.page.fill(selector, '');
  await tab.page.type(selector, text);
  await tab.page.waitForFunction(
    ({ text, selector }) => {
      const input = document.querySelector<HTMLInputElement>(selector)!;
      const list = document.getElementById(input.getAttribute('aria-controls')!)!;
      return list.dataset.state === 'done' && list.dataset.query === text;
    },
    { text, selector },
  );
}

const hrefs = (tab: Tab) => tab.page.$$eval(`${DIALOG} [role="option"]`, (options) => options.map((o) => o.getAttribute('href')!));

describe('search dialog', () => {
  it('loads nothing of search before it is used; hovering the button starts loading; the index comes in chunks', async () => {
    const tab = await openTab();
    await visit(tab.page, await site(), 'manual/Core');
    await tab.page.waitForLoadState('networkidle');
    await tab.page.mouse.move(10, 400);
    await tab.page.keyboard.press('Tab');
    expect(tab.requests.map((r) => r.url()).filter(isSearchFile)).toEqual([]);

    const manifest = tab.page.waitForRequest((r) => r.url().endsWith('/docs/search-index.json'));
    await tab.page.hover('.navbar-inner [data-docgen-search]');
    await manifest;
    await tab.page.waitForRequest((r) => /\/assets\/search\.[0-9a-f]{10}\.js$/.test(r.url()));
    await tab.page.waitForLoadState('networkidle');
    // Hovering loads the manifest and the module, no index shard yet.
    expect(tab.requests.map((r) => r.url()).filter((u) => /\/assets\/search\/s\./.test(u))).toEqual([]);

    await tab.page.click('.navbar-inner [data-docgen-search]');
    await tab.page.waitForSelector(`${DIALOG}[open]`);
    expect(tab.page.url()).toMatch(/\/docs\/manual\/Core$/);
    await search(tab, 'enableDepth');
    const shards = tab.requests.map((r) => r.url()).filter((u) => /\/assets\/search\/s\./.test(u));
    const manifestJson = await (await tab.page.request.get((await site()).url + 'search-index.json')).json();
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThan(manifestJson.shards.length);
    tab.check();
    await tab.close();
  });

  it('opens with Ctrl+K and with /, closes with Escape and gives focus back', async () => {
    const tab = await openTab();
    await visit(tab.page, await site(), 'manual/Core');
    await tab.page.focus('.navbar-brand');
    await tab.page.keyboard.press('Control+K');
    await tab.page.waitForSelector(`${DIALOG}[open]`);
    expect(await tab.page.evaluate(() => document.activeElement?.classList.contains('search-input'))).toBe(true);
    await tab.page.keyboard.press('Escape');
    await tab.page.waitForSelector(`${DIALOG}:not([open])`, { state: 'attached' });
    expect(await tab.page.evaluate(() => document.activeElement?.classList.contains('navbar-brand'))).toBe(true);

    await tab.page.keyboard.press('/');
    await tab.page.waitForSelector(`${DIALOG}[open]`);
    expect(await tab.page.inputValue(INPUT)).toBe('');
    await tab.page.keyboard.press('Escape');
    await tab.page.waitForSelector(`${DIALOG}:not([open])`, { state: 'attached' });
    tab.check();
    await tab.close();
  });

  it('shows results as you type, grouped by area, with title, section heading and highlighted excerpt', async () => {
    const tab = await openTab();
    await open(tab);
    await search(tab, 'enab');
    expect((await hrefs(tab)).length).toBeGreaterThan(0);
    await tab.page.type(INPUT, 'leDepth');
    await tab.page.waitForFunction((s) => document.querySelector<HTMLElement>(s)!.dataset.query === 'enableDepth', `${DIALOG} .search-results`);
    const groups = await tab.page.$$eval(`${DIALOG} .search-group-title`, (els) => els.map((e) => e.textContent));
    expect(groups[0]).toBe('API Reference');
    expect(groups).toEqual(expect.arrayContaining(['Manual']));
    const first = tab.page.locator(`${DIALOG} [role="option"]`).first();
    expect(await first.getAttribute('href')).toBe('/docs/api/classes/Options#enabledepth');
    expect(await first.locator('.search-title').textContent()).toBe('Options');
    expect(await first.locator('.search-heading').innerHTML()).toBe('Options.<mark>enableDepth</mark>');
    expect(await first.locator('.search-excerpt').textContent()).toContain('Enables depth sensing in WebXR');
    // The manual's section heading and an excerpt with the match marked.
    const manual = tab.page.locator(`${DIALOG} [role="option"][href^="/docs/manual/Core"]`).first();
    expect(await manual.locator('.search-heading').textContent()).toBe('Configuring options');
    expect(await manual.locator('.search-excerpt mark').first().textContent()).toMatch(/^enableDepth$/i);
    await screenshot(tab.page, 'search-dialog');
    tab.check();
    await tab.close();
  });

  it('ranks by API names: Depth, enableDepth, Options.enableHands, DepthM, init, and the area filter', async () => {
    const tab = await openTab();
    await open(tab);

    await search(tab, 'Depth');
    let list = await hrefs(tab);
    const first = (r: string) => list.indexOf(r);
    expect(first('/docs/api/classes/Depth')).toBeGreaterThanOrEqual(0);
    expect(first('/docs/manual/Depth')).toBeGreaterThanOrEqual(0);
    for (const mention of ['/docs/manual/Lighting', '/docs/samples/Occlusion']) {
      const at = list.findIndex((h) => h.startsWith(mention));
      if (at >= 0) expect(at).toBeGreaterThan(Math.max(first('/docs/api/classes/Depth'), first('/docs/manual/Depth')));
    }
    expect(list[0]).toBe('/docs/api/classes/Depth');

    await search(tab, 'enableDepth');
    expect((await hrefs(tab))[0]).toBe('/docs/api/classes/Options#enabledepth');

    await search(tab, 'Options.enableHands');
    expect((await hrefs(tab))[0]).toBe('/docs/api/classes/Options#enablehands');

    await search(tab, 'DepthM');
    expect((await hrefs(tab))[0]).toBe('/docs/api/classes/DepthMesh');

    await search(tab, 'init');
    list = await hrefs(tab);
    expect(list[0]).toBe('/docs/api/functions/init');
    expect(list[1]).toBe('/docs/api/classes/Core#init');

    await search(tab, 'depth');
    await tab.page.click(`${DIALOG} .search-filter[data-area="Samples"]`);
    await tab.page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-pressed') === 'true', `${DIALOG} .search-filter[data-area="Samples"]`);
    await tab.page.waitForFunction((s) => [...document.querySelectorAll(s)].every((a) => a.getAttribute('href')!.startsWith('/docs/samples/')), `${DIALOG} [role="option"]`);
    expect(await tab.page.$$eval(`${DIALOG} .search-group-title`, (els) => els.map((e) => e.textContent))).toEqual(['Samples']);
    tab.check();
    await tab.close();
  });

  it('lists the pages titled as the query first, whatever their area, each naming its area', async () => {
    const tab = await openTab();
    await open(tab);
    await search(tab, 'Depth');
    // Before, the API Reference group's five Depth… entries came first and the Manual's Depth page sixth.
    expect((await hrefs(tab)).slice(0, 3)).toEqual(['/docs/api/classes/Depth', '/docs/manual/Depth', '/docs/templates/Depth']);
    const lead = tab.page.locator(`${DIALOG} .search-group`).first();
    expect(await lead.locator('.search-group-title').textContent()).toBe('Exact matches');
    expect(await lead.locator('.search-kind').allTextContents()).toEqual(['Class', 'Manual', 'Templates', 'Variable']);
    // The areas follow, without repeating them.
    const groups = await tab.page.$$eval(`${DIALOG} .search-group-title`, (els) => els.map((e) => e.textContent));
    expect(groups.slice(1)).toEqual(expect.arrayContaining(['API Reference', 'Manual']));
    expect(new Set(await hrefs(tab)).size).toBe((await hrefs(tab)).length);
    tab.check();
    await tab.close();
  });

  it('forgives one typo: says what it searched instead and puts the intended page first', async () => {
    const tab = await openTab();
    await open(tab);
    const status = tab.page.locator(`${DIALOG} .search-status`);
    await search(tab, 'enableDeph');
    expect(await status.textContent()).toBe('Showing results for enableDepth · no results for “enableDeph”');
    expect((await hrefs(tab))[0]).toBe('/docs/api/classes/Options#enabledepth');
    expect(await tab.page.locator(`${DIALOG} [role="option"]`).first().locator('.search-heading').innerHTML()).toBe('Options.<mark>enableDepth</mark>');

    await search(tab, 'deph');
    expect(await status.textContent()).toBe('Showing results for depth · no results for “deph”');
    expect((await hrefs(tab)).slice(0, 2)).toEqual(['/docs/api/classes/Depth', '/docs/manual/Depth']);
    await screenshot(tab.page, 'search-typo');

    // A word found as typed is not corrected, and a word two typos away from anything stays unfound.
    await search(tab, 'depth');
    expect(await status.textContent()).not.toContain('Showing results for');
    await search(tab, 'dpthe');
    expect(await status.textContent()).toBe('No results for “dpthe”');
    tab.check();
    await tab.close();
  });

  it('stays in the top bar on a phone, as an icon with a name, and opens the dialog from there', async () => {
    const tab = await openTab({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await visit(tab.page, await site(), 'manual/Core');
    const button = tab.page.getByRole('link', { name: 'Search' });
    await expect.poll(() => button.count()).toBe(1); // not repeated in the mobile menu
    expect(await button.isVisible()).toBe(true);
    expect(await tab.page.locator('.navbar-left').isVisible()).toBe(false);
    expect(await axeViolations(tab.page)).toEqual([]); // the icon-only link keeps its name
    await button.tap();
    await tab.page.waitForSelector(`${DIALOG}[open]`);
    await search(tab, 'depth');
    expect((await hrefs(tab)).length).toBeGreaterThan(0);
    tab.check();
    await tab.close();
  });

  it('shows the shortcut as Ctrl K, or ⌘ K on Apple platforms, also after a client-side navigation', async () => {
    const keys = (tab: Tab) => tab.page.locator('.navbar-inner .navbar-search-keys').textContent();
    const other = await openTab();
    await visit(other.page, await site(), 'manual/Core');
    expect(await keys(other)).toBe('CtrlK');
    await other.close();

    const mac = await openTab();
    // What Chromium on a Mac reports.
    await mac.context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: 'macOS', mobile: false, brands: [] }) });
    });
    await visit(mac.page, await site(), 'manual/Core');
    expect(await keys(mac)).toBe('⌘K');
    await mac.page.locator('.doc-sidebar').getByRole('link', { name: 'Depth' }).first().click();
    await mac.page.waitForURL(/\/docs\/manual\/Depth$/);
    expect(await keys(mac)).toBe('⌘K');
    mac.check();
    await mac.close();
  });

  it('is fully keyboard operable: arrows move the active result, Enter opens it', async () => {
    const tab = await openTab();
    await open(tab);
    await search(tab, 'depth');
    const ids = await tab.page.$$eval(`${DIALOG} [role="option"]`, (options) => options.map((o) => o.id));
    const active = () => tab.page.getAttribute(INPUT, 'aria-activedescendant');
    expect(await active()).toBe(ids[0]);
    await tab.page.keyboard.press('ArrowDown');
    await tab.page.keyboard.press('ArrowDown');
    expect(await active()).toBe(ids[2]);
    expect(await tab.page.getAttribute(`#${ids[2]}`, 'aria-selected')).toBe('true');
    await tab.page.keyboard.press('ArrowUp');
    expect(await active()).toBe(ids[1]);
    await tab.page.keyboard.press('ArrowUp');
    await tab.page.keyboard.press('ArrowUp');
    expect(await active()).toBe(ids.at(-1));
    await tab.page.keyboard.press('ArrowDown');
    await tab.page.keyboard.press('ArrowDown');
    const target = await tab.page.getAttribute(`#${ids[1]}`, 'href');
    await tab.page.keyboard.press('Enter');
    await tab.page.waitForURL((url) => url.pathname + url.hash === target);
    await tab.page.waitForSelector(`${DIALOG}[open]`, { state: 'detached' });
    tab.check();
    await tab.close();
  });

  // The 50 ms answer time is a speed goal: `npm run bench` prints it (scripts/bench/search.ts); bytes are asserted.
  it('keeps the first query within 150 KB and finds the right first result for each query', async () => {
    const s = await site();
    const result = await measureSearch({ root: s.root, outDir: 'build', queries: ['Depth', 'enableDepth', 'place objects'] });
    expect(result.beforeUseRequests).toBe(0);
    expect(result.firstQuery.bytes).toBeGreaterThan(0);
    expect(result.firstQuery.bytes).toBeLessThanOrEqual(150 * 1024);
    expect(result.queries.map((q) => q.first)).toEqual(['/docs/api/classes/Depth', '/docs/api/classes/Options#enabledepth', '/docs/manual/Depth#placing-objects-on-real-surfaces']);
  });
});

describe('search page', () => {
  it('works when opened directly with ?q=, and keeps the address in step with the query', async () => {
    const tab = await openTab();
    await visit(tab.page, await site(), 'search?q=enableDepth');
    const input = '.search-page input[name="q"]';
    expect(await tab.page.inputValue(input)).toBe('enableDepth');
    await tab.page.waitForFunction(() => document.querySelector<HTMLElement>('.search-page .search-results')?.dataset.state === 'done');
    expect(await tab.page.getAttribute('.search-page [role="option"]', 'href')).toBe('/docs/api/classes/Options#enabledepth');
    await search(tab, 'DepthMesh', input);
    expect(new URL(tab.page.url()).search).toBe('?q=DepthMesh');
    expect(await tab.page.getAttribute('.search-page [role="option"]', 'href')).toBe('/docs/api/classes/DepthMesh');
    // The "All results" link of the dialog leads here with the query.
    await tab.page.keyboard.press('Control+K');
    await tab.page.fill(INPUT, 'Depth');
    expect(await tab.page.getAttribute(`${DIALOG} .search-all`, 'href')).toBe('/docs/search?q=Depth');
    tab.check();
    await tab.close();
  });

  it('is the no-JavaScript fallback: the navbar button links to it, its form submits, and it lists every page', async () => {
    const tab = await openTab({ javaScriptEnabled: false });
    const s = await site();
    await tab.page.goto(s.url + 'manual/Core');
    await tab.page.click('.navbar-inner [data-docgen-search]');
    await tab.page.waitForURL(/\/docs\/search$/);
    await tab.page.fill('.search-page input[name="q"]', 'depth');
    await tab.page.press('.search-page input[name="q"]', 'Enter');
    await tab.page.waitForURL(/\/docs\/search\?q=depth$/);
    const listing = tab.page.locator('.search-page-index');
    expect(await listing.isVisible()).toBe(true);
    const links = await listing.locator('a:not(.hash-link)').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/docs/manual/Depth', '/docs/api/classes/Depth', '/docs/templates/Basic', '/docs/samples/Paint', '/docs/about']));
    expect(tab.requests.map((r) => r.url()).filter(isSearchFile)).toEqual([]);
    tab.check();
    await tab.close();
  });
});

describe('Copy page as Markdown', () => {
  it('copies the page as Markdown, and links to it', async () => {
    const tab = await openTab({ permissions: ['clipboard-read', 'clipboard-write'] });
    await visit(tab.page, await site(), 'manual/Depth');
    expect(await tab.page.getAttribute('.view-markdown', 'href')).toBe('/docs/manual/Depth.md');
    await tab.page.click('button.copy-markdown');
    await tab.page.waitForFunction(() => document.querySelector('.copy-markdown-label')?.textContent === 'Copied');
    const copied = await tab.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Depth\n\n> Depth sensing, the depth mesh and occlusion\.\n/);
    expect(copied).toContain('## Placing objects on real surfaces');
    expect(copied).toContain('(https://example.test/docs/api/classes/Options#enabledepth)');
    tab.check();
    await tab.close();
  });
});
