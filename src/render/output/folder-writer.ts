// Puts output files into a folder, for both sinks that write one (./write.ts, ./in-place.ts).
import { constants } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { atomicCopy, atomicWrite } from '../core/atomic-write.ts';
import { fileStamp } from '../core/file-stamp.ts';
import { withPath } from '../core/disk-errors.ts';
import { relativeInside } from '../core/inside-folder.ts';
import { readSealed } from '../core/sealed-file.ts';
import type { OutputFile } from './files.ts';
import { unreachable } from '../../shared/unreachable.ts';

/**
 * Puts files into `dir`: `fresh` for a folder no one reads yet (plain writes), `atomic` for one a server reads from
 * (write then rename, so that no reader sees half a file).
 */
export function folderWriter(dir: string, how: 'fresh' | 'atomic'): (file: OutputFile) => Promise<void> {
  const put = putter(dir, how);
  // A failed write names no file; the file it failed on says which folder ran out of room (../core/disk-errors.ts).
  return (file) => put(file).catch((error: unknown) => Promise.reject(withPath(error, path.join(dir, file.path))));
}

function putter(dir: string, how: 'fresh' | 'atomic'): (file: OutputFile) => Promise<void> {
  const made = new Set<string>();
  return async (file) => {
    const target = path.join(dir, file.path);
    // Paths come from the page graph, whose routes are checked when pages load; this keeps any that slipped through
    // from writing outside the folder.
    if (!relativeInside(dir, target)) throw new Error(`the output file ${JSON.stringify(file.path)} would be written outside ${dir}; no file was written there.`);
    const parent = path.dirname(target);
    if (!made.has(parent)) {
      await mkdir(parent, { recursive: true });
      made.add(parent);
    }
    switch (file.kind) {
      case 'content':
        return how === 'atomic' ? atomicWrite(target, file.content) : writeFile(target, file.content);
      case 'copy':
        return how === 'atomic' ? atomicCopy(file.from, target) : copyFile(file.from, target);
      case 'sealed': {
        const bytes = await readSealed(file.from);
        // The stage that planned this file checked the seal; a file damaged since then is not published.
        if (!bytes) throw changedWhileWriting(file.from);
        return how === 'atomic' ? atomicWrite(target, bytes) : writeFile(target, bytes);
      }
      case 'stamped': {
        // A copy by the file system (a clone where it can make one), never a link: the site must not share its bytes
        // with a cache file that damage to the cache would change.
        await (how === 'atomic' ? atomicCopy(file.from, target) : copyFile(file.from, target, constants.COPYFILE_FICLONE));
        // The stage that planned this file knew it whole by this stamp; a file changed since then is not published.
        if ((await fileStamp(file.from)) !== file.stamp) throw changedWhileWriting(file.from);
        return;
      }
      default:
        return unreachable(file);
    }
  };
}

function changedWhileWriting(cacheFile: string): Error {
  return new Error(`the cache file ${cacheFile} was changed or removed while the site was written; run the build again.`);
}
