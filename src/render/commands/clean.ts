// `docgen clean`: removes the project's `.docgen-cache`, everything docgen keeps between commands (compiled config,
// parsed pages, rendered HTML, TypeDoc's conversion, link-preview cards, `docgen serve`'s folder), as `docusaurus
// clear` removes Docusaurus's. The next command then starts cold and makes it again. The built site is not touched.
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { cacheUsers } from '../core/cache-users.ts';
import { UsageError } from '../core/diagnostics.ts';
import { projectRoot } from '../core/project-root.ts';

export interface CleanResult {
  /** The folder removed, absolute; undefined when there was none. */
  removed?: string;
  /** Bytes of the files it held. */
  bytes: number;
}

export async function clean(options: { root?: string } = {}): Promise<CleanResult> {
  const dir = path.join(projectRoot(options.root), '.docgen-cache');
  const info = await lstat(dir).catch(() => undefined);
  if (!info) return { bytes: 0 };
  // A running `docgen serve` keeps its site in the cache: removed, every page answered 404 until it was restarted.
  const users = info.isDirectory() ? cacheUsers(dir) : [];
  if (users.length) {
    const list = users.map((u) => `${u.command} (pid ${u.pid})`).join(', ');
    throw new UsageError([
      {
        severity: 'error',
        file: path.relative(process.cwd(), dir) || dir,
        message: `${list} ${users.length > 1 ? 'are' : 'is'} using it: removing it now would take the files that command serves or builds from under it.`,
        hint: 'Stop that command (Ctrl+C in its terminal), then run docgen clean again. Nothing was removed.',
      },
    ]);
  }
  // A link named .docgen-cache is removed as a link: what it points to is not docgen's to delete.
  const bytes = info.isDirectory() ? await sizeOf(dir) : 0;
  // Moved aside first, in one step: a command that starts meanwhile makes a new cache instead of writing into the one
  // being removed (whose removal then failed with ENOTEMPTY).
  const aside = `${dir}.removing-${process.pid}`;
  await rename(dir, aside);
  await rm(aside, { recursive: true, force: true, maxRetries: 3 });
  return { removed: dir, bytes };
}

/** The bytes of every file under `dir`, links counted as themselves. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    total += (await lstat(path.join(entry.parentPath, entry.name)).catch(() => undefined))?.size ?? 0;
  }
  return total;
}
