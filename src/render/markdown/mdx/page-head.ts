// `<head>` in an `.mdx` page: Docusaurus moves its children into the document's head (its MDX `head` component is
// `<Head>`, react-helmet's), the page's own `<title>` taking precedence over the one the theme gives, and a tag of the
// page's replacing the theme's tag of the same name. Here the element leaves the page's tree for the page's `head`
// data, which src/theme/Document.tsx writes into the head: nothing of it shows in the body, the search text or the
// page's Markdown.
import type { RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { SKIP } from 'unist-util-visit';
import type { HeadTag } from '../../../shared/site.ts';
import type { PageHead } from '../../../shared/types.ts';
import type { MarkdownFeature } from '../feature.ts';

declare module '../feature.ts' {
  interface FileData {
    /** What the page's `<head>` adds to the document's head. */
    head: PageHead;
  }
}

const HEAD_TAGS: ReadonlySet<string> = new Set<HeadTag['tagName']>(['meta', 'link', 'script', 'style', 'noscript', 'base']);
const isHeadTag = (name: string): name is HeadTag['tagName'] => HEAD_TAGS.has(name);

export const mdxPageHead: MarkdownFeature = {
  name: 'mdx-page-head',
  files: (file, format) => format === 'mdx' || (format === 'detect' && file.endsWith('.mdx')),
  parse: {
    visitors: (ctx) => ({
      mdxJsxFlowElement: (node, index, parent) => {
        if (node.name !== 'head' || !parent || index === undefined) return undefined;
        const head: PageHead = ctx.data.head ?? { tags: [] };
        for (const child of node.children) {
          const element = asElement(child);
          if (!element) continue;
          if (!element.name || (element.name !== 'title' && !isHeadTag(element.name))) {
            ctx.report(element, `<${element.name ?? ''}> in <head> is left out: a page's head takes title, meta, link, script, style, noscript and base.`);
            continue;
          }
          const attributes = plainAttributes(element);
          if (!attributes) {
            ctx.report(element, `<${element.name}> in <head> has a computed attribute, which docgen cannot put in the head: write its value as text.`);
            continue;
          }
          if (element.name === 'title') head.title = toString(element).trim();
          else head.tags.push({ tagName: element.name, attributes, ...(element.children.length > 0 && { innerHTML: toString(element) }) });
        }
        ctx.data.head = head;
        parent.children.splice(index, 1);
        return [SKIP, index];
      },
    }),
  },
};

/** A child of `<head>` as the element it is (../mdx/to-data.ts has made a line of nothing but JSX a block). */
function asElement(node: RootContent): MdxJsxFlowElement | undefined {
  return node.type === 'mdxJsxFlowElement' ? node : undefined;
}

/** The element's attributes when every one is written as text (HAST's property names, which React's props are). */
function plainAttributes(element: MdxJsxFlowElement): Record<string, string | boolean> | undefined {
  const properties = element.data?.hProperties;
  if (element.attributes.every((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && (a.value === null || typeof a.value === 'string'))) {
    return Object.fromEntries(Object.entries(properties ?? {}).filter((entry): entry is [string, string | boolean] => typeof entry[1] === 'string' || typeof entry[1] === 'boolean'));
  }
  return undefined;
}
