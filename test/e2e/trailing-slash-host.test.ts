// A `trailingSlash: true` site on a host that cannot redirect to canonical URLs (test/helpers/github-pages.ts): the
// page's own address `x/` is served as it is, `x` is redirected by the host (a folder), and `x.html` gets the
// not-found page, where the client finds the page and shows it at `x/`, query and hash kept.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubPagesHost, type StaticHost } from '../helpers/github-pages.ts';
import { baseConfig, baseFiles } from '../helpers/fixture-site.ts';
import { startSite, tabsPerTest } from './helpers.ts';

const { tab } = tabsPerTest();
let host: StaticHost;
beforeAll(async () => {
  const site = await startSite('trailing-slash', baseFiles, { ...baseConfig, trailingSlash: true });
  host = await githubPagesHost(path.join(site.root, 'build'));
});
afterAll(() => host?.close());

describe('a trailingSlash: true site on a host that cannot redirect', () => {
  // The host's own redirect of a folder drops the query, as this helper's does; the client keeps it.
  it.each([
    ['guide/First/', '?v=1'],
    ['guide/First', ''],
    ['guide/First.html', '?v=1'],
    ['guide/First/index.html', '?v=1'],
  ])('%s shows the page at guide/First/', async (asked, kept) => {
    const t = await tab();
    t.allow(/status of 404/);
    await t.page.goto(`${host.url}${asked}?v=1#setup`);
    await t.page.waitForURL(`${host.url}guide/First/${kept}#setup`);
    await expect.poll(() => t.page.locator('h1').first().textContent()).toBe('First');
    expect(await t.page.locator('.not-found').count()).toBe(0);
    // The sidebar links pages by their slash form, and the router follows them.
    await t.page.locator('.doc-sidebar').getByRole('link', { name: 'Second' }).click();
    await t.page.waitForURL(`${host.url}guide/Second/`);
    await expect.poll(() => t.page.locator('h1').first().textContent()).toBe('Second');
  });

  it('an unknown address still shows the not-found page', async () => {
    const t = await tab();
    t.allow(/status of 404/);
    await t.page.goto(`${host.url}guide/Nope.html`);
    await expect.poll(() => t.page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true);
    expect(t.page.url()).toBe(`${host.url}guide/Nope.html`);
  });
});
