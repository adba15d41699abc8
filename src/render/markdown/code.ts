// Code blocks: the fence's meta (title, marked lines, line numbers), its language, and the `<figure>` around the
// highlighted `<pre>` (highlight.ts). Both colour themes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`)
// so switching colour mode re-renders nothing; the stylesheet picks the variable for the current mode. Line numbers
// are CSS counters (content.css), so they are never part of the code's text: not copied, not searched, not in the
// page's Markdown.
import type { Element, ElementContent } from 'hast';
import { LANGUAGE_LABELS, resolveLanguage } from '../../shared/code-languages.ts';
import { CODE_THEMES, getHighlighter, highlightedPre } from './highlight.ts';
import { takeMagicComments } from './magic-comments.ts';

export { CODE_THEMES, getHighlighter, resolveLanguage };

/** The label shown for each language docgen highlights (any other is shown by its name). */
const LABELS: ReadonlyMap<string, string> = new Map(Object.entries(LANGUAGE_LABELS));

export interface CodeMeta {
  title?: string;
  /** The lines `{1,3-5}` names (1-based). */
  highlightLines: Set<number>;
  /**
   * The meta names lines to highlight: magic comments in the code are then code like any other, as in Docusaurus,
   * which reads one or the other.
   */
  linesInMeta?: true;
  /** `showLineNumbers` (1) or `showLineNumbers=N`: the number of the first line; absent when lines are not numbered. */
  firstLineNumber?: number;
  /** The fence's language as written, lowercased (`sh`, `python`): which comment forms are magic comments. */
  language?: string;
  /** The other words of the meta (`fragment`). */
  words: string[];
}

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGES = /\{([\d,\s-]+)\}/;
const LINE_NUMBERS = /^showLineNumbers(?:=(\S*))?$/;

/** Reads a fence's meta string (`title="main.ts" {1,3-5} showLineNumbers fragment`) and its written language. */
export function parseCodeMeta(meta: string | null | undefined, language?: string | null): CodeMeta {
  const text = meta ?? '';
  const title = TITLE.exec(text);
  const highlightLines = new Set<number>();
  const ranges = RANGES.exec(text)?.[1];
  for (const part of (ranges ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [from = NaN, to = from] = part.split('-').map(Number);
    for (let n = from; n <= to; n++) highlightLines.add(n);
  }
  const result: CodeMeta = { title: title?.[1] ?? title?.[2] ?? title?.[3], highlightLines, words: [] };
  if (ranges !== undefined) result.linesInMeta = true;
  if (language) result.language = language.toLowerCase();
  for (const word of text.replace(TITLE, '').replace(RANGES, '').split(/\s+/).filter(Boolean)) {
    const numbers = LINE_NUMBERS.exec(word);
    if (!numbers) result.words.push(word);
    // As in Docusaurus, a start that is not a whole number numbers the lines from 1.
    else result.firstLineNumber = numbers[1] !== undefined && /^-?\d+$/.test(numbers[1]) ? Number(numbers[1]) : 1;
  }
  return result;
}

/**
 * A highlighted code block as HAST: `<figure class="code-block">` with an optional title caption, a language label
 * and the `<pre>`, whose lines are `span.line` (highlighted ones also `.highlighted`). Magic comments are taken out
 * of the code before it is highlighted, so the highlighted block's cache key (its code and marked lines) covers
 * them. `cacheDir` keeps highlighted blocks on disk between processes (see highlight.ts).
 */
export async function codeBlockToHast(code: string, lang: string, meta: CodeMeta, cacheDir?: string): Promise<Element> {
  const shown = meta.linesInMeta ? { code, highlighted: meta.highlightLines } : takeMagicComments(code, meta.language ?? lang);
  const pre = await highlightedPre(shown.code, lang, shown.highlighted, cacheDir);
  if (meta.firstLineNumber !== undefined) numberLines(pre, meta.firstLineNumber);
  return codeFigure(pre, lang, meta);
}

/**
 * Numbers the lines of a highlighted `<pre>` (the caller's copy) from `first`: the stylesheet's counter starts there,
 * and its gutter is as wide as the longest number.
 */
function numberLines(pre: Element, first: number): void {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return;
  const lines = code.children.filter((child) => child.type === 'element' && child.tagName === 'span').length;
  const widest = Math.max(String(first).length, String(first + Math.max(lines, 1) - 1).length);
  code.properties.style = `counter-reset:line ${first - 1};--line-number-width:${widest}ch`;
}

function codeFigure(pre: Element, lang: string, meta: CodeMeta): Element {
  const children: ElementContent[] = [];
  const header: ElementContent[] = [];
  if (meta.title) header.push({ type: 'element', tagName: 'span', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
  header.push({ type: 'element', tagName: 'span', properties: { className: ['code-lang'] }, children: [{ type: 'text', value: LABELS.get(lang) ?? lang }] });
  children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-header'] }, children: header });
  children.push(pre);
  const className = meta.firstLineNumber === undefined ? ['code-block'] : ['code-block', 'line-numbers'];
  return { type: 'element', tagName: 'figure', properties: { className, dataLang: lang }, children };
}
