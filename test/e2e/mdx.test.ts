// .mdx pages in the browser (issue #23): components are in the HTML the server sends, hydrate as islands without a
// warning, keep state, wear their CSS module's classes and receive components as props; the page stays accessible
// and valid; a page with components loads at most 75 KB of JavaScript (React included), and a page without any loads
// exactly what it did before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixtureConfig } from './fixture.ts';
import { axeViolations, contentHtmlProblems, hydrateMdxIslands, startSite, tabsPerTest, visit, type Site } from './helpers.ts';
import { mdxFiles } from './mdx-fixture.ts';

const KB = 1024;
const { tab } = tabsPerTest();
const mdxSite = () => startSite('mdx', mdxFiles, fixtureConfig);

/** Gzipped bytes of the same-origin scripts a page loaded, with how many files. */
function scriptBytes(site: Site, requests: import('playwright-core').Request[]): { bytes: number; files: string[] } {
  const files = [...new Set(requests.filter((r) => r.resourceType() === 'script' && r.url().startsWith(site.origin)).map((r) => new URL(r.url()).pathname))];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(site.root, 'build', file.slice('/docs/'.length)))).length, 0);
  return { bytes, files };
}

describe('.mdx pages', () => {
  it('sends every component rendered in the HTML, Markdown children and HTML written as JSX included', async () => {
    const site = await mdxSite();
    const html = readFileSync(path.join(site.root, 'build/components.html'), 'utf8');
    expect(html).toMatch(/Anchors placed(<!-- -->)?: <output>2<\/output>/);
    expect(html).toContain('Tracking loses <strong>confidence</strong> when the room is dark');
    expect(html).toContain('<kbd>Esc</kbd>');
    expect(html).toContain('<b>always</b>');
    expect(html).toMatch(/<div style="text-align:center"><p><img src="\/docs\/[^"]+\.svg" alt="XR Blocks logo"/);
    expect(html).not.toMatch(/import Counter|export const|shortcut = \[/);
  });

  it('hydrates each component: state, forms, CSS modules and components passed as props work, with no warning', async () => {
    const site = await mdxSite();
    const t = await tab();
    await visit(t.page, site, 'components');
    await hydrateMdxIslands(t.page);
    const counter = t.page.locator('[data-component="counter"]');
    await counter.getByRole('button', { name: 'Add 3' }).click();
    await counter.getByRole('button', { name: 'Add 3' }).click();
    await expect.poll(() => counter.locator('output').textContent()).toBe('8');

    const form = t.page.locator('[data-component="anchor-form"]');
    await form.getByLabel('Anchor name').fill('desk edge');
    await form.getByRole('button', { name: 'Place anchor' }).click();
    await expect.poll(() => form.locator('li').allTextContents()).toEqual(['desk edge']);

    expect(await t.page.locator('[data-component="pill"]').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 110, 50)');
    expect(await t.page.locator('[data-component="round-key"]').allTextContents()).toEqual(['Ctrl', 'Alt', 'X']);
    expect(await t.page.locator('[data-component="callout"] a').getAttribute('href')).toBe('/docs/manual/Core');
    // tabsPerTest checks the console after the test: no error and no hydration warning.
  });

  it('works after a client-side navigation from another page: island code and CSS come with the page', async () => {
    const site = await mdxSite();
    const t = await tab();
    await visit(t.page, site, 'manual/Depth');
    await t.page.getByRole('link', { name: 'the components page' }).click();
    await t.page.waitForSelector('h1:text("Components")');
    await hydrateMdxIslands(t.page);
    const counter = t.page.locator('[data-component="counter"]');
    await counter.getByRole('button', { name: 'Add 3' }).click();
    await expect.poll(() => counter.locator('output').textContent()).toBe('5');
    expect(await t.page.locator('[data-component="pill"]').evaluate((el) => getComputedStyle(el).color)).toBe('rgb(0, 110, 50)');
  });

  it('keeps the page accessible and its HTML valid', async () => {
    const site = await mdxSite();
    const t = await tab();
    await visit(t.page, site, 'components');
    await hydrateMdxIslands(t.page);
    expect(await axeViolations(t.page)).toEqual([]);
    expect(await contentHtmlProblems(readFileSync(path.join(site.root, 'build/components.html'), 'utf8'), 'components.html')).toEqual([]);
  });

  it('loads at most 75 KB of JavaScript for its components, React included; a page without components loads only the client', async () => {
    const site = await mdxSite();
    const t = await tab();
    await visit(t.page, site, 'components');
    await hydrateMdxIslands(t.page);
    await t.page.waitForLoadState('networkidle');
    const all = scriptBytes(site, t.requests);
    // As for LiveDemo's island (budgets.test.ts): what the components cost beyond the client every page loads.
    const components = scriptBytes(site, t.requests.filter((r) => !/\/assets\/client\.[0-9a-f]{10}\.js$/.test(r.url())));
    console.log(`JS on the .mdx page after hydrating every component: ${(components.bytes / KB).toFixed(1)} KB gzipped for the components and React in ${components.files.length} files; ${(all.bytes / KB).toFixed(1)} KB with the client`);
    expect(components.bytes).toBeLessThanOrEqual(75 * KB);

    const plain = await tab();
    await visit(plain.page, site, 'manual/Core');
    await plain.page.waitForLoadState('networkidle');
    expect(scriptBytes(site, plain.requests).files).toEqual([expect.stringMatching(/^\/docs\/assets\/client\.[0-9a-f]{10}\.js$/)]);
  });
});
