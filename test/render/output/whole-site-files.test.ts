// The whole-site files (sitemap, search index, llms files, Markdown copies) are the same whether they are made in the
// build's own thread (small sites) or in a worker thread (large sites), and whether each page's parts are made
// afresh or taken from the cache: the graph survives the trip to the thread, and a kept part is only used for the
// page and code it was made from.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { readSealedJsonSync, writeSealedSync } from '../../../src/render/core/sealed-file.ts';
import { loadSite } from '../../../src/render/engine/engine.ts';
import { searchOutput } from '../../../src/render/search/index.ts';
import { cachedParts, pageParts, type PageParts } from '../../../src/render/search/page-parts.ts';
import { startWholeSiteFiles, wholeSiteFiles, wholeSiteInput, type WholeSiteFiles } from '../../../src/render/output/whole-site-files.ts';
import type { Page } from '../../../src/shared/types.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';
import { textFiles } from '../../helpers/text-files.ts';


const codePage = '---\ntitle: Code\n---\n## Example\n\n```ts title="main.ts"\nconst x: number = 1;\n```\n\n:::tip[Note]\nA tip.\n:::\n';

async function load(root: string) {
  return loadSite({ root, mode: 'production', logger: silentLogger });
}

const searchable = (pages: Iterable<Page>) => [...pages].filter((p) => p.kind !== '404' && !(p.kind === 'page' && p.searchPage));

