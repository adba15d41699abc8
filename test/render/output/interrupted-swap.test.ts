// A build killed between the swap's two renames leaves the last site aside as `.build.old-<pid>` and no output folder
// (issue 45, D5): every command that uses the output folder puts it back first, not only a build that reaches its
// write stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.ts';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { checkSite } from '../../../src/render/commands/check-site.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

/** A built site whose output a killed build left aside; `broken`: its content then fails to build. */
async function interrupted(broken: boolean): Promise<{ root: string; out: string; home: string }> {
  const root = fixtureSite(baseFiles);
  await build({ root, logger: silentLogger });
  const out = path.join(root, 'build');
  const home = readFileSync(path.join(out, 'index.html'), 'utf8');
  renameSync(out, path.join(root, `.build.old-${deadPid()}`));
  if (broken) renameSync(path.join(root, 'content/docs/guide/01-First.md'), path.join(root, 'content/docs/guide/01-First.txt'));
  return { root, out, home };
}

describe('a site a killed build left aside', () => {
  it('is put back by a build that fails, by check-links and by the preview', async () => {
    // A page gone that another links to: the build fails in its link check, before the write stage that used to put
    // the site back.
    const failing = await interrupted(true);
    await expect(build({ root: failing.root, logger: silentLogger })).rejects.toBeInstanceOf(BuildError);
    expect(readFileSync(path.join(failing.out, 'index.html'), 'utf8')).toBe(failing.home);

    const checked = await interrupted(false);
    expect((await checkSite({ root: checked.root })).ok).toBe(true);
    expect(readFileSync(path.join(checked.out, 'index.html'), 'utf8')).toBe(checked.home);

    const previewed = await interrupted(false);
    const err: string[] = [];
    const code = await main(['node', 'docgen', 'preview', '--root', previewed.root, '--port', '0', '--quiet'], { stderr: (s) => err.push(s), untilStopped: async () => {} });
    expect(err.join('')).toBe('');
    expect(code).toBe(0);
    expect(existsSync(path.join(previewed.out, 'index.html'))).toBe(true);
  });
});
