// Removing cache files that nothing uses any more, once they are old enough that no other process still needs them
// (a build running beside this one, a `docgen serve` started from other sources). Plain JavaScript: bin/docgen
// removes the CLI's older bundles with it, before anything can compile TypeScript.
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/** Removes the files of `dir` that `unused` picks by name and that were last written more than `maxAgeMs` ago. */
export function pruneFiles(dir, unused, maxAgeMs) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  const before = Date.now() - maxAgeMs;
  for (const entry of entries) {
    if (!entry.isFile() || !unused(entry.name)) continue;
    const file = path.join(dir, entry.name);
    try {
      if (statSync(file).mtimeMs < before) unlinkSync(file);
    } catch {
      // Removed by another process meanwhile.
    }
  }
}

/**
 * For a bundle just written as `<stem>.<key>.mjs`: removes the other versions of it beside it (every `<stem>.*`, their
 * source maps and temporary files a killed writer left included) that are older than `maxAgeMs`. Its own map stays.
 */
export function pruneOtherVersions(file, maxAgeMs) {
  const name = path.basename(file);
  const prefix = `${name.split('.')[0]}.`;
  pruneFiles(path.dirname(file), (other) => other !== name && other !== `${name}.map` && other.startsWith(prefix), maxAgeMs);
}
