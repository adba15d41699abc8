// When the disk, not the site, is at fault: a full disk, a read-only cache, a file-size or open-file limit, a folder
// this user may not write. Each ended
// a build with a raw Node stack trace (`Error: ENOSPC: no space left on device, write`, often without a file). Here
// it becomes one line naming the folder that could not be written and what ran out, with what to do.
import path from 'node:path';
import type { Diagnostic } from './diagnostics.ts';
import { errorCode } from './thrown.ts';
import { CACHE_FOLDER_PATTERN } from './cache-namespaces.mjs';

const WHAT_RAN_OUT: Record<string, { what: string; hint: string; done?: string }> = {
  ENOSPC: { what: 'the disk is full', hint: 'Free space on the disk that holds it, then run the command again.' },
  EDQUOT: { what: 'the disk quota is used up', hint: 'Free space within your quota, then run the command again.' },
  EROFS: { what: 'the file system is read-only', hint: 'Make it writable (remount it, or move the project to a writable disk), then run the command again.' },
  EFBIG: { what: 'a file would outgrow the largest file this process may write (`ulimit -f`)', hint: 'Raise the limit (`ulimit -f unlimited`), then run the command again.' },
  EMFILE: { what: 'this process has as many files open as it may (`ulimit -n`)', hint: 'Raise the limit (`ulimit -n 4096`), then run the command again.' },
  ENFILE: { what: 'the system has as many files open as it may', hint: 'Close other programs that hold many files, then run the command again.' },
  // Most often a folder an earlier `sudo docgen build` made, which root owns.
  EACCES: { what: 'permission denied', done: 'read or written', hint: 'Give your user access to it (a folder a `sudo` run made belongs to root: change its owner with `sudo chown -R "$USER"` and the folder), then run the command again.' },
  EPERM: { what: 'the operation is not permitted', done: 'read or written', hint: 'Give your user access to it (a folder a `sudo` run made belongs to root: change its owner with `sudo chown -R "$USER"` and the folder), then run the command again.' },
};

interface ErrnoLike {
  code: string;
  path?: string;
}

function errnoOf(error: unknown): ErrnoLike | undefined {
  const code = errorCode(error);
  if (code === undefined || typeof error !== 'object' || error === null) return undefined;
  // A failed copy names the file copied from as its `path` and the one it could not write as `dest`: a full output
  // disk was reported as "docgen's cache could not be written", where the page's HTML was copied from.
  if ('dest' in error && typeof error.dest === 'string') return { code, path: error.dest };
  return { code, ...('path' in error && typeof error.path === 'string' && { path: error.path }) };
}

/** `error` with the file it concerns, when it names none (a failed `write` names no file); rethrow the result. */
export function withPath(error: unknown, file: string): unknown {
  const errno = errnoOf(error);
  if (errno && errno.path === undefined && typeof error === 'object' && error !== null) Object.assign(error, { path: file });
  return error;
}

/** The problem a disk error describes, naming the folder it concerns (relative to `cwd`); undefined for any other error. */
export function diskProblem(error: unknown, cwd = process.cwd()): Diagnostic | undefined {
  const errno = errnoOf(error);
  const known = errno && WHAT_RAN_OUT[errno.code];
  if (!errno || !known) return undefined;
  const folder = errno.path === undefined ? undefined : folderOf(errno.path, cwd);
  return {
    severity: 'error',
    ...(folder && { file: folder.shown }),
    message: `${folder ? `${folder.what} ` : ''}could not be ${known.done ?? 'written'}: ${known.what} (${errno.code}).`,
    hint: `${known.hint} The last site built was left as it was.`,
  };
}

const IN_CACHE = new RegExp(`(^|[\\\\/])${CACHE_FOLDER_PATTERN}($|[\\\\/])`);

/** The folder a file lies in, as a reader knows it: the output being built beside its place, docgen's cache, or its path. */
function folderOf(file: string, cwd: string): { shown: string; what: string } {
  const relative = path.relative(cwd, path.dirname(file)) || '.';
  const shown = relative.startsWith('..') ? path.dirname(file) : relative;
  // `.build.staging-<pid>`: the new site, written beside the output folder it replaces (../output/staging.ts).
  const staging = /(^|[\\/])\.([^\\/]+)\.staging-\d+(?=$|[\\/])/.exec(shown);
  if (staging) {
    const [, before = '', name = ''] = staging;
    return { shown: path.join(shown.slice(0, staging.index + before.length), name), what: 'the output folder (its new copy, written beside it)' };
  }
  if (IN_CACHE.test(shown)) return { shown, what: "docgen's cache" };
  return { shown, what: 'this folder' };
}
