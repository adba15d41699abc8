// Raw HTML in markdown is shown as text, never interpreted: pages stay safe to render, the theme owns all markup,
// and the link checker sees every link. Authors get a warning pointing at the line, since it is rarely intended.
// A pass of its own, before the shared walk: directives read their labels' text, and a heading its last text, only
// once the HTML in them is text (or, for comments, gone).
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { FileContext, MarkdownFeature } from '../feature.ts';

export const rawHtml: MarkdownFeature = {
  name: 'raw-html',
  parse: { transform: rawHtmlAsText },
};

function rawHtmlAsText(tree: Root, ctx: FileContext): void {
  visit(tree, 'html', (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (/^<!--[\s\S]*-->$/.test(node.value.trim())) {
      parent.children.splice(index, 1); // comments are the one kind of HTML authors use on purpose: drop them
      return index;
    }
    ctx.report(node, 'raw HTML is shown as text, not rendered; use markdown instead');
    const text: Text = { type: 'text', value: node.value, position: node.position };
    if (parent.type === 'root') parent.children.splice(index, 1, { type: 'paragraph', children: [text] });
    else parent.children.splice(index, 1, text);
  });
}
