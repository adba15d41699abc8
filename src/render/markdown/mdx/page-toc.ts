// `toc` in an `.mdx` page: Docusaurus's MDX gives every page a `toc` binding, its headings below the title
// (`{value, id, level}`), which `<TOCInline toc={toc} />` and friends read. A page that names `toc` without binding it
// itself gets its headings, once they have their ids: this feature runs after the headings feature's ids are given.
import type { Element } from 'hast';
import type { MarkdownFeature } from '../feature.ts';
import { tocEntries } from '../toc.ts';

const TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

export const mdxPageToc: MarkdownFeature = {
  name: 'mdx-page-toc',
  files: (file, format) => format === 'mdx' || (format === 'detect' && file.endsWith('.mdx')),
  hast: (ctx) => {
    const mdx = ctx.data.mdx;
    if (!mdx || mdx.bindings.includes('toc') || !mdx.expressions.some((e) => /\btoc\b/.test(e.code))) return {};
    const found: Element[] = [];
    return {
      elements: Object.fromEntries(TAGS.map((tag) => [tag, (node: Element) => void found.push(node)])),
      // Called after the headings feature's (FEATURES order): the ids are there.
      end: () => {
        mdx.toc = tocEntries(found, { minLevel: 2, maxLevel: 6 }).map(({ text, id, depth }) => ({ value: text, id, level: depth }));
      },
    };
  },
};
