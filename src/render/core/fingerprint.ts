// What docgen's own code contributes to a cached result. Anything made by docgen's code (a rendered page, the
// stylesheet, the client bundle, a markdown page's HAST, the API pages) is keyed by a fingerprint of that code as well
// as by its data, so that a cache written by another version of docgen, or before a change of its theme, is never
// hit. Every fingerprint covers the lockfile too (the versions of React, esbuild, Shiki, unified… the code calls).
// Two ways to say which code:
//   - `folderFingerprint`: every file under some folders of src/ (so that no import can be forgotten);
//   - `sourceFingerprint`: the modules some entry modules run, found by following their relative imports.
// Both are computed once per process: `docgen serve` restarts its build worker when docgen's code changes, so a
// running process never sees it change. `freshSourceFingerprint` is for code a running server may see edited.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from './hash.ts';
import { docgenSourceIndex } from './source-index.mjs';

const SRC = path.resolve(import.meta.dirname, '../..');
const LOCKFILE = path.resolve(SRC, '../package-lock.json');

const memo = new Map<string, string>();

function memoised(id: string, make: () => string): string {
  let fingerprint = memo.get(id);
  if (!fingerprint) memo.set(id, (fingerprint = make()));
  return fingerprint;
}

/** Every source file of docgen and the lockfile. */
export function docgenFingerprint(): string {
  return folderFingerprint(['.']);
}

/** Every file under the given folders of src/ and the lockfile, once per process. */
export function folderFingerprint(dirs: readonly string[]): string {
  return memoised(`folders:${dirs.join(',')}`, () => {
    const files: string[] = [];
    for (const dir of dirs) {
      for (const entry of readdirSync(path.join(SRC, dir), { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
      }
    }
    return filesFingerprint(files);
  });
}

/** The modules `entries` (absolute paths) run, their relative imports followed, and the lockfile, once per process. */
export function sourceFingerprint(...entries: string[]): string {
  return memoised(`modules:${entries.join('\0')}`, () => freshSourceFingerprint(...entries));
}

/** `sourceFingerprint`, checked against the disk on every call (files unchanged since the last call are not read again). */
export function freshSourceFingerprint(...entries: string[]): string {
  return filesFingerprint([...moduleGraph(entries)]);
}

/**
 * Every module reachable from `entries` through relative imports (./source-index.mjs: `import`, `export … from`,
 * `import()` and a worker thread's `new URL()`; type-only imports excepted, as they shape no output).
 */
export function moduleGraph(entries: string[]): Set<string> {
  const index = docgenSourceIndex();
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    const entry = index.entry(file);
    if (!entry) continue;
    seen.add(file);
    queue.push(...entry.imports);
  }
  index.save();
  return seen;
}

/** The files by their path under src/ (in name order: directory order is the file system's) and the lockfile. */
function filesFingerprint(files: string[]): string {
  const named = files.map((file): [string, string] => [path.relative(SRC, file).split(path.sep).join('/'), file]);
  named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const index = docgenSourceIndex();
  const fingerprint = contentHash(...named.flatMap(([name, file]) => [name, index.entry(file)?.hash ?? '']), index.entry(LOCKFILE)?.hash ?? '');
  index.save();
  return fingerprint;
}
