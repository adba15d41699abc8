// Tab sets, collapsible blocks, link previews and printing in Chromium, on the e2e fixture plus two pages of tab sets
// and a details block (features-fixture.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fixtureConfig } from './fixture.ts';
import { featureFiles } from './features-fixture.ts';
import { startSite, stylesApplied, tabsPerTest, visit, type Site } from './helpers.ts';

const { tab } = tabsPerTest();
const site = () => startSite('features', featureFiles, fixtureConfig);
const WAIT = { timeout: 30_000 };

/** Per tab set on the page: the selected tab's label and the labels of the panels shown. */
function tabState(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.tabs')].map((set) => ({
      selected: [...set.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent),
      shown: [...set.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')].filter((p) => p.checkVisibility()).map((p) => p.dataset.value),
    })),
  );
}

const npm = 'npm with a bundler';
const map = 'Import map';
const min = 'Import map, minified';
const only = (label: string) => ({ selected: [label], shown: [label] });

describe('tab sets', () => {
  it('switch by keyboard (arrows, Home, End) with focus on the chosen tab, and keep every set of the group in step', async () => {
    const s = await site();
    const t = await tab();
    await visit(t.page, s, 'features');
    expect(await tabState(t.page)).toEqual([only(npm), only(npm), only('Alpha')]);
    const first = t.page.locator('.tabs').first();
    await first.getByRole('tab', { name: npm }).focus();
    await t.page.keyboard.press('ArrowRight');
    expect(await tabState(t.page)).toEqual([only(map), only(map), only('Alpha')]);
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe(map);
    await t.page.keyboard.press('End');
    expect((await tabState(t.page))[0]).toEqual(only(min));
    await t.page.keyboard.press('ArrowRight'); // wraps to the first
    expect((await tabState(t.page))[0]).toEqual(only(npm));
    await t.page.keyboard.press('ArrowLeft'); // wraps to the last
    expect((await tabState(t.page))[0]).toEqual(only(min));
    await t.page.keyboard.press('Home');
    expect(await tabState(t.page)).toEqual([only(npm), only(npm), only('Alpha')]);
    // Tab moves out of the tab list into the panel: only the selected tab is in the tab order.
    expect(await first.getByRole('tab').evaluateAll((tabs) => tabs.map((b) => (b as HTMLElement).tabIndex))).toEqual([0, -1, -1]);
    await t.page.keyboard.press('Tab');
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
    // A set without a group switches alone and remembers nothing.
    await t.page.getByRole('tab', { name: 'Beta' }).click();
    expect(await tabState(t.page)).toEqual([only(npm), only(npm), only('Beta')]);
    expect(await t.page.evaluate(() => localStorage.getItem('docgen.tabs'))).toBe(JSON.stringify({ install: npm }));
  });

  it('keeps the chosen tab where it was on screen when a set above it changes height', async () => {
    const s = await site();
    const t = await tab({ viewport: { width: 390, height: 844 } });
    await visit(t.page, s, 'features');
    const second = t.page.locator('.tabs').nth(1).getByRole('tab', { name: min });
    await second.scrollIntoViewIfNeeded();
    const before = await second.evaluate((b) => b.getBoundingClientRect().top);
    await second.click();
    expect(await tabState(t.page)).toEqual([only(min), only(min), only('Alpha')]);
    expect(Math.abs((await second.evaluate((b) => b.getBoundingClientRect().top)) - before)).toBeLessThan(2);
  });

  it('remember the choice across pages, full loads and client-side navigations alike', async () => {
    const s = await site();
    const t = await tab();
    await visit(t.page, s, 'features');
    await t.page.locator('.tabs').first().getByRole('tab', { name: map, exact: true }).click();
    await visit(t.page, s, 'features-more');
    expect(await tabState(t.page)).toEqual([only(map)]);
    await t.page.getByRole('tab', { name: min }).click();
    // A client-side navigation to a page with sets of the same group.
    await t.page.getByRole('link', { name: 'the details block' }).click();
    await t.page.waitForURL('**/features#inside-details', WAIT);
    expect(await tabState(t.page)).toEqual([only(min), only(min), only('Alpha')]);
  });

  it('show the remembered choice in the first paint, before the client runs, and the first tab for a choice the set lacks', async () => {
    const s = await site();
    const t = await tab();
    await t.context.addInitScript(() => localStorage.setItem('docgen.tabs', JSON.stringify({ install: 'Import map', other: 'x' })));
    await t.page.route('**/assets/client.*.js', () => {}); // never answers: only the head script runs
    await t.page.goto(s.url + 'features', { waitUntil: 'commit' });
    await t.page.waitForSelector('footer', WAIT);
    await stylesApplied(t.page);
    const look = await t.page.evaluate(() =>
      [...document.querySelectorAll('.tabs')].map((set) => ({
        shown: [...set.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')].filter((p) => p.checkVisibility()).map((p) => p.dataset.value),
        underlined: [...set.querySelectorAll<HTMLElement>('[role="tab"]')].filter((b) => getComputedStyle(b).borderBottomColor !== 'rgba(0, 0, 0, 0)').map((b) => b.textContent),
      })),
    );
    expect(look).toEqual([
      { shown: [map], underlined: [map] },
      { shown: [map], underlined: [map] },
      { shown: ['Alpha'], underlined: ['Alpha'] },
    ]);
    expect(await t.page.locator('.tab-label').first().isVisible()).toBe(false);
  });

  it('are stacked and labelled without JavaScript', async () => {
    const s = await site();
    const t = await tab({ javaScriptEnabled: false });
    await t.page.goto(s.url + 'features');
    expect(await t.page.locator('[role="tablist"]').first().isVisible()).toBe(false);
    const first = t.page.locator('.tabs').first();
    expect(await first.locator('.tab-label').allTextContents()).toEqual([npm, map, min]);
    for (const panel of await first.locator('[role="tabpanel"]').all()) expect(await panel.isVisible()).toBe(true);
  });
});

describe('details blocks', () => {
  async function targetShown(page: Page): Promise<boolean> {
    return page.evaluate(() => {
      const target = document.getElementById('inside-details')!;
      const box = target.getBoundingClientRect();
      return Boolean(target.closest('details')?.open) && target.checkVisibility() && box.top >= 0 && box.top < innerHeight;
    });
  }

  it('start closed and open for a link to an anchor inside: on a full load, a client-side navigation and an in-page jump', async () => {
    const s: Site = await site();
    const t = await tab();
    await visit(t.page, s, 'features');
    expect(await t.page.evaluate(() => document.querySelector('details')!.open)).toBe(false);
    // Full load with the hash.
    await visit(t.page, s, 'features#inside-details');
    expect(await targetShown(t.page)).toBe(true);
    // Client-side navigation from another page.
    await visit(t.page, s, 'features-more');
    await t.page.getByRole('link', { name: 'the details block' }).click();
    await t.page.waitForURL('**/features#inside-details', WAIT);
    await expect.poll(() => targetShown(t.page), WAIT).toBe(true);
    // A jump within the page, after closing the block.
    await t.page.evaluate(() => {
      document.querySelector('details')!.open = false;
      scrollTo(0, 0);
      location.hash = '';
    });
    await t.page.evaluate(() => (location.hash = '#inside-details'));
    await expect.poll(() => targetShown(t.page), WAIT).toBe(true);
  });

  it('a link to a tab panel shows that tab', async () => {
    const s = await site();
    const t = await tab();
    await visit(t.page, s, 'features-more');
    await t.page.getByRole('link', { name: 'the minified tab' }).click();
    await t.page.waitForURL('**/features#minified', WAIT);
    await expect.poll(async () => (await tabState(t.page))[0], WAIT).toEqual(only(min));
  });
});

describe('link previews', () => {
  it('name an absolute og:image with its alt text, and a large Twitter card with the title and description, on every page', async () => {
    const s = await site();
    const t = await tab();
    t.allow(/status of 404/);
    for (const route of ['', 'manual/Core', 'api/classes/Core', 'features', 'missing-page']) {
      await t.page.goto(s.url + route);
      const tags = await t.page.evaluate(() => {
        const get = (key: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)?.content;
        return { image: get('og:image'), alt: get('og:image:alt'), card: get('twitter:card'), title: get('twitter:title'), description: get('twitter:description'), ogTitle: get('og:title'), pageTitle: document.title, meta: get('description') };
      });
      expect(tags.image, route).toMatch(/^https:\/\/xrblocks\.example\.test\/docs\/assets\/og\/card\.[0-9a-f]{10}\.png$/);
      expect(tags.alt, route).toMatch(/\(.+, XR Blocks\)$/);
      expect([tags.card, tags.title, tags.ogTitle, tags.description]).toEqual(['summary_large_image', tags.pageTitle, tags.pageTitle, tags.meta]);
      // The card is part of the site: the same path on this server answers with a PNG.
      const response = await t.page.request.get(s.origin + new URL(tags.image!).pathname);
      expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/png']);
    }
  });
});

describe('printing', () => {
  it('prints the article alone, every tab variant labelled, details open, external URLs shown, code blocks unbroken, dark on white', async () => {
    const s = await site();
    const t = await tab();
    await t.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await visit(t.page, s, 'features');
    await t.page.emulateMedia({ media: 'print' });
    const printed = await t.page.evaluate(() => {
      const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.checkVisibility());
      const link = document.querySelector<HTMLAnchorElement>('.markdown a[href^="https://xrblocks.example.test"]')!;
      const internal = document.querySelector<HTMLAnchorElement>('.markdown a[href="/docs/manual/Core"]')!;
      const body = getComputedStyle(document.body);
      return {
        chrome: ['.navbar', '.announcement-bar', '.footer', '.page-actions'].map((s) => shown(s).some(Boolean)),
        tabLists: shown('[role="tablist"]'),
        panels: shown('[role="tabpanel"]'),
        labels: shown('.tab-label'),
        inDetails: document.getElementById('inside-details')!.checkVisibility(),
        externalAfter: getComputedStyle(link, '::after').content,
        internalAfter: getComputedStyle(internal, '::after').content,
        codeBreak: getComputedStyle(document.querySelector('.code-block')!).breakInside,
        colors: [body.color, body.backgroundColor],
        shiki: getComputedStyle(document.querySelector('.code-block .shiki span')!).color,
      };
    });
    expect(printed.chrome).toEqual([false, false, false, false]);
    expect(printed.tabLists.every((v) => !v)).toBe(true);
    expect(printed.panels.every(Boolean) && printed.panels.length).toBe(8);
    expect(printed.labels.every(Boolean) && printed.labels.length).toBe(8);
    expect(printed.inDetails).toBe(true);
    expect(printed.externalAfter).toBe('" (https://xrblocks.example.test/docs/manual/Core)"');
    expect(printed.internalAfter).toBe('none');
    expect(printed.codeBreak).toBe('avoid');
    expect(printed.colors).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
    // Code keeps its light-theme colours, which are dark enough for paper.
    expect(printed.shiki).not.toBe('rgb(255, 255, 255)');
    // On a docs page the sidebars and the table of contents go too.
    await visit(t.page, s, 'manual/Core');
    const docChrome = await t.page.evaluate(() => ['.doc-sidebar', '.toc', '.toc-mobile', '.pagination', '.breadcrumbs'].map((sel) => [...document.querySelectorAll<HTMLElement>(sel)].some((e) => e.checkVisibility())));
    expect(docChrome).toEqual([false, false, false, false, false]);
    expect(await t.page.locator('.doc-article h1').isVisible()).toBe(true);
  });
});
