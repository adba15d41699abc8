// Which search results a list shows: grouped by area in the order of each area's best hit, a few per area in the
// dialog, and pages titled as the query from several areas leading in a group of their own.
import { describe, expect, it } from 'vitest';
import { TIER, type SearchHit } from '../../../src/client/search/engine.ts';
import { choose, DIALOG_LIST, EXACT_GROUP, PAGE_LIST, resultLimit } from '../../../src/client/search/groups.ts';

let next = 0;
function hit(area: string, title: string, tier: number = TIER.text): SearchHit {
  const index = next++;
  return { index, page: { r: `/docs/${title}`, t: title, a: 0, s: 0, n: 1, f: '' }, area, tier, complete: true, score: 100 - index, sections: [] };
}
const titles = (hits: SearchHit[]) => hits.map((h) => h.page.t);

describe('choose', () => {
  it('groups results by area, in the order of each area’s best result', () => {
    const hits = [hit('API', 'a1'), hit('Manual', 'm1'), hit('API', 'a2'), hit('Samples', 's1'), hit('Manual', 'm2')];
    const { groups, pages } = choose(hits, DIALOG_LIST);
    expect(groups.map((g) => [g.area, titles(g.hits), g.total])).toEqual([
      ['API', ['a1', 'a2'], 2],
      ['Manual', ['m1', 'm2'], 2],
      ['Samples', ['s1'], 1],
    ]);
    expect(titles(pages)).toEqual(['a1', 'a2', 'm1', 'm2', 's1']);
  });

  it('shows at most a few per area in the dialog, so a later area still shows, and counts what it leaves out', () => {
    const hits = [...Array.from({ length: 8 }, (_, i) => hit('API', `a${i}`)), hit('Manual', 'm1')];
    const [api, manual] = choose(hits, DIALOG_LIST).groups;
    expect(api).toMatchObject({ area: 'API', total: 8 });
    expect(api!.hits).toHaveLength(DIALOG_LIST.perArea);
    expect(titles(manual!.hits)).toEqual(['m1']);
  });

  it('stops at the list size in all, and the search page lists one long run per area', () => {
    const areas = ['API', 'Manual', 'Samples', 'Templates'];
    const hits = Array.from({ length: 60 }, (_, i) => hit(areas[i % 4]!, `p${i}`));
    expect(choose(hits, DIALOG_LIST).pages).toHaveLength(DIALOG_LIST.pages);
    const page = choose(hits, PAGE_LIST);
    expect(page.pages).toHaveLength(PAGE_LIST.pages);
    expect(page.groups.map((g) => g.hits.length)).toEqual([10, 10, 10, 10]);
  });

  it('puts pages titled as the query first in their own group when they come from several areas', () => {
    const hits = [hit('API', 'Depth', TIER.exactCase), hit('API', 'DepthMesh', TIER.prefix), hit('Manual', 'Depth', TIER.exact), hit('Manual', 'Other')];
    const { groups } = choose(hits, DIALOG_LIST);
    expect(groups.map((g) => [g.area, titles(g.hits), g.lead])).toEqual([
      [EXACT_GROUP, ['Depth', 'Depth'], true],
      ['API', ['DepthMesh'], false],
      ['Manual', ['Other'], false],
    ]);
    expect(groups[1]!.total).toBe(2);
  });

  it('leaves an exact match from a single area at the head of that area’s group', () => {
    const hits = [hit('Manual', 'Depth', TIER.exact), hit('Manual', 'Depth sensing'), hit('API', 'DepthMesh', TIER.prefix)];
    expect(choose(hits, DIALOG_LIST).groups.map((g) => [g.area, titles(g.hits)])).toEqual([
      ['Manual', ['Depth', 'Depth sensing']],
      ['API', ['DepthMesh']],
    ]);
  });
});

describe('resultLimit', () => {
  it('asks the engine for enough hits to count the areas beyond a grouped list, and no more than a flat one shows', () => {
    expect(resultLimit(DIALOG_LIST)).toBe(DIALOG_LIST.pages * 4);
    expect(resultLimit(PAGE_LIST)).toBe(PAGE_LIST.pages);
  });
});
