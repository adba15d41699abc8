// Code blocks: the fence's meta (title, marked lines), its language, and the `<figure>` around the highlighted `<pre>`
// (highlight.ts). Both colour themes are emitted as CSS variables (`--shiki-light`, `--shiki-dark`) so switching
// colour mode re-renders nothing; the stylesheet picks the variable for the current mode.
import type { Element, ElementContent } from 'hast';
import { CODE_THEMES, GRAMMARS, getHighlighter, highlightedPre } from './highlight.ts';

export { CODE_THEMES, getHighlighter };

/** Languages docgen highlights; anything else is shown as plain text with a warning. */
const LANGUAGES = Object.keys(GRAMMARS);
const ALIASES: Record<string, string> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash', zsh: 'bash', markdown: 'md', yml: 'yaml', console: 'shellsession' };
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** Human names for the language label of a code block. */
const LABELS: Record<string, string> = {
  ts: 'TypeScript', tsx: 'TSX', js: 'JavaScript', jsx: 'JSX', json: 'JSON', jsonc: 'JSON', html: 'HTML', css: 'CSS',
  bash: 'Shell', shellsession: 'Shell', md: 'Markdown', yaml: 'YAML', glsl: 'GLSL', diff: 'Diff', text: 'Text',
};

export interface CodeMeta {
  title?: string;
  highlightLines: Set<number>;
  words: string[];
}

/** Reads a fence's meta string: `title="main.ts" {1,3-5} fragment`. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlightLines = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text)?.[1] ?? '';
  for (const part of ranges.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [from, to = from] = part.split('-').map(Number);
    for (let n = from; n <= to; n++) highlightLines.add(n);
  }
  const rest = text.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '').replace(/\{[\d,\s-]+\}/, '');
  return { title: title?.[1] ?? title?.[2] ?? title?.[3], highlightLines, words: rest.split(/\s+/).filter(Boolean) };
}

/** Resolves a fence language to a loaded grammar; `undefined` means unknown. */
export function resolveLanguage(lang: string | null | undefined): string | undefined {
  const name = (lang ?? '').toLowerCase();
  if (PLAIN.has(name)) return 'text';
  const resolved = ALIASES[name] ?? name;
  return LANGUAGES.includes(resolved) ? resolved : undefined;
}

/**
 * A highlighted code block as HAST: `<figure class="code-block">` with an optional title caption, a language label
 * and the `<pre>`, whose lines are `span.line` (highlighted ones also `.highlighted`). `cacheDir` keeps highlighted
 * blocks on disk between processes (see highlight.ts).
 */
export async function codeBlockToHast(code: string, lang: string, meta: CodeMeta, cacheDir?: string): Promise<Element> {
  return codeFigure(await highlightedPre(code, lang, meta.highlightLines, cacheDir), lang, meta);
}

function codeFigure(pre: Element, lang: string, meta: CodeMeta): Element {
  const children: ElementContent[] = [];
  const header: ElementContent[] = [];
  if (meta.title) header.push({ type: 'element', tagName: 'span', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
  header.push({ type: 'element', tagName: 'span', properties: { className: ['code-lang'] }, children: [{ type: 'text', value: LABELS[lang] ?? lang }] });
  children.push({ type: 'element', tagName: 'figcaption', properties: { className: ['code-header'] }, children: header });
  children.push(pre);
  return { type: 'element', tagName: 'figure', properties: { className: ['code-block'], dataLang: lang }, children };
}
