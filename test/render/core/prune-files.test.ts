// Cache files nothing uses any more are removed once old, never younger ones (another process may still need them);
// a bundle just written removes its own older versions and nothing else. A folder is pruned once in a while, not by
// every build.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRUNED_MARK, pruneFiles, pruneOtherVersions } from '../../../src/render/core/prune-files.mjs';

const base = mkdtempSync(path.join(os.tmpdir(), 'docgen-prune-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;

/** A folder holding `files`, each written as long ago as its number says. */
function folder(name: string, files: Record<string, number>): string {
  const dir = path.join(base, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, ageMs] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), file);
    const at = new Date(Date.now() - ageMs);
    utimesSync(path.join(dir, file), at, at);
  }
  return dir;
}

describe('pruneFiles', () => {
  it('removes the files picked by name that are older than the limit, and leaves folders alone', () => {
    const dir = folder('picked', { 'a.old': 2 * HOUR, 'b.old': 0, 'c.keep': 2 * HOUR });
    mkdirSync(path.join(dir, 'd.old'));
    pruneFiles(dir, (name) => name.endsWith('.old'), HOUR);
    expect(readdirSync(dir).sort()).toEqual([PRUNED_MARK, 'b.old', 'c.keep', 'd.old']);
  });

  it('prunes a folder again only once a 24th of the age limit has passed since it last did', () => {
    const dir = folder('throttled', { 'a.old': 2 * HOUR });
    pruneFiles(dir, (name) => name.endsWith('.old'), HOUR);
    expect(readdirSync(dir)).toEqual([PRUNED_MARK]);
    folder('throttled', { 'b.old': 2 * HOUR });
    pruneFiles(dir, (name) => name.endsWith('.old'), HOUR);
    expect(readdirSync(dir).sort()).toEqual([PRUNED_MARK, 'b.old']);
    // Its mark as old as a 24th of the limit: due again. The mark itself is never removed, whatever `unused` says.
    const due = new Date(Date.now() - HOUR / 24 - 1000);
    utimesSync(path.join(dir, PRUNED_MARK), due, due);
    pruneFiles(dir, () => true, HOUR);
    expect(readdirSync(dir)).toEqual([PRUNED_MARK]);
  });

  it('does nothing when the folder does not exist', () => {
    expect(() => pruneFiles(path.join(base, 'missing'), () => true, 0)).not.toThrow();
  });
});

describe('pruneOtherVersions', () => {
  it("removes the other versions of a bundle, their maps, code caches and temporary files once old; not its own, another module's, or younger ones", () => {
    const dir = folder('cli', {
      'main.new.mjs': 3 * HOUR,
      'main.new.mjs.map': 3 * HOUR,
      'main.new.mjs.cache': 3 * HOUR,
      'main.old.mjs': 2 * HOUR,
      'main.old.mjs.map': 2 * HOUR,
      'main.old.mjs.cache': 2 * HOUR,
      'main.old.mjs.123.tmp': 2 * HOUR,
      'main.young.mjs': HOUR / 2,
      'mainly.old.mjs': 2 * HOUR,
      'other_ts.old.mjs': 2 * HOUR,
    });
    pruneOtherVersions(path.join(dir, 'main.new.mjs'), HOUR);
    expect(readdirSync(dir).sort()).toEqual(['main.new.mjs', 'main.new.mjs.cache', 'main.new.mjs.map', 'main.young.mjs', 'mainly.old.mjs', 'other_ts.old.mjs']);
    // Every time it writes a bundle, not once in a while: another module's bundle may have been written just before.
    folder('cli', { 'main.older.mjs': 2 * HOUR });
    pruneOtherVersions(path.join(dir, 'main.new.mjs'), HOUR);
    expect(readdirSync(dir)).not.toContain('main.older.mjs');
  });
});
