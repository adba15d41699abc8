// ```` ```mdx-code-block ```` fences: Docusaurus's escape hatch for MDX that a translation tool must not touch. Before
// parsing, Docusaurus takes the fence away and keeps what it held (unwrapMdxCodeBlocks of @docusaurus/utils), so an
// `.mdx` page's imports and components inside one run as if written without it. The same here, but that each fence
// line becomes an empty line, so that every line keeps its number (a blank line is no content between blocks).
import type { MarkdownFeature } from '../feature.ts';

// As Docusaurus matches them: three or four backticks, the fence's end at the same count.
const FENCES = [3, 4].map((n) => new RegExp(`(^|\\r?\\n)( *)${'`'.repeat(n)} *mdx-code-block\\r?\\n(.*?)\\r?\\n *${'`'.repeat(n)}(\\r?\\n|$)`, 'gs'));

export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  return FENCES.reduce((out, fence) => out.replace(fence, (_, begin: string, _indent: string, children: string, end: string) => `${begin}\n${children}\n${end}`), text);
}

export const mdxCodeBlocks: MarkdownFeature = {
  name: 'mdx-code-block',
  parse: { source: unwrapMdxCodeBlocks },
};