describe('whole-site files', () => {
  it('come out the same from a worker thread as from the build thread', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Code.md': codePage });
    const site = await load(root);
    const input = wholeSiteInput(site.graph, new Map(), site.config, true);
    const here = await wholeSiteFiles(input);
    // In a thread, the input goes as JSON.
    const there = await startWholeSiteFiles({ ...input, thread: true });
    const names = (files: WholeSiteFiles) => files.map((file) => file.path).sort();
    expect(names(there)).toEqual(names(here));
    expect(names(here)).toEqual(expect.arrayContaining(['sitemap.xml', 'llms.txt', 'llms-full.txt', 'guide/Code.md']));
    expect(there).toEqual(here);
    expect(await startWholeSiteFiles({ ...input, thread: false })).toEqual(here);
  });

  it('keep each page\'s parts on disk, keyed by the page itself, for the next build', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Code.md': '---\ntitle: Code\n---\nSome `code`.\n' });
    const cacheDir = path.join(root, '.docgen-cache', 'llms');
    const config = (await load(root)).config;
    const run = async () => Object.fromEntries(textFiles(await startWholeSiteFiles({ ...wholeSiteInput((await load(root)).graph, new Map(), config, true, cacheDir), thread: true })));
    const parts = () => fg.sync('parts/*.json', { cwd: cacheDir });
    const mark = (entry: string, markdown: string) => {
      const kept = readSealedJsonSync(path.join(cacheDir, entry)) as PageParts;
      writeSealedSync(path.join(cacheDir, entry), JSON.stringify({ ...kept, markdown }));
    };
    // Each run in a fresh thread: this process may remember these pages from the tests above.
    const first = await run();
    const entries = parts();
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const entry = entries.find((e) => (readSealedJsonSync(path.join(cacheDir, e)) as PageParts).markdown === first['guide/Code.md'])!;
    expect(entry).toBeDefined();

    // Without the files assembled last, the next run assembles them from the kept parts: a marked entry shows it.
    mark(entry, '# Code\n\nfrom the cache\n');
    rmSync(path.join(cacheDir, 'assembled'), { recursive: true });
    const again = await run();
    expect(again['guide/Code.md']).toBe('# Code\n\nfrom the cache\n');
    expect(again['guide/First.md']).toBe(first['guide/First.md']);

    // With them, a run in which no page changed reads the files assembled last and no part.
    mark(entry, '# Code\n\nnot read\n');
    expect((await run())['guide/Code.md']).toBe('# Code\n\nfrom the cache\n');

    // An edited page is a different page: converted afresh, and kept beside the old entry.
    writeFileSync(path.join(root, 'content/docs/guide/03-Code.md'), '---\ntitle: Code\n---\nOther `code`.\n');
    const edited = await run();
    expect(edited['guide/Code.md']).toContain('Other `code`.');
    expect(parts().length).toBe(entries.length + 1);

    // A damaged entry is made again.
    writeFileSync(path.join(cacheDir, parts().find((e) => e !== entry)!), '{"markdown": ');
    rmSync(path.join(cacheDir, 'assembled'), { recursive: true });
    expect(await run()).toEqual(edited);
  });

  it('are assembled again when the graph around the pages changes, with no page changed', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Code.md': `---\ntitle: Code\n---\nMade by run ${Math.random()}.\n` });
    const cacheDir = path.join(root, '.docgen-cache', 'llms');
    const output = async () => {
      const site = await load(root);
      return textFiles((await searchOutput(site.graph, site.config, { production: true, llmsCacheDir: cacheDir })).files);
    };
    expect((await output()).get('llms.txt')).toContain('## Guide');
    // The navbar names the area: llms.txt's section follows it, though every page is the same.
    writeFileSync(path.join(root, 'site.config.ts'), `export default ${JSON.stringify({ ...baseConfig, navbar: { items: [{ ...baseConfig.navbar.items[0], label: 'Handbook' }] } })};\n`);
    const site = await load(root);
    const renamed = await searchOutput(site.graph, site.config, { production: true, llmsCacheDir: cacheDir });
    expect(renamed.stats.pagesMade).toBe(0);
    expect(textFiles(renamed.files).get('llms.txt')).toContain('## Handbook');
  });

  it('make again exactly the parts of a changed page, and assemble the same files as from scratch', async () => {
    // Pages no other test has: this process remembers parts by page.
    const unique = `Made by run ${Math.random()}.`;
    const files = Object.fromEntries(Object.entries({ ...baseFiles, 'content/docs/guide/03-Code.md': codePage }).map(([file, text]) => [file, `${text}\n${unique}\n`]));
    const root = fixtureSite(files);
    const cacheDir = path.join(root, '.docgen-cache', 'llms');
    const output = async () => {
      const site = await load(root);
      const { files, stats } = await searchOutput(site.graph, site.config, { production: true, llmsCacheDir: cacheDir });
      return { files: textFiles(files), stored: files.filter((file) => file.kind === 'stamped'), stats };
    };
    const first = await output();
    expect(first.stats.pagesMade).toBe(4);
    // Every assembled file is stored in the cache, not held: only the search module comes back as text.
    expect(first.stored).toHaveLength(first.files.size - 1);
    expect((await output()).stats.pagesMade).toBe(0);

    writeFileSync(path.join(root, 'content/docs/guide/02-Second.md'), `---\ntitle: Second\n---\n## Details {#custom}\n\nA quaternion, back to [setup](/guide/First#setup).\n\n${unique}\n`);
    const edited = await output();
    expect(edited.stats.pagesMade).toBe(1);
    const changed = [...edited.files].filter(([file, content]) => first.files.get(file) !== content).map(([file]) => file);
    // The page's Markdown, its search fragment, the shards its words fall in, and the files listing every page.
    expect(changed).toContain('guide/Second.md');
    expect(changed).toContain('llms-full.txt');
    expect(changed).toContain('search-index.json');
    expect(changed.filter((f) => f.endsWith('.md'))).toEqual(['guide/Second.md']);
    expect(changed.filter((f) => f.startsWith('assets/search/p.'))).toHaveLength(1);

    // The same files as a build that keeps nothing.
    const site = await load(root);
    const scratch = await searchOutput(site.graph, site.config, { production: true });
    expect(Object.fromEntries(edited.files)).toEqual(Object.fromEntries(textFiles(scratch.files)));

    // A stored file damaged since: the files are assembled again, from the kept parts, and come out whole.
    const llms = edited.stored.find((file) => file.path === 'llms-full.txt')!;
    writeFileSync(llms.from, 'damaged');
    const mended = await output();
    expect(mended.stats.pagesMade).toBe(0);
    expect(mended.files).toEqual(edited.files);
  });

  it('are not taken from parts kept by other code, for another site URL or for another page', async () => {
    const root = fixtureSite({ ...baseFiles });
    const cacheDir = path.join(root, '.docgen-cache', 'llms');
    const { graph } = await load(root);
    const pages = searchable(graph.pages.values());
    const ctx = { siteUrl: 'https://example.test' };
    pageParts(pages, ctx, { cacheDir, code: 'code-1' });
    expect(cachedParts(pages, ctx, { cacheDir, code: 'code-1' }).missing).toEqual([]);
    expect(cachedParts(pages, ctx, { cacheDir, code: 'code-2' }).missing).toHaveLength(pages.length);
    expect(cachedParts(pages, { siteUrl: 'https://other.test' }, { cacheDir, code: 'code-1' }).missing).toHaveLength(pages.length);
    // A field the graph stage sets (a resolved link, a title) is part of the page.
    const [first, ...rest] = pages;
    const retitled = { ...first!, title: 'Retitled' };
    expect(cachedParts([retitled, ...rest], ctx, { cacheDir, code: 'code-1' }).missing.map((m) => m.page)).toEqual([retitled]);
  });

  it('store again only the files an edit changed, in a process that did not assemble the last ones itself', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Code.md': '---\ntitle: Code\n---\nSome `code`.\n' });
    const cacheDir = path.join(root, '.docgen-cache', 'llms');
    const config = (await load(root)).config;
    // Each run in a fresh thread, as each build is a fresh process: it knows the last assembly only from the cache.
    const run = async () => new Map((await startWholeSiteFiles({ ...wholeSiteInput((await load(root)).graph, new Map(), config, true, cacheDir), thread: true })).map((file) => [file.path, file]));
    const first = await run();
    writeFileSync(path.join(root, 'content/docs/guide/03-Code.md'), '---\ntitle: Code\n---\nSome other `code`.\n');
    const second = await run();
    const stored = (files: Map<string, WholeSiteFiles[number]>, file: string) => {
      const entry = files.get(file);
      return entry?.kind === 'stamped' ? { from: entry.from, stamp: entry.stamp } : undefined;
    };
    // A page the edit left alone: its Markdown is the file stored last, not written again (a write gives it a new stamp).
    expect(stored(first, 'guide/First.md')).toBeDefined();
    expect(stored(second, 'guide/First.md')).toEqual(stored(first, 'guide/First.md'));
    // The edited page's Markdown is stored anew.
    expect(stored(second, 'guide/Code.md')!.from).not.toBe(stored(first, 'guide/Code.md')!.from);
  });
});
