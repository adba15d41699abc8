// A hash of the files a build reads, for test fixtures built once and kept between runs (the release site, the
// end-to-end fixture sites): any change to docgen's sources, the lockfile or the named files makes a new key.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

const REPO = path.resolve(import.meta.dirname, '../..');

/** A hash of every file the globs (from the repository's root) match, with `extra` (what a fixture writes itself). */
export function inputsKey(globs: string[], extra = ''): string {
  const files = fg.sync(globs, { cwd: REPO, dot: false }).sort();
  const hash = createHash('sha256').update(extra).update('\0');
  for (const file of files) {
    hash.update(file).update('\0').update(readFileSync(path.join(REPO, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
