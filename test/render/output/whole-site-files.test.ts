// The whole-site files (sitemap, search index, llms files, Markdown copies) are the same whether they are made in the
// build's own thread (small sites) or in a worker thread (large sites): the graph survives the trip to the thread.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/render/site.ts';
import { wholeSiteFiles, wholeSiteInput, type WholeSiteFiles } from '../../../src/render/output/whole-site-files.ts';
import { runTask } from '../../../src/render/threads/run-task.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const MODULE = new URL('../../../src/render/output/whole-site-files.ts', import.meta.url);

describe('whole-site files', () => {
  it('come out the same from a worker thread as from the build thread', async () => {
    const root = fixtureSite({
      ...baseFiles,
      'content/docs/guide/03-Code.md': '---\ntitle: Code\n---\n## Example\n\n```ts title="main.ts"\nconst x: number = 1;\n```\n\n:::tip[Note]\nA tip.\n:::\n',
    });
    const site = await loadSite({ root, mode: 'production', logger: silentLogger });
    const input = wholeSiteInput(site.graph, site.config, true);
    const here = await wholeSiteFiles(input);
    const there = await runTask<WholeSiteFiles>(MODULE, 'wholeSiteFiles', input);
    const names = (files: WholeSiteFiles) => files.map(([name]) => name).sort();
    expect(names(there)).toEqual(names(here));
    expect(names(here)).toEqual(expect.arrayContaining(['sitemap.xml', 'llms.txt', 'llms-full.txt', 'guide/Code.md']));
    expect(Object.fromEntries(there)).toEqual(Object.fromEntries(here));
  });

  it('keep each page\'s Markdown on disk, keyed by the page itself, for the next build', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Code.md': '---\ntitle: Code\n---\nSome `code`.\n' });
    const cacheDir = path.join(root, '.docgen-cache', 'llms');
    const load = async () => (await loadSite({ root, mode: 'production', logger: silentLogger })).graph;
    const config = (await loadSite({ root, mode: 'production', logger: silentLogger })).config;
    // Each run in a fresh thread: this process may remember these pages from the test above.
    const first = Object.fromEntries(await runTask<WholeSiteFiles>(MODULE, 'wholeSiteFiles', wholeSiteInput(await load(), config, true, cacheDir)));
    const entries = fg.sync('**/*.md', { cwd: cacheDir });
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const entry = entries.find((e) => readFileSync(path.join(cacheDir, e), 'utf8') === first['guide/Code.md'])!;
    expect(entry).toBeDefined();

    // The next run takes the page from disk: a marked entry shows that it did.
    writeFileSync(path.join(cacheDir, entry), '# Code\n\nfrom the cache\n');
    const again = Object.fromEntries(await runTask<WholeSiteFiles>(MODULE, 'wholeSiteFiles', wholeSiteInput(await load(), config, true, cacheDir)));
    expect(again['guide/Code.md']).toBe('# Code\n\nfrom the cache\n');
    expect(again['guide/First.md']).toBe(first['guide/First.md']);

    // An edited page is a different page: converted afresh, and kept beside the old entry.
    writeFileSync(path.join(root, 'content/docs/guide/03-Code.md'), '---\ntitle: Code\n---\nOther `code`.\n');
    const edited = Object.fromEntries(await runTask<WholeSiteFiles>(MODULE, 'wholeSiteFiles', wholeSiteInput(await load(), config, true, cacheDir)));
    expect(edited['guide/Code.md']).toContain('Other `code`.');
    expect(fg.sync('**/*.md', { cwd: cacheDir }).length).toBe(entries.length + 1);
  });
});
