// Admonitions: `:::note`, `:::tip`, `:::info`, `:::warning` and `:::danger` blocks, and the keywords Docusaurus
// still reads, `:::caution` (a warning) and the legacy `:::secondary`, `:::important` and `:::success` (a note, an
// info and a tip, titled by their keyword); titled by their kind or by a label, `:::tip[Pro move]`, or as Docusaurus
// also writes it, after the kind: `:::tip Pro move` (its syntax in admonition-titles.ts), which makes the same markup.
// `{.class #id}` after the kind gives the block classes and an id (the last id wins), as in Docusaurus. A
// `div.admonition.admonition-<style>` led by a `p.admonition-title`; in Markdown, a block quote led by its title in
// bold.
import type { Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Pluggable } from 'unified';
import type { MarkdownFeature, MdastDirectiveHandler } from '../feature.ts';
import { element, hasClass } from '../hast.ts';
import { takeLabel } from './directives.ts';
import { ADMONITION_KEYWORDS, admonitionOf } from '../../../shared/admonitions.ts';

export { ADMONITION_KEYWORDS, ADMONITION_KINDS } from '../../../shared/admonitions.ts';

export const admonitions: MarkdownFeature = {
  name: 'admonitions',
  parse: {
    syntax: () => import('./admonition-titles.ts').then(({ remarkAdmonitionTitles }): Pluggable => [remarkAdmonitionTitles, ADMONITION_KEYWORDS]),
    // A titled admonition (`:::note My title`) opens and closes as any container directive does.
    sections: true,
    directives: () => ({
      containerDirective: Object.fromEntries(
        ADMONITION_KEYWORDS.flatMap((kind): [string, MdastDirectiveHandler<ContainerDirective>][] => {
          const drawn = admonitionOf(kind);
          return drawn ? [[kind, toAdmonition(drawn)]] : [];
        }),
      ),
    }),
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

/** The handler of the keyword drawn as `drawn`. */
const toAdmonition = (drawn: { classes: string[]; title: string }): MdastDirectiveHandler<ContainerDirective> => (node) => {
  const titleChildren: PhrasingContent[] = takeLabel(node) ?? [{ type: 'text', value: node.attributes?.title || drawn.title }];
  const heading: Paragraph = { type: 'paragraph', children: titleChildren, data: { hProperties: { className: ['admonition-title'] } } };
  node.children.unshift(heading);
  const classes = [...drawn.classes, ...(node.attributes?.class?.split(/\s+/).filter(Boolean) ?? [])];
  node.data = { hName: 'div', hProperties: { className: classes, ...(node.attributes?.id && { id: node.attributes.id }) } };
  return undefined;
};
