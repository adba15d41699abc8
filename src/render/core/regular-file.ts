// Reading a path that may not be a regular file. A FIFO (named pipe) opens only once something writes into it, so
// `readFile` on one blocks its thread for good: in `docgen serve`'s main thread a FIFO touched under content/ stopped
// every request. Opened without blocking and checked through its handle (no gap between a check and the open), a
// path that is no regular file (a FIFO, a socket, a device, a folder) reads as nothing.
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';

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
