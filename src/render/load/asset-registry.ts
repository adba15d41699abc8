// Images referenced from markdown are copied into `assets/` under a content-hashed name, so they can be cached
// forever and two images with the same name in different folders never collide.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from '../core/hash.ts';

/** The images the pages use, to be copied: absolute source → output path. */
export interface ImageFiles {
  entries(): [string, string][];
}

export interface AssetRegistry {
  /**
   * URL for an image written in `fromFile` (project-relative): a path from that file's folder, or from the site's
   * folder after `@site/`; undefined if the file does not exist.
   */
  resolve(src: string, fromFile: string): string | undefined;
  /** Absolute source path → output path (relative to the output folder). */
  entries(): [string, string][];
}

export function createAssetRegistry(root: string, base: string, assetsDir = 'assets'): AssetRegistry {
  /** Absolute path → output path, with the size and time of the file it was hashed from. */
  const files = new Map<string, { out: string; signature: string }>();
  return {
    resolve(src, fromFile) {
      const [file = ''] = src.split(/[?#]/);
      const clean = decodeURIComponent(file);
      // `@site/…` is the site's folder, as Docusaurus reads it (its webpack alias, which its Markdown images use too).
      const abs = clean.startsWith('@site/') ? path.resolve(root, clean.slice('@site/'.length)) : path.resolve(root, path.dirname(fromFile), clean);
      const stat = statSync(abs, { throwIfNoEntry: false });
      if (!stat?.isFile()) return undefined;
      // Watch mode keeps the registry between rebuilds: a file edited since it was hashed is hashed again.
      const signature = `${stat.size}:${stat.mtimeMs}`;
      let known = files.get(abs);
      if (known?.signature !== signature) {
        const hash = contentHash(readFileSync(abs));
        const ext = path.extname(abs);
        files.set(abs, (known = { out: `${assetsDir}/${path.basename(abs, ext)}.${hash}${ext}`, signature }));
      }
      return `${base}${known.out}`;
    },
    entries: () => [...files.entries()].map(([abs, { out }]): [string, string] => [abs, out]).sort(([a], [b]) => a.localeCompare(b)),
  };
}
