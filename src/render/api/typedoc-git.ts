// TypeDoc 0.28 with `disableGit` still looks for git repositories before it converts: `git --version`, then
// `git rev-parse --show-toplevel` in every folder of the program that may hold one, then `git ls-files` (and more) in
// each repository found. Its RepositoryManager then answers every file from the one repository it assumes from the
// source link template, and never reads what it found. Each process spawned from the conversion's thread forks a
// process holding TypeScript's program: the fixture's cold conversion spent ~90 ms of its thread's CPU in spawning.
import type { RepositoryManager } from 'typedoc';

const SKIPPING = Symbol('docgen skips git');

type Manager = Pick<RepositoryManager, 'initializeRepositoriesForDirs'> & { disableGit: boolean };

/** Makes TypeDoc's repository search do nothing when `disableGit` is set (see above); once per TypeDoc module. */
export function skipGitWhenDisabled(manager: { prototype: RepositoryManager }): void {
  const proto = manager.prototype as unknown as Manager;
  const search = proto.initializeRepositoriesForDirs;
  if (SKIPPING in search) return;
  const skipping = Object.assign(async function (this: Manager, dirs: string[]): Promise<void> {
    if (!this.disableGit) await search.call(this, dirs);
  }, { [SKIPPING]: true });
  proto.initializeRepositoriesForDirs = skipping;
}
