// The copies of the fixture each build works on. Only the files git would commit are copied (git ls-files), so
// Docusaurus's generated docs/api or an earlier build's cache never reaches a build. Each copy is then committed as a
// repository of its own, with a fixed author and date: a real site lives in git, and both builds read a page's last
// update from it (showLastUpdateTime, showLastUpdateAuthor), which Docusaurus refuses to do outside a repository.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMMIT_AUTHOR = { name: 'Pebble Queue authors', email: 'authors@pebble-queue.example.org', date: '2025-01-02T10:00:00Z' };

/** The fixture's files as git sees them (tracked, or new and not ignored), relative to the fixture. */
export function fixtureFiles(fixture: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '.'], { cwd: fixture, encoding: 'utf8' });
  return [...new Set(out.split('\0').filter(Boolean))].filter((file) => existsSync(path.join(fixture, file))).sort();
}

/** Replaces `to` with a copy of `files` and commits it as a repository of its own. */
export function copyFixture(fixture: string, files: string[], to: string): void {
  rmSync(to, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    copyFileSync(path.join(fixture, file), path.join(to, file));
  }
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', `user.name=${COMMIT_AUTHOR.name}`, '-c', `user.email=${COMMIT_AUTHOR.email}`, '-c', 'commit.gpgsign=false', ...args], {
      cwd: to,
      env: { ...process.env, GIT_AUTHOR_DATE: COMMIT_AUTHOR.date, GIT_COMMITTER_DATE: COMMIT_AUTHOR.date },
      stdio: 'ignore',
    });
  git('init', '-q');
  // What the builds add to the copy (node_modules linked in, caches, output) is not the site's.
  writeFileSync(path.join(to, '.git/info/exclude'), ['node_modules', '.docusaurus', '.docgen-cache', 'build', 'docs/api', ''].join('\n'));
  git('add', '-A');
  git('commit', '-q', '-m', 'The Pebble Queue handbook');
}
