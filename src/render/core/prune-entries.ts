// Cache folders hold one entry per input ever built; entries the latest build did not use are removed once they are
// old enough that no other build (another mode, another branch, a build running beside this one) still needs them.
import { pruneFiles } from './prune-files.mjs';

/**
 * Removes the `.json` entries of `dir` that are not in `keep` (by name without extension) and were last written more
 * than `maxAgeMs` ago. Other builds (another mode, another branch) may still use younger ones.
 */
export function pruneEntries(dir: string, keep: ReadonlySet<string>, maxAgeMs: number): void {
  pruneFiles(dir, (name) => name.endsWith('.json') && !keep.has(name.slice(0, -'.json'.length)), maxAgeMs);
}
