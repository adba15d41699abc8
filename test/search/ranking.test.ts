// Ranking on a fixture site: the index is built from the page graph by the real build, then queried by the browser
// engine in Node over the files held in memory.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchEngine, type SearchHit } from '../../src/client/search/engine.ts';
import { choose, DIALOG_LIST, PAGE_LIST, resultLimit } from '../../src/client/search/groups.ts';
import { loadSite } from '../../src/render/engine/engine.ts';
import { buildSearchIndex } from '../../src/render/search/build-index.ts';
import type { SearchFragment } from '../../src/shared/search.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { searchSite } from './fixture.ts';

vi.mock('../../src/render/load/content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/render/load/content.ts')>();
  const { withApiPages } = await import('./fixture.ts');
  return { ...original, loadContent: withApiPages(original.loadContent) };
});

let engine: SearchEngine;
let files: Map<string, string>;

beforeAll(async () => {
  const root = searchSite();
  const { graph } = await loadSite({ root, mode: 'production', logger: silentLogger });
  const index = buildSearchIndex(graph, { client: 'assets/search.test.js', shardBytes: 600 });
  files = index.files;
  engine = new SearchEngine(index.manifest, '/docs/', async (url) => JSON.parse(files.get(url.slice('/docs/'.length))!));
});

const routes = (hits: SearchHit[]) => hits.map((h) => h.page.r);
async function section(hit: SearchHit, i = 0): Promise<SearchFragment[number]> {
  return (await engine.fragment(hit.index))[hit.sections[i]!.local]!;
}

describe('search ranking', () => {
  it('puts the Depth class and the Depth manual page before pages that merely mention depth', async () => {
    const hits = await engine.search('Depth');
    const top = routes(hits).slice(0, 3);
    expect(top).toEqual(expect.arrayContaining(['/docs/api/classes/Depth', '/docs/manual/Depth', '/docs/templates/Depth']));
    const mentions = ['/docs/manual/Lighting', '/docs/samples/Occlusion', '/docs/about'].map((r) => routes(hits).indexOf(r));
    for (const at of mentions) expect(at).toBeGreaterThan(routes(hits).indexOf('/docs/manual/Depth'));
    // Lighting says "depth" nine times, far more than the Depth class page: frequency does not beat the name.
    expect(routes(hits).indexOf('/docs/manual/Lighting')).toBeGreaterThan(routes(hits).indexOf('/docs/api/classes/DepthMesh'));
  });

  it('shows every page titled as the query first, whatever its area, in the dialog and on the search page', async () => {
    for (const size of [DIALOG_LIST, PAGE_LIST]) {
      const shown = choose(await engine.search('Depth', { limit: resultLimit(size) }), size);
      // Without this, the API Reference group's five Depth… entries come before the Manual's and the template's Depth.
      expect(routes(shown.pages.slice(0, 3)).sort()).toEqual(['/docs/api/classes/Depth', '/docs/manual/Depth', '/docs/templates/Depth']);
      // Then the page titled so but for case.
      expect(routes(shown.groups[0]!.hits)[3]).toBe('/docs/api/variables/depth');
      expect(shown.groups[0]!.hits.length).toBe(4);
      // Each shown once; the areas follow with the rest.
      expect(new Set(routes(shown.pages)).size).toBe(shown.pages.length);
      expect(shown.groups.slice(1).map((g) => g.area)).toEqual(expect.arrayContaining(['API Reference', 'Manual']));
    }
  });

  it('finds the Options method for enableDepth, at its member anchor', async () => {
    const [first] = await engine.search('enableDepth');
    expect(first!.page.r).toBe('/docs/api/classes/Options');
    expect(await section(first!)).toEqual(['enabledepth', 'enableDepth', expect.stringContaining('Enables depth sensing'), 1]);
  });

  it('finds a member by Class.member, and lists members as the reader types the dot', async () => {
    const [first] = await engine.search('Options.enableHands');
    expect(first!.page.r).toBe('/docs/api/classes/Options');
    expect((await section(first!))[0]).toBe('enablehands');
    const typing = await engine.search('Options.en');
    expect(typing[0]!.page.r).toBe('/docs/api/classes/Options');
    expect((await engine.fragment(typing[0]!.index)).filter((_, i) => typing[0]!.sections.some((s) => s.local === i)).map((s) => s[1])).toEqual(
      expect.arrayContaining(['enableDepth', 'enableHands']),
    );
  });

  it('ranks a name prefix before text matches: DepthM finds DepthMesh', async () => {
    const hits = await engine.search('DepthM');
    expect(hits[0]!.page.r).toBe('/docs/api/classes/DepthMesh');
  });

  it('puts an exact page name before members of that name and before prose: init', async () => {
    const hits = await engine.search('init');
    expect(routes(hits).slice(0, 2)).toEqual(['/docs/api/functions/init', '/docs/api/classes/Core']);
    expect((await section(hits[1]!))[0]).toBe('init');
  });

  it('matches a multi-word title exactly, ignoring case and spacing', async () => {
    const hits = await engine.search('drag manager');
    expect(hits[0]!.page.r).toBe('/docs/manual/DragManager');
  });

  it('finds other word forms through stems and shows the section', async () => {
    const [first] = await engine.search('place objects');
    expect(first!.page.r).toBe('/docs/manual/Depth');
    expect((await section(first!))[1]).toBe('Placing objects on real surfaces');
  });

  it('filters by area', async () => {
    const hits = await engine.search('depth', { area: 'Samples' });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.area === 'Samples')).toBe(true);
    expect(engine.manifest.areas).toEqual(['Manual', 'Templates', 'Samples', 'API Reference', 'Pages']);
  });

  it('covers every area, including the standalone pages, and leaves out the search and not-found pages', () => {
    const all = engine.manifest.pages.map((p) => p.r);
    expect(all).toEqual(expect.arrayContaining(['/docs/', '/docs/about', '/docs/api/classes/Options', '/docs/templates/Basic', '/docs/samples/Paint']));
    expect(all).not.toContain('/docs/search');
    expect(all).not.toContain('/docs/404');
  });

  it('loads only the shards a query needs', async () => {
    const fresh = new SearchEngine(engine.manifest, '/docs/', async (url) => {
      loaded.push(url);
      return JSON.parse(files.get(url.slice('/docs/'.length))!);
    });
    const loaded: string[] = [];
    await fresh.search('enableDepth');
    expect(engine.manifest.shards.length).toBeGreaterThan(5);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.length).toBeLessThan(engine.manifest.shards.length / 2);
  });

  it('does not repeat the kind in an API page excerpt: the result shows it once, as a label', async () => {
    const [first] = await engine.search('Depth');
    expect(first!.page).toMatchObject({ r: '/docs/api/classes/Depth', k: 'class' });
    expect((await engine.fragment(first!.index))[0]![2]).toMatch(/^class Depth extends Script\b/);
  });

  it('returns nothing for an empty query and for words found nowhere', async () => {
    expect(await engine.search('   ')).toEqual([]);
    expect(await engine.search('zzzqqq')).toEqual([]);
  });
});

