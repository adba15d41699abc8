import { toHtml } from 'hast-util-to-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMarkdownProcessor, type MarkdownProcessor } from '../../src/render/markdown/pipeline.ts';

let md: MarkdownProcessor;
beforeAll(async () => {
  md = await createMarkdownProcessor();
});

const html = async (source: string) => toHtml((await md.toHast(source, 'test.md')).hast);

describe('markdown pipeline', () => {
  it('gives headings GitHub-style unique slugs and honours {#custom-id}', async () => {
    const r = await md.toHast('## Hello World\n\n## Hello World\n\n### Options & defaults\n\n## Pinned {#my-id}\n', 't.md');
    expect(r.headings).toEqual([
      { depth: 2, id: 'hello-world', text: 'Hello World' },
      { depth: 2, id: 'hello-world-1', text: 'Hello World' },
      { depth: 3, id: 'options--defaults', text: 'Options & defaults' },
      { depth: 2, id: 'my-id', text: 'Pinned' },
    ]);
  });

  it('builds the TOC from the configured levels only', async () => {
    const narrow = await createMarkdownProcessor({ toc: { minLevel: 2, maxLevel: 2 } });
    const r = await narrow.toHast('## A\n\n### B\n\n#### C\n', 't.md');
    expect(r.headings.map((h) => h.text)).toEqual(['A']);
    const r2 = await md.toHast('## A\n\n### B\n\n#### C\n', 't.md');
    expect(r2.headings.map((h) => h.text)).toEqual(['A', 'B']);
  });

  it('supports GFM tables, task lists, strikethrough, autolinks and footnotes', async () => {
    const out = await html('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ https://example.test\n\nText[^1].\n\n[^1]: Note.\n');
    expect(out).toContain('<table>');
    expect(out).toContain('type="checkbox"');
    expect(out).toContain('<del>old</del>');
    expect(out).toContain('<a href="https://example.test">');
    expect(out).toContain('data-footnotes');
  });

  it('renders admonitions with default and custom titles', async () => {
    const out = await html(':::warning\nCareful.\n:::\n\n:::tip[Pro move]\nDo this.\n:::\n');
    expect(out).toContain('<div class="admonition admonition-warning"><p class="admonition-title">Warning</p><p>Careful.</p></div>');
    expect(out).toContain('<p class="admonition-title">Pro move</p>');
  });

  it('keeps unknown directives as the text the author typed', async () => {
    const r = await md.toHast('Aspect 16:9 and :smile here.\n', 't.md');
    expect(toHtml(r.hast)).toContain('Aspect 16:9 and :smile here.');
  });

  it('highlights code at build time with both themes, title, language label and line highlights', async () => {
    const out = await html('```ts title="main.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n');
    expect(out).toContain('<figure class="code-block" data-lang="ts">');
    expect(out).toContain('<span class="code-title">main.ts</span>');
    expect(out).toContain('<span class="code-lang">TypeScript</span>');
    expect(out).toMatch(/--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
    expect(out.match(/class="line highlighted"/g)).toHaveLength(1);
  });

  it('warns about unknown code languages and shows the code as plain text', async () => {
    const r = await md.toHast('\n```klingon\nqapla\n```\n', 't.md', 3);
    expect(r.warnings).toEqual([{ line: 5, message: "unknown code language 'klingon'; shown as plain text" }]);
    expect(toHtml(r.hast)).toContain('qapla');
  });

  it('shows raw HTML as text and warns with the file line', async () => {
    const r = await md.toHast('Hello <b>there</b>\n\n<div>block</div>\n\n<!-- comment -->\n', 't.md', 4);
    const out = toHtml(r.hast);
    expect(out).toContain('&#x3C;b>there&#x3C;/b>');
    expect(out).not.toContain('<div>block</div>');
    expect(out).not.toContain('comment');
    expect(r.warnings.map((w) => w.line)).toEqual([5, 5, 7]);
  });

  it('records every link with its file line', async () => {
    const r = await md.toHast('Intro\n\nSee [a](./a.md) and [b][ref].\n\n[ref]: https://b.test\n', 't.md', 10);
    expect(r.links).toEqual([
      { href: './a.md', line: 13 },
      { href: 'https://b.test', line: 13 },
    ]);
  });

  it('turns ::demo into the demo element and checks its permissions', async () => {
    const r = await md.toHast('::demo{path="templates/0_basic/" permissions="xr camera teleport" apiKey="gemini" keyOptional}\n', 't.md');
    const out = toHtml(r.hast);
    expect(out).toContain('<docgen-demo path="templates/0_basic/" permissions="xr camera teleport" apiKey="gemini" keyOptional label="">');
    expect(r.warnings[0]?.message).toContain("unknown demo permission 'teleport'");
  });
});
