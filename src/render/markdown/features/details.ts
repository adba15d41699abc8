// Collapsible blocks: `:::details[Summary]` (optionally `{open}`, `{#id}`) is a native `<details>`, closed unless
// `open` is given. In Markdown it is open, as on paper: a block quote led by its summary in bold.
import type { ContainerDirective } from 'mdast-util-directive';
import type { FileContext, MarkdownFeature } from '../feature.ts';
import { element } from '../hast.ts';
import { takeLabel } from './directives.ts';

export const details: MarkdownFeature = {
  name: 'details',
  parse: { directives: (ctx) => ({ containerDirective: { details: (node) => void toDetails(node, ctx) } }) },
  markdown: {
    elements: [
      {
        tag: 'details',
        write(node, out, { rewrite, boldParagraph }) {
          const inner: typeof out = [];
          for (const child of node.children) {
            if (child.type === 'element' && child.tagName === 'summary') inner.push(boldParagraph(child.children));
            else rewrite([child], inner);
          }
          out.push(element('blockquote', inner));
        },
      },
    ],
  },
};

function toDetails(node: ContainerDirective, ctx: FileContext): void {
  const summary = takeLabel(node);
  if (!summary) ctx.report(node, '`:::details` needs a summary: `:::details[Show the whole file]`');
  node.children.unshift({ type: 'paragraph', children: summary ?? [{ type: 'text', value: 'Details' }], data: { hName: 'summary' } });
  const attrs = node.attributes ?? {};
  node.data = { hName: 'details', hProperties: { className: ['details'], ...(attrs.open !== undefined ? { open: true } : {}), ...(attrs.id ? { id: attrs.id } : {}) } };
}
