// Which results a list shows, and in what groups: the reader sees results grouped by area, a few per area.
import type { SearchHit } from './engine.ts';

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

export interface Chosen {
  groups: { area: string; hits: SearchHit[]; total: number }[];
  pages: SearchHit[];
}

/** The hits to show: grouped by area (groups in the order of their best hit), at most `perArea` each, `pages` in all. */
export function choose(hits: SearchHit[], { pages, perArea }: ListSize): Chosen {
  const groups = new Map<string, { area: string; hits: SearchHit[]; total: number }>();
  let count = 0;
  for (const hit of hits) {
    let group = groups.get(hit.area);
    if (!group) groups.set(hit.area, (group = { area: hit.area, hits: [], total: 0 }));
    group.total++;
    if (group.hits.length < perArea && count < pages) {
      group.hits.push(hit);
      count++;
    }
  }
  const list = [...groups.values()].filter((g) => g.hits.length > 0);
  return { groups: list, pages: list.flatMap((g) => g.hits) };
}
