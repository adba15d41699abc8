// `:::tip[Title]` admonitions, `::::tabs` sets of `:::tab[Label]` variants, `:::details[Summary]` collapsible blocks
// and the `::demo{…}` live-demo embed, on top of remark-directive. Any other directive is turned back into the text
// the author typed, so prose like "ratio 16:9" or ":smile:" never disappears.
import type { Element } from 'hast';
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { DEMO_ELEMENT } from '../../shared/dom.ts';
import { TAB_CLASSES } from '../../shared/tabs.ts';

export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
const DEFAULT_TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };
const DEMO_PERMISSIONS = new Set(['xr', 'camera', 'microphone', 'display-capture']);

type Directive = ContainerDirective | LeafDirective | TextDirective;

/** Block directives besides the admonitions, for the warning about unknown ones. */
const OTHER_BLOCKS = ['tabs', 'details'];

export function remarkDirectivesToHast() {
  return (tree: Root, file: VFile) => {
    // Tab sets are numbered in document order: their tabs and panels need ids unique on the page.
    let tabSets = 0;
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const directive = node as Directive;
      if (directive.type === 'containerDirective' && (ADMONITION_KINDS as readonly string[]).includes(directive.name)) {
        toAdmonition(directive);
        return;
      }
      if (directive.type === 'containerDirective' && directive.name === 'tabs') {
        toTabs(directive, file, ++tabSets);
        return;
      }
      if (directive.type === 'containerDirective' && directive.name === 'details') {
        toDetails(directive, file);
        return;
      }
      // A tab that `toTabs` already made into a panel: its content is visited like any other.
      if (directive.type === 'containerDirective' && directive.name === 'tab' && directive.data?.hName) return;
      if (directive.type === 'leafDirective' && directive.name === 'demo') {
        toDemo(directive, file);
        return SKIP;
      }
      if (directive.type === 'containerDirective' && directive.name === 'tab') {
        file.message('`:::tab[Label]` belongs inside a `::::tabs` block (the outer fence has more colons); shown as text', directive);
      } else if (directive.type === 'containerDirective') {
        file.message(`unknown block directive ':::${directive.name}'; known: ${[...ADMONITION_KINDS, ...OTHER_BLOCKS].join(', ')}`, directive);
      }
      if (parent && index !== undefined) {
        parent.children.splice(index, 1, ...asText(directive));
        return [SKIP, index];
      }
    });
  };
}

/** Removes the `[label]` of a block directive (remark-directive's first paragraph) and returns its content. */
function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0];
  if (first?.type !== 'paragraph' || !(first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) return undefined;
  node.children.shift();
  return first.children;
}

function toAdmonition(node: ContainerDirective): void {
  const titleChildren: PhrasingContent[] = takeLabel(node) ?? [{ type: 'text', value: DEFAULT_TITLES[node.name] }];
  const title: Paragraph = { type: 'paragraph', children: titleChildren, data: { hProperties: { className: ['admonition-title'] } } };
  node.children.unshift(title);
  node.data = { hName: 'div', hProperties: { className: ['admonition', `admonition-${node.name}`] } };
}

/**
 * `::::tabs{groupId="…"}` holding `:::tab[Label]` blocks: a tab list (buttons, shown once the client runs) and one
 * panel per tab, each starting with its label, so that without JavaScript (and on paper) the variants read stacked
 * and labelled. The label is the choice's value, which tab sets sharing a `groupId` keep in step.
 */
function toTabs(node: ContainerDirective, file: VFile, n: number): void {
  const setLabel = takeLabel(node);
  const group = node.attributes?.groupId?.trim();
  if (node.attributes?.groupId !== undefined && !group) file.message('`::::tabs{groupId=…}` needs a non-empty groupId', node);
  const buttons: Element[] = [];
  const seen = new Set<string>();
  for (const child of node.children) {
    if (child.type !== 'containerDirective' || child.name !== 'tab') {
      file.message('a `::::tabs` block holds only `:::tab[Label]` blocks; this content is shown outside every tab', child);
      continue;
    }
    const i = buttons.length;
    const labelChildren = takeLabel(child);
    if (!labelChildren) file.message('a tab needs a label: `:::tab[npm]`', child);
    const value = labelChildren ? toString({ type: 'paragraph', children: labelChildren }).replace(/\s+/g, ' ').trim() : `Tab ${i + 1}`;
    if (seen.has(value)) file.message(`two tabs of one set are labelled '${value}'; the second can never be chosen by its label`, child);
    seen.add(value);
    const tabId = `tabs-${n}-tab-${i}`;
    const panelId = child.attributes?.id || `tabs-${n}-panel-${i}`;
    buttons.push({
      type: 'element',
      tagName: 'button',
      properties: { type: 'button', role: 'tab', id: tabId, className: [TAB_CLASSES.tab], ariaSelected: i === 0 ? 'true' : 'false', ariaControls: [panelId], tabIndex: i === 0 ? 0 : -1, dataValue: value },
      children: [{ type: 'text', value }],
    });
    const label: Paragraph = { type: 'paragraph', children: labelChildren ?? [{ type: 'text', value }], data: { hProperties: { className: [TAB_CLASSES.label] } } };
    child.children.unshift(label);
    child.data = { hName: 'div', hProperties: { className: [TAB_CLASSES.panel], role: 'tabpanel', id: panelId, ariaLabelledBy: [tabId], tabIndex: 0, dataValue: value } };
  }
  if (buttons.length === 0) file.message('a `::::tabs` block needs at least one `:::tab[Label]` block', node);
  const list = {
    type: 'paragraph',
    children: [],
    data: { hName: 'div', hProperties: { className: [TAB_CLASSES.list], role: 'tablist', ...(setLabel ? { ariaLabel: toString({ type: 'paragraph', children: setLabel }) } : {}) }, hChildren: buttons },
  } satisfies Paragraph;
  node.children.unshift(list as RootContent as ContainerDirective['children'][number]);
  node.data = { hName: 'div', hProperties: { className: [TAB_CLASSES.set], ...(group ? { dataGroup: group } : {}) } };
}

/** `:::details[Summary]` (optionally `{open}`): a native `<details>`, closed unless `open` is given. */
function toDetails(node: ContainerDirective, file: VFile): void {
  const summary = takeLabel(node);
  if (!summary) file.message('`:::details` needs a summary: `:::details[Show the whole file]`', node);
  node.children.unshift({ type: 'paragraph', children: summary ?? [{ type: 'text', value: 'Details' }], data: { hName: 'summary' } });
  const attrs = node.attributes ?? {};
  node.data = { hName: 'details', hProperties: { className: ['details'], ...(attrs.open !== undefined ? { open: true } : {}), ...(attrs.id ? { id: attrs.id } : {}) } };
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
