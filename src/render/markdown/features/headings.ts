// Heading ids: GitHub-style slugs, unique per page, with `## Title {#custom-id}` to pin one by hand; and the table
// of contents for the configured heading levels. The theme gives h2–h4 their anchor links (src/theme/Heading.tsx).
import GithubSlugger from 'github-slugger';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import type { MarkdownFeature } from '../feature.ts';
import { tocEntries } from '../toc.ts';
import { JSX_HEADINGS } from '../mdx/feature.ts';

const CUSTOM_ID = /\s*\{#([A-Za-z0-9_][\w.:-]*)\}\s*$/;
const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

export const headings: MarkdownFeature = {
  name: 'headings',
  parse: {
    visitors: () => ({
      // A trailing `{#id}` leaves the heading's text for the element's id.
      heading: (node) => {
        const last = node.children.at(-1);
        if (last?.type !== 'text') return undefined;
        const match = CUSTOM_ID.exec(last.value);
        if (!match) return undefined;
        last.value = last.value.slice(0, match.index);
        node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: match[1] } };
        return undefined;
      },
    }),
  },
  hast: (ctx) => {
    const found: Element[] = [];
    const collect = (node: Element) => void found.push(node);
    return {
      elements: Object.fromEntries(HEADING_TAGS.map((tag) => [tag, collect])),
      // Every Markdown heading without an id gets a unique slug; custom ids are reserved first so a slug cannot take
      // one. A heading written as JSX in an `.mdx` page (`<h3>` in a card) is no section, as Docusaurus reads it: no
      // slug and no entry in the table of contents, only the id its author gave it.
      end: () => {
        const slugger = new GithubSlugger();
        for (const node of found) if (typeof node.properties.id === 'string') slugger.slug(node.properties.id);
        const sections = found.filter((node) => !JSX_HEADINGS.has(node));
        for (const node of sections) if (typeof node.properties.id !== 'string') node.properties.id = slugger.slug(toString(node).trim());
        ctx.toc.push(...tocEntries(sections, ctx.options.toc));
      },
    };
  },
};
