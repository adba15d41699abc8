// Heading ids: GitHub-style slugs, unique per page, with `## Title {#custom-id}` to pin one by hand. Also collects
// the table of contents for the configured heading levels.
import GithubSlugger from 'github-slugger';
import type { Root as MdRoot, Heading, Text } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { TocHeading } from '../../shared/types.ts';

const CUSTOM_ID = /\s*\{#([A-Za-z0-9_][\w.:-]*)\}\s*$/;

/** mdast step: moves a trailing `{#id}` out of the heading text into the element's id. */
export function remarkCustomHeadingIds() {
  return (tree: MdRoot) => {
    visit(tree, 'heading', (node: Heading) => {
      const last = node.children.at(-1);
      if (last?.type !== 'text') return;
      const match = CUSTOM_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.slice(0, match.index);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: match[1] } };
    });
  };
}

/** hast step: gives every heading without an id a unique slug and records the TOC entries in `file.data.toc`. */
export function rehypeHeadingIds(options: { minLevel: number; maxLevel: number }) {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const slugger = new GithubSlugger();
    const toc: TocHeading[] = [];
    const headings: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'figure') return SKIP; // code blocks hold no headings
      if (isHeading(node)) headings.push(node);
    });
    // Reserve custom ids first so a later slug cannot collide with them.
    for (const node of headings) if (typeof node.properties.id === 'string') slugger.slug(node.properties.id);
    for (const node of headings) {
      const depth = isHeading(node);
      const text = toString(node).trim();
      if (typeof node.properties.id !== 'string') node.properties.id = slugger.slug(text);
      const hidden = (node.properties.className as string[] | undefined)?.includes('sr-only');
      if (!hidden && depth >= options.minLevel && depth <= options.maxLevel) toc.push({ depth, id: node.properties.id as string, text });
    }
    file.data.toc = toc;
  };
}

function isHeading(node: Element): number {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : 0;
}
