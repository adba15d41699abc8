// Watch mode's shortcut past the disk. A run lists the content folders and stamps every source to find what changed;
// on a large site that is most of an edit's rebuild (1,800 pages: ~1,850 stats and two walks of the tree, ~0.3 s).
// The watcher already knows: when all it saw since the last run is content sources modified in place
// (`RunContext.modified`; no file added, removed or renamed), a listing is the last run's, and only those files need
// a new stamp. Any other change (an image, a category file, a file added or removed, a re-check after a burst) leaves
// `modified` unset, and everything is read again, as a build reads it.
import { fileStamp } from '../core/file-stamp.ts';
import type { DiskMemory, StageContext } from './products.ts';

export function createDiskMemory(): DiskMemory {
  return { listings: new Map(), stamps: new Map() };
}

/**
 * What `list` finds, or, when only sources were modified in place since the last run, what it found then. `what`
 * names the listing and everything it depends on besides the files' existence (its folder, its pattern). `holds`
 * checks the last listing against the modified files (a source it should list and does not: the watcher took a new
 * file for a modified one), and a listing that fails it is made again.
 */
export async function listing<T>(ctx: StageContext, what: string, list: () => Promise<T>, holds: (found: T, modified: ReadonlySet<string>) => boolean = () => true): Promise<T> {
  const { listings } = ctx.disk;
  if (ctx.modified && listings.has(what) && holds(listings.get(what) as T, ctx.modified)) return listings.get(what) as T;
  const found = await list();
  if (ctx.watch) listings.set(what, found);
  return found;
}

/** A source's stamp (`fileStamp` with its content; 'missing' for none); the last one taken when it was not modified. */
export async function sourceStamp(ctx: StageContext, file: string): Promise<string> {
  const { stamps } = ctx.disk;
  const known = stamps.get(file);
  if (ctx.modified && known !== undefined && !ctx.modified.has(file)) return known;
  const stamp = (await fileStamp(file, { content: true })) ?? 'missing';
  if (ctx.watch) stamps.set(file, stamp);
  return stamp;
}
