// Shiki, paid for only when a code block has to be highlighted, and highlighted blocks reused across pages, rebuilds
// and processes.
//
// Measured on the site's 95 blocks (see the commit that added this file): Shiki's Oniguruma engine is faster than
// its JavaScript RegExp engine, with or without `forgiving`, both on first use and once its regexes are compiled,
// and all three give byte-identical HAST; `createHighlighterCore` with the grammars imported one by one costs less
// than `createHighlighter` (which loads the bundle's index of every language); loading the WASM from its file skips
// inflating the base64 copy inlined in JavaScript. Most of a cold block's cost is the first use of the TypeScript
// grammar (its regexes are compiled lazily) and tokenizing, which ./paired-themes.ts does once for both colour themes.
//
// So the highlighter is created on the first block that is not cached, and each grammar is loaded on the first block
// of its language. Markdown blocks are the exception: their fences embed the other languages, so highlighting one
// loads every grammar first, and a block's output never depends on which blocks came before it.
//
// Highlighted blocks are cached in memory (a rebuild in watch mode re-highlights nothing it has seen) and, when a
// folder is given, on disk: one small file per block, named by a hash of the language, the marked lines, the code
// and a fingerprint of this module and of the installed Shiki packages (grammars and themes are in them). A page
// edited between two builds then highlights only the blocks that changed, and a build whose blocks are all cached
// never loads Shiki at all. Blocks no build uses for a week go (./cache-pruning.ts).
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Element } from 'hast';
import type { HighlighterCore, LanguageRegistration, ShikiTransformer } from 'shiki/core';
// Types only: these modules load on the first block to highlight (`createCore`).
import type * as ShikiCore from 'shiki/core';
import type * as ShikiOniguruma from 'shiki/engine/oniguruma';
import type * as ShikiWasm from 'shiki/wasm';
import type * as LightTheme from 'shiki/themes/github-light-default.mjs';
import type * as DarkTheme from 'shiki/themes/github-dark-default.mjs';
import { contentHash } from '../core/hash.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { markUsed } from './cache-pruning.ts';
import { pairThemes, twoThemePreOf, type PairedThemes } from './paired-themes.ts';
import { dynamicImport } from '../core/dynamic-import.ts';
import { CODE_LANGUAGES, CODE_THEMES, GRAMMAR_FILES, type CodeLanguage } from '../../shared/code-languages.ts';

export { CODE_THEMES };

/** The grammar module of a language docgen highlights (../../shared/code-languages.ts). */
function grammar(lang: CodeLanguage): Promise<{ default: LanguageRegistration[] }> {
  return dynamicImport(`shiki/langs/${GRAMMAR_FILES[lang]}.mjs`);
}

/** Languages whose grammar embeds the others' (fenced blocks inside a markdown block). */
const EMBEDS_ALL = new Set(['md']);

let highlighter: Promise<HighlighterCore> | undefined;
/** Both themes in one tokenization (./paired-themes.ts), when they pair; set with the highlighter. */
let paired: PairedThemes | undefined;
const grammarsLoaded = new Map<string, Promise<void>>();

function createCore(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore, flatTokenVariants }, { createOnigurumaEngine }, light, dark] = await Promise.all([
      dynamicImport<typeof ShikiCore>('shiki/core'),
      dynamicImport<typeof ShikiOniguruma>('shiki/engine/oniguruma'),
      dynamicImport<typeof LightTheme>('shiki/themes/github-light-default.mjs'),
      dynamicImport<typeof DarkTheme>('shiki/themes/github-dark-default.mjs'),
    ]);
    const hl = await createHighlighterCore({ themes: [light.default, dark.default], langs: [], engine: createOnigurumaEngine(onigWasm()) });
    paired = pairThemes({ light: light.default, dark: dark.default }, { flatTokenVariants, twoThemePre: () => twoThemePreOf(hl, CODE_THEMES) });
    if (paired) await hl.loadTheme(paired.theme);
    return hl;
  })();
  return highlighter;
}

/** The engine's WASM read from its file; Shiki's inlined copy (base64 and gzip) when the file cannot be found. */
function onigWasm() {
  try {
    return readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
  } catch {
    return dynamicImport<typeof ShikiWasm>('shiki/wasm');
  }
}

/** The highlighter with the grammars `lang` needs loaded. */
async function highlighterFor(lang: string): Promise<HighlighterCore> {
  const hl = await createCore();
  const needed = CODE_LANGUAGES.filter((name) => EMBEDS_ALL.has(lang) || name === lang);
  await Promise.all(
    needed.map((name) => {
      let loaded = grammarsLoaded.get(name);
      if (!loaded) grammarsLoaded.set(name, (loaded = grammar(name).then((mod) => hl.loadLanguage(...mod.default))));
      return loaded;
    }),
  );
  return hl;
}

/** The highlighter with every grammar loaded (created once per process). */
export async function getHighlighter(): Promise<HighlighterCore> {
  return highlighterFor('md');
}

