// What the whole-site files take from each page, made once per page and kept between builds: its Markdown copy, its
// llms.txt summary, its share of the search index and its llms-full.txt API entry. Each part depends on its page
// alone, so a build makes parts only for the pages that changed and assembles the whole-site files from the rest
// (assembling joins strings and adds up numbers; making a part converts a tree, a few ms a page).
//
// Parts are kept in memory (watch mode, repeated builds in one process) and on disk (`.docgen-cache/llms`), under
// a key made of the page itself (every field but its body: `page.hash` stands for the body, see below), the site
// fields the parts use, and the code that makes them.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from '../core/hash.ts';
import { apiEntry, summaryOf, type LlmsPagePart } from '../llms/llms.ts';
import { pageMarkdown, type MarkdownContext } from '../llms/markdown.ts';
import type { Page, PageWithBody } from '../../shared/types.ts';
import { isRecord } from '../../shared/is-record.ts';
import { present } from '../../shared/present.ts';
import { shownTree } from '../graph/page-view.ts';
import { pageSearchPart, type PageSearchPart } from './build-index.ts';
import { pruneEntries } from '../core/prune-entries.ts';
import { readJson, removeLegacyEntries, writeJson } from './disk-cache.ts';
import { folderFingerprint } from '../core/fingerprint.ts';
import { pageSections } from '../llms/sections.ts';
import { withShown } from '../markdown/mdx/shown.ts';
import { CACHE, nestedFolder } from '../core/cache-namespaces.mjs';

export interface PageParts extends LlmsPagePart {
  search: PageSearchPart;
}

/**
 * The site fields parts depend on, and what each `.mdx` page's expressions and childless components render to, by
 * route (../markdown/mdx/shown.ts): the page's tree holds no text for them.
 */
export type PartsContext = MarkdownContext & { mdxHtml?: ReadonlyMap<string, readonly string[]> };

/** A page whose parts are not cached: to be made, and stored under `key`. */
export interface MissingParts {
  page: Page;
  key: string;
}

/** Every part of one page. */
export function makePageParts(page: PageWithBody, ctx: PartsContext): PageParts {
  const sections = pageSections(page);
  const api = apiEntry(page, ctx.siteUrl);
  return { markdown: pageMarkdown(page, ctx), summary: summaryOf(page, sections), search: pageSearchPart(page, sections), ...(api === undefined ? {} : { api }) };
}

/**
 * The cache key of a page's parts. The page's body is not hashed (that would cost a good share of making the parts):
 * it is a function of `page.hash` (the page's source) and of the links the graph stage resolved, which are part of
 * the page's other fields, and of docgen's code, which is in the fingerprint.
 */
export function partsKey(page: Page, ctx: PartsContext, code: string = codeFingerprint()): string {
  const { body: _body, ...head } = page;
  return contentHash(code, JSON.stringify([ctx.siteUrl, ctx.demos ?? null, ctx.mdxHtml?.get(page.route) ?? null]), JSON.stringify(head));
}

/** Where parts are kept beyond this process. */
export interface PartsStore {
  /** A folder for parts kept between builds (`.docgen-cache/llms`); without it, only this process remembers. */
  cacheDir?: string;
  /** The code fingerprint to key parts by (default: `codeFingerprint()`; tests pass others). */
  code?: string;
}

/**
 * Parts made in this process, by key: watch mode and repeated builds read nothing from disk. The limit is above the
 * largest site measured (2,254 routes at +1,800 pages), so that `docgen serve` keeps every page's; at ~32 KB a page
 * on disk (the real site's parts: 14.4 MB for 452 pages) that is ~160 MB at most. Not measured in memory.
 */
const memory = new Map<string, PageParts>();
const MEMORY_LIMIT = 5000;

function remember(key: string, parts: PageParts): void {
  if (memory.size >= MEMORY_LIMIT) {
    const [oldest] = memory.keys();
    if (oldest !== undefined) memory.delete(oldest);
  }
  memory.set(key, parts);
}

/** The parts of each page from memory or `cacheDir`, and the pages that have none yet. `keys`: their `partsKey`s. */
export function cachedParts(
  pages: Page[],
  ctx: PartsContext,
  { cacheDir, code }: PartsStore = {},
  keys?: readonly string[],
): { parts: (PageParts | undefined)[]; missing: MissingParts[] } {
  const missing: MissingParts[] = [];
  const parts = pages.map((page, i) => {
    const key = keys?.[i] ?? partsKey(page, ctx, code);
    let found = memory.get(key);
    if (!found && cacheDir) {
      found = readJson(entryFile(cacheDir, key), isPageParts);
      if (found) remember(key, found);
    }
    if (!found) missing.push({ page, key });
    return found;
  });
  return { parts, missing };
}

/** How many of the pages have no parts kept yet (without reading the kept ones). */
export function countMissingParts(pages: Page[], ctx: PartsContext, cacheDir?: string): number {
  let missing = 0;
  for (const page of pages) {
    const key = partsKey(page, ctx);
    if (!memory.has(key) && !(cacheDir && existsSync(entryFile(cacheDir, key)))) missing++;
  }
  return missing;
}

/** Removes kept parts and search modules that the build that just ran does not use, once they are old. */
export function pruneParts(cacheDir: string, keys: readonly string[], clientKey: string): void {
  removeLegacyEntries(cacheDir);
  pruneEntries(nestedFolder(cacheDir, 'llmsParts'), new Set(keys), CACHE.llmsParts.pruneAfterMs);
  pruneEntries(nestedFolder(cacheDir, 'searchClient'), new Set([clientKey]), CACHE.searchClient.pruneAfterMs);
}

/** Makes the parts of pages that had none, and keeps them (in memory, and in `cacheDir` when given). */
export function makeMissingParts(missing: MissingParts[], ctx: PartsContext, cacheDir?: string): PageParts[] {
  return missing.map(({ page, key }) => {
    // One tree at a time: a stored body is read here and dropped with the page's parts made.
    const tree = shownTree(page);
    const parts = makePageParts({ ...tree, body: withShown(tree.body, ctx.mdxHtml?.get(page.route)) }, ctx);
    remember(key, parts);
    if (cacheDir) writeJson(entryFile(cacheDir, key), parts);
    return parts;
  });
}

/** Every page's parts, made here where missing. */
export function pageParts(pages: Page[], ctx: PartsContext, store: PartsStore = {}): PageParts[] {
  const { parts, missing } = cachedParts(pages, ctx, store);
  return fillMissing(parts, makeMissingParts(missing, ctx, store.cacheDir));
}

/** `parts` with its gaps filled, in order, from `made`. */
export function fillMissing(parts: (PageParts | undefined)[], made: PageParts[]): PageParts[] {
  const next = made.values();
  return parts.map((found) => found ?? present(next.next().value, 'parts made for each page that had none'));
}

function entryFile(dir: string, key: string): string {
  return path.join(nestedFolder(dir, 'llmsParts'), `${key}.json`);
}

function isPageParts(value: unknown): value is PageParts {
  return isRecord(value) && typeof value.markdown === 'string' && typeof value.summary === 'string' && isRecord(value.search) && Array.isArray(value.search.sections) && typeof value.search.fragment === 'string';
}

/**
 * The code that makes parts, and the bodies they are made from: every file of src/render and src/shared and the
 * lockfile (see disk-cache.ts). The theme and the browser code make neither.
 */
export function codeFingerprint(): string {
  return folderFingerprint(['render', 'shared']);
}
