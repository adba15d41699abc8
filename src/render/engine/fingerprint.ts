// What docgen's own code contributes to a cached result. Anything made by docgen's code (a rendered page, the
// stylesheet, the client bundle) is keyed by this fingerprint as well as by its data, so that a cache written by
// another version of docgen, or before a change of its theme, is never hit. It covers every source file of `src/`
// (the code that shapes output is spread across render, theme, shared and client) and the lockfile (the versions
// of React, esbuild, Shiki…). It is computed once per process: `docgen serve` restarts its build worker when
// docgen's code changes, so a running process never sees it change.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from '../hash.ts';

const SRC = path.resolve(import.meta.dirname, '../..');
const LOCKFILE = path.resolve(SRC, '../package-lock.json');

const fingerprints = new Map<string, string>();

/** Every source file of docgen and the lockfile. */
export function docgenFingerprint(): string {
  return folderFingerprint(['.']);
}

/**
 * Every file under the given folders of src/ (so that no import can be forgotten) and the lockfile (the versions of
 * the libraries the code calls), once per process.
 */
export function folderFingerprint(dirs: readonly string[]): string {
  const id = dirs.join(',');
  let fingerprint = fingerprints.get(id);
  if (fingerprint) return fingerprint;
  const files: [string, string][] = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(path.join(SRC, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.push([path.relative(SRC, file).split(path.sep).join('/'), file]);
    }
  }
  // Directory order is the file system's: hash in name order.
  files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const lock = existsSync(LOCKFILE) ? readFileSync(LOCKFILE, 'utf8') : '';
  fingerprint = contentHash(...files.flatMap(([name, file]) => [name, readFileSync(file, 'utf8')]), lock);
  fingerprints.set(id, fingerprint);
  return fingerprint;
}
