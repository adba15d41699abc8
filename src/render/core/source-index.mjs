// @ts-check
// What every docgen command needs of its own sources before it does anything: the hash of each file under src/ and of
// the lockfile (bin/docgen names the CLI's bundle by them; ./fingerprint.ts keys every cache by them), and each
// module's relative imports (./fingerprint.ts follows them). Reading and hashing src/ (2.5 MB) took 40-60 ms of the
// launcher and as much again of the CLI, on every command, against ~5 ms for a `stat` of each file. So each file's
// hash and imports are kept in an index in docgen's own cache, under the file's stamp: its size, modification and
// change times and inode. A write changes the change time, which no tool sets back, so a file whose stamp is the one
// it was hashed under has the bytes it was hashed from; one modified within the file system's clock tick is read
// every time (./file-stamp.ts, "racy"). Plain JavaScript: bin/docgen uses it before anything compiles TypeScript.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomicSync } from './atomic-write.mjs';
import { cachePath, DOCGEN_CACHE } from './cache-namespaces.mjs';
import { readIntactCode, sealCode } from './sealed-code.mjs';

/** @typedef {{ hash: string, imports: string[] }} SourceEntry */

/** A write within this many milliseconds may keep a file's modification time (./file-stamp.ts). */
const RACY_MS = 2000;

/**
 * `from './x.ts'`, `import './x.ts'`, `import('./x.ts')` and `new URL('./x.ts', …)` (a worker thread's module) with a
 * relative specifier, in statements and expressions; the second group marks `import type`/`export type`.
 */
const RELATIVE_IMPORT = /(?:\b(import|export)\b(\s+type\b)?(?:[^'"`;]*?\bfrom\s*|\s*\(\s*|\s+)|\bnew\s+URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\3/g;

/** The relative imports of a module's text, as absolute paths; type-only ones shape no output and are left out. */
export function relativeImports(/** @type {string} */ file, /** @type {string} */ text) {
  /** @type {string[]} */
  const imports = [];
  for (const [, , typeOnly, , specifier = ''] of text.matchAll(RELATIVE_IMPORT)) {
    if (!typeOnly) imports.push(path.resolve(path.dirname(file), specifier));
  }
  return imports;
}

/**
 * An index of files by path: each one's entry, answered from memory or from the index file while its stamp holds.
 * @param {string} indexFile
 * @param {() => number} [now] The clock the racy window is measured by.
 */
export function sourceIndex(indexFile, now = Date.now) {
  /** @type {Map<string, { stamp: string, entry: SourceEntry }>} */
  let known = new Map();
  let loaded = false;
  let changed = false;

  const load = () => {
    loaded = true;
    const kept = readIntactCode(indexFile);
    if (!kept) return;
    try {
      const parsed = JSON.parse(kept.code.toString('utf8'));
      known = new Map(Object.entries(parsed));
    } catch {
      // Sealed but not what this version writes: made again.
      known = new Map();
    }
  };

  return {
    /** The file's hash and relative imports, or undefined when there is no such file. */
    entry(/** @type {string} */ file) {
      if (!loaded) load();
      const info = statSync(file, { throwIfNoEntry: false });
      if (!info?.isFile()) {
        if (known.delete(file)) changed = true;
        return undefined;
      }
      const stamp = `${info.size}:${info.mtimeMs}:${info.ctimeMs}:${info.ino}`;
      const racy = now() - Math.max(info.mtimeMs, info.ctimeMs) < RACY_MS;
      const held = known.get(file);
      if (held && held.stamp === stamp && !racy) return held.entry;
      const bytes = readFileSync(file);
      const text = bytes.toString('utf8');
      const entry = { hash: createHash('sha256').update(bytes).digest('hex'), imports: /\.[cm]?[jt]sx?$/.test(file) ? relativeImports(file, text) : [] };
      if (held?.stamp !== stamp || held.entry.hash !== entry.hash) changed = true;
      known.set(file, { stamp, entry });
      return entry;
    },
    /** Forgets every file but `files` (the whole of src/ and the lockfile, which bin/docgen lists): deleted ones. */
    keepOnly(/** @type {Iterable<string>} */ files) {
      const keep = new Set(files);
      for (const file of known.keys()) {
        if (!keep.has(file)) {
          known.delete(file);
          changed = true;
        }
      }
    },
    /** Writes the index when an entry changed since it was read. A failed write costs only the next command's reads. */
    save() {
      if (!changed) return;
      changed = false;
      try {
        mkdirSync(path.dirname(indexFile), { recursive: true });
        writeFileAtomicSync(indexFile, sealCode(JSON.stringify(Object.fromEntries(known))));
      } catch {
        // A read-only or full disk: the sources are hashed again next time, as they were before the index.
      }
    },
  };
}

/** docgen's own sources' index, one per thread. */
let docgen;
export function docgenSourceIndex() {
  return (docgen ??= sourceIndex(cachePath(DOCGEN_CACHE, 'sourceIndex')));
}

/**
 * Where bin/docgen leaves the fingerprint of all of docgen's sources and the lockfile (`filesFingerprint` of every
 * file under src/), which it computes from the same entries as it names the CLI's bundle: ./fingerprint.ts takes it
 * rather than looking at each file again (10-15 ms of a warm build). A thread computes its own.
 */
export const SOURCES_FINGERPRINT = Symbol.for('docgen.sources-fingerprint');

/**
 * The fingerprint of `files` under `src` and of the lockfile, from each one's entry: the files by their path under
 * src/ (`/`-separated, in name order: directory order is the file system's), each with its hash, then the lockfile's
 * hash. A missing file counts with an empty hash.
 * @param {string} src
 * @param {readonly string[]} files
 * @param {string} lockfile
 * @param {(file: string) => SourceEntry | undefined} lookup
 */
export function filesFingerprint(src, files, lockfile, lookup) {
  /** @type {[string, string][]} */
  const named = files.map((file) => [path.relative(src, file).split(path.sep).join('/'), file]);
  named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const [name, file] of named) hash.update(name).update('\0').update(lookup(file)?.hash ?? '').update('\0');
  hash.update(lookup(lockfile)?.hash ?? '').update('\0');
  return hash.digest('hex').slice(0, 10);
}
