// Chrome behaviours: colour mode, announcement bar, mobile sidebar, dropdowns, hide on scroll, sidebar
// categories, TOC highlight, code copy.
import { describe, expect, it } from 'vitest';
import { startSite, stylesApplied, tabsPerTest, visit } from './helpers.ts';

const LABEL = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;
const { tab, forget } = tabsPerTest();

describe('colour mode', () => {
  it('is applied before first paint, disabled until the client runs, cycles system → light → dark → system and syncs tabs', async () => {
    const site = await startSite();
    const a = await tab();
    // Without the client (its script never answers) the head script still applies the stored mode, and the switch is disabled.
    await a.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    let release = () => {};
    await a.page.route('**/assets/client.*.js', (route) => void (release = () => void route.fulfill({ contentType: 'text/javascript', body: '' })));
    await a.page.goto(site.url + 'manual/Core', { waitUntil: 'commit' });
    await a.page.waitForSelector('footer');
    expect(await a.page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await a.page.locator('.navbar-inner .color-mode-toggle').isDisabled()).toBe(true);
    release();
    await a.context.close();
    forget(a);

    const t = await tab({ colorScheme: 'dark' });
    const other = await t.context.newPage();
    await visit(t.page, site, 'manual/Core');
    await visit(other, site, 'manual/Depth');
    const toggle = t.page.locator('.navbar-inner .color-mode-toggle');
    const theme = () => t.page.getAttribute('html', 'data-theme');
    expect(await toggle.getAttribute('aria-label')).toBe(LABEL('system'));
    expect(await theme()).toBe('dark'); // system = the OS preference
    await toggle.click();
    expect([await theme(), await toggle.getAttribute('aria-label'), await t.page.evaluate(() => localStorage.getItem('theme'))]).toEqual(['light', LABEL('light'), 'light']);
    await expect.poll(() => other.getAttribute('html', 'data-theme')).toBe('light');
    await toggle.click();
    expect([await theme(), await toggle.getAttribute('aria-label')]).toEqual(['dark', LABEL('dark')]);
    await expect.poll(() => other.getAttribute('html', 'data-theme')).toBe('dark');
    await toggle.click();
    expect([await theme(), await toggle.getAttribute('aria-label'), await t.page.evaluate(() => localStorage.getItem('theme'))]).toEqual(['dark', LABEL('system'), null]);
    await expect.poll(() => other.locator('.navbar-inner .color-mode-toggle').getAttribute('aria-label')).toBe(LABEL('system'));
    // A client-side navigation keeps the mode.
    await toggle.click();
    await t.page.getByRole('link', { name: 'Depth', exact: true }).first().click();
    await t.page.waitForURL('**/manual/Depth');
    expect(await theme()).toBe('light');
    expect(await t.page.locator('.navbar-inner .color-mode-toggle').getAttribute('aria-label')).toBe(LABEL('light'));
  });
});

describe('announcement bar', () => {
  it('closes, remembers the dismissal by id, and stays hidden before paint on later loads', async () => {
    const site = await startSite();
    const t = await tab();
    await visit(t.page, site, 'manual/Core');
    const bar = t.page.getByRole('region', { name: 'Announcement' });
    await t.page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await t.page.evaluate(() => localStorage.getItem('docgen.announcement.dismissed'))).toBe('release-0-17');
    await t.page.route('**/assets/client.*.js', () => {});
    await t.page.goto(site.url + 'manual/Depth', { waitUntil: 'commit' });
    await t.page.waitForSelector('footer');
    // The head script marks the dismissal; the stylesheet hides the bar by it.
    await stylesApplied(t.page);
    expect(await bar.isVisible()).toBe(false);
    await t.page.unroute('**/assets/client.*.js');
    // Another id shows again.
    await t.page.evaluate(() => localStorage.setItem('docgen.announcement.dismissed', 'an-older-one'));
    await visit(t.page, site, 'manual/Depth');
    expect(await bar.isVisible()).toBe(true);
  });
});

