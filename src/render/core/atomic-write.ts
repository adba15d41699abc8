// Write then rename: a reader (another build, the dev server, a browser) never sees half a file. The temporary name
// is unique to this process, thread and call, so that two writers of one file (worker threads of one build, or two
// builds) never share it; a failed write removes it.
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { withPath } from './disk-errors.ts';

let writes = 0;
const tempName = (file: string) => `${file}.${process.pid}-${threadId}-${writes++}.tmp`;

export function atomicWrite(file: string, content: string | Uint8Array): Promise<void> {
  return viaTemp(file, (tmp) => writeFile(tmp, content));
}

export function atomicCopy(from: string, file: string): Promise<void> {
  return viaTemp(file, (tmp) => copyFile(from, tmp));
}

async function viaTemp(file: string, put: (tmp: string) => Promise<void>): Promise<void> {
  const tmp = tempName(file);
  try {
    await put(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw withPath(error, file);
  }
}

/** For the callers that must not yield: the caches written from synchronous code and worker tasks. */
export function atomicWriteSync(file: string, content: string | Uint8Array): void {
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw withPath(error, file);
  }
}
