// Tab sets: `::::tabs{groupId="…"}` holding `:::tab[Label]` blocks. A tab list (buttons, shown once the client runs,
// src/client/tabs.ts) and one panel per tab, each starting with its label, so that without JavaScript (and on paper)
// the variants read stacked and labelled. The label is the choice's value, which tab sets sharing a `groupId` keep in
// step. Search reads every panel and no button; the Markdown export writes every variant under its label in bold.
import type { Element } from 'hast';
import type { Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { TAB_CLASSES } from '../../../shared/tabs.ts';
import { AS_TYPED, type FileContext, type MarkdownFeature } from '../feature.ts';
import { hasClass } from '../hast.ts';
import { takeLabel } from './directives.ts';

export const tabs: MarkdownFeature = {
  name: 'tabs',
  parse: {
    directives: (ctx) => {
      // Tab sets are numbered in document order: their tabs and panels need ids unique on the page.
      let sets = 0;
      return {
        containerDirective: {
          tabs: (node) => void toTabs(node, ctx, ++sets),
          // A tab its set already made into a panel: its content is visited like any other.
          tab: (node) => {
            if (node.data?.hName) return undefined;
            ctx.report(node, '`:::tab[Label]` belongs inside a `::::tabs` block (the outer fence has more colons); shown as text');
            return AS_TYPED;
          },
        },
        inner: ['tab'],
      };
    },
  },
  searchText: { skipTags: ['button'] },
  markdown: {
    elements: [
      {
        tag: 'div',
        test: (node) => hasClass(node, TAB_CLASSES.set),
        // The reader of the Markdown has no tabs to switch: every variant, each under its label. The tab list goes.
        write(node, out, { rewrite, boldParagraph }) {
          for (const child of node.children) {
            if (child.type === 'element' && hasClass(child, TAB_CLASSES.list)) continue;
            if (child.type !== 'element' || !hasClass(child, TAB_CLASSES.panel)) {
              rewrite([child], out);
              continue;
            }
            for (const part of child.children) {
              if (part.type === 'element' && hasClass(part, TAB_CLASSES.label)) out.push(boldParagraph(part.children));
              else rewrite([part], out);
            }
          }
        },
      },
    ],
  },
};

function toTabs(node: ContainerDirective, ctx: FileContext, n: number): void {
  const setLabel = takeLabel(node);
  const group = node.attributes?.groupId?.trim();
  if (node.attributes?.groupId !== undefined && !group) ctx.report(node, '`::::tabs{groupId=…}` needs a non-empty groupId');
  const buttons: Element[] = [];
  const seen = new Set<string>();
  for (const child of node.children) {
    if (child.type !== 'containerDirective' || child.name !== 'tab') {
      ctx.report(child, 'a `::::tabs` block holds only `:::tab[Label]` blocks; this content is shown outside every tab');
      continue;
    }
    const i = buttons.length;
    const labelChildren = takeLabel(child);
    if (!labelChildren) ctx.report(child, 'a tab needs a label: `:::tab[npm]`');
    const value = labelChildren ? toString({ type: 'paragraph', children: labelChildren }).replace(/\s+/g, ' ').trim() : `Tab ${i + 1}`;
    if (seen.has(value)) ctx.report(child, `two tabs of one set are labelled '${value}'; the second can never be chosen by its label`);
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
  if (buttons.length === 0) ctx.report(node, 'a `::::tabs` block needs at least one `:::tab[Label]` block');
  const list: Paragraph = {
    type: 'paragraph',
    children: [],
    data: { hName: 'div', hProperties: { className: [TAB_CLASSES.list], role: 'tablist', ...(setLabel ? { ariaLabel: toString({ type: 'paragraph', children: setLabel }) } : {}) }, hChildren: buttons },
  };
  node.children.unshift(list);
  node.data = { hName: 'div', hProperties: { className: [TAB_CLASSES.set], ...(group ? { dataGroup: group } : {}) } };
}
