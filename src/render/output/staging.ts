// The output folder is replaced only when a build has fully succeeded: files go to a staging folder next to it, and
// the swap is two renames. A failed build removes its staging folder and leaves the last good site untouched; a build
// killed before it could (SIGKILL, a crash) leaves it behind, and the next build removes it.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface Staging {
  /** The folder to write the site into. */
  dir: string;
  /** Replaces the output folder with the staged one. */
  commit(): Promise<void>;
  /** Throws the staged files away. */
  discard(): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const dir = path.join(parent, `.${name}.staging-${process.pid}`);
  await removeLeftovers(parent, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async commit() {
      const old = path.join(parent, `.${name}.old-${process.pid}`);
      await rm(old, { recursive: true, force: true });
      await rename(outDir, old).catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
      await rename(dir, outDir);
      await rm(old, { recursive: true, force: true });
    },
    async discard() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Staging and old-output folders of builds of `name` whose process is gone. */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  const pattern = new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:staging|old)-(\\d+)$`);
  for (const entry of await readdir(parent).catch(() => [])) {
    const pid = Number(pattern.exec(entry)?.[1]);
    if (pid && !alive(pid)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user holds that pid; it is not ours to touch.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
