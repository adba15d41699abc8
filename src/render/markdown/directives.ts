// `:::tip[Title]` admonitions and the `::demo{…}` live-demo embed, on top of remark-directive. Any other directive is
// turned back into the text the author typed, so prose like "ratio 16:9" or ":smile:" never disappears.
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };
const DEMO_PERMISSIONS = new Set(['xr', 'camera', 'microphone', 'display-capture']);

/** Custom element the theme's components map renders as the live-demo embed. */
export const DEMO_ELEMENT = 'docgen-demo';

type Directive = ContainerDirective | LeafDirective | TextDirective;

export function remarkDirectivesToHast() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective' && (ADMONITION_KINDS as readonly string[]).includes(directive.name)) {
        toAdmonition(directive);
        return;
      }
      if (directive.type === 'leafDirective' && directive.name === 'demo') {
        toDemo(directive, file);
        return SKIP;
      }
      if (directive.type === 'containerDirective') {
        file.message(`unknown block directive ':::${directive.name}'; known: ${ADMONITION_KINDS.join(', ')}`, directive);
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...asText(directive));
        return [SKIP, index];
      }
    });
  };
}

function toAdmonition(node: ContainerDirective): void {
  const first = node.children[0];
  const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  const titleChildren: PhrasingContent[] = hasLabel ? (first as Paragraph).children : [{ type: 'text', value: DEFAULT_TITLES[node.name] }];
  if (hasLabel) node.children.shift();
  const title: Paragraph = { type: 'paragraph', children: titleChildren, data: { hProperties: { className: ['admonition-title'] } } };
  node.children.unshift(title);
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
}

function toDemo(node: LeafDirective, file: VFile): void {
  const attrs = node.attributes ?? {};
  if (!attrs.path) file.message('`::demo` needs a path attribute, e.g. ::demo{path="templates/0_basic/"}', node);
  const permissions = (attrs.permissions ?? '').split(/\s+/).filter(Boolean);
  for (const p of permissions) {
    if (!DEMO_PERMISSIONS.has(p)) file.message(`unknown demo permission '${p}'; known: ${[...DEMO_PERMISSIONS].join(', ')}`, node);
  }
  node.children = [];
  node.data = {
    hName: DEMO_ELEMENT,
    hProperties: {
      path: attrs.path ?? '',
      permissions: permissions.join(' '),
      apiKey: attrs.apiKey ?? '',
      keyOptional: attrs.keyOptional !== undefined,
      label: attrs.label ?? '',
    },
  };
}

/** What the author typed, for directives docgen does not know. */
function asText(node: Directive): PhrasingContent[] | Root['children'] {
  const marker = node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
  const attrs = Object.entries(node.attributes ?? {});
  const attrText = attrs.length ? `{${attrs.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}` : '';
  if (node.type === 'textDirective') {
    return [{ type: 'text', value: `${marker}${node.name}` }, ...(node.children as PhrasingContent[]), ...(attrText ? [{ type: 'text' as const, value: attrText }] : [])];
  }
  return [{ type: 'paragraph', children: [{ type: 'text', value: `${marker}${node.name}${attrText}` }] }, ...(node.children as Root['children'])];
}
