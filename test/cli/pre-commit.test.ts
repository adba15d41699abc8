// scripts/pre-commit, the git hook that runs check-links, in a scratch repository holding a fixture site.
import { execFile, execFileSync } from 'node:child_process';
import { symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseFiles, fixtureSite } from '../helpers/fixture-site.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const HOOK = path.join(REPO, 'scripts/pre-commit');
/** Without GIT_DIR, GIT_INDEX_FILE… (set when tests run inside a git hook), git can only touch the scratch repository. */
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));

function hook(cwd: string): Promise<{ code: number; err: string }> {
  return new Promise((resolve) => {
    execFile(HOOK, [], { cwd, env, timeout: 60_000 }, (error, _out, err) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, err }));
  });
}

describe('pre-commit hook', () => {
  it('refuses a commit with a broken link, naming file:line, and lets a fixed one through', async () => {
    const root = fixtureSite();
    // A scratch repository (not this one), with docgen and its dependencies linked in.
    execFileSync('git', ['-c', 'init.defaultBranch=main', 'init', '-q'], { cwd: root, env });
    symlinkSync(path.join(REPO, 'bin'), path.join(root, 'bin'));
    symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env });

    writeFileSync(path.join(root, 'notes.txt'), 'not part of the site\n');
    git('add', 'notes.txt');
    expect((await hook(root)).code).toBe(0);

    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), '---\ntitle: First\n---\n## Setup\n\nGo [next](./02-Second.md#nowhere).\n');
    git('add', 'content');
    const refused = await hook(root);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("error content/docs/guide/01-First.md:6: broken anchor './02-Second.md#nowhere'");
    expect(refused.err).toContain('commit refused');

    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), baseFiles['content/docs/guide/01-First.md'] ?? '');
    git('add', 'content');
    expect((await hook(root)).code).toBe(0);
  });
});
