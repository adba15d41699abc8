// Every code block of the site's content, highlighted with both colour themes from one tokenization
// (src/render/markdown/paired-themes.ts), is byte for byte what Shiki's own two-theme highlighting makes of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { toHtml } from 'hast-util-to-html';
import type { Code } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseCodeMeta, resolveLanguage } from '../../src/render/markdown/code.ts';
import { highlightedPre } from '../../src/render/markdown/highlight.ts';
import { twoThemeHtml } from '../helpers/two-theme-shiki.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

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

describe("the site's code blocks", () => {
  it("are highlighted exactly as Shiki's two themes highlight them", async () => {
    const blocks = contentBlocks();
    expect(blocks.length).toBeGreaterThan(80);
    expect(new Set(blocks.map((b) => b.lang)).size).toBeGreaterThan(4);
    for (const { file, code, lang, marked } of blocks) {
      expect(toHtml(await highlightedPre(code, lang, marked)), `${file}: a ${lang} block`).toBe(await twoThemeHtml(code, lang, marked));
    }
  });
});
