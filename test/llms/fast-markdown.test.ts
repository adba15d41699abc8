// fast-markdown.ts must write exactly what hast-util-to-mdast and mdast-util-to-markdown write, for every tree it
// accepts. Checked on pages made by the real pipelines (markdown with every construct the docs use, the API module
// on the fixture library) and on many random trees of the shapes it accepts, full of characters Markdown escapes.
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import type { Root as MdRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../src/render/api/index.ts';
import { fastMarkdown, flowToMarkdown } from '../../src/render/llms/fast-markdown.ts';
import { libraryMarkdown, librarySegment, prepare, TO_MARKDOWN } from '../../src/render/llms/markdown.ts';
import { loadSite } from '../../src/render/engine/engine.ts';
import { withTree } from '../../src/render/core/body-store.ts';
import { fixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { FIXTURE_CONFIG, fixtureContext, SHARED_CACHE_DIR } from '../render/api/helpers.ts';

const ctx = { siteUrl: 'https://example.test' };

/** The fast conversion with the libraries for the segments it leaves, as markdown.ts runs it; and which it left. */
function fast(tree: Root): { markdown: string | undefined; left: number } {
  let left = 0;
  const markdown = fastMarkdown(tree, TO_MARKDOWN, (root) => {
    left++;
    return librarySegment(root);
  });
  return { markdown, left };
}

function expectSame(tree: Root, name: string): boolean {
  const { markdown } = fast(tree);
  if (markdown === undefined) return false;
  expect(markdown, name).toBe(libraryMarkdown(tree));
  return true;
}

const page = `---
title: Everything
---
Intro with **strong**, _emphasis_, \`code\`, ~~gone~~, a [link](./02-Other.md) and https://example.com/a_b?c=1&d=(2).

## Lists {#lists}

- One *item* with \`a|b\` and **bold _nested_ text**
- Two

  Second paragraph of two.

  1. Nested ordered
  2. Items

- [ ] open task
- [x] done task

Between the lists.

3. Starts at three
4. Next

* * *

> A quote with a [link](https://example.com "Title") and a line\\
> break.

| Left | Center | Right |
|:-----|:------:|------:|
| \`a|b\` | **b** | 1. c |
| | empty | \\| pipe |

:::tip[Careful]
Admonition with *emphasis* and a list:

- a
- b
:::

\`\`\`ts title="x.ts"
const a = \`\\\`\`\`;
\`\`\`

Text with 1) parens, # hash, + plus, - minus, < angle, [bracket], _under_score_, a*b*c, snake_case_name, www.example.com,
mail@example.com, &amp; and &copy; and a trailing backslash \\\\

Footnote reference[^1].

[^1]: The footnote.
`;

describe('fast Markdown', () => {
  it('writes pages of the markdown pipeline exactly as the libraries do', async () => {
    const root = fixtureSite({
      'content/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\nHello.\n',
      'content/docs/guide/01-Everything.md': page,
      'content/docs/guide/02-Other.md': '---\ntitle: Other\n---\n1. one\n2. two\n\n- a\n- b\n\n* c\n',
    });
    const { graph } = await loadSite({ root, mode: 'production', logger: silentLogger });
    const accepted = [...graph.pages.values()].filter((p) => expectSame(prepare(withTree(p).body, ctx), p.route)).map((p) => p.route);
    // Other has adjacent lists: the second takes the other bullet.
    expect(accepted).toEqual(['/docs/', '/docs/guide/Everything', '/docs/guide/Other']);
  });

  it('writes the API module\'s pages exactly as the libraries do, and leaves none of their segments to them', async () => {
    const { pages } = await loadApi(FIXTURE_CONFIG, fixtureContext(SHARED_CACHE_DIR));
    for (const p of pages) {
      const tree = prepare(p.body, ctx);
      expect(fast(tree).left, p.route).toBe(0);
      expect(expectSame(tree, p.route), p.route).toBe(true);
    }
  });

  it('writes random trees of the shapes it accepts exactly as the libraries do', () => {
    const random = seeded(20251123);
    let accepted = 0;
    for (let i = 0; i < 1000; i++) {
      const tree: Root = { type: 'root', children: randomBlocks(random, 2) };
      if (expectSame(tree, `tree ${i}: ${JSON.stringify(tree)}`)) accepted++;
    }
    // Most random trees take the fast path (the rest hold two adjacent lists, or nothing but inline content).
    expect(accepted).toBeGreaterThan(700);
  });

  it('writes mdast flow content exactly as the libraries do', () => {
    const random = seeded(7);
    let accepted = 0;
    const options = { extensions: [gfmToMarkdown()], bullet: '-' as const, listItemIndent: 'one' as const };
    for (let i = 0; i < 500; i++) {
      const children: MdRoot['children'] = [
        { type: 'heading', depth: 3, children: [{ type: 'link', url: `https://example.test/${pick(random, TEXTS)}`, children: [{ type: 'text', value: pick(random, TEXTS) }] }] },
        { type: 'paragraph', children: [{ type: 'text', value: pick(random, TEXTS) }] },
        { type: 'code', lang: 'ts', value: pick(random, TEXTS) },
        {
          type: 'list',
          ordered: false,
          spread: false,
          children: [0, 1].map(() => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'inlineCode', value: pick(random, TEXTS) || 'x' }, { type: 'text', value: `: ${pick(random, TEXTS)}` }] }] })),
        },
      ];
      const markdown = flowToMarkdown(children, options);
      if (markdown === undefined) continue;
      accepted++;
      expect(markdown).toBe(toMarkdown({ type: 'root', children }, options).replace(/\n$/, ''));
    }
    expect(accepted).toBeGreaterThan(300);
  });

  it('leaves trees it does not know to the libraries', () => {
    expect(fast({ type: 'root', children: [h('div', [h('p', 'x')])] }).markdown).toBeUndefined();
    expect(fast({ type: 'root', children: [{ type: 'comment', value: 'x' }, h('p', 'x')] }).markdown).toBeUndefined();
    expect(fast({ type: 'root', children: [h('p', [h('video', { src: 'a.mp4' })])] }).left).toBe(1);
    expect(fastMarkdown({ type: 'root', children: [h('p', 'x')] }, { ...TO_MARKDOWN, bullet: '*' }, librarySegment)).toBeUndefined();
  });
});

