// What an `.mdx` page shows where its tree holds only a reference: an expression (`{1 + 2}`, `{version}`) and a
// component without children (`<Release />`) have no text of their own in the tree, so the page's Markdown copy
// (`page.md`, llms-full.txt) and its search text read "Paragraph value  and version ." and empty table cells. Their
// rendered HTML, made where the page's module runs (src/render/output/mdx-shown.ts), is put in their place here, in
// the order `renderedOnlyNodes` walks them, before the tree is turned into Markdown.
import type { Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { isComponentName } from './to-data.ts';

type Node = Root | RootContent;

/** Whether a tree node shows nothing until it is rendered: an expression, or a component without children. */
function renderedOnly(node: Node): boolean {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return true;
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  const { name, children } = node;
  return name !== null && isComponentName(name) && !children.length;
}

const childrenOf = (node: Node): RootContent[] => ('children' in node ? node.children : []);

/** The nodes that show nothing until rendered, in document order. */
export function renderedOnlyNodes(tree: Root): RootContent[] {
  const found: RootContent[] = [];
  const walk = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (renderedOnly(child)) found.push(child);
      else walk(child);
    }
  };
  walk(tree);
  return found;
}

/** `tree` with the n-th node of `renderedOnlyNodes` replaced by what `html[n]` parses to; nodes off the way are shared. */
export function withShown(tree: Root, html: readonly string[] | undefined): Root {
  if (!html?.length) return tree;
  let next = 0;
  const visit = <N extends Node>(node: N): N => {
    let changed = false;
    const children = childrenOf(node).flatMap((child): RootContent[] => {
      if (renderedOnly(child)) {
        changed = true;
        return fromHtml(html[next++] ?? '', { fragment: true }).children;
      }
      const seen = visit(child);
      if (seen !== child) changed = true;
      return [seen];
    });
    return changed ? { ...node, children } : node;
  };
  return visit(tree);
}
