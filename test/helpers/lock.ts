// One process at a time: what several vitest workers (or runs) would otherwise each make, such as the release build or
// a TypeDoc conversion the test files share, is made by the first one that takes the lock; the others wait for it and
// then find it made.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs `fn` holding the exclusive lock folder `lock`, waiting while another live process holds it. */
export async function withLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lock), { recursive: true });
  while (!takeLock(lock)) await new Promise((resolve) => setTimeout(resolve, 100));
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Takes the lock folder (holding the owner's pid); a lock whose owner is gone is taken over. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch {
    let pid = NaN;
    try {
      pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      return false; // being created right now
    }
    if (Number.isFinite(pid) && !alive(pid)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
