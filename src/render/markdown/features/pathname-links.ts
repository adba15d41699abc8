// `[text](pathname:///files/report.pdf)`: Docusaurus's way to link to a path of the site that no page has (a file
// the static folder serves, a route another tool publishes). The link resolves to that path under the base URL
// (../../graph/resolve-links.ts), opens as an external link does, and the link check leaves it alone, as Docusaurus's
// does (its Link treats the `pathname:` scheme as not internal).
import type { MarkdownFeature } from '../feature.ts';
import { NO_LINK_CHECK_ATTR } from '../../../shared/dom.ts';

/** `data-nobrokenlinkcheck` as a HAST property name. */
const UNCHECKED = NO_LINK_CHECK_ATTR.replace(/^data-(.)/, (_, first: string) => `data${first.toUpperCase()}`);

export const pathnameLinks: MarkdownFeature = {
  name: 'pathname-links',
  hast: () => ({
    elements: {
      a(node) {
        const href = node.properties.href;
        if (typeof href !== 'string' || !href.startsWith('pathname://')) return;
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
        node.properties[UNCHECKED] = '';
      },
    },
  }),
};
