// Output files kept in the cache rather than in memory: each is written once to a folder under a hash of its content,
// and what travels on (to the main thread, into the cache's record of the last assembly, to the writer) is its name
// and stamp, not its text. On a large site the whole-site files (every page's Markdown, llms-full.txt, the search
// shards) are over 100 MB of text; held as strings, they were cloned from their thread, serialised again into the
// cache's record, and held on both sides of the trip, which made the largest peak of a cold build.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { atomicWrite } from './atomic-write.ts';
import { fileStamp, fileStampSync } from './file-stamp.ts';
import { contentHash } from './hash.ts';
import { pruneFiles } from './prune-files.mjs';

/**
 * A file of the site and its bytes: in memory, or stored (`from`) and known whole by its stamp (./file-stamp.ts), as
 * the writer publishes rendered pages. `hash` changes whenever the bytes do.
 */
export type TextFile = { kind: 'content'; path: string; hash: string; content: string } | StoredFile;
export type StoredFile = { kind: 'stamped'; path: string; hash: string; from: string; stamp: string };

/** A file kept in memory. */
export function textFile(file: string, content: string): TextFile {
  return { kind: 'content', path: file, hash: contentHash(content), content };
}

export interface FileStore {
  /** Stores `content` for output path `file`, unless a file in `known` already holds it unchanged. */
  put(file: string, content: string): Promise<StoredFile>;
}

/** A store in `dir`. `known`: files stored before (the last assembly); one whose stamp still holds is not written again. */
export function fileStore(dir: string, known: Iterable<TextFile> = []): FileStore {
  const before = new Map<string, StoredFile>();
  for (const file of known) if (file.kind === 'stamped') before.set(file.hash, file);
  // One write per content, awaited by every file that holds it: two writes of one hash at once would each rename over
  // the other, and the first one's stamp would name a file that is no longer there.
  const stored = new Map<string, Promise<StoredFile>>();
  let made: Promise<unknown> | undefined;
  const keep = async (hash: string, bytes: Buffer, file: string): Promise<StoredFile> => {
    const kept = before.get(hash);
    // Synchronously, as `storedIntact` does: on an edit's build nearly every one of the ~930 files is kept, and each
    // `stat` through libuv's thread pool cost more than the call itself (~25 ms in all).
    if (kept && fileStampSync(kept.from) === kept.stamp) return kept;
    const from = path.join(dir, hash);
    await (made ??= mkdir(dir, { recursive: true }));
    await atomicWrite(from, bytes);
    const stamp = await fileStamp(from);
    if (stamp === undefined) throw new Error(`${from} vanished as it was written; run the build again.`);
    return { kind: 'stamped', path: file, hash, from, stamp };
  };
  return {
    async put(file, content) {
      // Encoded once, for the hash and the write: llms-full.txt alone is 43 MB at +1,800 pages.
      const bytes = Buffer.from(content, 'utf8');
      const hash = contentHash(bytes);
      let entry = stored.get(hash);
      if (!entry) stored.set(hash, (entry = keep(hash, bytes, file)));
      return { ...(await entry), path: file };
    },
  };
}

/**
 * Whether every stored file of `files` is there with the stamp it was stored with (a damaged one is made again). One
 * `stat` each, synchronously: ~4,400 files at +1,800 pages, on every warm build.
 */
export function storedIntact(files: readonly TextFile[]): boolean {
  for (const file of files) {
    if (file.kind !== 'stamped') continue;
    if (fileStampSync(file.from) !== file.stamp) return false;
  }
  return true;
}

/** Removes the stored files of `dir` that `files` does not use, once older than `maxAgeMs` (another build may use them). */
export function pruneStore(dir: string, files: readonly TextFile[], maxAgeMs: number): void {
  const used = new Set(files.flatMap((file) => (file.kind === 'stamped' ? [path.basename(file.from)] : [])));
  pruneFiles(dir, (name) => !used.has(name), maxAgeMs);
}
