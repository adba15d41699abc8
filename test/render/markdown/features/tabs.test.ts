// Tab sets (src/render/markdown/features/tabs.ts): the HAST a `::::tabs` block makes (what the theme renders, the
// client drives and search reads) and the warnings for misuse, with file lines.
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownProcessor, type MarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';
import { pageSections } from '../../../../src/render/llms/sections.ts';
import type { Page } from '../../../../src/shared/types.ts';

let md: MarkdownProcessor;
beforeAll(async () => {
  md = await createMarkdownProcessor();
});

const TABS = `Before.

::::tabs[Package manager]{groupId="install"}
:::tab[npm]
\`\`\`bash
npm install xrblocks
\`\`\`
:::
:::tab[Import \`map\`]{#import-map}
## Inside a tab

Load it from a CDN.
:::
::::
`;

function elements(tree: Root): Element[] {
  const out: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      out.push(child);
      walk(child);
    }
  };
  walk(tree);
  return out;
}

const byClass = (tree: Root, cls: string) => elements(tree).filter((e) => (e.properties.className)?.includes(cls));

describe('::::tabs', () => {
  it('makes an ARIA tab list and one labelled panel per tab, the first selected', async () => {
    const { hast, warnings } = await md.toHast(TABS, 'guide.md');
    expect(warnings).toEqual([]);
    const [set] = byClass(hast, 'tabs');
    expect(set?.tagName).toBe('div');
    expect(set?.properties.dataGroup).toBe('install');
    const [list] = byClass(hast, 'tabs-list');
    expect(list?.properties.role).toBe('tablist');
    expect(list?.properties.ariaLabel).toBe('Package manager');
    const tabs = elements(list as unknown as Root).filter((e) => e.tagName === 'button');
    expect(tabs.map((t) => [toString(t), t.properties.role, t.properties.ariaSelected, t.properties.tabIndex, t.properties.dataValue])).toEqual([
      ['npm', 'tab', 'true', 0, 'npm'],
      ['Import map', 'tab', 'false', -1, 'Import map'],
    ]);
    const panels = byClass(hast, 'tab-panel');
    expect(panels.map((p) => [p.properties.role, p.properties.id, p.properties.dataValue])).toEqual([
      ['tabpanel', 'tabs-1-panel-0', 'npm'],
      ['tabpanel', 'import-map', 'Import map'],
    ]);
    // Each tab controls its panel, each panel is labelled by its tab.
    expect(tabs.map((t) => t.properties.ariaControls)).toEqual([['tabs-1-panel-0'], ['import-map']]);
    expect(panels.map((p) => p.properties.ariaLabelledBy)).toEqual([[tabs[0]?.properties.id], [tabs[1]?.properties.id]]);
    // Without JavaScript each variant reads under its label; the label keeps its inline markup.
    expect(panels.map((p) => toHtml((p.children as Element[]).find((c) => c.type === 'element')!))).toEqual([
      '<p class="tab-label">npm</p>',
      '<p class="tab-label">Import <code>map</code></p>',
    ]);
    expect(toHtml(panels.slice(0, 1))).toContain('<figure class="code-block" data-lang="bash">');
  });

  it('numbers the sets of a page so that their ids never collide, and leaves out data-group without a groupId', async () => {
    const { hast } = await md.toHast('::::tabs\n:::tab[A]\none\n:::\n::::\n\n::::tabs\n:::tab[A]\ntwo\n:::\n::::\n', 'two.md');
    const ids = byClass(hast, 'tab-panel').map((p) => p.properties.id);
    expect(ids).toEqual(['tabs-1-panel-0', 'tabs-2-panel-0']);
    expect(byClass(hast, 'tabs').map((s) => s.properties.dataGroup)).toEqual([undefined, undefined]);
  });

  it('puts headings inside tabs into the table of contents with their ids', async () => {
    const { headings } = await md.toHast(TABS, 'guide.md');
    expect(headings).toEqual([{ depth: 2, id: 'inside-a-tab', text: 'Inside a tab' }]);
  });

  it('warns, with the line, about a tab outside a set, a tab without a label, duplicate labels and stray content', async () => {
    const source = 'Intro.\n\n:::tab[Alone]\nText.\n:::\n\n::::tabs\n:::tab\nNo label.\n:::\n:::tab[Same]\n1\n:::\n:::tab[Same]\n2\n:::\nStray paragraph.\n::::\n';
    const { warnings, hast } = await md.toHast(source, 'bad.md');
    expect(warnings.map((w) => [w.line, w.message.split(';')[0]?.split(' (')[0]])).toEqual([
      [3, '`:::tab[Label]` belongs inside a `::::tabs` block'],
      [8, 'a tab needs a label: `:::tab[npm]`'],
      [14, "two tabs of one set are labelled 'Same'"],
      [17, 'a `::::tabs` block holds only `:::tab[Label]` blocks'],
    ]);
    // Nothing the author wrote disappears.
    expect(toString(hast)).toContain('Stray paragraph.');
    expect(toString(hast)).toContain('Alone');
  });

  it('keeps every variant in the text search indexes', async () => {
    const { hast, headings } = await md.toHast(TABS, 'guide.md');
    const page = { route: '/docs/guide', kind: 'doc', id: 'guide', title: 'Guide', frontmatter: {}, headings, body: hast, links: [], hash: '' } satisfies Page;
    const text = pageSections(page).map((s) => s.text).join(' ');
    expect(text).toContain('npm install xrblocks');
    expect(text).toContain('Load it from a CDN.');
  });
});
