// Search is a function of the page graph: loading an edited site and making its search output again finds the page
// by its new words, and its Markdown copy and llms.txt line follow. (test/serve/search-watch.test.ts runs the same
// edit through `docgen serve`'s watcher.)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/client/search/engine.ts';
import { searchOutput } from '../../src/render/search/index.ts';
import { loadSite } from '../../src/render/engine/engine.ts';
import { SEARCH_MANIFEST } from '../../src/shared/search.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { textFiles } from '../helpers/text-files.ts';
import { searchSite } from './fixture.ts';

async function engineFor(root: string) {
  const site = await loadSite({ root, mode: 'development', logger: silentLogger });
  const files = textFiles((await searchOutput(site.graph, site.config, { production: false })).files);
  return { files, engine: new SearchEngine(JSON.parse(files.get(SEARCH_MANIFEST)!), '/docs/', async (url) => JSON.parse(files.get(url.slice('/docs/'.length))!)) };
}

describe('search output rebuilt from an edited site', () => {
  it('is a function of the page graph: an edited page is found by its new words, and its Markdown follows', async () => {
    const root = searchSite();
    const before = await engineFor(root);
    expect(await before.engine.search('quaternion')).toEqual([]);
    writeFileSync(path.join(root, 'content/docs/manual/04-DragManager.md'), '---\ntitle: Drag Manager\n---\nRotations use a quaternion.\n\n## Snapping\n\nSnap to the grid.\n');
    const after = await engineFor(root);
    const [hit] = await after.engine.search('quaternion');
    expect(hit!.page.r).toBe('/docs/manual/DragManager');
    expect((await after.engine.search('snapping'))[0]!.page.r).toBe('/docs/manual/DragManager');
    expect(after.files.get('manual/DragManager.md')).toContain('Rotations use a quaternion.');
    expect(after.files.get('llms.txt')).toContain('[Drag Manager](https://example.test/docs/manual/DragManager.md): Rotations use a quaternion.');
  });
});
