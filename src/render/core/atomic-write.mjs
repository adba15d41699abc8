// @ts-check
// Write then rename: a reader (another build, the dev server, a browser, the next command) never sees half a file.
// The temporary name is unique to this process, thread and call, so that two writers of one file (worker threads of
// one build, or two builds) never share it; a failed write removes it. Every writer of docgen uses this module:
// plain JavaScript, so that bin/docgen can use it before anything compiles TypeScript (./atomic-write.ts adds the
// name of the file to a disk error for the rest of docgen).
import { copyFile, rename, rm, writeFile } from 'node:fs/promises';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

let writes = 0;
/** @param {string} file */
const tempName = (file) => `${file}.${process.pid}-${threadId}-${writes++}.tmp`;

/**
 * @param {string} file
 * @param {string | Uint8Array} content
 */
export function writeFileAtomic(file, content) {
  return viaTemp(file, (tmp) => writeFile(tmp, content));
}

/**
 * @param {string} from
 * @param {string} file
 */
export function copyFileAtomic(from, file) {
  return viaTemp(file, (tmp) => copyFile(from, tmp));
}

/**
 * @param {string} file
 * @param {(tmp: string) => Promise<void>} put
 */
async function viaTemp(file, put) {
  const tmp = tempName(file);
  try {
    await put(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * For the callers that must not yield: the caches written from synchronous code, worker tasks and the launcher.
 * @param {string} file
 * @param {string | Uint8Array} content
 */
export function writeFileAtomicSync(file, content) {
  const tmp = tempName(file);
  try {
    writeFileSync(tmp, content);
    renameSync(tmp, file);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
}