describe('one typo', () => {
  it('corrects a word the index does not know to the term one edit away, written as typed, and finds the page', async () => {
    expect(await engine.search('deph')).toEqual([]);
    const deph = await engine.correct('deph');
    expect(deph?.query).toBe('depth');
    const lead = routes(choose(deph!.hits, DIALOG_LIST).groups[0]!.hits);
    expect([...lead].sort()).toEqual(['/docs/api/classes/Depth', '/docs/api/variables/depth', '/docs/manual/Depth', '/docs/templates/Depth']);
    // The reader chose no case: the lower-case `depth` variable does not go first.
    expect(lead.slice(0, 2)).toEqual(['/docs/api/classes/Depth', '/docs/manual/Depth']);

    const member = await engine.correct('enableDeph');
    expect(member?.query).toBe('enableDepth');
    expect(member!.hits[0]!.page.r).toBe('/docs/api/classes/Options');
    expect((await section(member!.hits[0]!))[0]).toBe('enabledepth');
  });

  it('forgives each kind of edit: swapped, missing, extra and wrong letters, also at the start', async () => {
    const cases = [
      ['Optoins', 'Options', '/docs/api/classes/Options'],
      ['Occlsion', 'Occlusion', '/docs/samples/Occlusion'],
      ['Paintt', 'Paint', '/docs/samples/Paint'],
      ['Pbint', 'Paint', '/docs/samples/Paint'],
      ['apint', 'paint', '/docs/samples/Paint'],
      ['xDepthMesh', 'DepthMesh', '/docs/api/classes/DepthMesh'],
      ['drag mnager', 'drag manager', '/docs/manual/DragManager'],
    ];
    for (const [typed, query, first] of cases) {
      const correction = await engine.correct(typed!);
      expect(correction?.query, typed).toBe(query);
      expect(correction?.hits[0]!.page.r, typed).toBe(first);
    }
  });

  it('leaves alone a query the index knows, words of two letters, and words two edits away from anything', async () => {
    expect(await engine.correct('depth')).toBeUndefined();
    expect(await engine.correct('xq')).toBeUndefined();
    expect(await engine.correct('zzzqqq')).toBeUndefined();
    expect(await engine.correct('Ocluson')).toBeUndefined();
  });
});
