// A Docusaurus site's theme contract, as a reader sees it in Chromium (issue #42): the site's brand colour, which its
// stylesheet sets through Infima's `--ifm-color-primary`, on links and the active navbar item, sidebar entry and
// breadcrumb; a demo laid out against `--ifm-navbar-height` and the layout's boxes filling the area below the navbar;
// Infima's classes laid out in MDX; code a component fetches after mounting, hydrated without an error and coloured in
// both colour modes; the search its config asks for; and no page logging an error.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BRAND, writeDocusaurusThemeSite } from './docusaurus-theme-fixture.ts';
import { hydrateMdxIslands, startBuiltSite, tabsPerTest, visit, type Site } from './helpers.ts';

const { tab } = tabsPerTest();
const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const site = (): Promise<Site> =>
  startBuiltSite('docusaurus-theme', () => {
    const parent = path.resolve(import.meta.dirname, '../../.docgen-cache/fixtures');
    mkdirSync(parent, { recursive: true });
    const root = mkdtempSync(path.join(parent, 'docusaurus-theme-'));
    roots.push(root);
    return writeDocusaurusThemeSite(root);
  });

const PAGES = {
  bleed: 'handbook/guides/theme-contract/full-bleed/',
  infima: 'handbook/guides/theme-contract/infima-classes/',
  code: 'handbook/guides/theme-contract/runtime-code/',
};

type Mode = 'light' | 'dark';

/** A tab in a colour mode (the one the site remembers for the reader), at a viewport size. */
async function tabIn(mode: Mode, viewport: BrowserContextOptions['viewport'] = { width: 1280, height: 800 }) {
  const t = await tab({ viewport, colorScheme: mode });
  await t.context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
  return t;
}

const colourOf = (page: Page, selector: string, property: 'color' | 'backgroundColor' = 'color') =>
  page.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], property);