// Random trees ------------------------------------------------------------------------------------------------

type Random = () => number;

function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const TEXTS = [
  'plain words',
  ' leading space',
  'trailing space ',
  '  many   spaces\n and\tbreaks  ',
  '*star*',
  '_under_',
  'snake_case_name',
  'a*b',
  '**double**',
  '[bracket]',
  '](paren)',
  '![not image]',
  '# hash',
  '1. one',
  '2) two',
  '- dash',
  '+ plus',
  '> quote',
  '<div>',
  '<a href>',
  '&amp; &copy; & x',
  'back\\slash',
  'ends with backslash\\',
  '`tick`',
  '``double``',
  '~tilde~',
  'a | b',
  '|pipe',
  ':-',
  'www.example.com',
  'http://example.com',
  'mail@example.com',
  '=equals',
  '...',
  'é ü 漢字 😀',
  '',
  ' ',
];

const URLS = ['https://example.test/a', '/docs/x#y', 'https://example.test/a_(b)', 'https://example.test/?a=1&b=2', 'mailto:a@b.c', '', 'https://example.test/a b', 'x'];

function randomInline(random: Random, depth: number): ElementContent[] {
  const count = 1 + Math.floor(random() * 4);
  const out: ElementContent[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.4 || depth <= 0) out.push({ type: 'text', value: pick(random, TEXTS) });
    else if (roll < 0.55) out.push(h('code', pick(random, TEXTS)));
    else if (roll < 0.65) out.push(h('code', [h('span', pick(random, TEXTS)), h('a', { href: '/x' }, pick(random, TEXTS))]));
    else if (roll < 0.78) {
      const url = pick(random, URLS);
      out.push(h('a', { href: url }, random() < 0.3 ? [{ type: 'text', value: url }] : randomInline(random, depth - 1)));
    } else if (roll < 0.85) out.push(h('strong', randomInline(random, depth - 1)));
    else if (roll < 0.92) out.push(h('em', randomInline(random, depth - 1)));
    else out.push(h('span', randomInline(random, depth - 1)));
  }
  return out;
}

function randomBlocks(random: Random, depth: number): Element[] {
  const count = 1 + Math.floor(random() * 4);
  const out: Element[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.35 || depth <= 0) out.push(h('p', randomInline(random, 2)));
    else if (roll < 0.45) out.push(h(`h${1 + Math.floor(random() * 6)}`, randomInline(random, 2)));
    else if (roll < 0.55) out.push(h('pre', [h('code', random() < 0.5 ? { className: ['language-ts'] } : {}, pick(random, TEXTS))]));
    else if (roll < 0.75) {
      const tag = random() < 0.7 ? 'ul' : 'ol';
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        h('li', random() < 0.5 ? randomInline(random, 1) : [...randomInline(random, 1), ...randomBlocks(random, depth - 1)]),
      );
      out.push(h(tag, tag === 'ol' && random() < 0.3 ? { start: 3 } : {}, items));
    } else if (roll < 0.82) out.push(h('blockquote', randomBlocks(random, depth - 1)));
    else if (roll < 0.9) {
      const align = [null, 'left', 'center', 'right'][Math.floor(random() * 4)];
      const row = (tag: string) => h('tr', [h(tag, align ? { align } : {}, randomInline(random, 1)), h(tag, randomInline(random, 1))]);
      out.push(h('table', [h('thead', [row('th')]), h('tbody', [row('td'), row('td')])]));
    } else {
      out.push(h('dl', [h('dt', randomInline(random, 1)), h('dd', randomBlocks(random, 0))]));
    }
  }
  return out;
}

