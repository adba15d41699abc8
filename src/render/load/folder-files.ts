// The files of a site folder (content, static), found with fast-glob, which follows symbolic links: a folder may link
// in one kept elsewhere. A link to a folder that holds it would make the tree endless, and fast-glob would walk it
// until memory ran out; so the folder is walked once first, by real path, and such a link fails the build by name.
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { BuildError } from '../core/diagnostics.ts';
import { errorCode } from '../core/thrown.ts';

/** The files of `root/dir` that match `pattern` and none of `ignore`, sorted; a BuildError when a symbolic link in it loops. */
export async function folderFiles(root: string, dir: string, pattern: string, ignore: string[] = []): Promise<string[]> {
  const abs = path.join(root, dir);
  const top = { abs, real: await realpath(abs).catch(() => abs) };
  const loop = await findLinkLoop(top, [top]);
  if (loop) {
    const link = path.relative(root, loop.link).split(path.sep).join('/');
    const target = path.relative(root, loop.target).split(path.sep).join('/') || '.';
    throw new BuildError([
      {
        severity: 'error',
        file: link,
        message: loop.target ? `this symbolic link points to ${target}, a folder that holds it, so the folder would contain itself without end.` : 'this symbolic link points to itself, in a cycle of links.',
        hint: 'Remove the link, or point it at a folder outside this one.',
      },
    ]);
  }
  return (await fg(pattern, { cwd: abs, dot: false, ignore })).sort();
}

interface LinkLoop {
  link: string;
  /** The folder it leads back to; empty for a link that resolves to itself (ELOOP). */
  target: string;
}

/** A folder on the way down: its path as walked, and its real path. */
interface Walked {
  abs: string;
  real: string;
}

/** The first symbolic link under `dir` that leads to `dir` or to one of the folders holding it (`ancestors`, `dir` last). */
async function findLinkLoop(dir: Walked, ancestors: Walked[]): Promise<LinkLoop | undefined> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir.abs, { withFileTypes: true });
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    // fast-glob leaves dotfiles out (`dot: false`): so does the walk.
    if (entry.name.startsWith('.')) continue;
    const abs = path.join(dir.abs, entry.name);
    let real: string;
    if (entry.isSymbolicLink()) {
      try {
        real = await realpath(abs);
      } catch (error) {
        if (errorCode(error) === 'ELOOP') return { link: abs, target: '' };
        // A dangling link: fast-glob skips it, as there is nothing to read.
        continue;
      }
      if (!(await stat(real).catch(() => undefined))?.isDirectory()) continue;
      const ancestor = ancestors.find((a) => a.real === real);
      if (ancestor) return { link: abs, target: ancestor.abs };
    } else if (entry.isDirectory()) {
      real = path.join(dir.real, entry.name);
    } else {
      continue;
    }
    const sub = { abs, real };
    const found = await findLinkLoop(sub, [...ancestors, sub]);
    if (found) return found;
  }
  return undefined;
}
