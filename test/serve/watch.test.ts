// docgen serve in a browser: saved edits reach the open page by themselves, the sidebar follows added and deleted
// pages, and errors show as an overlay that goes away when the file is fixed.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type BuildEvent, type DevServer } from '../../src/render/serve/dev-server.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { openTab, type Tab } from './browser.ts';
import { request } from './http.ts';

let root: string;
let server: DevServer;
let tab: Tab;

/**
 * Saves a file whole, as an editor's atomic save does: written beside the site, then renamed over the file. A plain
 * write truncates first, and on a busy machine the watcher can build the empty file in between (the intro's link to
 * First#setup then breaks for one build), which a test waiting for "the next build with errors" would take.
 */
const write = (file: string, content: string) => {
  const staged = `${root}.saving`;
  writeFileSync(staged, content);
  renameSync(staged, path.join(root, file));
};
const FIRST = 'content/docs/guide/01-First.md';

/** Resolves with the first build event that satisfies `match`. */
function nextBuild(match: (e: BuildEvent) => boolean = () => true, timeout = 60_000): Promise<BuildEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error('no matching build'));
    }, timeout);
    const off = server.onBuild((e) => {
      if (!match(e)) return;
      clearTimeout(timer);
      off();
      resolve(e);
    });
  });
}

function bounded<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A fresh tab on `route`, once the server is idle (so no reload from an earlier change can interrupt it). */
async function open(route: string) {
  await bounded(server.idle(), 60_000, 'waiting for the server to be idle');
  await bounded(tab?.close() ?? Promise.resolve(), 30_000, 'closing the last tab');
  tab = await bounded(openTab(), 30_000, 'opening a tab');
  await tab.page.goto(new URL(route, server.url).href, { timeout: 60_000 });
  await tab.page.waitForFunction(() => document.documentElement.dataset.docgenLive === 'connected', undefined, { timeout: 60_000 });
}

const overlay = () => tab.page.locator('docgen-error-overlay');
/** The overlay's text (it lives in a shadow root, which CSS locators enter). */
const overlayText = async () => (await tab.page.locator('docgen-error-overlay .panel').textContent({ timeout: 10_000 })) ?? '';
/** Bounded, so that a poll retries (and finally fails with a message) rather than waiting forever on a busy page. */
const sidebarLabels = () => bounded(tab.page.locator('.doc-sidebar-menu a').allTextContents(), 10_000, 'reading the sidebar');

beforeAll(async () => {
  root = fixtureSite({ ...baseFiles });
  server = await serve({ root, port: 0, logger: silentLogger, watchDocgen: false });
  const first = await server.idle();
  expect(first?.report.ok).toBe(true);
  expect(first?.report.errors).toEqual([]);
});

afterAll(async () => {
  await tab?.close();
  await server?.close();
});

