// The libraries' floor: what the libraries docgen builds a markdown page with cost on their own, per page, on one
// thread, with nothing of docgen around them. The scale bench (./scale.ts) compares docgen's cost per added page with
// it. For each page (markdown files given as arguments, frontmatter stripped):
//   unified  remark-parse + remark-gfm + remark-directive + remark-rehype + rehype-stringify: markdown → HAST → HTML;
//   shiki    every code block of the page, with one highlighter made beforehand with the languages the pages use and
//            both of docgen's themes (codeToHast with both themes as CSS variables: Shiki's own way, tokenizing each
//            block once per theme, where docgen tokenizes once for both, src/render/markdown/paired-themes.ts);
//   react    the page's HAST, its code blocks replaced by Shiki's, to React elements (hast-util-to-jsx-runtime with
//            react/jsx-runtime) and through renderToString.
// Each part is timed over all the pages, `REPS` times after `WARMUP` untimed rounds (the JIT, Shiki's grammars,
// whose regexes compile on first use); a part per page is its median round over the pages. The floor per page is the
// median round of the three together.
//
// React runs in production mode: this is not docgen, and the bench starts it with NODE_ENV=production (./scale.ts),
// which is how React picks its production build; it refuses to run otherwise rather than time the development build.
//
//   NODE_ENV=production node --import tsx scripts/bench/floor-once.ts <page.md>...
import { readFileSync } from 'node:fs';
import type { Element, Root as HastRoot } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Code } from 'mdast';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { bundledLanguages, createHighlighter } from 'shiki';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { median } from './builds.ts';

export interface FloorFigures {
  pages: number;
  codeBlocks: number;
  languages: string[];
  reps: number;
  /** Medians per page, ms. */
  unifiedMs: number;
  shikiMs: number;
  reactMs: number;
  /** The median round of the three together, per page, ms. */
  floorMs: number;
}

const WARMUP = 5;
const REPS = 15;
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

if (process.env.NODE_ENV !== 'production') throw new Error('floor-once.ts times React: run it with NODE_ENV=production');
const files = process.argv.slice(2);
if (!files.length) throw new Error('usage: floor-once.ts <page.md>...');

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkRehype).use(rehypeStringify).freeze();
const bodies = files.map((file) => readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, ''));

// Each page's code blocks, in document order: the order remark-rehype writes their <pre> elements in.
const blocks = bodies.map((body) => {
  const found: { code: string; lang: string }[] = [];
  visit(processor.parse(body), 'code', (node: Code) => {
    found.push({ code: node.value, lang: node.lang && Object.hasOwn(bundledLanguages, node.lang) ? node.lang : 'text' });
  });
  return found;
});
const languages = [...new Set(blocks.flat().map((b) => b.lang))].filter((l) => l !== 'text').sort();
const highlighter = await createHighlighter({ themes: Object.values(THEMES), langs: languages });
const highlight = (b: { code: string; lang: string }) => highlighter.codeToHast(b.code, { lang: b.lang, themes: THEMES, defaultColor: false });

/** The page as it is shown: remark-rehype's HAST with each <pre> replaced by Shiki's. */
function shownPage(file: string, body: string, codeBlocks: { code: string; lang: string }[]): HastRoot {
  const hast = processor.runSync(processor.parse(body));
  const highlighted = codeBlocks.map((b) => highlight(b).children[0] as Element).values();
  let pres = 0;
  visit(hast, 'element', (node: Element, at, parent) => {
    if (node.tagName !== 'pre' || !parent || at === undefined) return;
    pres++;
    const block = highlighted.next();
    if (!block.done) parent.children[at] = block.value;
    return SKIP;
  });
  if (pres !== codeBlocks.length) throw new Error(`${file}: ${codeBlocks.length} code blocks but ${pres} <pre> elements`);
  return hast;
}
const shown = files.map((file, i) => shownPage(file, bodies[i] ?? '', blocks[i] ?? []));

const timed = (work: () => void): number => {
  const start = performance.now();
  work();
  return performance.now() - start;
};
const rounds: { unified: number; shiki: number; react: number }[] = [];
for (let round = 0; round < WARMUP + REPS; round++) {
  const r = {
    unified: timed(() => bodies.forEach((body) => processor.stringify(processor.runSync(processor.parse(body))))),
    shiki: timed(() => blocks.forEach((page) => page.forEach(highlight))),
    react: timed(() => shown.forEach((hast) => renderToString(toJsxRuntime(hast, { Fragment, jsx, jsxs })))),
  };
  if (round >= WARMUP) rounds.push(r);
}

const perPage = (pick: (r: (typeof rounds)[number]) => number) => median(rounds.map(pick)) / files.length;
const figures: FloorFigures = {
  pages: files.length,
  codeBlocks: blocks.flat().length,
  languages,
  reps: REPS,
  unifiedMs: perPage((r) => r.unified),
  shikiMs: perPage((r) => r.shiki),
  reactMs: perPage((r) => r.react),
  floorMs: perPage((r) => r.unified + r.shiki + r.react),
};
process.stdout.write(JSON.stringify(figures) + '\n');