describe('mobile sidebar', () => {
  it('opens, traps focus, closes with Escape, close button and link, shows secondary and primary menus, closes at desktop width', async () => {
    const site = await startSite();
    const t = await tab({ viewport: { width: 800, height: 800 } });
    const { page } = t;
    await visit(page, site, 'manual/Core');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const sidebar = page.locator('#mobile-sidebar');
    await toggle.click();
    expect(await sidebar.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close navigation bar');
    // Secondary menu first (the docs sidebar), with the current page.
    expect(await sidebar.locator('[data-panel="secondary"] .menu-link[aria-current="page"]').textContent()).toBe('Core');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-sidebar'))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-sidebar'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await sidebar.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    // Back to the main menu, then the close button.
    await toggle.click();
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    expect(await sidebar.locator('[data-panel="primary"]').isVisible()).toBe(true);
    expect(await sidebar.locator('[data-panel="secondary"]').isVisible()).toBe(false);
    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    expect(await sidebar.isVisible()).toBe(false);
    // Following a link closes it (and navigates).
    await toggle.click();
    await sidebar.getByRole('link', { name: 'Depth' }).click();
    await page.waitForURL('**/manual/Depth');
    expect(await sidebar.isVisible()).toBe(false);
    // Growing to desktop closes it.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    expect(await sidebar.isVisible()).toBe(true);
    await page.setViewportSize({ width: 996, height: 800 });
    await expect.poll(() => page.locator('#mobile-sidebar').getAttribute('hidden')).toBe('');
    expect(await page.locator('.navbar-left').isVisible()).toBe(true);
  });

  it('mobile dropdowns start expanded when the route is inside, collapse and expand with a height animation (1 ms with reduced motion)', async () => {
    const site = await startSite();
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const t = await tab({ viewport: { width: 800, height: 900 }, reducedMotion });
      const { page } = t;
      await visit(page, site, 'manual/Core');
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('button', { name: '← Back to main menu' }).click();
      const primary = page.locator('[data-panel="primary"]');
      const guides = primary.locator('.menu-collapsible').filter({ hasText: 'Guides' });
      const languages = primary.locator('.menu-collapsible').filter({ hasText: 'Languages' });
      expect(await guides.locator('.menu-collapse-body').isVisible()).toBe(true);
      expect(await guides.getByRole('button', { name: 'Collapse the dropdown' }).getAttribute('aria-expanded')).toBe('true');
      expect(await languages.locator('.menu-collapse-body').isVisible()).toBe(false);
      await languages.getByRole('button', { name: 'Expand the dropdown' }).click();
      await expect.poll(() => languages.locator('.menu-collapse-body').isVisible()).toBe(true);
      const ms = Number(await languages.locator('.menu-collapse-body').getAttribute('data-collapse-ms'));
      if (reducedMotion === 'reduce') expect(ms).toBe(1);
      else expect(ms).toBeGreaterThan(100);
      expect(await languages.getByRole('button', { name: 'Collapse the dropdown' }).getAttribute('aria-expanded')).toBe('true');
      await guides.getByRole('button', { name: 'Collapse the dropdown' }).click();
      await expect.poll(() => guides.locator('.menu-collapse-body').isVisible()).toBe(false);
    }
  });
});

describe('desktop dropdowns', () => {
  it('open on hover and on Enter, close on a mouse, touch or focus event outside', async () => {
    const site = await startSite();
    const t = await tab({ hasTouch: true });
    const { page } = t;
    await visit(page, site, 'manual/Core');
    const button = page.locator('.navbar-inner .dropdown-toggle', { hasText: 'Guides' });
    const menu = page.locator('.navbar-inner .dropdown', { hasText: 'Guides' }).locator('.dropdown-menu');
    await button.hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(600, 500);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // Keyboard: Enter opens; focus leaving closes.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.locator('h1').evaluate((h) => ((h as HTMLElement).tabIndex = -1));
    await page.locator('.doc-sidebar .menu-link').first().focus();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    // Mouse down outside.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(600, 600);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.mouse.down();
    await page.mouse.up();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    // Touch outside.
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.touchscreen.tap(640, 700);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('scrolling', () => {
  it('hides the navbar on scroll down, shows it on scroll up and at the top, and not during a hash jump; the TOC follows', async () => {
    const site = await startSite();
    const t = await tab();
    const { page } = t;
    await visit(page, site, 'manual/Core');
    const hidden = () => page.locator('.navbar').evaluate((n) => n.classList.contains('navbar-hidden'));
    await page.mouse.move(640, 500);
    await page.mouse.wheel(0, 900);
    await expect.poll(hidden).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(hidden).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(hidden).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(hidden).toBe(false);
    // A jump to a hash further down does not hide it.
    await page.locator('.toc').getByRole('link', { name: 'Scripts' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
    await page.waitForTimeout(300);
    expect(await hidden()).toBe(false);
    // The TOC highlights the heading in view.
    await expect.poll(() => page.locator('.toc .toc-link.active').textContent()).toBe('Scripts');
    await page.evaluate(() => document.getElementById('usage')!.scrollIntoView());
    await expect.poll(() => page.locator('.toc .toc-link.active').textContent()).toBe('Usage');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.locator('.toc .toc-link.active').textContent()).toBe('Performance');
  });
});

describe('sidebar and code', () => {
  it('sidebar categories collapse and expand, a lazy one once its entries came; code blocks get a copy button', async () => {
    const site = await startSite();
    const t = await tab({ permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = t;
    await visit(page, site, 'api/classes/Core');
    const functions = page.locator('.doc-sidebar details', { hasText: 'Functions' });
    const classes = page.locator('.doc-sidebar details', { hasText: 'Classes' });
    expect(await classes.getAttribute('open')).toBe('');
    expect(await functions.getAttribute('open')).toBeNull();
    // The fixture's sidebars are lazy (lazySidebarFrom: 1): a closed category's entries are fetched as it opens, and
    // not before (nor when the page loads: at +1,800 pages that was 200 files on every load).
    await page.locator('[data-island="SidebarFragments"][data-island-state="hydrated"]').waitFor({ state: 'attached' });
    // One request each, no redirect (a `.html` name was redirected to its clean URL).
    const fragments = () => t.requests.filter((r) => r.url().includes('/assets/sidebar.')).length;
    expect(await functions.locator('ul[data-sidebar-fragment]:empty').count()).toBe(1);
    expect(fragments()).toBe(0);
    await functions.locator('summary').click();
    await expect.poll(() => functions.getAttribute('open')).toBe('');
    expect(await functions.getByRole('link', { name: 'Function: init' }).isVisible()).toBe(true);
    expect(await functions.locator('ul[data-sidebar-fragment]').count()).toBe(0);
    expect(fragments()).toBe(1);
    await classes.locator('summary').click();
    await expect.poll(() => classes.getAttribute('open')).toBeNull();
    const copy = page.getByRole('button', { name: 'Copy code to clipboard' });
    await copy.click();
    await expect.poll(() => page.locator('.copy-button').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("import * as xb from 'xrblocks';\n\nxb.init(new xb.Options());");
  });
});
