// Cache folders hold one entry per input ever built; entries the latest build did not use are removed once they are
// old enough that no other build (another mode, another branch, a build running beside this one) still needs them.
import { readdirSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';

/**
 * Removes the `.json` entries of `dir` that are not in `keep` (by name without extension) and were last written more
 * than `maxAgeMs` ago. Other builds (another mode, another branch) may still use younger ones.
 */
export function pruneEntries(dir: string, keep: ReadonlySet<string>, maxAgeMs: number): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const before = Date.now() - maxAgeMs;
  for (const name of names) {
    if (!name.endsWith('.json') || keep.has(name.slice(0, -'.json'.length))) continue;
    const file = path.join(dir, name);
    try {
      if (statSync(file).mtimeMs < before) unlinkSync(file);
    } catch {
      // Removed by another build meanwhile.
    }
  }
}
