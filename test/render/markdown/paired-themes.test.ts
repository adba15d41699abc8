// Both colour themes from one tokenization (src/render/markdown/paired-themes.ts) must give exactly what Shiki's own
// two-theme highlighting gives: every code block of the site's content is highlighted both ways and compared as
// HTML, byte for byte; themes that differ in more than colour are left to Shiki.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { toHtml } from 'hast-util-to-html';
import type { Code } from 'mdast';
import remarkParse from 'remark-parse';
import type { HighlighterCore, ShikiTransformer, ThemeRegistration } from 'shiki/core';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCodeMeta, resolveLanguage } from '../../../src/render/markdown/code.ts';
import { CODE_THEMES, getHighlighter, highlightedPre } from '../../../src/render/markdown/highlight.ts';
import { pairThemes } from '../../../src/render/markdown/paired-themes.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every fenced block of the site's content in a language docgen highlights: code, language, marked lines. */
function contentBlocks(): { file: string; code: string; lang: string; marked: Set<number> }[] {
  const blocks: ReturnType<typeof contentBlocks> = [];
  const parser = unified().use(remarkParse);
  for (const file of fg.sync('content/**/*.md', { cwd: ROOT })) {
    visit(parser.parse(readFileSync(path.join(ROOT, file), 'utf8')), 'code', (node: Code) => {
      const lang = resolveLanguage(node.lang);
      if (lang && lang !== 'text') blocks.push({ file, code: node.value, lang, marked: parseCodeMeta(node.meta, node.lang).highlightLines });
    });
  }
  return blocks;
}

/**
 * Shiki's own two-theme highlighting, as docgen asked for it before the themes were paired, on docgen's highlighter
 * (the grammars' compiled regexes are shared; the themes are the same).
 */
let shiki: HighlighterCore;
beforeAll(async () => {
  shiki = await getHighlighter();
});

function twoPasses(code: string, lang: string, marked: Set<number>): string {
  const mark: ShikiTransformer = {
    line(node, line) {
      if (marked.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  return toHtml(shiki.codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0, transformers: [mark] }));
}

describe('paired colour themes', () => {
  it("highlight every code block of the site's content exactly as Shiki's two themes do", async () => {
    const blocks = contentBlocks();
    expect(blocks.length).toBeGreaterThan(80);
    expect(new Set(blocks.map((b) => b.lang)).size).toBeGreaterThan(4);
    for (const { file, code, lang, marked } of blocks) {
      expect(toHtml(await highlightedPre(code, lang, marked)), `${file}: a ${lang} block`).toBe(twoPasses(code, lang, marked));
    }
  });

  it('give the same HTML on whitespace, empty lines and the rules with a background or a font style', async () => {
    const cases: [string, string][] = [
      ['  \n\n\tconst  a =  1;  \n  ', 'ts'],
      ['+ added  line\n-   removed\n  kept\n@@ -1,2 +1,2 @@\n', 'diff'],
      ['# Title\n\n*em*  **strong**  ~~struck~~\n\n> quote  \n', 'md'],
      ['', 'json'],
      ['plain  text,\n  not highlighted', 'text'],
    ];
    for (const [code, lang] of cases) expect(toHtml(await highlightedPre(code, lang, new Set([1])))).toBe(twoPasses(code, lang, new Set([1])));
  });

  it('are not made from themes whose rules differ in more than colour', () => {
    const pre = () => ({});
    const light = githubLight as ThemeRegistration;
    expect(pairThemes({ light, dark: githubDark as ThemeRegistration }, pre)).toBeDefined();
    const fewer = { ...githubDark, tokenColors: githubDark.tokenColors!.slice(1) } as ThemeRegistration;
    const italic = { ...githubDark, tokenColors: githubDark.tokenColors!.map((rule, i) => (i === 3 ? { ...rule, settings: { ...rule.settings, fontStyle: 'italic' } } : rule)) } as ThemeRegistration;
    const otherScope = { ...githubDark, tokenColors: githubDark.tokenColors!.map((rule, i) => (i === 3 ? { ...rule, scope: 'comment.other' } : rule)) } as ThemeRegistration;
    const named = { ...githubDark, tokenColors: githubDark.tokenColors!.map((rule, i) => (i === 3 ? { ...rule, settings: { ...rule.settings, foreground: 'var(--fg)' } } : rule)) } as ThemeRegistration;
    for (const dark of [fewer, italic, otherScope, named]) expect(pairThemes({ light, dark }, pre)).toBeUndefined();
  });
});
