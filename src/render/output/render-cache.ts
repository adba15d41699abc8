// Rendered routes kept between processes, so that a build renders only the routes whose inputs changed. A route's
// key (see route-key.ts) covers everything its HTML is made from; the cache maps that key to the HTML's hash and to
// what the link checker needs of the page (its ids and hrefs). The HTML itself is stored once per hash, as it is
// published, in `pages/<hash>.html`: its name is its seal (a file whose bytes do not hash to its name is not whole),
// and the writer has the file system copy it into the output instead of reading it. There is one index per build
// mode (production, development), so alternating `docgen build` and `docgen serve` does not evict the other's pages.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from '../core/atomic-write.ts';
import { fileStamp, fileStampSync } from '../core/file-stamp.ts';
import { contentHash } from '../core/hash.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { PRUNED_MARK, pruneDue } from '../core/prune-files.mjs';
import { isRecord } from '../../shared/is-record.ts';
import { CACHE, cachePath } from '../core/cache-namespaces.mjs';

export interface RenderRecord {
  htmlHash: string;
  ids: string[];
  hrefs: string[];
  /**
   * The HTML file's stamp (../core/file-stamp.ts) once this index has known the file whole: a file with the same stamp
   * is that file (a rewrite, even in place, changes it), so a warm build checks it with a `stat` instead of reading and
   * hashing every page's HTML.
   */
  stamp?: string;
}

/**
 * The index as stored: every id and href string once, records refer to them by number, in runs (`createNumbering`).
 * Pages share most of their hrefs (the navbar, the sidebar: ~270 on each API page), which would otherwise make the
 * index megabytes of repeats.
 */
interface StoredIndex {
  strings: string[];
  records: Record<string, [htmlHash: string, ids: number[], hrefs: number[], stamp?: string]>;
}

export interface RenderCache {
  /** Where the HTML files are (`storeHtml` writes there). */
  htmlDir: string;
  get(key: string): RenderRecord | undefined;
  /** Where the HTML of a record lives (it exists once `put` has resolved). */
  htmlFile(htmlHash: string): string;
  /**
   * Records a route; its HTML too, unless a render thread has already stored it (`storeHtml`). Resolves with the
   * record as kept, with its file's stamp.
   */
  put(key: string, record: RenderRecord, html?: string): Promise<RenderRecord>;
  /** Whether a record's HTML is in the cache whole (a missing, truncated or garbled file is rendered again). */
  intact(record: RenderRecord): Promise<boolean>;
  /**
   * Writes this mode's index with the records of `keys` only. With `prune`, also removes the HTML that no mode's
   * index refers to.
   */
  save(keys: Iterable<string>, options?: { prune?: boolean }): Promise<void>;
}

export async function openRenderCache(cacheDir: string, mode: string): Promise<RenderCache> {
  const dir = cachePath(cacheDir, 'render');
  const htmlDir = cachePath(cacheDir, 'renderHtml');
  const indexFile = path.join(dir, `${mode}.json`);
  const records = await readIndex(indexFile);
  /** The keys the index file holds now, in order: a save that would write the same keys writes nothing. */
  let savedKeys = [...records.keys()].join('\n');
  /** A record's stamp changed since the index was read: the next save writes it even with the same keys. */
  let stampsChanged = false;
  const htmlFile = (hash: string) => path.join(htmlDir, `${hash}.html`);
  const numbering = createNumbering();
  return {
    htmlDir,
    get: (key) => records.get(key),
    htmlFile,
    async put(key, record, html) {
      if (html !== undefined) await storeHtml(htmlDir, record.htmlHash, html);
      const kept = { ...record, stamp: await fileStamp(htmlFile(record.htmlHash)) };
      records.set(key, kept);
      stampsChanged = true;
      return kept;
    },
    async intact(record) {
      const file = htmlFile(record.htmlHash);
      // Synchronously: a build checks its routes' HTML one after another, and 454 stats through libuv's thread pool
      // left the main thread waiting ~30 ms of a warm build.
      const stamp = fileStampSync(file);
      if (stamp === undefined) return false;
      if (stamp === record.stamp) return true;
      if (!(await intactHtml(file, record.htmlHash))) return false;
      record.stamp = stamp;
      stampsChanged = true;
      return true;
    },
    async save(keys, options = {}) {
      const kept = new Map<string, RenderRecord>();
      for (const key of keys) {
        const record = records.get(key);
        if (record) kept.set(key, record);
      }
      const keyList = [...kept.keys()].join('\n');
      if (keyList !== savedKeys || stampsChanged) {
        await writeSealed(indexFile, JSON.stringify(numbering.encode(kept)));
        savedKeys = keyList;
        stampsChanged = false;
      }
      if (options.prune) await prune(dir, htmlDir, indexFile, kept);
    },
  };
}

/**
 * Stores a route's HTML under its hash (`contentHash(html)`) in the cache's HTML folder (`<cache>/render/pages`),
 * unless it is there intact.
 */
export async function storeHtml(htmlDir: string, htmlHash: string, html: string): Promise<void> {
  const file = path.join(htmlDir, `${htmlHash}.html`);
  if (await intactHtml(file, htmlHash)) return;
  await mkdir(htmlDir, { recursive: true });
  await atomicWrite(file, html);
}

