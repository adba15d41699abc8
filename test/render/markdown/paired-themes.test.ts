// Both colour themes from one tokenization (src/render/markdown/paired-themes.ts) must give exactly what Shiki's own
// two-theme highlighting gives, in every language docgen highlights; themes that differ in more than colour are left
// to Shiki. (test/release/paired-themes.test.ts compares every code block of the site's content.)
import { toHtml } from 'hast-util-to-html';
import { flatTokenVariants, type ThemeRegistration } from 'shiki/core';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { describe, expect, it } from 'vitest';
import { highlightedPre } from '../../../src/render/markdown/highlight.ts';
import { CODE_LANGUAGES } from '../../../src/shared/code-languages.ts';
import { pairThemes } from '../../../src/render/markdown/paired-themes.ts';
import { twoThemeHtml } from '../../helpers/two-theme-shiki.ts';

/** A few lines of each language, with the whitespace, empty lines and styled scopes (bold, italic, strike) that matter. */
const SAMPLES: Record<string, string> = {
  ts: "import * as xb from 'xrblocks';\n\n// A comment  with  spaces\nclass Spinner extends xb.Script {\n  override update(): void {\n    this.rotation.y += 0.01;  \n  }\n}\n",
  tsx: 'export function Card({ title }: { title: string }) {\n  return <div className="card">{title}</div>;\n}\n',
  js: "const options = new xb.Options();\noptions.enableReticles();\nxb.init(options); // /regex\\d+/g\n",
  jsx: 'const el = <span style={{ color: "red" }}>  hi  </span>;\n',
  json: '{\n  "name": "app",\n  "dependencies": { "xrblocks": "0.17.0" }\n}\n',
  jsonc: '{\n  // a comment\n  "a": [1, 2, true, null],\n}\n',
  html: '<!doctype html>\n<script type="module">\n  import "./main.js";\n</script>\n<style>\n  body { margin: 0; }\n</style>\n',
  css: ':root {\n  --accent: #1a73e8;\n}\n.card:hover > a::after { content: "→"; }\n',
  bash: 'npm install xrblocks  # the SDK\nexport PORT=8080 && npx http-server . -p "$PORT"\n',
  shellsession: '$ npm run build\n> app@1.0.0 build\nDone in 2.1s\n',
  md: '# Title\n\n*em*  **strong**  ~~struck~~ `code`\n\n> quote  \n\n```ts\nconst a = 1;\n```\n\n- [link](https://example.com)\n',
  yaml: 'site:\n  title: "XR Blocks"  # name\n  pages: [intro, manual]\n',
  glsl: 'uniform float time;\nvoid main() {\n  gl_FragColor = vec4(sin(time), 0.0, 1.0, 1.0);\n}\n',
  diff: '@@ -1,2 +1,2 @@\n- removed  line\n+ added line\n  kept\n',
};

describe('paired colour themes', () => {
  it('highlight every language docgen knows exactly as Shiki highlights it with both themes', async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...CODE_LANGUAGES].sort());
    for (const [lang, code] of Object.entries(SAMPLES)) {
      const marked = new Set([2]);
      expect(toHtml(await highlightedPre(code, lang, marked)), lang).toBe(await twoThemeHtml(code, lang, marked));
    }
  });

  it('give the same HTML for empty blocks, blank lines and plain text', async () => {
    const cases: [string, string][] = [
      ['', 'json'],
      ['  \n\n\tconst  a =  1;  \n  ', 'ts'],
      ['plain  text,\n  not highlighted', 'text'],
    ];
    for (const [code, lang] of cases) expect(toHtml(await highlightedPre(code, lang, new Set([1]))), lang).toBe(await twoThemeHtml(code, lang, new Set([1])));
  });

  it('are not made from themes whose rules differ in more than colour', () => {
    const shiki = { flatTokenVariants, twoThemePre: () => ({}) };
    const light = githubLight as ThemeRegistration;
    const rulesOf = (change: (rule: NonNullable<ThemeRegistration['tokenColors']>[number]) => object) =>
      ({ ...githubDark, tokenColors: githubDark.tokenColors!.map((rule, i) => (i === 3 ? { ...rule, ...change(rule) } : rule)) }) as ThemeRegistration;
    expect(pairThemes({ light, dark: githubDark }, shiki)).toBeDefined();
    const others = [
      { ...githubDark, tokenColors: githubDark.tokenColors!.slice(1) } as ThemeRegistration,
      rulesOf((rule) => ({ settings: { ...rule.settings, fontStyle: 'italic' } })),
      rulesOf(() => ({ scope: 'comment.other' })),
      rulesOf((rule) => ({ settings: { ...rule.settings, foreground: 'var(--fg)' } })),
    ];
    for (const dark of others) expect(pairThemes({ light, dark }, shiki)).toBeUndefined();
  });
});
