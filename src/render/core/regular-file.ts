// Reading a path that may not be a regular file. A FIFO (named pipe) opens only once something writes into it, so
// `readFile` on one blocks its thread for good: in `docgen serve`'s main thread a FIFO touched under content/ stopped
// every request. Opened without blocking and checked through its handle (no gap between a check and the open), a
// path that is no regular file (a FIFO, a socket, a device, a folder) reads as nothing.
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { errorCode } from './thrown.ts';

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/** The bytes of `file`; undefined when it is missing, unreadable or not a regular file. */
export function readRegularFileSync(file: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, FLAGS);
  } catch {
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** The bytes of `file`; undefined when it is missing, unreadable or not a regular file. */
export async function readRegularFile(file: string): Promise<Buffer | undefined> {
  const handle = await open(file, FLAGS).catch(() => undefined);
  if (!handle) return undefined;
  try {
    return (await handle.stat()).isFile() ? await handle.readFile() : undefined;
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

/** A page's source as read by `readSourceFile`. */
export type SourceFile = { kind: 'read'; bytes: Buffer } | { kind: 'none' } | { kind: 'too large'; size: number };

/**
 * A site's source file, opened as `readRegularFile` opens one, of at most `maxBytes`: `none` when it is missing or
 * no regular file, `too large` (unread) past the limit. Any other failure (a file the user may not read) is thrown,
 * not taken for a missing file: a page that cannot be read is an error, not a page quietly left out.
 */
export async function readSourceFile(file: string, maxBytes: number): Promise<SourceFile> {
  const handle = await open(file, FLAGS).catch((error: unknown) => {
    if (NOT_THERE.has(errorCode(error) ?? '')) return undefined;
    throw error;
  });
  if (!handle) return { kind: 'none' };
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { kind: 'none' };
    if (info.size > maxBytes) return { kind: 'too large', size: info.size };
    return { kind: 'read', bytes: await handle.readFile() };
  } finally {
    await handle.close();
  }
}

/** What `open` says of a path that is not there (any more), or no longer leads to a file. */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ELOOP', 'ENXIO']);
