// Images referenced from markdown are copied into `assets/` under a content-hashed name, so they can be cached
// forever and two images with the same name in different folders never collide.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface AssetRegistry {
  /** URL for an image written in `fromFile` (project-relative), or undefined if the file does not exist. */
  resolve(src: string, fromFile: string): string | undefined;
  /** Absolute source path → output path (relative to the output folder). */
  entries(): [string, string][];
}

export function createAssetRegistry(root: string, base: string, assetsDir = 'assets'): AssetRegistry {
  const files = new Map<string, string>();
  return {
    resolve(src, fromFile) {
      const clean = decodeURIComponent(src.split(/[?#]/)[0]);
      const abs = path.resolve(root, path.dirname(fromFile), clean);
      if (!existsSync(abs)) return undefined;
      let out = files.get(abs);
      if (!out) {
        const hash = createHash('sha256').update(readFileSync(abs)).digest('hex').slice(0, 10);
        const ext = path.extname(abs);
        out = `${assetsDir}/${path.basename(abs, ext)}.${hash}${ext}`;
        files.set(abs, out);
      }
      return `${base}${out}`;
    },
    entries: () => [...files.entries()].sort(([a], [b]) => a.localeCompare(b)),
  };
}
