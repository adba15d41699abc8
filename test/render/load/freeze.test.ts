// Pages are immutable once loaded: outside production every page the graph holds is deeply frozen, so that a stage
// writing to one (rather than deriving what a route shows in its view) fails every test that builds a site.
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { freezePages } from '../../../src/render/load/freeze.ts';
import { withTree } from '../../../src/render/core/body-store.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

describe('loaded pages', () => {
  it('are frozen, body and all, through a whole build, and a write to one throws', async () => {
    expect(freezePages).toBe(true);
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Links.md': '---\ntitle: Links\n---\n## One\n\nSee [first](./01-First.md).\n' });
    const { graph } = await build({ root, logger: silentLogger, write: false, analytics: false });
    const page = graph.pages.get('/docs/guide/Links')!;
    expect(Object.isFrozen(page)).toBe(true);
    expect(Object.isFrozen(page.links[0])).toBe(true);
    expect(Object.isFrozen(withTree(page).body.children[1])).toBe(true);
    expect(() => {
      (page as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    // What the route shows is derived, and the page keeps what its author wrote.
    expect(page.links[0]!.href).toBe('./01-First.md');
    expect(graph.links.get('/docs/guide/Links')).toEqual(['/docs/guide/First']);
    expect(graph.sidebarOf.get('/docs/guide/Links')).toBe('guide');
  });
});
