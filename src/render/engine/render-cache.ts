// Rendered routes kept between processes, so that a build renders only the routes whose inputs changed. A route's
// key (see route-key.ts) covers everything its HTML is made from; the cache maps that key to the HTML's hash and to
// what the link checker needs of the page (its ids and hrefs). The HTML itself is stored once per hash, in
// `html/<hash>.html`, and copied from there into the output. There is one index per build mode (production,
// development), so alternating `docgen build` and `docgen serve` does not evict the other's pages.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from './atomic-write.ts';

export interface RenderRecord {
  htmlHash: string;
  ids: string[];
  hrefs: string[];
}

type Index = Record<string, RenderRecord>;

export interface RenderCache {
  get(key: string): RenderRecord | undefined;
  /** Where the HTML of a record lives (it exists once `put` has resolved). */
  htmlFile(htmlHash: string): string;
  put(key: string, record: RenderRecord, html: string): Promise<void>;
  /** Keeps only the records of `keys` in this mode's index, writes it, and removes HTML no index refers to. */
  save(keys: Iterable<string>): Promise<void>;
}

export async function openRenderCache(cacheDir: string, mode: string): Promise<RenderCache> {
  const dir = path.join(cacheDir, 'render');
  const htmlDir = path.join(dir, 'html');
  const indexFile = (m: string) => path.join(dir, `${m}.json`);
  const index: Index = await readIndex(indexFile(mode));
  const added: Index = {};
  let dirMade = false;
  const htmlFile = (hash: string) => path.join(htmlDir, `${hash}.html`);
  return {
    get: (key) => index[key] ?? added[key],
    htmlFile,
    async put(key, record, html) {
      added[key] = record;
      const file = htmlFile(record.htmlHash);
      if (existsSync(file)) return;
      if (!dirMade) await mkdir(htmlDir, { recursive: true });
      dirMade = true;
      await atomicWrite(file, html);
    },
    async save(keys) {
      const kept: Index = {};
      for (const key of keys) {
        const record = index[key] ?? added[key];
        if (record) kept[key] = record;
      }
      const unchanged = Object.keys(kept).length === Object.keys(index).length && Object.keys(kept).every((k) => index[k]);
      if (unchanged) return;
      await mkdir(dir, { recursive: true });
      await atomicWrite(indexFile(mode), JSON.stringify(kept));
      for (const key of Object.keys(index)) if (!kept[key]) delete index[key];
      Object.assign(index, kept);
      // HTML that no mode's index refers to any more.
      const live = new Set(Object.values(kept).map((r) => r.htmlHash));
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.json') || name === `${mode}.json`) continue;
        for (const r of Object.values(await readIndex(path.join(dir, name)))) live.add(r.htmlHash);
      }
      // Only files older than an hour: another process (a build beside `docgen serve`) may have written one it has
      // not yet listed in its index.
      const before = Date.now() - 3_600_000;
      for (const name of existsSync(htmlDir) ? await readdir(htmlDir) : []) {
        if (live.has(name.replace(/\.html$/, ''))) continue;
        const file = path.join(htmlDir, name);
        const mtime = (await stat(file).catch(() => undefined))?.mtimeMs ?? Infinity;
        if (mtime < before) await rm(file, { force: true });
      }
    },
  };
}

async function readIndex(file: string): Promise<Index> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Index;
  } catch {
    // Missing, truncated or from an older layout: start empty.
    return {};
  }
}
