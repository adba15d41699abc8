// The staging folder: a failed build leaves the last good output alone; leftovers of killed builds are removed, and
// a site a killed build had set aside mid-swap is put back (issue 25, rows 5 and 17).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuildError, UsageError } from '../../../src/render/core/diagnostics.ts';
import { OUTPUT_MARKER } from '../../../src/render/output/output-folder.ts';
import { createStaging, restoreInterruptedSwap } from '../../../src/render/output/staging.ts';

/** Runs before each rename the staging module makes: where a test puts what another process does meanwhile. */
let beforeRename: ((from: string) => void) | undefined;
vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  return { ...original, rename: async (from: string, to: string) => (beforeRename?.(from), original.rename(from, to)) };
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function parentDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-staging-'));
  dirs.push(dir);
  return dir;
}

/** A folder as a docgen build leaves it: with the marker that lets the next build delete it. */
function outputFolder(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, OUTPUT_MARKER), '');
  return dir;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid;
}

describe('staging', () => {
  it('removes the staging and old-output folders of killed builds, and only those', async () => {
    const parent = parentDir();
    const dead = deadPid();
    outputFolder(path.join(parent, 'build'));
    for (const leftover of [`.build.staging-${dead}`, `.build.old-${dead}`]) mkdirSync(path.join(outputFolder(path.join(parent, leftover)), 'manual'));
    // A folder that only looks like a leftover, without the marker (someone's own), is never deleted (issue 45, N52).
    const lookalike = path.join(parent, `.build.old-${deadPid()}`);
    mkdirSync(lookalike);
    writeFileSync(path.join(lookalike, 'notes.txt'), 'mine');
    // A build still running (this test's parent process) and another output folder's leftovers stay.
    const running = path.join(parent, `.build.staging-${process.ppid}`);
    const other = path.join(parent, `.site.staging-${dead}`);
    mkdirSync(running);
    mkdirSync(other);

    const staging = await createStaging(path.join(parent, 'build'));
    expect(existsSync(path.join(parent, `.build.staging-${dead}`))).toBe(false);
    expect(existsSync(path.join(parent, `.build.old-${dead}`))).toBe(false);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(other)).toBe(true);
    expect(readFileSync(path.join(lookalike, 'notes.txt'), 'utf8')).toBe('mine');
    await staging.discard();
  });

  it('replaces the output only on commit; discarding keeps the last good output', async () => {
    const parent = parentDir();
    const out = outputFolder(path.join(parent, 'build'));
    writeFileSync(path.join(out, 'index.html'), 'old');
    const failed = await createStaging(out);
    writeFileSync(path.join(failed.dir, 'index.html'), 'half');
    await failed.discard();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
    const good = await createStaging(out);
    writeFileSync(path.join(good.dir, 'index.html'), 'new');
    await good.commit();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(path.join(out, OUTPUT_MARKER))).toBe(true);
    expect(existsSync(good.dir)).toBe(false);
  });

  it('never deletes an output folder that lacks the marker, though files arrived there during the build (N52)', async () => {
    const parent = parentDir();
    const out = path.join(parent, 'build');
    const staging = await createStaging(out);
    writeFileSync(path.join(staging.dir, 'index.html'), 'new');
    mkdirSync(out);
    writeFileSync(path.join(out, 'thesis.tex'), 'a year of work');
    await expect(staging.commit()).rejects.toThrow(/holds files docgen did not write/);
    expect(readFileSync(path.join(out, 'thesis.tex'), 'utf8')).toBe('a year of work');
    await staging.discard();
  });

  it('puts back the site a build killed between the two renames left aside, before the next build can fail', async () => {
    const parent = parentDir();
    const out = path.join(parent, 'build');
    // The state a SIGKILL between the renames leaves: no output folder, the last site aside under a dead pid.
    const aside = path.join(parent, `.build.old-${deadPid()}`);
    mkdirSync(aside);
    writeFileSync(path.join(aside, 'index.html'), 'last good');
    const next = await createStaging(out);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('last good');
    expect(existsSync(aside)).toBe(false);
    // The next build fails: the restored site stays.
    await next.discard();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('last good');
    // With no output folder to restore into and nothing aside, there is nothing to do.
    expect(await restoreInterruptedSwap(path.join(parent, 'site'))).toBe(false);
  });

  it('an output folder that cannot be moved (a mount point, a Docker volume) is named in words, and its site stays', async () => {
    const parent = parentDir();
    const out = outputFolder(path.join(parent, 'build'));
    writeFileSync(path.join(out, 'index.html'), 'last good');
    const staging = await createStaging(out);
    writeFileSync(path.join(staging.dir, 'index.html'), 'new');
    // As Linux answers the rename of a folder another file system is mounted on; it was a raw EBUSY stack trace.
    beforeRename = (from) => {
      if (from === out) throw Object.assign(new Error(`EBUSY: resource busy or locked, rename '${out}'`), { code: 'EBUSY', path: out });
    };
    try {
      const error = await staging.commit().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UsageError);
      expect((error as UsageError).diagnostics[0]).toMatchObject({ file: out, message: expect.stringMatching(/^this folder is a mount point/) });
    } finally {
      beforeRename = undefined;
    }
    await staging.discard();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('last good');
    expect(readdirSync(parent)).toEqual(['build']);
  });

  it('a build whose swap loses to another build\'s says so in words, and the winner\'s site stays whole', async () => {
    const parent = parentDir();
    const out = path.join(parent, 'build');
    const first = await createStaging(out);
    writeFileSync(path.join(first.dir, 'index.html'), 'first');
    // Another build's swap lands between this one's renames: the output folder is back, full, when this one renames.
    beforeRename = (from) => {
      if (from !== first.dir) return;
      beforeRename = undefined;
      outputFolder(out);
      writeFileSync(path.join(out, 'index.html'), 'second');
    };
    try {
      const error = await first.commit().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BuildError);
      expect((error as BuildError).diagnostics[0]!.message).toMatch(/^another docgen build replaced this output folder at the same moment/);
    } finally {
      beforeRename = undefined;
    }
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('second');
    expect(readdirSync(parent)).toEqual(['build']);
  });
});
