// The staging folder: a failed build leaves the last good output alone; leftovers of killed builds are removed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaging } from '../../../src/render/output/staging.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function parentDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docgen-staging-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('staging', () => {
  it('removes the staging and old-output folders of killed builds, and only those', async () => {
    const parent = parentDir();
    const dead = deadPid();
    for (const leftover of [`.build.staging-${dead}`, `.build.old-${dead}`]) mkdirSync(path.join(parent, leftover, 'manual'), { recursive: true });
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
    await staging.discard();
  });

  it('replaces the output only on commit; discarding keeps the last good output', async () => {
    const parent = parentDir();
    const out = path.join(parent, 'build');
    mkdirSync(out);
    writeFileSync(path.join(out, 'index.html'), 'old');
    const failed = await createStaging(out);
    writeFileSync(path.join(failed.dir, 'index.html'), 'half');
    await failed.discard();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('old');
    const good = await createStaging(out);
    writeFileSync(path.join(good.dir, 'index.html'), 'new');
    await good.commit();
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(good.dir)).toBe(false);
  });
});
