// Code blocks as Docusaurus writes them: `title="…"`, `{1,3-5}`, `showLineNumbers[=N]` and the magic comments
// (`highlight-next-line`, `highlight-start` / `highlight-end`) in each language's comment forms. Magic comment lines
// leave the code: the page, the copy button (the `<code>`'s text), the page's Markdown copy and search never see them.
// Line numbers are CSS counters: never part of any of those texts either.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { parseCodeMeta } from '../../../src/render/markdown/code.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { baseConfig, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const md = await createMarkdownProcessor();

/** The first element of `tree` with the tag name. */
function find(tree: Root | Element, tagName: string): Element {
  let found: Element | undefined;
  visit(tree, 'element', (node: Element) => {
    if (!found && node.tagName === tagName) found = node;
  });
  return found!;
}

/** The block's `<code>` (its text is what the copy button copies) and the numbers of its highlighted lines. */
async function block(fence: string): Promise<{ text: string; highlighted: number[]; figure: Element; code: Element }> {
  const { hast } = await md.toHast(fence, 'page.md');
  const figure = find(hast, 'figure');
  const code = find(figure, 'code');
  // Shiki writes `class` as a string or a list.
  const classes = (el: Element) => [el.properties.class].flat().join(' ').split(' ');
  const lines = code.children.filter((child): child is Element => child.type === 'element' && classes(child).includes('line'));
  return {
    text: toString(code),
    highlighted: lines.flatMap((line, i) => (classes(line).includes('highlighted') ? [i + 1] : [])),
    figure,
    code,
  };
}

describe('code fence meta', () => {
  it('reads the title, the marked lines, line numbers and the other words', () => {
    expect(parseCodeMeta('title="a b.ts" {1,3-4} fragment')).toEqual({ title: 'a b.ts', highlightLines: new Set([1, 3, 4]), linesInMeta: true, words: ['fragment'] });
    expect(parseCodeMeta('showLineNumbers title=main.ts', 'TS')).toEqual({ title: 'main.ts', highlightLines: new Set(), firstLineNumber: 1, language: 'ts', words: [] });
    expect(parseCodeMeta('fragment showLineNumbers=12')).toMatchObject({ firstLineNumber: 12, words: ['fragment'] });
    // A start that is no whole number numbers from 1, as Docusaurus ends up doing.
    expect(parseCodeMeta('showLineNumbers=ten').firstLineNumber).toBe(1);
    expect(parseCodeMeta('fragment').firstLineNumber).toBeUndefined();
  });
});

describe('magic comments', () => {
  it('highlights the line after highlight-next-line and removes the comment', async () => {
    const r = await block('```ts\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n');
    expect(r.text).toBe('const a = 1;\nconst b = 2;\nconst c = 3;');
    expect(r.highlighted).toEqual([2]);
  });

  it('highlights the lines between highlight-start and highlight-end', async () => {
    const r = await block('```js\nlet a;\n  // highlight-start\nlet b;\nlet c;\n  // highlight-end\nlet d;\n/* highlight-next-line */\nlet e;\n```\n');
    expect(r.text).toBe('let a;\nlet b;\nlet c;\nlet d;\nlet e;');
    expect(r.highlighted).toEqual([2, 3, 5]);
  });

  it('takes the comment forms of the language, as Docusaurus does', async () => {
    // Shell: `#` comments; a `//` line is shell code (a path), not a marker.
    const sh = await block('```bash\n# highlight-next-line\nnpm install\n// highlight-next-line\n```\n');
    expect(sh.text).toBe('npm install\n// highlight-next-line');
    expect(sh.highlighted).toEqual([1]);
    // JSX and TSX: `{/* … */}` as well.
    const jsx = await block('```jsx\n<div>\n  {/* highlight-next-line */}\n  <b>hi</b>\n</div>\n```\n');
    expect(jsx.text).toBe('<div>\n  <b>hi</b>\n</div>');
    expect(jsx.highlighted).toEqual([2]);
    // HTML: `<!-- … -->`; TypeScript does not have it.
    const html = await block('```html\n<!-- highlight-next-line -->\n<p>x</p>\n```\n');
    expect(html).toMatchObject({ text: '<p>x</p>', highlighted: [1] });
    const ts = await block('```ts\n<!-- highlight-next-line -->\nlet x;\n```\n');
    expect(ts).toMatchObject({ text: '<!-- highlight-next-line -->\nlet x;', highlighted: [] });
    // Markdown: HTML comments in the text, `#` in its frontmatter.
    const markdown = await block('```md\n---\n# highlight-next-line\ntitle: Hi\n---\n<!-- highlight-next-line -->\nText\n```\n');
    expect(markdown).toMatchObject({ text: '---\ntitle: Hi\n---\nText', highlighted: [2, 4] });
    // A language docgen does not highlight keeps Docusaurus's forms for it: Python's `#`, Lua's `--`.
    const python = await block('```python\n// highlight-next-line\n# highlight-next-line\nx = 1\n```\n');
    expect(python).toMatchObject({ text: '// highlight-next-line\nx = 1', highlighted: [2] });
    const lua = await block('```lua\n-- highlight-next-line\nlocal x = 1\n```\n');
    expect(lua).toMatchObject({ text: 'local x = 1', highlighted: [1] });
    // Plain text takes every common form.
    const text = await block('```\n<!-- highlight-next-line -->\nplain\n```\n');
    expect(text).toMatchObject({ text: 'plain', highlighted: [1] });
  });

  it('leaves magic comments in the code when the meta names the lines, as Docusaurus does', async () => {
    const r = await block('```ts {1}\n// highlight-next-line\nlet x;\n```\n');
    expect(r.text).toBe('// highlight-next-line\nlet x;');
    expect(r.highlighted).toEqual([1]);
  });

  it('comments that only mention a directive are code', async () => {
    const r = await block('```ts\nlet a; // highlight-next-line\n// highlight-next-line please\n```\n');
    expect(r.text).toBe('let a; // highlight-next-line\n// highlight-next-line please');
    expect(r.highlighted).toEqual([]);
  });
});

