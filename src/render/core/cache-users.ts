// Which docgen commands are using a project's cache right now. `docgen clean` removed `.docgen-cache` from under a
// running `docgen serve`, whose site lives in it: every page answered 404 and each edit failed ("ENOENT … copyfile")
// until the server was restarted; a build it ran beside failed with stack traces. A command that uses the cache leaves
// a file named for its pid in `<cache>/users/` while it runs, and `docgen clean` stops while a live one is there.
import { mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAlive } from './live-process.ts';

const USERS_DIR = 'users';

/** A command using the cache: its pid and what it is (`docgen serve`). */
export interface CacheUser {
  pid: number;
  command: string;
}

/** Notes that this process runs `command` on the cache in `cacheDir`, until the returned function is called. */
export function useCache(cacheDir: string, command: string): () => void {
  const dir = path.join(cacheDir, USERS_DIR);
  const file = path.join(dir, String(process.pid));
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, command);
  } catch {
    // A cache this process cannot write (read-only, full): the command itself says so where it writes, as one line
    // naming the folder (./disk-errors.ts). The note is only a courtesy to `docgen clean`.
    return () => undefined;
  }
  return () => {
    rmSync(file, { force: true });
    // The folder too, once no command is left in it: the cache holds only what the commands made.
    try {
      rmdirSync(dir);
    } catch {
      // Another command still uses the cache, or the folder is gone.
    }
  };
}

/** The commands using the cache in `cacheDir` whose process is running; those of processes that were killed are not. */
export function cacheUsers(cacheDir: string): CacheUser[] {
  const dir = path.join(cacheDir, USERS_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const pid = Number(name);
    if (!/^\d+$/.test(name) || !isAlive(pid)) return [];
    let command = 'docgen';
    try {
      command = readFileSync(path.join(dir, name), 'utf8').trim() || command;
    } catch {
      // Gone since the listing: its command has ended.
      return [];
    }
    return [{ pid, command }];
  });
}
