// The languages docgen colours code in, by the name a block's language resolves to, with their labels: one list for
// the code blocks highlighted when Markdown is parsed (src/render/markdown/code.ts) and for the code a page's
// components show, highlighted in the browser (src/theme/docusaurus/CodeBlock.tsx, src/client/highlight/).

export const CODE_LANGUAGES = ['ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'html', 'css', 'bash', 'shellsession', 'md', 'yaml', 'glsl', 'diff'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/**
 * Each language's Shiki grammar module (`shiki/langs/<name>.mjs`); a module also holds the grammars it embeds: html
 * brings javascript and css, glsl brings c, shellsession brings shellscript.
 */
export const GRAMMAR_FILES: Record<CodeLanguage, string> = {
  ts: 'typescript', tsx: 'tsx', js: 'javascript', jsx: 'jsx', json: 'json', jsonc: 'jsonc', html: 'html', css: 'css',
  bash: 'shellscript', shellsession: 'shellsession', md: 'markdown', yaml: 'yaml', glsl: 'glsl', diff: 'diff',
};

/** Shiki's themes for the light and the dark colour mode; both are in every highlighted block, as CSS variables. */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

const ALIASES: Record<string, CodeLanguage> = { typescript: 'ts', javascript: 'js', sh: 'bash', shell: 'bash', zsh: 'bash', markdown: 'md', yml: 'yaml', console: 'shellsession' };
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** Human names for the language label of a code block. */
export const LANGUAGE_LABELS: Record<CodeLanguage | 'text', string> = {
  ts: 'TypeScript', tsx: 'TSX', js: 'JavaScript', jsx: 'JSX', json: 'JSON', jsonc: 'JSON', html: 'HTML', css: 'CSS',
  bash: 'Shell', shellsession: 'Shell', md: 'Markdown', yaml: 'YAML', glsl: 'GLSL', diff: 'Diff', text: 'Text',
};

/** A block's language as written to the one docgen colours it in, `text` for none; `undefined` means unknown. */
export function resolveLanguage(lang: string | null | undefined): CodeLanguage | 'text' | undefined {
  const name = (lang ?? '').toLowerCase();
  if (PLAIN.has(name)) return 'text';
  const resolved = ALIASES[name] ?? name;
  return isCodeLanguage(resolved) ? resolved : undefined;
}

function isCodeLanguage(name: string): name is CodeLanguage {
  return CODE_LANGUAGES.some((language) => language === name);
}
