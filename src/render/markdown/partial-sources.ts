// Whether the partials a page was made with (./mdx/partials.ts) are still as they were: every cache of a parsed page
// (the markdown cache, the page cache, watch mode's pages) asks before it gives the page back, since the page's
// source alone does not say that a file it shows has changed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from '../core/hash.ts';
import type { PartialSource } from '../../shared/types.ts';

export async function partialsHold(root: string, partials: readonly PartialSource[] | undefined): Promise<boolean> {
  if (!partials?.length) return true;
  for (const { file, hash } of partials) {
    const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined || contentHash(text) !== hash) return false;
  }
  return true;
}
