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
import { CACHE, nestedFolder } from '../core/cache-namespaces.mjs';

const AGE_MS = CACHE.markdown.pruneAfterMs;

/** Marks a cache entry just read as in use. */
export function markUsed(file: string): void {
  keepFresh(file, AGE_MS);
}

/**
 * Removes the pages' HAST and the highlighted blocks no build has used for a week, from `dir` and its `code/`, each
 * kept in folders named by a key's first two characters. At most once a 24th of the week (see `pruneDue`).
 */
export function pruneMarkdownCache(dir: string): void {
  if (!existsSync(dir) || !pruneDue(dir, AGE_MS)) return;
  for (const folder of [dir, nestedFolder(dir, 'highlighted')]) {
    const shards = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }).filter((e) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name)) : [];
    // The entries, and the temporary files a killed writer left (../core/atomic-write.ts).
    for (const shard of shards) removeOldFiles(path.join(folder, shard.name), (name) => name.endsWith('.json') || name.endsWith('.tmp'), AGE_MS);
  }
}
