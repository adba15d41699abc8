// Removing cache files that nothing uses any more, once they are old enough that no other process still needs them
// (a build running beside this one, a `docgen serve` started from other sources). Plain JavaScript: bin/docgen
// removes the CLI's older bundles with it, before anything can compile TypeScript.
import { readdirSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A folder's last pruning: this empty file's modification time. Pruning lists a folder and looks at the age of every
 * file in it, and cache folders gain entries with every build: a folder is pruned again only once a 24th of its
 * files' age limit has passed since (an hour for a day), so that most builds skip it and a file outlives its limit by
 * that much at most.
 */
export const PRUNED_MARK = '.pruned';

/** Whether `dir` is due for pruning with files of `maxAgeMs`; when it is, marks it pruned now. */
export function pruneDue(dir, maxAgeMs) {
  const mark = path.join(dir, PRUNED_MARK);
  const last = statSync(mark, { throwIfNoEntry: false });
  if (last && Date.now() - last.mtimeMs < maxAgeMs / 24) return false;
  try {
    writeFileSync(mark, '');
  } catch {
    // No such folder: there is nothing to prune.
  }
  return true;
}

/**
 * Removes the files of `dir` that `unused` picks by name and that were last written more than `maxAgeMs` ago, unless
 * the folder was pruned less than a 24th of `maxAgeMs` ago (see `PRUNED_MARK`).
 */
export function pruneFiles(dir, unused, maxAgeMs) {
  if (pruneDue(dir, maxAgeMs)) removeOldFiles(dir, unused, maxAgeMs);
}

/**
 * For a file read but not written again: brings its time forward once it is a 24th of `maxAgeMs` old, so that pruning
 * by age never takes a file still in use (it takes files older than `maxAgeMs`).
 */
export function keepFresh(file, maxAgeMs) {
  try {
    if (Date.now() - statSync(file).mtimeMs < maxAgeMs / 24) return;
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // Removed meanwhile: whoever needs it makes it again.
  }
}

/** `pruneFiles` without the check of the folder's last pruning: for the caller that checked it (`pruneDue`). */
export function removeOldFiles(dir, unused, maxAgeMs) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const before = Date.now() - maxAgeMs;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name === PRUNED_MARK || !unused(entry.name)) continue;
    const file = path.join(dir, entry.name);
    try {
      if (statSync(file).mtimeMs < before) unlinkSync(file);
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/**
 * For a bundle just written as `<stem>.<key>.<ext>`: removes the other versions of it beside it (every `<stem>.*`,
 * their source maps, code caches and temporary files a killed writer left included) that are older than `maxAgeMs`.
 * Its own map and code cache (./code-cache.mjs) stay.
 */
export function pruneOtherVersions(file, maxAgeMs) {
  const name = path.basename(file);
  const prefix = `${name.split('.')[0]}.`;
  const own = new Set([name, `${name}.map`, `${name}.cache`]);
  // Every time: a bundle is written only when docgen's sources change, and its folder holds several modules' bundles.
  removeOldFiles(path.dirname(file), (other) => !own.has(other) && other.startsWith(prefix), maxAgeMs);
}
