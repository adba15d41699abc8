// `docgen clean`: removes the project's `.docgen-cache`, everything docgen keeps between commands (compiled config,
// parsed pages, rendered HTML, TypeDoc's conversion, link-preview cards, `docgen serve`'s folder), as `docusaurus
// clear` removes Docusaurus's. The next command then starts cold and makes it again. The built site is not touched.
import { lstat, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { cacheUsers } from '../core/cache-users.ts';
import { UsageError } from '../core/diagnostics.ts';
import { projectRoot } from '../core/project-root.ts';
import { CACHE_NAMESPACES, projectCache } from '../core/cache-namespaces.mjs';

export interface CleanResult {
  /** The folder removed, absolute; undefined when there was none. */
  removed?: string;
  /** Bytes of the files it held. */
  bytes: number;
  /**
   * The bytes of each namespace it held (../core/cache-namespaces.mjs), largest first; files of none (a test's or the
   * bench's scratch copies, an older docgen's folders) under `other`.
   */
  byNamespace: NamespaceBytes[];
}

export interface NamespaceBytes {
  /** The namespace's name, or `other`. */
  name: string;
  /** Its path in the cache folder (a prefix ends with `*`), or `other`. */
  path: string;
  holds?: string;
  bytes: number;
}

export async function clean(options: { root?: string } = {}): Promise<CleanResult> {
  const dir = projectCache(projectRoot(options.root));
  const info = await lstat(dir).catch(() => undefined);
  if (!info) return { bytes: 0, byNamespace: [] };
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
  const byNamespace = info.isDirectory() ? await sizeByNamespace(dir) : [];
  // Moved aside first, in one step: a command that starts meanwhile makes a new cache instead of writing into the one
  // being removed (whose removal then failed with ENOTEMPTY).
  const aside = `${dir}.removing-${process.pid}`;
  await rename(dir, aside);
  await rm(aside, { recursive: true, force: true, maxRetries: 3 });
  return { removed: dir, bytes: byNamespace.reduce((sum, part) => sum + part.bytes, 0), byNamespace };
}

/** The bytes of every file under `dir` (links counted as themselves), by the namespace that holds it. */
async function sizeByNamespace(dir: string): Promise<NamespaceBytes[]> {
  const parts = new Map<string, NamespaceBytes>();
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isDirectory()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = (await lstat(file).catch(() => undefined))?.size ?? 0;
    const part = namespaceOf(path.relative(dir, file).split(path.sep).join('/'));
    const known = parts.get(part.name);
    if (known) known.bytes += size;
    else parts.set(part.name, { ...part, bytes: size });
  }
  return [...parts.values()].sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
}

/** The namespace a file of the cache folder (`/`-separated, relative to it) belongs to: the innermost that holds it. */
function namespaceOf(file: string): Omit<NamespaceBytes, 'bytes'> {
  let found: Omit<NamespaceBytes, 'bytes'> | undefined;
  for (const [name, ns] of Object.entries(CACHE_NAMESPACES)) {
    const holds = ns.kind === 'prefix' ? !file.includes('/') && file.startsWith(ns.path) : file === ns.path || file.startsWith(`${ns.path}/`);
    if (holds && (!found || ns.path.length > found.path.length)) found = { name, path: ns.kind === 'prefix' ? `${ns.path}*` : ns.path, holds: ns.holds };
  }
  return found ?? { name: 'other', path: 'other' };
}
