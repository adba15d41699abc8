// A cheap test of whether a file changed since it was last read: its size, modification time and inode, which any
// write, truncation or replacement changes. Watch mode compares stamps where reading and hashing every file on each
// edit would cost a time that grows with the site.
import { statSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { contentHash } from './hash.ts';
import { readRegularFile } from './regular-file.ts';

/**
 * A file's mtime is only as fine as its file system's clock: two writes of the same size within one tick look alike.
 * A file modified this recently is also read and hashed (git's answer to the same "racy" files).
 */
const RACY_MS = 2000;

/** The file's stamp, or undefined when there is no such file. With `content`, a recently modified file's hash too. */
export async function fileStamp(file: string, options: { content?: boolean } = {}): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  const stamp = statStamp(info);
  if (!options.content || !racy(info)) return stamp;
  // Not read when it is no regular file: a FIFO would hold the read, and a thread of libuv's, until something wrote.
  if (!info.isFile()) return stamp;
  const bytes = await readRegularFile(file);
  return bytes && `${stamp}:${contentHash(bytes)}`;
}

/**
 * The file's stamp from a synchronous `stat`, or undefined when there is no such file: for code that checks hundreds of
 * files one after another, where each `stat` through libuv's thread pool cost more than the call itself.
 */
export function fileStampSync(file: string): string | undefined {
  const info = statSync(file, { throwIfNoEntry: false });
  return info && statStamp(info);
}

/** The stamp of a file's `stat`. */
export function statStamp(info: Stats): string {
  return `${info.size}:${info.mtimeMs}:${info.ino}`;
}

/** Whether the file was modified so recently that its stamp could stay the same through another write. */
export function racy(info: Stats): boolean {
  return Date.now() - info.mtimeMs < RACY_MS;
}