describe('line numbers', () => {
  it('numbers lines with a CSS counter from 1 or the given start, with a gutter as wide as the longest number', async () => {
    const one = await block('```ts showLineNumbers\nlet a;\nlet b;\n```\n');
    expect(one.figure.properties.className).toEqual(['code-block', 'line-numbers']);
    expect(one.code.properties.style).toBe('counter-reset:line 0;--line-number-width:1ch');
    expect(one.text).toBe('let a;\nlet b;');
    const from = await block('```ts showLineNumbers=98\nlet a;\n\nlet b;\n```\n');
    expect(from.code.properties.style).toBe('counter-reset:line 97;--line-number-width:3ch');
    const plain = await block('```ts\nlet a;\n```\n');
    expect(plain.figure.properties.className).toEqual(['code-block']);
    expect(plain.code.properties.style).toBeUndefined();
  });

  it('the stylesheet draws the numbers as generated content that is not selectable', () => {
    const css = readFileSync(path.resolve(import.meta.dirname, '../../../src/theme/styles/content.css'), 'utf8');
    const rule = /\.code-block\.line-numbers \.line::before \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('content: counter(line)');
    expect(rule).toContain('counter-increment: line');
    expect(rule).toContain('user-select: none');
  });
});

describe('a built page', async () => {
  const page = [
    '---',
    'title: Code',
    '---',
    '```ts title="main.ts" showLineNumbers=5',
    'const kept = 1;',
    '// highlight-start',
    'const marked = 2;',
    '// highlight-end',
    '```',
    '',
  ].join('\n');
  const root = fixtureSite({ 'content/docs/intro.md': '---\ntitle: Welcome\nslug: /\n---\nHello.\n', 'content/docs/guide/Code.md': page }, baseConfig);
  await build({ root, logger: silentLogger, analytics: false });
  const out = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');

  it('shows the code without its magic comments, the marked line highlighted and numbered from 5', () => {
    const html = out('guide/Code.html');
    expect(html).toContain('<figure class="code-block line-numbers" data-lang="ts">');
    expect(html).toContain('style="counter-reset:line 4;--line-number-width:1ch"');
    expect(html).toMatch(/<span class="line highlighted">.*marked/);
    expect(html).not.toContain('highlight-start');
    expect(html).not.toContain('highlight-end');
  });

  it("keeps magic comments and numbers out of the page's Markdown copy and its search text", () => {
    const markdown = out('guide/Code.md');
    expect(markdown).toContain('```ts\nconst kept = 1;\nconst marked = 2;\n```');
    expect(markdown).not.toMatch(/highlight-|\b5\b/);
    const fragments = readdirSync(path.join(root, 'build/assets/search')).filter((f) => f.startsWith('p.')).map((f) => out(`assets/search/${f}`));
    const fragment = fragments.find((text) => text.includes('const marked'))!;
    expect(fragment).toBeDefined();
    expect(fragment).not.toContain('highlight-');
  });
});
