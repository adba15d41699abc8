// What the last build wrote into an output folder, so that the next one can carry its unchanged files over instead of
// writing them again. A build stages a whole new site beside the old one (./staging.ts); most of its files, every page
// an edit left alone, are byte for byte the old site's. Such a file is hard-linked from the old site into the staging
// folder (the old folder goes once the new one is in place), which costs a link where writing cost about 400 ms of a
// 450-page site. A file is carried over only when the last build wrote it with the same hash and it still has the
// stamp (../core/file-stamp.ts) it had then: one edited in the output since, in place or not, is written afresh. The
// record lives in the cache (`<cache>/output/<folder's hash>.json`), one per output folder; the records of folders no
// build has written into for a week go (`CACHE.output`), so that builds into passing folders (`--out /tmp/…`) do not pile up.
import { linkSync, mkdirSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileStampSync, statStamp } from '../core/file-stamp.ts';
import { contentHash } from '../core/hash.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { isRecord } from '../../shared/is-record.ts';
import { CACHE, cachePath } from '../core/cache-namespaces.mjs';
import { keepFresh, pruneFiles } from '../core/prune-files.mjs';
import { OUTPUT_MARKER } from './output-folder.ts';

/** Output path → [hash, stamp] of the file a build wrote there. */
type Written = Record<string, [hash: string, stamp: string]>;

/** A record as far as a read can tell it: each file's entry is compared with what this build would write. */
function isWritten(value: unknown): value is Written {
  return isRecord(value);
}

export interface LastSite {
  /**
   * Links the old site's `file` into `dir` when it is the one this build would write, and notes it; returns whether
   * it did. Synchronous: a carried-over file costs three system calls of a few microseconds each, and a warm build
   * carries over nearly every file of the site. Through libuv's thread pool, each call's round trip cost more than the
   * call (see `writeSite`).
   */
  carryOver(file: { path: string; hash: string }, dir: string): boolean;
  /** Whether the last build wrote each of these files with the same hash, and each still has the stamp it had then. */
  unchanged(files: readonly { path: string; hash: string }[]): boolean;
  /**
   * Whether these are all the files the last build wrote (no fewer) and the output folder holds nothing else (but
   * docgen's marker file). With all of them `unchanged`, the folder already is the site they make.
   */
  holdsExactly(files: readonly { path: string; hash: string }[]): boolean;
  /** Notes a file this build wrote into `dir`, with its stamp there. */
  wrote(file: { path: string; hash: string }, dir: string): Promise<void>;
  /** Saves what this build wrote, once its site is in place. */
  save(): Promise<void>;
  /** Keeps the record as it is, for a site left in place: it is in use, and ages no more than a saved one. */
  keep(): void;
}

/**
 * Whether the folder holds these files (`/`-separated paths from it), the marker file, the folders they lie in, and
 * nothing else: a file or folder put there since the last build would not be in the site a build writes.
 */
function holdsOnly(dir: string, files: ReadonlySet<string>): boolean {
  const folders = new Set<string>();
  for (const file of files) {
    for (let parent = path.posix.dirname(file); parent !== '.' && !folders.has(parent); parent = path.posix.dirname(parent)) folders.add(parent);
  }
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  } catch {
    return false;
  }
  let found = 0;
  for (const entry of entries) {
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (!folders.has(relative)) return false;
    } else if (entry.isFile() && files.has(relative)) found++;
    else if (!(entry.isFile() && relative === OUTPUT_MARKER)) return false;
  }
  return found === files.size;
}

export async function openLastSite(cacheDir: string, outDir: string): Promise<LastSite> {
  const record = path.join(cachePath(cacheDir, 'output'), `${contentHash(path.resolve(outDir))}.json`);
  const last = (await readSealedJson(record, isWritten)) ?? {};
  const now: Written = {};
  const unchanged = (files: readonly { path: string; hash: string }[]) =>
    files.every((file) => {
      const before = last[file.path];
      return before !== undefined && before[0] === file.hash && fileStampSync(path.join(outDir, file.path)) === before[1];
    });
  const pruneOthers = () => pruneFiles(path.dirname(record), (name) => name !== path.basename(record), CACHE.output.pruneAfterMs);
  /** Folders of the staging folder made so far. */
  const made = new Set<string>();
  return {
    carryOver(file, dir) {
      const before = last[file.path];
      if (!before || before[0] !== file.hash) return false;
      const from = path.join(outDir, file.path);
      if (fileStampSync(from) !== before[1]) return false;
      const target = path.join(dir, file.path);
      const parent = path.dirname(target);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true });
        made.add(parent);
      }
      try {
        linkSync(from, target);
      } catch {
        // Another file system, or one without hard links: the file is written instead.
        return false;
      }
      // Replaced between the look and the link: that file is not the one recorded.
      if (fileStampSync(target) === before[1]) {
        now[file.path] = before;
        return true;
      }
      rmSync(target, { force: true });
      return false;
    },
    unchanged,
    holdsExactly(files) {
      const paths = new Set(files.map((file) => file.path));
      return paths.size === files.length && paths.size === Object.keys(last).length && holdsOnly(outDir, paths);
    },
    async wrote(file, dir) {
      const info = await stat(path.join(dir, file.path));
      now[file.path] = [file.hash, statStamp(info)];
    },
    async save() {
      await writeSealed(record, JSON.stringify(now));
      pruneOthers();
    },
    keep() {
      keepFresh(record, CACHE.output.pruneAfterMs);
      pruneOthers();
    },
  };
}
