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
import { docgenSourceIndex, filesFingerprint as sourcesFingerprint, SOURCES_FINGERPRINT, type SourceEntry } from './source-index.mjs';

const SRC = path.resolve(import.meta.dirname, '../..');
const LOCKFILE = path.resolve(SRC, '../package-lock.json');

const memo = new Map<string, string>();

function memoised(id: string, make: () => string): string {
  let fingerprint = memo.get(id);
  if (!fingerprint) memo.set(id, (fingerprint = make()));
  return fingerprint;
}

/** Every source file of docgen and the lockfile: bin/docgen's, when it ran this process. */
export function docgenFingerprint(): string {
  const launcher: unknown = Reflect.get(globalThis, SOURCES_FINGERPRINT);
  return typeof launcher === 'string' ? launcher : folderFingerprint(['.']);
}

/** Every file under the given folders of src/ and the lockfile, once per process. */
export function folderFingerprint(dirs: readonly string[]): string {
  return memoised(`folders:${dirs.join(',')}`, () => {
    const folders = dirs.map((dir) => path.join(SRC, dir));
    const under = (file: string) => folders.some((folder) => folder === SRC || file.startsWith(folder + path.sep));
    return filesFingerprint(srcFiles().filter(under), entryOnce);
  });
}

/** The modules `entries` (absolute paths) run, their relative imports followed, and the lockfile, once per process. */
export function sourceFingerprint(...entries: string[]): string {
  return memoised(`modules:${entries.join('\0')}`, () => filesFingerprint([...moduleGraph(entries, entryOnce)], entryOnce));
}

/** `sourceFingerprint`, checked against the disk on every call (files unchanged since the last call are not read again). */
export function freshSourceFingerprint(...entries: string[]): string {
  const fresh = (file: string) => docgenSourceIndex().entry(file);
  return filesFingerprint([...moduleGraph(entries, fresh)], fresh);
}

type SourceLookup = (file: string) => SourceEntry | undefined;

/** Every file under src/, listed once per process. */
let listed: string[] | undefined;
function srcFiles(): string[] {
  listed ??= readdirSync(SRC, { recursive: true, withFileTypes: true }).flatMap((entry) => (entry.isFile() ? [path.join(entry.parentPath, entry.name)] : []));
  return listed;
}

/** Each file's entry in the index, asked once per process: the fingerprints above are, for the same reason. */
const looked = new Map<string, SourceEntry | undefined>();
function entryOnce(file: string): SourceEntry | undefined {
  if (!looked.has(file)) looked.set(file, docgenSourceIndex().entry(file));
  return looked.get(file);
}

/**
 * Every module reachable from `entries` through relative imports (./source-index.mjs: `import`, `export … from`,
 * `import()` and a worker thread's `new URL()`; type-only imports excepted, as they shape no output).
 */
export function moduleGraph(entries: string[], lookup: SourceLookup = entryOnce): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    const entry = lookup(file);
    if (!entry) continue;
    seen.add(file);
    queue.push(...entry.imports);
  }
  docgenSourceIndex().save();
  return seen;
}

/** The files by their path under src/ and the lockfile (./source-index.mjs `filesFingerprint`). */
function filesFingerprint(files: string[], lookup: SourceLookup): string {
  const fingerprint = sourcesFingerprint(SRC, files, LOCKFILE, lookup);
  docgenSourceIndex().save();
  return fingerprint;
}