/** The `<pre>` Shiki makes for `code`: lines are `span.line`, marked ones also `.highlighted`; both themes as CSS variables. */
function shikiPre(hl: HighlighterCore, code: string, lang: string, marked: ReadonlySet<number>): Element {
  const mark: ShikiTransformer = {
    line(node, line) {
      if (marked.has(line)) this.addClassToHast(node, 'highlighted');
    },
  };
  // No time limit: Shiki stops tokenizing a line after 500 ms of wall time by default, and a busy machine (TypeDoc
  // on the other core, the first use of a grammar) can take that long, leaving the rest of the block uncoloured.
  const options = { lang, tokenizeTimeLimit: 0 };
  const root = paired
    ? hl.codeToHast(code, { ...options, theme: paired.theme.name, mergeWhitespaces: false, transformers: [paired.transformer, mark] })
    : hl.codeToHast(code, { ...options, themes: CODE_THEMES, defaultColor: false, transformers: [mark] });
  const [pre] = root.children;
  if (pre?.type !== 'element') throw new Error(`Shiki made no <pre> for a ${lang} block`);
  return pre;
}

/**
 * Highlighted blocks by key, the most recently used kept for the whole process: watch mode's rebuild of an edited
 * page finds its blocks here. Few: a block is tens of KB of HAST, and a large build's blocks are each used once (a
 * thread that kept thousands grew by hundreds of MB), while the disk cache has every block.
 */
const memory = new Map<string, Promise<Element>>();
const MEMORY_LIMIT = 256;

/**
 * The highlighted `<pre>` of a block, from memory, from `cacheDir` or from Shiki, in that order. The element is the
 * caller's own copy.
 */
export async function highlightedPre(code: string, lang: string, marked: ReadonlySet<number>, cacheDir?: string): Promise<Element> {
  const key = blockKey(code, lang, marked);
  let pre = memory.get(key);
  if (pre) {
    // Most recently used last: the first key is the one to forget.
    memory.delete(key);
    memory.set(key, pre);
  } else {
    pre = highlightOrRead(key, code, lang, marked, cacheDir);
    if (memory.size >= MEMORY_LIMIT) {
      const oldest = memory.keys().next();
      if (!oldest.done) memory.delete(oldest.value);
    }
    memory.set(key, pre);
    // A failed highlight is not remembered.
    pre.catch(() => memory.get(key) === pre && memory.delete(key));
  }
  return structuredClone(await pre);
}

async function highlightOrRead(key: string, code: string, lang: string, marked: ReadonlySet<number>, cacheDir: string | undefined): Promise<Element> {
  const file = cacheDir && path.join(cacheDir, key.slice(0, 2), `${key}.json`);
  if (file) {
    const cached = await readBlock(file);
    if (cached) {
      markUsed(file);
      return cached;
    }
  }
  const pre = shikiPre(await highlighterFor(lang), code, lang, marked);
  if (file) await writeBlock(file, pre);
  return pre;
}

/** The cached `<pre>`, or undefined when there is none or it is damaged (the block is then highlighted again). */
async function readBlock(file: string): Promise<Element | undefined> {
  const pre = await readSealedJson(file);
  return isPre(pre) ? pre : undefined;
}

/** Whether a sealed file's JSON is a `<pre>`: the seal proves the file is whole as `writeBlock` wrote it. */
function isPre(value: unknown): value is Element {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'element' && 'tagName' in value && value.tagName === 'pre';
}

/** Written atomically: a reader in another thread or process never sees half a file. */
async function writeBlock(file: string, pre: Element): Promise<void> {
  try {
    await writeSealed(file, JSON.stringify(pre));
  } catch {
    // A cache that cannot be written only costs the next build the highlighting.
  }
}

function blockKey(code: string, lang: string, marked: ReadonlySet<number>): string {
  return contentHash(highlightFingerprint(), lang, [...marked].sort((a, b) => a - b).join(','), code);
}

let fingerprint: string | undefined;
const PAIRED_THEMES = new URL('./paired-themes.ts', import.meta.url);

/**
 * What a highlighted block depends on besides its language, marked lines and code: this module (the options given
 * to Shiki, the themes, the grammar list), the pairing of the themes and the installed versions of Shiki and every package under it (grammars,
 * themes, engine, tokenizer).
 */
export function highlightFingerprint(): string {
  fingerprint ??= contentHash(readFileSync(import.meta.filename, 'utf8'), readFileSync(PAIRED_THEMES, 'utf8'), ...installedVersions('shiki', import.meta.dirname));
  return fingerprint;
}

/** `name@version` of a package and of its dependencies, recursively, as Node would resolve them from `from`. */
function installedVersions(name: string, from: string, seen = new Map<string, string>()): string[] {
  const manifest = findManifest(name, from);
  if (!manifest || seen.has(manifest)) return [...seen.values()];
  const { version, dependencies } = manifestFields(readFileSync(manifest, 'utf8'));
  seen.set(manifest, `${name}@${String(version)}`);
  for (const dep of dependencies.sort()) installedVersions(dep, path.dirname(manifest), seen);
  return [...seen.values()];
}

/** What a package.json says of the version (as it is written) and of the dependencies' names. */
function manifestFields(text: string): { version: unknown; dependencies: string[] } {
  const pkg: unknown = JSON.parse(text);
  if (typeof pkg !== 'object' || pkg === null) return { version: undefined, dependencies: [] };
  const version = 'version' in pkg ? pkg.version : undefined;
  const dependencies = 'dependencies' in pkg && typeof pkg.dependencies === 'object' && pkg.dependencies !== null ? Object.keys(pkg.dependencies) : [];
  return { version, dependencies };
}

/** A package's package.json, looked up through the node_modules folders above `from`. */
function findManifest(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}
