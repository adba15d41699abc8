// How long the markdown caches on disk (`.docgen-cache/markdown/`) keep what no build uses: each page's HAST by its
// source (./cache.ts), each highlighted block (`code/`, ./highlight.ts) and each file's last section trees
// (`sections/`, ./section-store.ts). Every edit adds entries and none replaces another's, so an author's cache would
// otherwise grow for as long as they write. An entry read but not written again has its time brought forward
// (`keepFresh`, at most once a 24th of the week), so an entry in use is never among those pruned. An entry that
// another cache stands in front of (a page's HAST behind its loaded page, ../load/page-cache.ts; a doc comment's behind
// the API pages, ../api/pages-task.ts) counts as unused while that cache serves: once gone, it is parsed again when
// that cache misses, a cost and no failure.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { keepFresh, pruneDue, removeOldFiles } from '../core/prune-files.mjs';

/** A week: long enough for a page an author comes back to, short enough that old versions and old parsers go. */
export const MARKDOWN_CACHE_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The folder of highlighted blocks, inside the markdown cache's. */
export const CODE_DIR = 'code';

/** Marks a cache entry just read as in use. */
export function markUsed(file: string): void {
  keepFresh(file, MARKDOWN_CACHE_AGE_MS);
}

/**
 * Removes the pages' HAST and the highlighted blocks no build has used for a week, from `dir` and its `code/`, each
 * kept in folders named by a key's first two characters. At most once a 24th of the week (see `pruneDue`).
 */
export function pruneMarkdownCache(dir: string): void {
  if (!existsSync(dir) || !pruneDue(dir, MARKDOWN_CACHE_AGE_MS)) return;
  for (const folder of [dir, path.join(dir, CODE_DIR)]) {
    const shards = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name)) : [];
    // The entries, and the temporary files a killed writer left (../core/atomic-write.ts).
    for (const shard of shards) removeOldFiles(path.join(folder, shard.name), (name) => name.endsWith('.json') || name.endsWith('.tmp'), MARKDOWN_CACHE_AGE_MS);
  }
}
