// The whole-site files (sitemap, search index, llms files, Markdown copies) are the same whether they are made in the
// build's own thread (small sites) or in a worker thread (large sites): the graph survives the trip to the thread.
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
});