/** Whether a stored HTML file is whole: a truncated or garbled one is rendered again, never published. */
async function intactHtml(file: string, htmlHash: string): Promise<boolean> {
  const bytes = await readFile(file).catch(() => undefined);
  return bytes !== undefined && contentHash(bytes) === htmlHash;
}

/** Only files older than this: another process may have written one it has not yet listed in its index. */
const PRUNE_AFTER_MS = CACHE.renderHtml.pruneAfterMs;

/** Removes HTML files that neither this index nor another mode's refers to (once in a while: `pruneDue`). */
async function prune(dir: string, htmlDir: string, indexFile: string, kept: Map<string, RenderRecord>): Promise<void> {
  if (!pruneDue(htmlDir, PRUNE_AFTER_MS)) return;
  const live = new Set([...kept.values()].map((r) => r.htmlHash));
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // A folder of an older layout of this cache.
    if (entry.isDirectory() && file !== htmlDir) await rm(file, { recursive: true, force: true });
    if (!entry.name.endsWith('.json') || file === indexFile) continue;
    for (const record of (await readIndex(file)).values()) live.add(record.htmlHash);
  }
  const before = Date.now() - PRUNE_AFTER_MS;
  for (const name of existsSync(htmlDir) ? await readdir(htmlDir) : []) {
    if (name === PRUNED_MARK || live.has(name.replace(/\.html$/, ''))) continue;
    const file = path.join(htmlDir, name);
    const mtime = (await stat(file).catch(() => undefined))?.mtimeMs ?? Infinity;
    if (mtime < before) await rm(file, { force: true });
  }
}

/**
 * The numbering of the strings a cache writes: each string numbered once, in the order first seen, and each list
 * encoded once per list object, so that the saves of a long `docgen serve` session only encode what changed. Pages of
 * one sidebar list its hrefs in the same order, which the numbering makes consecutive numbers: a run of them is
 * stored as its first number and a negative count (`[12, -1790]`: 12 and the next 1,790). On a site of 2,000 pages
 * in one sidebar, that makes the index kilobytes instead of megabytes (the square of the sidebar's length).
 */
function createNumbering() {
  const strings: string[] = [];
  const numbers = new Map<string, number>();
  const encoded = new WeakMap<readonly string[], number[]>();
  const ref = (s: string) => {
    let n = numbers.get(s);
    if (n === undefined) numbers.set(s, (n = strings.push(s) - 1));
    return n;
  };
  const list = (values: readonly string[]) => {
    let runs = encoded.get(values);
    if (runs === undefined) encoded.set(values, (runs = toRuns(values.map(ref))));
    return runs;
  };
  return {
    encode(records: Map<string, RenderRecord>): StoredIndex {
      const stored: StoredIndex['records'] = {};
      for (const [key, r] of records) stored[key] = r.stamp === undefined ? [r.htmlHash, list(r.ids), list(r.hrefs)] : [r.htmlHash, list(r.ids), list(r.hrefs), r.stamp];
      return { strings, records: stored };
    },
  };
}

/** Numbers with each run of consecutive ones after the first written as a negative count. */
function toRuns(numbers: number[]): number[] {
  const runs: number[] = [];
  let previous: number | undefined;
  /** Numbers after the first of the current run. */
  let count = 0;
  for (const n of numbers) {
    if (previous !== undefined && n === previous + 1) count++;
    else {
      if (count) runs.push(-count);
      runs.push(n);
      count = 0;
    }
    previous = n;
  }
  if (count) runs.push(-count);
  return runs;
}

/** The strings a list of runs numbers (see `toRuns`); undefined for a list that is no such thing. */
function fromRuns(runs: unknown, strings: string[]): string[] | undefined {
  if (!Array.isArray(runs)) return undefined;
  const out: string[] = [];
  let last = -1;
  for (const n of runs) {
    if (!Number.isInteger(n)) return undefined;
    const count = n < 0 ? -n : 1;
    const first = n < 0 ? last + 1 : n;
    if (first < 0 || first + count > strings.length) return undefined;
    for (const s of strings.slice(first, first + count)) out.push(s);
    last = first + count - 1;
  }
  return out;
}

/** An index as far as a read can tell it (each record is checked as it is read). */
function isStoredIndex(value: unknown): value is StoredIndex {
  return isRecord(value) && Array.isArray(value.strings) && typeof value.records === 'object' && value.records !== null;
}

async function readIndex(file: string): Promise<Map<string, RenderRecord>> {
  const stored = await readSealedJson(file, isStoredIndex);
  // Missing, damaged or from an older layout: start empty.
  if (!stored) return new Map();
  const { strings, records } = stored;
  const index = new Map<string, RenderRecord>();
  for (const [key, [htmlHash, idRuns, hrefRuns, stamp]] of Object.entries(records)) {
    const ids = fromRuns(idRuns, strings);
    const hrefs = fromRuns(hrefRuns, strings);
    // A record that does not read is not kept: its route renders again.
    if (typeof htmlHash === 'string' && ids && hrefs) index.set(key, { htmlHash, ids, hrefs, ...(typeof stamp === 'string' && { stamp }) });
  }
  return index;
}
