// What the whole-site files take from each page, made once per page and kept between builds: its Markdown copy, its
// llms.txt summary, its share of the search index and its llms-full.txt API entry. Each part depends on its page
// alone, so a build makes parts only for the pages that changed and assembles the whole-site files from the rest
// (assembling joins strings and adds up numbers; making a part converts a tree, a few ms a page).
//
// Parts are kept in memory (watch mode, repeated builds in one process) and on disk (`.docgen-cache/llms`), under
// a key made of the page itself (every field but its body: `page.hash` stands for the body, see below), the site
// fields the parts use, and the code that makes them.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { contentHash } from '../hash.ts';
import { apiEntry, summaryOf, type LlmsPagePart } from '../llms/llms.ts';
import { pageMarkdown, type MarkdownContext } from '../llms/markdown.ts';
import type { Page } from '../../shared/types.ts';
import { pageSearchPart, type PageSearchPart } from './build-index.ts';
import { pageSections } from './sections.ts';

export interface PageParts extends LlmsPagePart {
  search: PageSearchPart;
}

/** The site fields parts depend on. */
export type PartsContext = MarkdownContext;

/** A page whose parts are not cached: to be made, and stored under `key`. */
export interface MissingParts {
  page: Page;
  key: string;
}

/** Every part of one page. */
export function makePageParts(page: Page, ctx: PartsContext): PageParts {
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
  return contentHash(code, JSON.stringify([ctx.siteUrl, ctx.demoOrigin ?? null]), JSON.stringify(head));
}

/** Where parts are kept beyond this process. */
export interface PartsStore {
  /** A folder for parts kept between builds (`.docgen-cache/llms`); without it, only this process remembers. */
  cacheDir?: string;
  /** The code fingerprint to key parts by (default: `codeFingerprint()`; tests pass others). */
  code?: string;
}

/** Parts made in this process, by key: watch mode and repeated builds read nothing from disk. */
const memory = new Map<string, PageParts>();
const MEMORY_LIMIT = 5000;

function remember(key: string, parts: PageParts): void {
  if (memory.size >= MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
  memory.set(key, parts);
}

/** The parts of each page from memory or `cacheDir`, and the pages that have none yet. */
export function cachedParts(pages: Page[], ctx: PartsContext, { cacheDir, code }: PartsStore = {}): { parts: (PageParts | undefined)[]; missing: MissingParts[] } {
  const missing: MissingParts[] = [];
  const parts = pages.map((page) => {
    const key = partsKey(page, ctx, code);
    let found = memory.get(key);
    if (!found && cacheDir) {
      found = readEntry(entryFile(cacheDir, key));
      if (found) remember(key, found);
    }
    if (!found) missing.push({ page, key });
    return found;
  });
  return { parts, missing };
}

/** Makes the parts of pages that had none, and keeps them (in memory, and in `cacheDir` when given). */
export function makeMissingParts(missing: MissingParts[], ctx: PartsContext, cacheDir?: string): PageParts[] {
  return missing.map(({ page, key }) => {
    const parts = makePageParts(page, ctx);
    remember(key, parts);
    if (cacheDir) writeEntry(entryFile(cacheDir, key), parts);
    return parts;
  });
}

/** `makeMissingParts` as a thread's task (see threads/run-task.ts): plain data in, plain data out. */
export async function makeMissingPartsTask(input: { missing: MissingParts[]; ctx: PartsContext; cacheDir?: string }): Promise<PageParts[]> {
  return makeMissingParts(input.missing, input.ctx, input.cacheDir);
}

/** Every page's parts, made here where missing. */
export function pageParts(pages: Page[], ctx: PartsContext, store: PartsStore = {}): PageParts[] {
  const { parts, missing } = cachedParts(pages, ctx, store);
  return fillMissing(parts, makeMissingParts(missing, ctx, store.cacheDir));
}

/** `parts` with its gaps filled, in order, from `made`. */
export function fillMissing(parts: (PageParts | undefined)[], made: PageParts[]): PageParts[] {
  let next = 0;
  return parts.map((found) => found ?? made[next++]!);
}

function entryFile(dir: string, key: string): string {
  return path.join(dir, key.slice(0, 2), `${key}.json`);
}

function readEntry(file: string): PageParts | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parts = JSON.parse(text) as PageParts;
    return typeof parts.markdown === 'string' && typeof parts.summary === 'string' && Array.isArray(parts.search?.sections) ? parts : undefined;
  } catch {
    // A damaged entry is made again.
    return undefined;
  }
}

function writeEntry(file: string, parts: PageParts): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Write-then-rename: a build running beside this one never reads half a file.
    const tmp = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(tmp, JSON.stringify(parts));
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written only costs time on the next build.
  }
}

const SRC = path.resolve(import.meta.dirname, '../..');
/** The code a page's body and parts are made by: the whole Node side and the shared modules (not the theme or client). */
const CODE_DIRS = ['render', 'shared'];
const LOCKFILE = path.resolve(SRC, '../package-lock.json');

let fingerprint: string | undefined;

/**
 * The code that makes parts, and the bodies they are made from: every file of src/render and src/shared (so no
 * import can be forgotten) and the lockfile (the versions of the Markdown libraries). Computed once per process:
 * `docgen serve` restarts its build worker when docgen's code changes.
 */
export function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const files: [string, string][] = [];
  for (const dir of CODE_DIRS) {
    for (const entry of readdirSync(path.join(SRC, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.push([path.relative(SRC, file).split(path.sep).join('/'), file]);
    }
  }
  // Directory order is the file system's: hash in name order.
  files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lock = existsSync(LOCKFILE) ? readFileSync(LOCKFILE, 'utf8') : '';
  fingerprint = contentHash(...files.flatMap(([name, file]) => [name, readFileSync(file, 'utf8')]), lock);
  return fingerprint;
}
