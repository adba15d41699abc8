// The search page's no-JavaScript listing follows the pages it lists, and is made again only when one of them changes
// (docgen serve builds the graph again on every edit).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/render/engine/engine.ts';
import { withTree } from '../../src/render/core/body-store.ts';
import { toHtml } from 'hast-util-to-html';
import { baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

async function searchPageOf(root: string) {
  const { graph } = await loadSite({ root, mode: 'development', logger: silentLogger });
  return graph.pages.get('/docs/search')!;
}

describe('the search page', () => {
  it('is the same page while its pages are, and lists a retitled page by its new title', async () => {
    const root = fixtureSite({ ...baseFiles });
    const first = await searchPageOf(root);
    expect(toHtml(withTree(first).body)).toContain('>First</a>');
    expect(await searchPageOf(root)).toBe(first);

    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), '---\ntitle: Premier\n---\n## Setup\n\nGo [next](./02-Second.md).\n');
    const retitled = await searchPageOf(root);
    expect(retitled).not.toBe(first);
    expect(retitled.hash).not.toBe(first.hash);
    const html = toHtml(withTree(retitled).body);
    expect(html).toContain('>Premier</a>');
    expect(html).not.toContain('>First</a>');
  });
});
