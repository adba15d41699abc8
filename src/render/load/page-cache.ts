// Each markdown file's loaded page, kept between builds (`.docgen-cache/pages/`). A build reads an unchanged file's
// page (its fields and what loading it reported, a few KB) instead of its cached tree, and neither parses its
// frontmatter nor walks its tree again; the tree goes to the body store (../core/body-store.ts), where only a stage
// that needs it reads it (rendering the page again, making its whole-site parts). On the real site, the 42 pages an
// edit leaves alone took ~100 ms of each build to load from the markdown cache.
//
// An entry is keyed by the file's path and source and by `salt`: the config, whether drafts show, and the code that
// loads and parses pages. Every image the page showed is resolved again on a hit, as the markdown cache does, so a
// changed, added or removed image misses, and the images the page uses are still registered to be copied; and so are
// the partials it shows (../markdown/partial-sources.ts).
import { statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { partialsHold } from '../markdown/partial-sources.ts';
import { bodyIntact, storeBody } from '../core/body-store.ts';
import { fileStampSync } from '../core/file-stamp.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';
import { pruneEntries } from '../core/prune-entries.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { CACHE, cachePath } from '../core/cache-namespaces.mjs';
import type { Diagnostic } from '../core/diagnostics.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { Page, PageWithBody } from '../../shared/types.ts';

/** One markdown file's page (none for a draft left out, or when loading failed) and what loading it reported. */
export interface LoadedMarkdown {
  page?: PageWithBody;
  /** A doc left out as a draft (production builds): its id, which sidebars may still name. */
  draft?: string;
  diagnostics: Diagnostic[];
}

/** The same, its page's tree possibly in the body store. */
export interface KeptMarkdown {
  page?: Page;
  draft?: string;
  diagnostics: Diagnostic[];
}

export interface PageCache {
  /**
   * The file's loaded page: kept, or made by `parse` (which hears every image the markdown processor resolves) and
   * kept for the next build.
   */
  load(sourceFile: string, source: string, parse: (onImage: (src: string, url: string | undefined) => void) => Promise<LoadedMarkdown>): Promise<KeptMarkdown>;
  /** Removes entries this build did not use, once old (call after loading every file). */
  prune(): void;
}

interface Entry {
  /**
   * Its page's tree is in the body store, with the stamp it was written with: a tree cut short or changed since is
   * not the one kept, and the page is loaded again rather than failing a later stage.
   */
  loaded: KeptMarkdown;
  /** Every local image the page showed, with the URL it resolved to (null: missing). */
  images: [src: string, url: string | null][];
}

/** Unused entries go once this old (another mode or branch may still use them). */
const PRUNE_AFTER_MS = CACHE.pages.pruneAfterMs;

/**
 * `keepTrees`: a page loaded on a miss comes back with its tree in memory, for this build to use (the main thread);
 * without it, with its tree in the body store, as a thread returns its pages.
 */
export function openPageCache(cacheDir: string, salt: string, resolveImage: (src: string, file: string) => string | undefined, keepTrees = true, root?: string): PageCache {
  const dir = cachePath(cacheDir, 'pages');
  // This module's code (and the body store's) too: it decides what an entry holds.
  const key = (sourceFile: string, source: string) => contentHash(salt, sourceFingerprint(import.meta.filename), sourceFile, source);
  const used = new Set<string>();
  return {
    async load(sourceFile, source, parse) {
      const name = key(sourceFile, source);
      used.add(name);
      const file = path.join(dir, `${name}.json`);
      const hit = await readSealedJson(file, isEntry);
      const partials = hit?.loaded.page?.partials;
      if (hit && hit.images.every(([src, url]) => (resolveImage(src, sourceFile) ?? null) === url) && (!hit.loaded.page || bodyIntact(hit.loaded.page)) && (root === undefined ? !partials : await partialsHold(root, partials))) {
        return await stillUsed(file, hit);
      }
      const images: Entry['images'] = [];
      const loaded = await parse((src, url) => images.push([src, url ?? null]));
      const page = loaded.page && (await storeBody(loaded.page, cacheDir));
      await writeSealed(file, JSON.stringify({ loaded: { ...loaded, page }, images } satisfies Entry));
      return keepTrees ? loaded : { ...loaded, page };
    },
    prune: () => pruneEntries(dir, used, PRUNE_AFTER_MS),
  };
}

/** Whether a value read back is an entry this module wrote (and not one sealed by other code). */
function isEntry(value: unknown): value is Entry {
  return isRecord(value) && Array.isArray(value.images) && isRecord(value.loaded) && Array.isArray(value.loaded.diagnostics);
}

/**
 * Pruning goes by age: an entry and a tree a build takes without writing them would go a day after they were
 * written, while still in use, when another build with other pages prunes. Once an hour, the tree's time is brought
 * forward and the entry written again with the tree's new stamp; returns the entry's page as it now is.
 */
async function stillUsed(file: string, entry: Entry): Promise<KeptMarkdown> {
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info || Date.now() - info.mtimeMs < PRUNE_AFTER_MS / 24) return entry.loaded;
  const page = entry.loaded.page;
  let loaded = entry.loaded;
  if (page?.body.type === 'stored') {
    try {
      const now = new Date();
      utimesSync(page.body.file, now, now);
    } catch {
      // Removed meanwhile: the next build loads the page again.
    }
    loaded = { ...loaded, page: { ...page, body: { ...page.body, stamp: fileStampSync(page.body.file) ?? 'removed' } } };
  }
  await writeSealed(file, JSON.stringify({ ...entry, loaded } satisfies Entry));
  return loaded;
}
