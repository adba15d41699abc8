// Section trees (./sections.ts) kept on disk: `docgen build` runs in a fresh process, and an author who edits a page
// and builds again edits one section of it; the sections the edit left alone are read back instead of parsed. One
// sealed file per source file and parser, holding its last version's sections by the hash of their text, replaced on
// each parse of that file; a file no parse has written for a week goes (`pruneSectionStores`).
import path from 'node:path';
import type { Root } from 'mdast';
import { contentHash } from '../core/hash.ts';
import { readSealedJsonSync, writeSealedSync } from '../core/sealed-file.ts';
import { pruneFiles } from '../core/prune-files.mjs';
import type { SectionStore } from './sections.ts';
import { CACHE } from '../core/cache-namespaces.mjs';

/** `salt`: what shapes the trees besides their text (the parser's code and syntaxes). */
export function diskSectionStore(dir: string, salt: string): SectionStore {
  const fileOf = (file: string) => path.join(dir, `${contentHash(salt, file)}.json`);
  return {
    read(file) {
      const kept = readSealedJsonSync(fileOf(file));
      return isSectionTrees(kept) ? new Map(kept) : undefined;
    },
    write(file, trees) {
      writeSealedSync(fileOf(file), JSON.stringify([...trees]));
    },
  };
}

/**
 * Whether a sealed file's JSON is a list of [text hash, tree] pairs: the seal proves the file is whole as `write`
 * wrote it, so a pair whose second is a root is one.
 */
function isSectionTrees(value: unknown): value is [string, Root][] {
  return Array.isArray(value) && value.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && isRoot(pair[1]));
}

function isRoot(value: unknown): value is Root {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'root' && 'children' in value && Array.isArray(value.children);
}

/** Removes the kept sections of files no parse has written for a week. */
export function pruneSectionStores(dir: string): void {
  pruneFiles(dir, (name) => name.endsWith('.json'), CACHE.sections.pruneAfterMs);
}