// Generous timeouts: a renderer restart on two busy cores can take many seconds.
describe('docgen serve', { timeout: 180_000 }, () => {
  it('binds 127.0.0.1 and serves the site under /docs/ with the live-reload script', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/docs\/$/);
    const res = await request(server.port, '/docs/guide/First');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<script type="module" src="\/docs\/__docgen\/client\.js\?v=[^"]+"><\/script><\/head>/);
    expect((await request(server.port, '/docs/guide/First.html')).headers.location).toBe('/docs/guide/First');
    const missing = await request(server.port, '/docs/nope');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('__docgen/client.js');
    expect((await request(server.port, '/docs/%2e%2e/site.config.ts')).status).toBe(404);
  });

  it('shows a saved edit on the open page without a manual reload, and reloads no other tab', async () => {
    await open('/docs/guide/First');
    const other = await openTab();
    await other.page.goto(new URL('/docs/guide/Second', server.url).href);
    await other.page.waitForFunction(() => document.documentElement.dataset.docgenLive === 'connected');
    await other.page.evaluate(() => ((window as unknown as { untouched: boolean }).untouched = true));

    await tab.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await tab.page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    const built = nextBuild((e) => e.report.changed.includes('/docs/guide/First'));
    write(FIRST, '---\ntitle: First\n---\n## Setup\n\nFreshly edited paragraph.\n\nGo [next](./02-Second.md).\n');
    const { report } = await built;
    expect(report.changed).toEqual(['/docs/guide/First']);
    expect(report.rendered).toBe(1);
    await tab.page.getByText('Freshly edited paragraph.').waitFor({ timeout: 30_000 });
    // Swapped in place by the client runtime, not reloaded: the document (and the reader's place in it) stayed.
    expect(await tab.page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(await tab.page.title()).toContain('First');

    // The other tab's page did not change, so it was not reloaded.
    expect(await other.page.evaluate(() => (window as unknown as { untouched?: boolean }).untouched)).toBe(true);
    expect(other.errors).toEqual([]);
    await other.close();
    expect(tab.errors).toEqual([]);
  });

  it('follows a link to a page edited since it was prefetched to its new version', async () => {
    await open('/docs/guide/First');
    await tab.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const link = tab.page.locator('.doc-sidebar-menu a', { hasText: 'Second' });
    await link.hover(); // the client router prefetches the page
    await tab.page.waitForTimeout(300);
    const built = nextBuild((e) => e.report.changed.includes('/docs/guide/Second'));
    write('content/docs/guide/02-Second.md', '---\ntitle: Second\n---\n## Details {#custom}\n\nEdited while First was open.\n');
    await built;
    await tab.page.waitForTimeout(100);
    await link.click();
    await tab.page.getByText('Edited while First was open.').waitFor({ timeout: 30_000 });
    write('content/docs/guide/02-Second.md', baseFiles['content/docs/guide/02-Second.md'] ?? '');
    await nextBuild((e) => e.report.changed.includes('/docs/guide/Second'));
    expect(tab.errors).toEqual([]);
  });

  it('updates the sidebar of open pages when a page is added, retitled and deleted', async () => {
    await open('/docs/guide/First');
    expect(await sidebarLabels()).toEqual(['Welcome', 'First', 'Second']);

    let built = nextBuild((e) => e.report.changed.includes('/docs/guide/Third'));
    write('content/docs/guide/03-Third.md', '---\ntitle: Third\n---\nThe third page.\n');
    const added = (await built).report;
    // Every page of the sidebar shows the new entry; the previous last page gains a "next" link.
    expect(added.changed).toEqual(expect.arrayContaining(['/docs/', '/docs/guide/First', '/docs/guide/Second', '/docs/guide/Third']));
    await expect.poll(sidebarLabels, { timeout: 30_000 }).toEqual(['Welcome', 'First', 'Second', 'Third']);
    expect((await request(server.port, '/docs/guide/Third')).status).toBe(200);

    built = nextBuild((e) => e.report.changed.includes('/docs/guide/Third'));
    write('content/docs/guide/03-Third.md', '---\ntitle: Third and last\n---\nThe third page.\n');
    await built;
    await expect.poll(sidebarLabels, { timeout: 30_000 }).toEqual(['Welcome', 'First', 'Second', 'Third and last']);

    built = nextBuild((e) => e.report.removed.includes('/docs/guide/Third'));
    rmSync(path.join(root, 'content/docs/guide/03-Third.md'));
    await built;
    await expect.poll(sidebarLabels, { timeout: 30_000 }).toEqual(['Welcome', 'First', 'Second']);
    expect((await request(server.port, '/docs/guide/Third')).status).toBe(404);
    expect(tab.errors).toEqual([]);
  });

  it('makes the sitemap, llms.txt and search files of the latest build when they are asked for', async () => {
    const built = nextBuild((e) => e.report.changed.includes('/docs/guide/Fourth'));
    write('content/docs/guide/04-Fourth.md', '---\ntitle: Fourth\n---\nThe fourth page.\n');
    await built;
    const sitemap = await request(server.port, '/docs/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('/docs/guide/Fourth</loc>');
    expect((await request(server.port, '/docs/llms.txt')).text).toContain('Fourth');
    expect((await request(server.port, '/docs/guide/Fourth.md')).text).toContain('The fourth page.');
    const removed = nextBuild((e) => e.report.removed.includes('/docs/guide/Fourth'));
    rmSync(path.join(root, 'content/docs/guide/04-Fourth.md'));
    await removed;
    expect((await request(server.port, '/docs/sitemap.xml')).text).not.toContain('/docs/guide/Fourth</loc>');
    expect((await request(server.port, '/docs/guide/Fourth.md')).status).toBe(404);
  });

  it('shows a broken link in an overlay while the server keeps running, and clears it when fixed', async () => {
    await open('/docs/guide/First');
    await expect(overlay().count()).resolves.toBe(0);

    let built = nextBuild((e) => e.report.errors.length > 0);
    write(FIRST, '---\ntitle: First\n---\n## Setup\n\nSee [the missing page](./Nope.md).\n\nGo [next](./02-Second.md).\n');
    const broken = (await built).report;
    expect(broken.errors[0]).toMatchObject({ file: FIRST, line: 6 });
    await overlay().waitFor({ timeout: 30_000 });
    await expect(overlayText()).resolves.toContain(`${FIRST}:6`);
    expect(await overlayText()).toContain('./Nope.md');
    // The server still answers, and the page itself shows the edit.
    expect((await request(server.port, '/docs/guide/Second')).status).toBe(200);

    // A broken anchor is found on the rendered page, with a suggestion.
    built = nextBuild((e) => e.report.errors.some((d) => d.message.includes('broken anchor')));
    write(FIRST, '---\ntitle: First\n---\n## Setup\n\nSee [details](./02-Second.md#custm).\n');
    const anchor = (await built).report.errors.find((d) => d.message.includes('broken anchor'))!;
    expect(anchor).toMatchObject({ file: FIRST, line: 6 });
    expect(anchor.hint).toContain('#custom');
    await expect.poll(overlayText, { timeout: 30_000 }).toContain('#custom');

    built = nextBuild((e) => e.report.errors.length === 0);
    write(FIRST, '---\ntitle: First\n---\n## Setup\n\nSee [details](./02-Second.md#custom).\n');
    await built;
    await overlay().waitFor({ state: 'detached', timeout: 30_000 });
    expect(server.errors).toEqual([]);
    expect(tab.errors).toEqual([]);
  });

  it('shows bad frontmatter in the overlay, keeps the last good page, and recovers', async () => {
    await open('/docs/guide/Second');
    const built = nextBuild((e) => !e.report.ok);
    write('content/docs/guide/02-Second.md', '---\ntitle: [unclosed\n---\nBody.\n');
    const { report } = await built;
    expect(report.errors[0]?.file).toBe('content/docs/guide/02-Second.md');
    await overlay().waitFor({ timeout: 30_000 });
    await expect(overlayText()).resolves.toContain('content/docs/guide/02-Second.md');
    // A page opened now still gets the last good build, with the overlay.
    await open('/docs/guide/First');
    await overlay().waitFor({ timeout: 30_000 });

    const fixed = nextBuild((e) => e.report.ok && e.report.errors.length === 0);
    write('content/docs/guide/02-Second.md', '---\ntitle: Second\n---\n## Details {#custom}\n\nBack to [setup](/guide/First#setup).\n');
    await fixed;
    await overlay().waitFor({ state: 'detached', timeout: 30_000 });
    expect(tab.errors).toEqual([]);
  });

  it('restarts the renderer when the theme changes, and reloads every open page', async () => {
    await open('/docs/guide/Second');
    await tab.page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    const built = nextBuild((e) => e.restarted);
    // As the watcher reports a saved theme file (the theme itself is not edited here: it is shared with the repo).
    server.notify([path.resolve(import.meta.dirname, '../../src/theme/Layout.tsx')]);
    const { report, files } = await built;
    expect(report.ok).toBe(true);
    expect(files).toEqual([path.relative(root, path.resolve(import.meta.dirname, '../../src/theme/Layout.tsx'))]);
    await tab.page.waitForFunction(() => !(window as unknown as { before?: boolean }).before && document.documentElement.dataset.docgenLive === 'connected');
    expect(tab.errors).toEqual([]);
  });

  it('restarts the renderer on a config change, shows config errors, and reloads every page once fixed', async () => {
    await open('/docs/guide/First');
    let built = nextBuild((e) => e.restarted);
    write('site.config.ts', `export default ${JSON.stringify({ ...baseConfig, title: 'Renamed' })};\n`);
    const restarted = (await built).report;
    expect(restarted.ok).toBe(true);
    await expect.poll(() => tab.page.title(), { timeout: 30_000 }).toBe('First | Renamed');

    built = nextBuild((e) => e.report.errors.length > 0);
    write('site.config.ts', `export default ${JSON.stringify({ ...baseConfig, title: 'Renamed', onBrokenLinks: 'explode' })};\n`);
    const bad = (await built).report;
    expect(bad.errors[0]).toMatchObject({ file: 'site.config.ts', configPath: 'onBrokenLinks' });
    await overlay().waitFor({ timeout: 30_000 });
    await expect(overlayText()).resolves.toContain('onBrokenLinks');

    built = nextBuild((e) => e.report.ok && e.report.errors.length === 0);
    write('site.config.ts', `export default ${JSON.stringify(baseConfig)};\n`);
    await built;
    await expect.poll(() => tab.page.title(), { timeout: 30_000 }).toBe('First | Fixture');
    await expect(overlay().count()).resolves.toBe(0);
    expect(tab.errors).toEqual([]);
  });
});
