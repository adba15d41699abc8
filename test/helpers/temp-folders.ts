// Folders a test file makes for itself (fixture sites, caches), removed once that file is done. A helper that makes
// them is loaded once per worker in the unit project, which shares its modules between the files a worker runs, so a
// hook it registered when it loaded ran after the first of those files only, and the folders of the others were never
// removed (~220 fixture sites, ~100 MB, a run). The setup file below registers the removal for every test file.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

const made: string[] = [];

/** A new folder in `parent` whose name starts with `prefix`, removed after the test file that made it. */
export function tempFolder(parent: string, prefix: string): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, prefix));
  made.push(dir);
  return dir;
}

/** Removes the folders `tempFolder` made (vitest.config.ts's setup files call it after each test file). */
export function removeTempFolders(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
