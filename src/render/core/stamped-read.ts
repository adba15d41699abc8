// The small files a watch-mode rebuild reads again on every edit to key its caches: docgen's own modules (code
// fingerprints), the lockfile, the docs tsconfig, the toolchain's manifests. Read and hashed afresh, they cost tens of
// milliseconds per edit (the lockfile alone is half a megabyte); a file whose stamp (../core/file-stamp.ts) is the one
// it had when last read is answered from memory instead.
import { readFileSync, statSync } from 'node:fs';
import { contentHash } from './hash.ts';
import { racy, statStamp } from './file-stamp.ts';

export interface StampedText {
  text: string;
  /** `contentHash(text)`. */
  hash: string;
}

const known = new Map<string, { stamp: string; read: StampedText }>();

/** The file's text and hash, or undefined when there is no such file. */
export function readStamped(file: string): StampedText | undefined {
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info?.isFile()) {
    known.delete(file);
    return undefined;
  }
  const stamp = statStamp(info);
  const entry = known.get(file);
  // A file modified within the file system's clock tick could change again with the same stamp: read it every time.
  if (entry?.stamp === stamp && !racy(info)) return entry.read;
  const text = readFileSync(file, 'utf8');
  const read = { text, hash: contentHash(text) };
  known.set(file, { stamp, read });
  return read;
}
