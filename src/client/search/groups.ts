// Which results a list shows, and in what groups: the reader sees results grouped by area, a few per area.
import { TIER, type SearchHit } from './engine.ts';

/** How many results a list shows: in all, and per area. */
export interface ListSize {
  pages: number;
  perArea: number;
}

/** The dialog: a few per area, so that every area with results shows. */
export const DIALOG_LIST: ListSize = { pages: 12, perArea: 5 };
/** The search page: one long list. */
export const PAGE_LIST: ListSize = { pages: 40, perArea: Infinity };

/** How many hits to ask the engine for: enough to fill the list and count each area's results beyond it. */
export function resultLimit(size: ListSize): number {
  return size.perArea === Infinity ? size.pages : size.pages * 4;
}

export interface Group {
  /** The area's name; for the lead group, its title. */
  area: string;
  hits: SearchHit[];
  /** The area's results in all, shown here or in the lead group (0 for the lead group). */
  total: number;
  /** The group of pages titled as the query, from several areas: each result names its area. */
  lead: boolean;
}

export interface Chosen {
  groups: Group[];
  pages: SearchHit[];
}

/** The title of the lead group. */
export const EXACT_GROUP = 'Exact matches';

/**
 * The hits to show: grouped by area (groups in the order of their best hit), at most `perArea` each, `pages` in all.
 * Pages titled as the query come first: the engine ranks them first, so they lead their area's group; when they come
 * from more than one area, they lead in a group of their own, or the first area's other results would push the
 * second area's exact match down the list (the API Reference's `Depth…` pages before the Manual's "Depth").
 */
export function choose(hits: SearchHit[], { pages, perArea }: ListSize): Chosen {
  const exact = hits.filter((hit) => hit.tier >= TIER.exact);
  const leading = new Set(exact.map((hit) => hit.area)).size > 1 ? exact.slice(0, pages) : [];
  const groups = new Map<string, Group>();
  let count = leading.length;
  for (const hit of hits) {
    let group = groups.get(hit.area);
    if (!group) groups.set(hit.area, (group = { area: hit.area, hits: [], total: 0, lead: false }));
    group.total++;
    if (!leading.includes(hit) && group.hits.length < perArea && count < pages) {
      group.hits.push(hit);
      count++;
    }
  }
  const list = [...groups.values()].filter((g) => g.hits.length > 0);
  if (leading.length) list.unshift({ area: EXACT_GROUP, hits: leading, total: 0, lead: true });
  return { groups: list, pages: list.flatMap((g) => g.hits) };
}
