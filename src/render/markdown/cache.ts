// A disk cache in front of the markdown processor: parsing and highlighting cost tens of milliseconds a page, reading
// the cached HAST back costs about one. Entries are keyed by the source text and by a fingerprint of everything that
// shapes the output (docgen's markdown code, the installed unified/Shiki versions, the processor options), so a
// stale entry cannot be hit; images used by a page are re-resolved on every hit, so they are still copied and a
// changed image invalidates the entry.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { contentHash } from '../hash.ts';
import type { MarkdownProcessor, MarkdownResult } from './pipeline.ts';

export interface MarkdownCacheOptions {
  dir: string;
  /** Anything else the output depends on (TOC levels…). */
  options: unknown;
  resolveImage?: (src: string, file: string) => string | undefined;
}

interface Entry {
  result: MarkdownResult;
  /** Every local image with the URL it resolved to; undefined while it was missing, so adding it invalidates. */
  images: { src: string; url?: string }[];
}

let codeFingerprint: string | undefined;

/** Hash of docgen's markdown code and the versions of the packages behind it. */
function fingerprint(): string {
  if (codeFingerprint) return codeFingerprint;
  const here = import.meta.dirname;
  const sources = fg.sync('*.ts', { cwd: here }).sort().map((f) => readFileSync(path.join(here, f), 'utf8'));
  const lock = path.resolve(here, '../../../package-lock.json');
  codeFingerprint = contentHash(...sources, existsSync(lock) ? readFileSync(lock, 'utf8') : '');
  return codeFingerprint;
}

export function withDiskCache(inner: MarkdownProcessor, cache: MarkdownCacheOptions): MarkdownProcessor {
  const salt = contentHash(fingerprint(), JSON.stringify(cache.options));
  return {
    async toHast(markdown, file, lineOffset = 0) {
      const key = contentHash(salt, file, String(lineOffset), markdown);
      const entryPath = path.join(cache.dir, key.slice(0, 2), `${key}.json`);
      const hit = await readEntry(entryPath);
      if (hit && hit.images.every(({ src, url }) => cache.resolveImage?.(src, file) === url)) return hit.result;
      const images: Entry['images'] = [];
      const result = await inner.toHast(markdown, file, lineOffset, (src, url) => images.push({ src, url }));
      await mkdir(path.dirname(entryPath), { recursive: true });
      await writeFile(entryPath, JSON.stringify({ result, images } satisfies Entry));
      return result;
    },
  };
}

async function readEntry(file: string): Promise<Entry | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Entry;
  } catch {
    return undefined;
  }
}
