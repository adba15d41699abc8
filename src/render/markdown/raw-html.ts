// Raw HTML in markdown is shown as text, never interpreted: pages stay safe to render, the theme owns all markup,
// and the link checker sees every link. Authors get a warning pointing at the line, since it is rarely intended.
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export function remarkRawHtmlAsText() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'html', (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (/^<!--[\s\S]*-->$/.test(node.value.trim())) {
        parent.children.splice(index, 1); // comments are the one kind of HTML authors use on purpose: drop them
        return index;
      }
      file.message('raw HTML is shown as text, not rendered; use markdown instead', node);
      const text: Text = { type: 'text', value: node.value, position: node.position };
      parent.children.splice(index, 1, parent.type === 'root' ? ({ type: 'paragraph', children: [text] } as never) : text);
    });
  };
}
