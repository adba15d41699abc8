// TypeDoc's repository search under `disableGit`: docgen skips it, since TypeDoc's answers do not depend on it.
// Differential: the same manager's source URLs with TypeDoc's own search and with docgen's skip.
import path from 'node:path';
import { expect, it } from 'vitest';
import { Logger, normalizePath, RepositoryManager } from 'typedoc';
import { skipGitWhenDisabled } from '../../../src/render/api/typedoc-git.ts';

// docgen's own checkout: a git repository, so TypeDoc's search finds one.
const repo = path.resolve(import.meta.dirname, '../../..');
const files = ['src/render/api/convert.ts', 'test/fixtures/api-lib/src/index.ts', 'node_modules/typedoc/package.json'].map((file) => normalizePath(path.join(repo, file)));
const manager = (disableGit: boolean) => new RepositoryManager(repo, '', 'origin', '{path}#L{line}', disableGit, new Logger());
const urls = (m: RepositoryManager) => files.map((file) => m.getURL(file, 3));

it('answers with git disabled as TypeDoc does after its search, and skips the search; with git on, it searches', async () => {
  const searched = manager(true);
  await searched.initializeRepositoriesForDirs(files.map((file) => path.dirname(file)));
  // What TypeDoc's search found and never reads.
  expect((searched as unknown as { repositories: Map<string, unknown> }).repositories.size).toBeGreaterThan(0);

  skipGitWhenDisabled(RepositoryManager);
  skipGitWhenDisabled(RepositoryManager);
  const skipped = manager(true);
  await skipped.initializeRepositoriesForDirs(files.map((file) => path.dirname(file)));
  expect((skipped as unknown as { repositories: Map<string, unknown> }).repositories.size).toBe(0);
  expect(urls(skipped)).toEqual(urls(searched));
  expect(urls(skipped)[0]).toBe('src/render/api/convert.ts#L3');

  const withGit = manager(false);
  await withGit.initializeRepositoriesForDirs([repo]);
  expect((withGit as unknown as { repositories: Map<string, unknown> }).repositories.size).toBeGreaterThan(0);
});
