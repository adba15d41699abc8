// The code highlighter of the browser, for the code a page's components show (src/theme/docusaurus/highlighting.ts):
// a module of its own (src/render/assets/highlighter-bundle.ts) that only the pages whose components use
// `@theme/CodeBlock` name, loaded when such a block has code to colour. Shiki as on the server, with the same themes
// and grammars, each grammar loaded on first use, and its JavaScript regular-expression engine, which colours as its
// WebAssembly one does (src/render/markdown/highlight.ts) without a binary to fetch.
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { CODE_LANGUAGES, CODE_THEMES, type CodeLanguage } from '../../shared/code-languages.ts';
import type { HighlightCode } from '../../theme/docusaurus/highlighting.ts';

/** Each language's grammar (a module also holds the grammars it embeds, as on the server). */
const GRAMMARS: Record<CodeLanguage, () => Promise<{ default: LanguageRegistration[] }>> = {
  ts: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  js: () => import('shiki/langs/javascript.mjs'),
  jsx: () => import('shiki/langs/jsx.mjs'),
  json: () => import('shiki/langs/json.mjs'),
  jsonc: () => import('shiki/langs/jsonc.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  css: () => import('shiki/langs/css.mjs'),
  bash: () => import('shiki/langs/shellscript.mjs'),
  shellsession: () => import('shiki/langs/shellsession.mjs'),
  md: () => import('shiki/langs/markdown.mjs'),
  yaml: () => import('shiki/langs/yaml.mjs'),
  glsl: () => import('shiki/langs/glsl.mjs'),
  diff: () => import('shiki/langs/diff.mjs'),
};

let core: Promise<HighlighterCore> | undefined;
const grammars = new Map<CodeLanguage, Promise<void>>();

export const highlight: HighlightCode = async (code, lang) => {
  core ??= createHighlighterCore({ themes: [githubLight, githubDark], langs: [], engine: createJavaScriptRegexEngine() });
  const hl = await core;
  // A Markdown block's fences embed the other languages.
  const needed = lang === 'md' ? CODE_LANGUAGES : [lang];
  await Promise.all(
    needed.map((name) => {
      let loaded = grammars.get(name);
      if (!loaded) grammars.set(name, (loaded = GRAMMARS[name]().then((grammar) => hl.loadLanguage(...grammar.default))));
      return loaded;
    }),
  );
  const { tokens } = hl.codeToTokens(code, { lang, themes: CODE_THEMES, defaultColor: false });
  return tokens.map((line) => line.map((token) => ({ content: token.content, style: token.htmlStyle })));
};
