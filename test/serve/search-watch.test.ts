// docgen serve keeps search in step with the files: a saved edit is picked up by the watcher, rebuilt, and the
// search index, the page's Markdown copy and llms.txt the server then hands out find the page by its new words.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../src/client/search/engine.ts';
import { serve, type DevServer } from '../../src/render/serve/dev-server.ts';
import { SEARCH_MANIFEST } from '../../src/shared/search.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { searchSite } from '../search/fixture.ts';
import { request } from './http.ts';

let root: string;
let server: DevServer;

async function get(sitePath: string): Promise<string> {
  const response = await request(server.port, sitePath);
  expect(response.status, sitePath).toBe(200);
  return response.text;
}

/** The routes a search finds, with the index as the server hands it out now. */
async function search(query: string): Promise<string[]> {
  const manifest = JSON.parse(await get(`/docs/${SEARCH_MANIFEST}`));
  const engine = new SearchEngine(manifest, '/docs/', async (url) => JSON.parse(await get(url)));
  return (await engine.search(query)).map((hit) => hit.page.r);
}

beforeAll(async () => {
  root = searchSite();
  server = await serve({ root, port: 0, logger: silentLogger, watchDocgen: false });
  expect((await server.idle())?.report.ok).toBe(true);
});
afterAll(() => server?.close());

describe('search under docgen serve', () => {
  it('follows a saved edit: the index, the Markdown copy and llms.txt', async () => {
    expect(await search('quaternion')).toEqual([]);
    writeFileSync(path.join(root, 'content/docs/manual/04-DragManager.md'), '---\ntitle: Drag Manager\n---\nRotations use a quaternion.\n\n## Snapping\n\nSnap to the grid.\n');
    await expect.poll(() => search('quaternion'), { timeout: 60_000 }).toEqual(['/docs/manual/DragManager']);
    expect((await search('snapping'))[0]).toBe('/docs/manual/DragManager');
    expect(await get('/docs/manual/DragManager.md')).toContain('Rotations use a quaternion.');
    expect(await get('/docs/llms.txt')).toContain('[Drag Manager](https://example.test/docs/manual/DragManager.md): Rotations use a quaternion.');
  });
});
