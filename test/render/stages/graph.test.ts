// Watch mode keeps what the graph stage derives from page heads (its shape: sidebars, navigation, navbar), the link-
// preview cards' plan, and each route's key while the parts of the key are the same objects: an edit that changes no
// page's head renders the edited page alone, and one that does plans and keys every route again. Either way, a run
// gives each route the key a fresh engine gives it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/render/engine/engine.ts';
import type { SiteRun } from '../../../src/render/engine/types.ts';
import { baseConfig, baseFiles, drawingCards, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const FIRST = 'content/docs/guide/01-First.md';

const html = (run: SiteRun, route: string) => readFileSync(run.routes.get(route)!.file.from, 'utf8');
const keys = (run: SiteRun) => [...run.routes].map(([route, output]) => [route, output.key]);

/** A fixture site under a watch-mode engine, after its first run, and what editing the first guide page gives. */
async function watchedSite() {
  // Its cards are drawn: the title edit below must make the page's card again.
  const root = fixtureSite({ ...baseFiles }, drawingCards(baseConfig));
  const engine = createEngine({ root, mode: 'development', logger: silentLogger, watch: true });
  const first = await engine.run();
  const edit = (source: string) => {
    writeFileSync(path.join(root, FIRST), source);
    return engine.run({ modified: [path.join(root, FIRST)] });
  };
  return { root, first, edit };
}

async function freshKeys(root: string) {
  return keys(await createEngine({ root, mode: 'development', logger: silentLogger }).run());
}

describe('the graph stage in watch mode', () => {
  it('keeps the shape through an edit of a page body, and renders that page alone', async () => {
    const { root, first, edit } = await watchedSite();
    const edited = await edit('---\ntitle: First\n---\n## Setup\n\nEdited body. Go [next](./02-Second.md).\n');
    expect(edited.site.graph.sidebars).toBe(first.site.graph.sidebars);
    expect(edited.site.graph.nav).toBe(first.site.graph.nav);
    expect(edited.rendered).toBe(1);
    expect(html(edited, '/docs/guide/First')).toContain('Edited body.');
    expect(keys(edited)).toEqual(await freshKeys(root));
  });

  it('makes the shape, the cards and the keys again after an edit of a title, which other pages show', async () => {
    const { root, first, edit } = await watchedSite();
    const edited = await edit('---\ntitle: Renamed\n---\n## Setup\n\nGo [next](./02-Second.md).\n');
    expect(edited.site.graph.sidebars).not.toBe(first.site.graph.sidebars);
    // The sidebar and prev link of the next page, and the page's own link-preview card.
    expect(html(edited, '/docs/guide/Second')).toContain('Renamed');
    expect(html(edited, '/docs/guide/First')).toMatch(/<meta property="og:image:alt" content="Renamed \(/);
    expect(edited.rendered).toBeGreaterThan(1);
    expect(keys(edited)).toEqual(await freshKeys(root));
  });
});
