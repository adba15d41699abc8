// The output folder is replaced only when a build has fully succeeded: files go to a staging folder next to it, and
// the swap is two renames. A failed build removes its staging folder and leaves the last good site untouched.
import { mkdir, rename, rm, writeFile, copyFile } from 'node:fs/promises';
import path from 'node:path';

export interface Staging {
  dir: string;
  write(relative: string, content: string | Uint8Array): Promise<void>;
  copy(from: string, relative: string): Promise<void>;
  /** Replaces the output folder with the staged one. */
  commit(): Promise<void>;
  /** Throws the staged files away. */
  discard(): Promise<void>;
}

export async function createStaging(outDir: string): Promise<Staging> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const dir = path.join(parent, `.${name}.staging-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const made = new Set<string>();
  const ensureDir = async (file: string) => {
    const d = path.dirname(file);
    if (made.has(d)) return;
    await mkdir(d, { recursive: true });
    made.add(d);
  };
  return {
    dir,
    async write(relative, content) {
      const file = path.join(dir, relative);
      await ensureDir(file);
      await writeFile(file, content);
    },
    async copy(from, relative) {
      const file = path.join(dir, relative);
      await ensureDir(file);
      await copyFile(from, file);
    },
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
