// The one atomic write (./atomic-write.mjs), with the file named in a disk error (./disk-errors.ts), so that a full
// disk or a read-only folder ends a command with one line saying where.
import { copyFileAtomic, writeFileAtomic, writeFileAtomicSync } from './atomic-write.mjs';
import { withPath } from './disk-errors.ts';

export async function atomicWrite(file: string, content: string | Uint8Array): Promise<void> {
  await writeFileAtomic(file, content).catch((error: unknown) => {
    throw withPath(error, file);
  });
}

export async function atomicCopy(from: string, file: string): Promise<void> {
  await copyFileAtomic(from, file).catch((error: unknown) => {
    throw withPath(error, file);
  });
}

/** For the callers that must not yield: the caches written from synchronous code and worker tasks. */
export function atomicWriteSync(file: string, content: string | Uint8Array): void {
  try {
    writeFileAtomicSync(file, content);
  } catch (error) {
    throw withPath(error, file);
  }
}