describe("a Docusaurus site's theme contract", () => {
  it("colours links and the active navbar item, sidebar entry and breadcrumb with the site's --ifm-color-primary, in both modes", async () => {
    for (const mode of ['light', 'dark'] as const) {
      const t = await tabIn(mode);
      await visit(t.page, await site(), PAGES.infima);
      expect(await t.page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      expect({
        link: await colourOf(t.page, '.markdown p a[href="#pills"]'),
        navbar: await colourOf(t.page, '.navbar-left .navbar-link.active'),
        sidebar: await colourOf(t.page, '.doc-sidebar .menu-link.active'),
        breadcrumb: await colourOf(t.page, '.breadcrumbs li[aria-current] span'),
      }).toEqual({ link: BRAND[mode], navbar: BRAND[mode], sidebar: BRAND[mode], breadcrumb: BRAND[mode] });
    }
  });

  it('places a demo laid out against --ifm-navbar-height below the navbar and beside the sidebar, to the viewport\'s edges, at 1280 and 390 px', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const t = await tabIn('light', viewport);
      await visit(t.page, await site(), PAGES.bleed);
      await hydrateMdxIslands(t.page);
      const boxes = await t.page.evaluate(() => {
        const rect = (el: Element | null) => {
          const r = el!.getBoundingClientRect();
          return { left: r.left, top: r.top, width: r.width, height: r.height };
        };
        const sidebar = document.querySelector('.doc-sidebar');
        return {
          stage: rect(document.querySelector('[data-demo="stage-sample"]')),
          frame: rect(document.querySelector('[data-demo="stage-sample"] iframe')),
          navbarHeight: parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--ifm-navbar-height')) * 16,
          sidebarRight: sidebar && getComputedStyle(sidebar).display !== 'none' ? sidebar.getBoundingClientRect().right : 0,
          viewport: { width: document.documentElement.clientWidth, height: innerHeight },
        };
      });
      // As in Docusaurus's classic layout, nothing around the content is positioned: the box is placed against the page.
      const { navbarHeight, sidebarRight, viewport: vp } = boxes;
      expect(navbarHeight).toBe(60);
      expect(sidebarRight).toBe(viewport.width > 996 ? 272 : 0);
      expect(boxes.stage).toEqual({ left: sidebarRight, top: navbarHeight, width: vp.width - sidebarRight, height: vp.height - navbarHeight });
      expect(boxes.frame).toEqual(boxes.stage);
    }
  });

  it("lays out Infima's classes written in MDX, and links their stylesheet only where a page uses them", async () => {
    const t = await tabIn('light');
    await visit(t.page, await site(), PAGES.infima);
    const look = (selector: string, properties: string[]) =>
      t.page.locator(selector).first().evaluate((el, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(el).getPropertyValue(name)])), properties);
    expect(await look('[data-check="grid"] .row', ['display', 'flex-wrap'])).toEqual({ display: 'flex', 'flex-wrap': 'wrap' });
    const halves = async () => t.page.locator('[data-check="half"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, width: r.width })));
    const row = await t.page.locator('[data-check="grid"] .row').evaluate((el) => el.getBoundingClientRect().width);
    const [a, b] = await halves();
    expect(a!.top).toBe(b!.top);
    expect(a!.width).toBeCloseTo(row / 2, 0);
    expect(b!.width).toBeCloseTo(row / 2, 0);
    expect(await look('[data-check="button"]', ['background-color', 'color', 'text-decoration-line', 'display'])).toEqual({
      'background-color': BRAND.light,
      color: 'rgb(255, 255, 255)',
      'text-decoration-line': 'none',
      display: 'block',
    });
    expect(await look('[data-check="card"]', ['display', 'border-top-left-radius', 'box-shadow'])).toMatchObject({ display: 'flex', 'border-top-left-radius': '16px' });
    // A card's heading has Infima's margins (none around a last child), not the page's section spacing.
    expect(await look('[data-check="card"] .card__header h3', ['margin-top', 'margin-bottom', 'border-bottom-width'])).toEqual({ 'margin-top': '0px', 'margin-bottom': '0px', 'border-bottom-width': '0px' });
    expect(await look('[data-check="alert"]', ['background-color', 'border-left-width', 'margin-bottom'])).toEqual({ 'background-color': 'rgb(238, 249, 253)', 'border-left-width': '5px', 'margin-bottom': '32px' });
    expect(await look('[data-check="centred"]', ['text-align'])).toEqual({ 'text-align': 'center' });
    expect(await look('[data-check="badge"]', ['display', 'border-top-left-radius'])).toEqual({ display: 'inline-block', 'border-top-left-radius': '8px' });
    expect(await look('[data-check="avatar"]', ['display', 'margin-top'])).toEqual({ display: 'flex', 'margin-top': '16px' });
    expect(await look('[data-check="avatar"] .avatar__photo', ['width', 'height'])).toEqual({ width: '48px', height: '48px' });
    expect(await look('[data-check="pills"]', ['display'])).toEqual({ display: 'flex' });
    expect(await colourOf(t.page, '[data-check="pills"] .pills__item--active')).toBe(BRAND.light);
    const infimaSheets = () => t.page.locator('head link[rel="stylesheet"][href*="/assets/infima."]').count();
    expect(await infimaSheets()).toBe(1);

    // A page without one links no such stylesheet; following a link from it to the grid, the grid is laid out.
    await visit(t.page, await site(), PAGES.code);
    expect(await infimaSheets()).toBe(0);
    await t.page.locator('a.pagination-prev').click();
    await t.page.waitForSelector('[data-check="grid"]');
    await t.page.waitForSelector('html[data-hydrated]');
    expect(await look('[data-check="grid"] .row', ['display'])).toEqual({ display: 'flex' });

    // On a phone the columns stack, as Infima's grid does below 997 px.
    const phone = await tabIn('light', { width: 390, height: 844 });
    await visit(phone.page, await site(), PAGES.infima);
    const [c, d] = await phone.page.locator('[data-check="half"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    expect(d!.top).toBeGreaterThanOrEqual(c!.bottom);
  });

  // What the parity script measures against Docusaurus (within ±15 % of each block's size): Infima's metrics, which a
  // Docusaurus site's pages were written against, for docgen's blocks of the same kind.
  it("spaces tabs, collapsible blocks, notices, quotes, tables and doc cards with Infima's metrics", async () => {
    const t = await tabIn('light');
    const look = async (route: string, selector: string, properties: string[]) => {
      await visit(t.page, await site(), route);
      return t.page.locator(selector).first().evaluate((el, names) => Object.fromEntries(names.map((name) => [name, getComputedStyle(el).getPropertyValue(name)])), properties);
    };
    expect(await look('handbook/guides/getting-started/first-queue/', '.tabs .tab', ['padding-top', 'padding-bottom'])).toEqual({ 'padding-top': '16px', 'padding-bottom': '16px' });
    expect(await look('handbook/guides/getting-started/first-queue/', 'details.details > summary', ['padding-top', 'padding-left'])).toEqual({ 'padding-top': '12.8px', 'padding-left': '16px' });
    expect(await look('handbook/guides/conventions/notices/', '.admonition', ['padding-top', 'padding-left', 'border-left-width'])).toEqual({ 'padding-top': '16px', 'padding-left': '16px', 'border-left-width': '5px' });
    expect(await look('handbook/guides/conventions/notices/', '.markdown blockquote', ['border-left-width'])).toEqual({ 'border-left-width': '2px' });
    expect(await look('handbook/guides/operations/sizing/', '.markdown td', ['padding-top'])).toEqual({ 'padding-top': '12px' });
    // A table's box spans the column (Infima's `display: block`), its cells as wide as their content.
    const [table, column] = await Promise.all([t.page.locator('.markdown table').boundingBox(), t.page.locator('.markdown').first().boundingBox()]);
    expect(table?.width).toBeCloseTo(column?.width ?? 0, 0);
    expect(await look('handbook/guides/conventions/cards/', '.category-card', ['padding-top', 'padding-left'])).toEqual({ 'padding-top': '32px', 'padding-left': '32px' });
    // On a phone a tab is narrower, so that two labels fit on a line, and as high.
    await t.page.setViewportSize({ width: 390, height: 844 });
    expect(await look('handbook/guides/getting-started/first-queue/', '.tabs .tab', ['padding-top', 'padding-left'])).toEqual({ 'padding-top': '16px', 'padding-left': '6.4px' });
  });

  it('hydrates a component that fills a code block after mounting without an error, and colours the code in both modes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const t = await tabIn(mode);
      await visit(t.page, await site(), PAGES.code);
      await hydrateMdxIslands(t.page);
      const block = t.page.locator('[data-demo="runtime-source"] .code-block');
      await t.page.waitForFunction(() => document.querySelectorAll('[data-demo="runtime-source"] .line span[style]').length > 0, undefined, { timeout: 60_000 });
      expect(await block.locator('.code-title').textContent()).toBe('batcher.ts');
      expect(await block.locator('.line').count()).toBe(5);
      // `export` is coloured as Shiki colours it in this mode, not in the text's colour.
      const keyword = await block.locator('.line span', { hasText: /^export$/ }).first().evaluate((el, m) => {
        const style = getComputedStyle(el);
        const probe = document.createElement('span');
        probe.style.color = style.getPropertyValue(`--shiki-${m}`);
        document.body.append(probe);
        const expected = getComputedStyle(probe).color;
        probe.remove();
        return { color: style.color, expected, text: getComputedStyle(el.closest('pre')!).color };
      }, mode);
      expect(keyword.color).toBe(keyword.expected);
      expect(keyword.color).not.toBe(keyword.text);
      // The block's Copy button is its own, and copies.
      await t.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
      await expect.poll(() => t.page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\/\/ Takes up to `size` jobs/);
      expect(await block.locator('.copy-button').count()).toBe(1);
    }
    // tabsPerTest fails the test on any console error, hydration warnings (React's #418) included.
  });

  it("shows the search its config asks for after the colour-mode switch, with the shortcut hint, and opens it", async () => {
    const t = await tabIn('light');
    await visit(t.page, await site(), 'handbook/');
    const order = await t.page.locator('.navbar-right > li').evaluateAll((items) => items.map((li) => li.className));
    expect(order.at(-2)).toBe('navbar-color-mode');
    expect(order.at(-1)).toBe('navbar-item navbar-item-search');
    expect(await t.page.locator('.navbar-search-keys').innerText()).toMatch(/Ctrl\s*K/);
    await t.page.keyboard.press('Control+K');
    await t.page.waitForSelector('dialog.search-dialog[open]');
  });

  it('logs no error and no hydration warning on any page', async () => {
    const s = await site();
    const build = path.join(s.root, 'build');
    const routes = readdirSync(build, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('index.html'))
      .map((file) => file.slice(0, -'index.html'.length));
    expect(routes.length).toBeGreaterThan(20);
    const t = await tabIn('light');
    for (const route of routes.sort()) {
      await visit(t.page, s, route);
      await hydrateMdxIslands(t.page);
      expect(t.errors, route).toEqual([]);
    }
  });
});
