// Page bodies kept out of memory. A large build parses its pages in threads (../stages/content.ts), and the API
// Reference's pages are made in two (../api/pages-task.ts); each thread writes every page's tree to
// `.docgen-cache/bodies/<page hash>.json` as it makes it and hands back the page with a `StoredBody` in its place, so that neither the threads nor the main thread ever hold every page's tree, and no tree
// is cloned from thread to thread. The stages that need a tree (rendering, the whole-site files) read it one page at
// a time. The page hash stands for everything the tree is made from, so a file is never stale; it is sealed
// (../core/sealed-file.ts), so a damaged one is never read.
import path from 'node:path';
import type { Root } from 'hast';
import { fileStampSync } from './file-stamp.ts';
import { pruneEntries } from './prune-entries.ts';
import { CACHE, cachePath } from './cache-namespaces.mjs';
import { readSealedJsonSync, writeSealed } from './sealed-file.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { Page, PageWithBody } from '../../shared/types.ts';

/**
 * The page with its tree written to the store in `cacheDir` and a `StoredBody` in its place. The file is named by
 * `name`, which must stand for everything the tree is made from: the page's hash, unless something besides the page's
 * source shapes the tree (docgen's own code, for the API pages: see ../api/pages-task.ts).
 */
export async function storeBody<P extends Page>(page: PageWithBody<P>, cacheDir: string, name = page.hash): Promise<P> {
  const file = path.join(cachePath(cacheDir, 'bodies'), `${name}.json`);
  await writeSealed(file, JSON.stringify(page.body));
  // Just written: only a file removed at once by another process has no stamp, and then no stamp matches it.
  return { ...page, body: { type: 'stored', file, stamp: fileStampSync(file) ?? 'removed' } };
}

/** Whether the page's tree is in memory (rather than in the store). */
export function hasTree<P extends Page>(page: P): page is PageWithBody<P> {
  return page.body.type === 'root';
}

/** The page with its tree in memory: read from the store when it was stored. */
export function withTree<P extends Page>(page: P): PageWithBody<P> {
  if (hasTree(page)) return page;
  // Stored, then (the type of a generic page's body does not narrow with the page).
  const file = page.body.type === 'stored' ? page.body.file : undefined;
  const tree = file === undefined ? undefined : readSealedJsonSync(file, isRoot);
  if (!tree) {
    throw new Error(`the parsed body of ${page.sourceFile ?? page.route} (${file}) was removed or damaged during the build; run the build again.`);
  }
  return { ...page, body: tree };
}

/** Whether a value read back from the store is a tree (a HAST root). */
function isRoot(value: unknown): value is Root {
  return isRecord(value) && value.type === 'root' && Array.isArray(value.children);
}

/**
 * Whether every stored body of `pages` is still in the store as it was written (a cache that names them is stale
 * otherwise, and is made again). A stamp, not the seal: a warm build checks the API Reference's 400 trees, 18 MB.
 */
export function bodiesIntact(pages: Iterable<Page>): boolean {
  for (const page of pages) if (!bodyIntact(page)) return false;
  return true;
}

/** Whether the page's body is in memory, or in the store as it was written. */
export function bodyIntact(page: Page): boolean {
  return page.body.type !== 'stored' || fileStampSync(page.body.file) === page.body.stamp;
}

/** Removes stored bodies that no page of the latest build uses, once they are old (`CACHE.bodies`). */
export function pruneBodies(cacheDir: string, pages: Iterable<Page>): void {
  const used = new Set<string>();
  for (const page of pages) if (page.body.type === 'stored') used.add(path.basename(page.body.file, '.json'));
  pruneEntries(cachePath(cacheDir, 'bodies'), used, CACHE.bodies.pruneAfterMs);
}
