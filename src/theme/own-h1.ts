// Whether a page's body holds its own top heading: an `<h1>`, or (in an `.mdx` page) a component asked for one, as
// Docusaurus pages that hide their title write it: `<Heading as="h1">`. Such a page shows no title of its own, not
// even for screen readers, since a page has one h1.
import type { Root, RootContent } from 'hast';

type Node = Root | RootContent;

export function hasOwnH1(node: Node): boolean {
  if (node.type === 'element' && node.tagName === 'h1') return true;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'as' && a.value === 'h1')) return true;
  if (node.type === 'element' && node.tagName === 'figure') return false;
  return 'children' in node && node.children.some(hasOwnH1);
}
