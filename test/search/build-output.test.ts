// What a build adds for search: the search page in the graph, the index and module files, the navbar button.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { SEARCH_MANIFEST, type SearchManifest } from '../../src/shared/search.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { searchSite } from './fixture.ts';

vi.mock('../../src/render/load/content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/render/load/content.ts')>();
  const { withApiPages } = await import('./fixture.ts');
  return { ...original, loadContent: withApiPages(original.loadContent) };
});

describe('search build output', () => {
  it('writes the manifest, shards, fragments and module, and the search page with its no-JavaScript listing', async () => {
    const root = searchSite();
    const result = await build({ root, logger: silentLogger });
    const out = (f: string) => path.join(root, 'build', f);
    const manifest = JSON.parse(readFileSync(out(SEARCH_MANIFEST), 'utf8')) as SearchManifest;
    expect(existsSync(out(manifest.client))).toBe(true);
    for (const [, file] of manifest.shards) expect(existsSync(out(file)), file).toBe(true);
    for (const page of manifest.pages) expect(existsSync(out(page.f)), page.f).toBe(true);
    expect(result.graph.pages.get('/docs/search')).toMatchObject({ kind: 'page', title: 'Search' });

    const html = readFileSync(out('search.html'), 'utf8');
    expect(html).toContain('<title>Search | XR Fixture</title>');
    expect(html).toMatch(/<form class="search-page-form" role="search" action="\/docs\/search" method="get">/);
    expect(html).toMatch(/<input [^>]*name="q"/);
    expect(html).toContain('<noscript>');
    expect(html).toContain('href="/docs/api/classes/Options"');
    // The navbar search item links to the search page and carries the hook the client opens the dialog from.
    const intro = readFileSync(out('index.html'), 'utf8');
    expect(intro).toMatch(/<a class="navbar-search" href="\/docs\/search" data-docgen-search=""/);
    // Nothing of search is referenced by the page itself: it is loaded on use.
    expect(intro).not.toContain(SEARCH_MANIFEST);
    expect(intro).not.toContain(manifest.client);
  });

  it('is deterministic', async () => {
    const root = searchSite();
    await build({ root, logger: silentLogger });
    const first = readFileSync(path.join(root, 'build', SEARCH_MANIFEST), 'utf8');
    await build({ root, logger: silentLogger });
    expect(readFileSync(path.join(root, 'build', SEARCH_MANIFEST), 'utf8')).toBe(first);
  });
});
