// Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning` and `:::danger` blocks, titled by their kind or by a
// label, `:::tip[Pro move]`, or as Docusaurus also writes it, after the kind: `:::tip Pro move` (its syntax in
// admonition-titles.ts), which makes the same markup. A `div.admonition.admonition-<kind>` led by a
// `p.admonition-title`; in Markdown, a block quote led by its title in bold.
import type { Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Pluggable } from 'unified';
import type { MarkdownFeature, MdastDirectiveHandler } from '../feature.ts';
import { element, hasClass } from '../hast.ts';
import { takeLabel } from './directives.ts';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const DEFAULT_TITLES: Record<(typeof ADMONITION_KINDS)[number], string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

export const admonitions: MarkdownFeature = {
  name: 'admonitions',
  parse: {
    syntax: () => import('./admonition-titles.ts').then(({ remarkAdmonitionTitles }): Pluggable => [remarkAdmonitionTitles, ADMONITION_KINDS]),
    // A titled admonition (`:::note My title`) opens and closes as any container directive does.
    sections: true,
    directives: () => ({ containerDirective: Object.fromEntries(ADMONITION_KINDS.map((kind) => [kind, toAdmonition])) }),
  },
  markdown: {
    elements: [
      {
        tag: 'div',
        test: (node) => hasClass(node, 'admonition'),
        write(node, out, { rewrite }) {
          const inner: typeof out = [];
          rewrite(node.children, inner);
          const titled = inner.map((child) => (child.type === 'element' && hasClass(child, 'admonition-title') ? { ...child, children: [element('strong', child.children)] } : child));
          out.push(element('blockquote', titled));
        },
      },
    ],
  },
};

const toAdmonition: MdastDirectiveHandler<ContainerDirective> = (node) => {
  const titleChildren: PhrasingContent[] = takeLabel(node) ?? [{ type: 'text', value: DEFAULT_TITLES[node.name as keyof typeof DEFAULT_TITLES] }];
  const title: Paragraph = { type: 'paragraph', children: titleChildren, data: { hProperties: { className: ['admonition-title'] } } };
  node.children.unshift(title);
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
  return undefined;
};
