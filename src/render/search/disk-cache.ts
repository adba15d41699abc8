// The small file helpers behind the whole-site files' cache (`.docgen-cache/llms`): JSON entries written so that a
// build running beside this one never reads half a file, and the removal of an older layout. Pruning entries no build
// has used for a while is ../core/prune-entries.ts.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readSealedJsonSync, writeSealedSync } from '../core/sealed-file.ts';

/** A cached JSON value, or undefined when there is none or it is damaged (it is then made again). */
export function readJson<T>(file: string, valid: (value: unknown) => value is T): T | undefined {
  return readSealedJsonSync(file, valid);
}

/** Writes then renames. A cache that cannot be written only costs time on the next build. */
export function writeJson(file: string, value: unknown): void {
  try {
    writeSealedSync(file, JSON.stringify(value));
  } catch {
    // Full disk, read-only cache folder: the value is made again next time.
  }
}

/** Removes folders of an older layout of the cache (entries under two-letter folders), if any. */
export function removeLegacyEntries(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) if (/^[0-9a-f]{2}$/.test(name)) rmSync(path.join(dir, name), { recursive: true, force: true });
}
