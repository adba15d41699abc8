// Live demos: `::demo{path="templates/0_basic/" permissions="xr camera" apiKey="gemini" keyOptional label="…"}` embeds
// an app hosted elsewhere (site.config.ts `demos`). The HAST keeps a `<docgen-demo>` element with the attributes,
// which the theme renders as a LiveDemo island (src/theme/Markdown.tsx, the one place it is named on that side).
// Search leaves the embed out; the Markdown export links the app and its source. Without `demos` in the config there
// is no address to give a demo, so each page that has one fails the build, rather than rendering an empty frame:
// checked as the page loads, on its tree, before a large build stores the tree away.
import type { Root } from 'hast';
import type { LeafDirective } from 'mdast-util-directive';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import { demoUrls } from '../../../shared/demo.ts';
import { DEMO_ELEMENT } from '../../../shared/dom.ts';
import type { LiveDemoProps } from '../../../theme/LiveDemo.tsx';
import type { FileContext, MarkdownFeature } from '../feature.ts';
import { element, link } from '../hast.ts';

const DEMO_PERMISSIONS = new Set(['xr', 'camera', 'microphone', 'display-capture']);

export const demo: MarkdownFeature = {
  name: 'demo',
  parse: {
    directives: (ctx) => ({
      leafDirective: {
        demo: (node) => {
          toDemo(node, ctx);
          return SKIP;
        },
      },
    }),
  },
  searchText: { skipTags: [DEMO_ELEMENT] },
  markdown: {
    elements: [
      {
        tag: DEMO_ELEMENT,
        write(node, out, { ctx }) {
          // Without `demos` there is nothing to link to (and loading the page has failed the build).
          if (!ctx.demos) return;
          const { app, source } = demoUrls(ctx.demos, String(node.properties.path ?? ''));
          const label = String(node.properties.label || 'Run the demo');
          out.push(element('p', [link(app, label), { type: 'text', value: ' (' }, link(source, 'source'), { type: 'text', value: ')' }]));
        },
      },
    ],
  },
  validate: (tree, site) =>
    site.demos || !hasDemo(tree)
      ? []
      : [
          {
            severity: 'error',
            configPath: 'demos',
            message: 'this page has a `::demo`, but site.config.ts does not say where demos are hosted.',
            hint: "Add demos: { origin: 'https://…/', sourceRoot: 'https://…/' } to site.config.ts.",
          },
        ],
};

function toDemo(node: LeafDirective, ctx: FileContext): void {
  const attrs = node.attributes ?? {};
  if (!attrs.path) ctx.report(node, '`::demo` needs a path attribute, e.g. ::demo{path="templates/0_basic/"}');
  const permissions = (attrs.permissions ?? '').split(/\s+/).filter(Boolean);
  for (const p of permissions) {
    if (!DEMO_PERMISSIONS.has(p)) ctx.report(node, `unknown demo permission '${p}'; known: ${[...DEMO_PERMISSIONS].join(', ')}`);
  }
  // The element's attributes are the props of the theme's LiveDemo, all but where demos are hosted (which the theme
  // has from the config).
  const props = {
    path: attrs.path ?? '',
    permissions: permissions.join(' '),
    apiKey: attrs.apiKey ?? '',
    keyOptional: attrs.keyOptional !== undefined,
    label: attrs.label ?? '',
  } satisfies Omit<LiveDemoProps, 'hosting' | 'timeoutMs'>;
  node.children = [];
  node.data = { hName: DEMO_ELEMENT, hProperties: props };
}

function hasDemo(tree: Root): boolean {
  let found = false;
  visit(tree, 'element', (node) => {
    if (node.tagName !== DEMO_ELEMENT) return;
    found = true;
    return EXIT;
  });
  return found;
}
