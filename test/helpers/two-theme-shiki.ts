// Shiki's own two-theme highlighting, as docgen asked for it before its themes were paired
// (src/render/markdown/paired-themes.ts): the reference the paired highlighting is compared with. It runs on docgen's
// highlighter, whose grammars (and their compiled regexes) and themes are the same.
import { toHtml } from 'hast-util-to-html';
import type { ShikiTransformer } from 'shiki/core';
import { CODE_THEMES, getHighlighter } from '../../src/render/markdown/highlight.ts';

/** The HTML of the `<pre>` Shiki makes for `code` with both themes, `marked` lines highlighted as docgen marks them. */
export async function twoThemeHtml(code: string, lang: string, marked: ReadonlySet<number>): Promise<string> {
  const mark: ShikiTransformer = {
    line(node, line) {
      if (marked.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  const hl = await getHighlighter();
  return toHtml(hl.codeToHast(code, { lang, themes: CODE_THEMES, defaultColor: false, tokenizeTimeLimit: 0, transformers: [mark] }));
}
