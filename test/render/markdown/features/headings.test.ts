// Headings as sections (src/render/markdown/features/headings.ts): a Markdown heading gets a slug and its place in the
// table of contents; a heading written as JSX in an .mdx page (`<h3>` in an Infima card) is no section, as Docusaurus's
// MDX reads it: no slug, no entry, only an id its author gave it (issue #42: docgen's TOC listed the cards' titles).
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor } from '../../../../src/render/markdown/pipeline.ts';

const page = [
  '## A grid of cards',
  '',
  '<div className="card">',
  '  <h3>Push</h3>',
  '  <h3 id="take-card">Take</h3>',
  '</div>',
  '',
  '### Push',
  '',
].join('\n');

function headingsOf(tree: { children?: unknown[] }): Element[] {
  const out: Element[] = [];
  const walk = (node: unknown) => {
    const element = node as Element;
    if (element.type === 'element' && /^h\d$/.test(element.tagName)) out.push(element);
    for (const child of (node as { children?: unknown[] }).children ?? []) walk(child);
  };
  walk(tree);
  return out;
}

describe('headings written as JSX', () => {
  it('are left out of the table of contents and get no slug, keeping an id given to them', async () => {
    const result = await (await createMarkdownProcessor({ toc: { minLevel: 2, maxLevel: 3 } })).toHast(page, 'docs/cards.mdx');
    expect(result.headings.map((h) => h.id)).toEqual(['a-grid-of-cards', 'push']);
    expect(headingsOf(result.hast).map((h) => [h.tagName, h.properties.id])).toEqual([
      ['h2', 'a-grid-of-cards'],
      ['h3', undefined],
      ['h3', 'take-card'],
      ['h3', 'push'],
    ]);
  });

  it('are sections in a Markdown page, where `###` is the only way to write one', async () => {
    const result = await (await createMarkdownProcessor({ toc: { minLevel: 2, maxLevel: 3 } })).toHast('## One\n\n### Two\n', 'docs/plain.md');
    expect(result.headings.map((h) => h.id)).toEqual(['one', 'two']);
  });
});
