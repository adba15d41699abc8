// The output folder is replaced only when a build has fully succeeded: files go to a staging folder next to it, and
// the swap is two renames, the old output aside (`.<out>.old-<pid>`), then the staged one in. Node cannot exchange two
// folders in one step, so between the renames the old site sits whole beside the empty place: a build killed there
// (SIGKILL, a crash, a power cut) leaves it, and the next build puts it back before anything else, so that a site is
// always there to serve. A failed build removes its staging folder and leaves the last good site untouched; the
// staging folder of a killed build is removed by the next one. Nothing is deleted that does not prove itself a docgen
// output (./output-folder.ts): the staging folder gets the marker first, and the folder it replaces must hold it.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BuildError, UsageError } from '../core/diagnostics.ts';
import { onInterrupt } from '../core/interrupt.ts';
import { withPath } from '../core/disk-errors.ts';
import { errorCode } from '../core/thrown.ts';
import { escapeRegExp } from '../../shared/escape-regexp.ts';
import { isAlive } from '../core/live-process.ts';
import { isDocgenOutput, mountPointProblem, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-folder.ts';

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
  await mkdir(parent, { recursive: true });
  // Not recursive: on a read-only file system Node's recursive mkdir says ENOENT, as if a folder above were missing.
  await mkdir(dir);
  const old = path.join(parent, `.${name}.old-${process.pid}`);
  // Ctrl+C while the site is written: the staged files go. During the swap, whichever site is whole stays in place:
  // the last one when the output folder is empty between the renames, the new one once it is in.
  const forget = onInterrupt(() => {
    rmSync(dir, { recursive: true, force: true });
    if (!existsSync(old)) return;
    if (existsSync(outDir)) rmSync(old, { recursive: true, force: true });
    else renameSync(old, outDir);
  });
  await writeFile(path.join(dir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT).catch((error: unknown) => Promise.reject(withPath(error, path.join(dir, OUTPUT_MARKER))));
  return {
    dir,
    async commit() {
      await rm(old, { recursive: true, force: true });
      // The command checked the folder before the build began (./output-folder.ts); this holds the line against
      // whatever put other files there since.
      if (existsSync(outDir) && !isDocgenOutput(outDir)) {
        throw new UsageError([{ severity: 'error', file: outDir, message: `this folder now holds files docgen did not write (no ${OUTPUT_MARKER} file); the build left it as it is.`, hint: 'Move those files away, or choose another folder with --out.' }]);
      }
      await rename(outDir, old).catch((e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return;
        // A mount point the check before the build could not tell (a bind mount of the same disk).
        if (e.code === 'EBUSY' || e.code === 'EXDEV') throw new UsageError([{ severity: 'error', file: outDir, message: mountPointProblem(outDir), hint: 'The site was built but not put in place; the last site is as it was.' }]);
        throw e;
      });
      try {
        await rename(dir, outDir);
      } catch (error) {
        const code = errorCode(error);
        if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
        // Another build's swap put its site in the empty place between the two renames: that site is whole and at
        // least as new as this one's, so it stays and this one's output goes.
        await Promise.all([rm(dir, { recursive: true, force: true }), rm(old, { recursive: true, force: true })]);
        throw new BuildError([
          {
            severity: 'error',
            file: path.relative(process.cwd(), outDir) || '.',
            message: 'another docgen build replaced this output folder at the same moment; its site is in place, complete, and this build\'s copy was discarded.',
            hint: 'Run one build at a time into an output folder, or give each its own with --out.',
          },
        ]);
      }
      forget();
      await rm(old, { recursive: true, force: true });
    },
    async discard() {
      forget();
      // Retried: out of file handles (EMFILE), a removal fails half-way with ENOTEMPTY.
      await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * Puts back the old output a build killed mid-swap left aside, when there is no output folder; then removes the
 * staging and old-output folders of builds of `name` whose process is gone.
 */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  await restoreInterruptedSwap(path.join(parent, name));
  for (const { entry } of await leftovers(parent, name)) {
    // A folder of that name that is no docgen output (a user's) stays.
    if (isDocgenOutput(path.join(parent, entry))) await rm(path.join(parent, entry), { recursive: true, force: true });
  }
}

/** When `outDir` is missing because a build was killed between the swap's renames, moves the old site back. */
export async function restoreInterruptedSwap(outDir: string): Promise<boolean> {
  if (existsSync(outDir)) return false;
  const parent = path.dirname(outDir);
  const aside = (await leftovers(parent, path.basename(outDir))).filter((l) => l.kind === 'old');
  // More than one only when builds into the same folder were killed alike: the newest is the last site.
  const newest = (await Promise.all(aside.map(async (l) => ({ ...l, mtime: (await stat(path.join(parent, l.entry)).catch(() => undefined))?.mtimeMs ?? 0 })))).sort((a, b) => b.mtime - a.mtime)[0];
  if (!newest) return false;
  await rename(path.join(parent, newest.entry), outDir).catch((e: NodeJS.ErrnoException) => {
    // Another build restored it first.
    if (e.code !== 'ENOENT' && e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST') throw e;
  });
  return true;
}

/** The staging and old-output folders of `name` whose build process is gone. */
async function leftovers(parent: string, name: string): Promise<{ entry: string; kind: 'staging' | 'old' }[]> {
  const pattern = new RegExp(`^\\.${escapeRegExp(name)}\\.(staging|old)-(\\d+)$`);
  return (await readdir(parent).catch(() => [])).flatMap((entry) => {
    const match = pattern.exec(entry);
    const kind = match?.[1];
    const pid = Number(match?.[2]);
    return (kind === 'staging' || kind === 'old') && pid && !isAlive(pid) ? [{ entry, kind }] : [];
  });
}
