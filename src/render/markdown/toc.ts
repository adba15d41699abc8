// The table of contents of a page: its headings of some levels, with their ids and text, in document order. The
// pipeline takes it at the site's levels as it gives headings their ids (headings.ts); a page whose frontmatter sets
// levels of its own (`toc_min_heading_level`, `toc_max_heading_level`) takes it again from its tree, whose headings
// all have ids by then.
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { TocHeading } from '../../shared/types.ts';

export interface TocLevels {
  minLevel: number;
  maxLevel: number;
}

/** The heading elements of a tree, in document order (code blocks hold none). */
export function headingElements(tree: HastRoot): Element[] {
  const headings: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'figure') return SKIP;
    if (headingLevel(node)) headings.push(node);
  });
  return headings;
}

/** 1–6 for `h1`–`h6`, 0 for any other element. */
export function headingLevel(node: Element): number {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : 0;
}

/** The entries of headings (which have ids) between the levels; visually hidden ones are left out. */
export function tocEntries(headings: Element[], levels: TocLevels): TocHeading[] {
  const toc: TocHeading[] = [];
  for (const node of headings) {
    const depth = headingLevel(node);
    const { className, id } = node.properties;
    const hidden = Array.isArray(className) && className.includes('sr-only');
    if (hidden || depth < levels.minLevel || depth > levels.maxLevel) continue;
    // The headings feature gives every heading its id before any table of contents is taken.
    if (typeof id !== 'string') throw new Error(`a <${node.tagName}> "${toString(node).trim()}" reached the table of contents without an id`);
    toc.push({ depth, id, text: toString(node).trim() });
  }
  return toc;
}

/** The table of contents of a tree whose headings have their ids. */
export function tableOfContents(tree: HastRoot, levels: TocLevels): TocHeading[] {
  return tocEntries(headingElements(tree), levels);
}
