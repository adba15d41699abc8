// Each markdown file's loaded page, kept between builds (`.docgen-cache/pages/`). A build reads an unchanged file's
// page (its fields and what loading it reported, a few KB) instead of its cached tree, and neither parses its
// frontmatter nor walks its tree again; the tree goes to the body store (../core/body-store.ts), where only a stage
// that needs it reads it (rendering the page again, making its whole-site parts). On the real site, the 42 pages an
// edit leaves alone took ~100 ms of each build to load from the markdown cache.
//
// An entry is keyed by the file's path and source and by `salt`: the config, whether drafts show, and the code that
// loads and parses pages. Every image the page showed is resolved again on a hit, as the markdown cache does, so a
// changed, added or removed image misses, and the images the page uses are still registered to be copied.
import path from 'node:path';
import { bodiesPresent, storeBody } from '../core/body-store.ts';
import { contentHash } from '../core/hash.ts';
import { pruneEntries } from '../core/prune-entries.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
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
  loaded: KeptMarkdown;
  /** Every local image the page showed, with the URL it resolved to (null: missing). */
  images: [src: string, url: string | null][];
}

/** Unused entries go a day after they were written (another mode or branch may still use them). */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export function openPageCache(cacheDir: string, salt: string, resolveImage: (src: string, file: string) => string | undefined): PageCache {
  const dir = path.join(cacheDir, 'pages');
  const used = new Set<string>();
  return {
    async load(sourceFile, source, parse) {
      const key = contentHash(salt, sourceFile, source);
      used.add(key);
      const file = path.join(dir, `${key}.json`);
      const hit = (await readSealedJson(file)) as Entry | undefined;
      if (hit && hit.images.every(([src, url]) => (resolveImage(src, sourceFile) ?? null) === url) && (!hit.loaded.page || bodiesPresent([hit.loaded.page]))) return hit.loaded;
      const images: Entry['images'] = [];
      const loaded = await parse((src, url) => images.push([src, url ?? null]));
      const kept: KeptMarkdown = loaded.page ? { ...loaded, page: await storeBody(loaded.page, cacheDir) } : loaded;
      await writeSealed(file, JSON.stringify({ loaded: kept, images } satisfies Entry));
      // This build keeps the tree it has just made in memory.
      return loaded;
    },
    prune: () => pruneEntries(dir, used, PRUNE_AFTER_MS),
  };
}
