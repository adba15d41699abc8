// A disk cache in front of the markdown processor: parsing and highlighting cost tens of milliseconds a page, reading
// the cached HAST back costs about one. Entries are keyed by the source text and by a fingerprint of everything that
// shapes the output (every module the markdown pipeline runs, the installed unified/Shiki versions, the processor
// options), so a stale entry cannot be hit; images used by a page are re-resolved on every hit, so they are still
// copied and a changed image invalidates the entry. A page that misses (an edited page) still finds its unchanged
// code blocks highlighted in `<dir>/code` (highlight.ts). The partials a page shows are read again on a hit, and a
// changed one misses (./partial-sources.ts). Entries no build uses for a week go (./cache-pruning.ts).
import path from 'node:path';
import { contentHash } from '../core/hash.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { markdownCodeFingerprint, type MarkdownProcessor, type MarkdownResult } from './pipeline.ts';
import { markUsed } from './cache-pruning.ts';
import { nestedFolder } from '../core/cache-namespaces.mjs';
import { partialsHold } from './partial-sources.ts';

export interface MarkdownCacheOptions {
  dir: string;
  /** Anything else the output depends on (TOC levels…). */
  options: unknown;
  resolveImage?: (src: string, file: string) => string | undefined;
  /** The site's folder: an entry of a page that shows partials holds while they are as they were. */
  root?: string;
}

interface Entry {
  result: MarkdownResult;
  /** Every local image with the URL it resolved to; undefined while it was missing, so adding it invalidates. */
  images: { src: string; url?: string }[];
}

export function withDiskCache(inner: MarkdownProcessor, cache: MarkdownCacheOptions): MarkdownProcessor {
  const salt = contentHash(markdownCodeFingerprint(), JSON.stringify(cache.options));
  inner.useCodeCache?.(nestedFolder(cache.dir, 'highlighted'));
  return {
    fingerprint: inner.fingerprint,
    resolveImage: cache.resolveImage,
    useCodeCache: inner.useCodeCache && ((dir) => inner.useCodeCache?.(dir)),
    async toHast(markdown, file, lineOffset = 0, onImage) {
      const key = contentHash(salt, file, String(lineOffset), markdown);
      const entryPath = path.join(cache.dir, key.slice(0, 2), `${key}.json`);
      const hit = await readEntry(entryPath);
      if (hit && hit.images.every(({ src, url }) => cache.resolveImage?.(src, file) === url) && (cache.root === undefined ? !hit.result.partials : await partialsHold(cache.root, hit.result.partials))) {
        markUsed(entryPath);
        for (const { src, url } of hit.images) onImage?.(src, url);
        return hit.result;
      }
      const images: Entry['images'] = [];
      const result = await inner.toHast(markdown, file, lineOffset, (src, url) => {
        images.push({ src, url });
        onImage?.(src, url);
      });
      await writeSealed(entryPath, JSON.stringify({ result, images } satisfies Entry));
      return result;
    },
  };
}

/** The entry, or undefined when there is none or it is damaged (the page is then parsed again). */
async function readEntry(file: string): Promise<Entry | undefined> {
  const entry = await readSealedJson(file);
  return isEntry(entry) ? entry : undefined;
}

/**
 * Whether a sealed file's JSON is an entry. The seal proves the file is whole as this module wrote it, so a value with
 * an entry's fields is one.
 */
function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && 'result' in value && Boolean(value.result) && 'images' in value && Array.isArray(value.images);
}
