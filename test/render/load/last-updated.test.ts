// "Last updated": each content page shows the date of its source's last commit and the sitemap carries it; API pages
// get the SDK version instead; outside a git checkout and on a shallow clone the line is left out with one warning;
// the dates are kept per commit; and a commit that changes one page's date renders that page again, exactly as a
// cold build would.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { gitLastUpdated, updatedByRoute } from '../../../src/render/load/last-updated.ts';
import { readSealedJsonSync, writeSealedSync } from '../../../src/render/core/sealed-file.ts';
import type { Page } from '../../../src/shared/types.ts';
import { readTree, treeDifference } from '../../engine/output-tree.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

function git(cwd: string, args: string[], date?: string): string {
  const env = { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) };
  return execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.test', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args], { cwd, env, encoding: 'utf8' });
}

/** A fixture site in its own git repository: everything committed on `date`, then `draft.md` added uncommitted. */
const datedConfig = { ...baseConfig, docs: { ...baseConfig.docs, showLastUpdateTime: true } };

function gitSite(date: string): string {
  const root = fixtureSite({ ...baseFiles, '.gitignore': '.docgen-cache/\nbuild/\n' }, datedConfig);
  git(root, ['init', '-q']);
  git(root, ['add', '.']);
  git(root, ['commit', '-q', '-m', 'first'], date);
  writeFileSync(path.join(root, 'content/docs/guide/03-Draft.md'), '---\ntitle: Draft\n---\nNot committed yet.\n');
  return root;
}

const outside: string[] = [];
afterAll(() => {
  for (const dir of outside) rmSync(dir, { recursive: true, force: true });
});

const html = (root: string, file: string) => readFileSync(path.join(root, 'build', file), 'utf8');
const lastUpdated = (page: string) => page.match(/<p class="last-updated">.*?<\/p>/)?.[0];

describe('last updated', () => {
  it('shows the date of the last commit of each source, and puts it into the sitemap', async () => {
    const root = gitSite('2024-03-05T10:00:00Z');
    git(root, ['commit', '-q', '--allow-empty', '-m', 'unrelated'], '2024-04-01T10:00:00Z');
    writeFileSync(path.join(root, 'content/docs/guide/01-First.md'), '---\ntitle: First\n---\n## Setup\n\nGo [next](./02-Second.md). Edited.\n');
    git(root, ['commit', '-q', '-am', 'edit first'], '2024-05-06T23:30:00-05:00');
    const result = await build({ root, logger: silentLogger });
    expect(result.warnings).toEqual([]);
    expect(lastUpdated(html(root, 'guide/Second.html'))).toBe('<p class="last-updated">Last updated on <time dateTime="2024-03-05">March 5, 2024</time></p>');
    // Dates are UTC days: 23:30 at UTC-5 is the next day.
    expect(lastUpdated(html(root, 'guide/First.html'))).toContain('<time dateTime="2024-05-07">May 7, 2024</time>');
    // A file git does not know yet has no date.
    expect(lastUpdated(html(root, 'guide/Draft.html'))).toBeUndefined();
    const sitemap = html(root, 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.test/docs/guide/First</loc><lastmod>2024-05-07</lastmod>');
    expect(sitemap).toContain('<loc>https://example.test/docs/</loc><lastmod>2024-03-05</lastmod>');
    expect(sitemap).toContain('<loc>https://example.test/docs/guide/Draft</loc></url>');
  });

  it('renders again only the page whose date a commit changed, and writes what a cold build writes', async () => {
    const root = gitSite('2024-03-05T10:00:00Z');
    await build({ root, logger: silentLogger });
    // A commit that changes no source text: only the date moves.
    writeFileSync(path.join(root, 'content/docs/guide/02-Second.md'), readFileSync(path.join(root, 'content/docs/guide/02-Second.md'), 'utf8'));
    git(root, ['add', '.']);
    git(root, ['commit', '-q', '-m', 'draft'], '2024-06-01T08:00:00Z');
    const warm = await build({ root, logger: silentLogger });
    expect(lastUpdated(html(root, 'guide/Draft.html'))).toContain('June 1, 2024');
    expect(warm.rendered).toBe(1);
    const warmTree = readTree(path.join(root, 'build'));
    rmSync(path.join(root, '.docgen-cache'), { recursive: true, force: true });
    await build({ root, outDir: 'build-cold', logger: silentLogger });
    expect(treeDifference(warmTree, readTree(path.join(root, 'build-cold')), { actual: 'warm', expected: 'cold' })).toBe('');
  });

  /** A site outside any git checkout. */
  function siteOutsideGit(config: object): string {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-nogit-'));
    outside.push(root);
    for (const [file, content] of Object.entries({ 'site.config.ts': `export default ${JSON.stringify(config)};\n`, ...baseFiles })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    }
    return root;
  }

  it('is left out with one warning outside a git checkout', async () => {
    const root = siteOutsideGit(datedConfig);
    const result = await build({ root, logger: silentLogger });
    expect(result.warnings.map((w) => w.message)).toEqual(['not a git checkout (or git is not installed), so the "Last updated" dates are left out']);
    expect(html(root, 'guide/First.html')).not.toContain('last-updated');
    expect(html(root, 'sitemap.xml')).not.toContain('<lastmod>');
  });

  it('is turned off by docs.showLastUpdateTime: false, which asks git nothing and so warns of nothing', async () => {
    const root = siteOutsideGit(baseConfig);
    const result = await build({ root, logger: silentLogger });
    expect(result.warnings).toEqual([]);
    expect(html(root, 'guide/First.html')).not.toContain('last-updated');
    expect(html(root, 'sitemap.xml')).not.toContain('<lastmod>');
  });

  it('is left out with one warning, naming the fix, on a shallow clone', async () => {
    const origin = gitSite('2024-03-05T10:00:00Z');
    git(origin, ['add', '.']);
    git(origin, ['commit', '-q', '-m', 'second'], '2024-04-05T10:00:00Z');
    const root = path.join(path.dirname(origin), `${path.basename(origin)}-shallow`);
    git(path.dirname(origin), ['clone', '-q', '--depth', '1', `file://${origin}`, root]);
    outside.push(root);
    const result = await build({ root, logger: silentLogger });
    expect(result.warnings.map((w) => [w.message, w.hint])).toEqual([
      ['this is a shallow git clone, so the "Last updated" dates are left out', 'Fetch the whole history: `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout.'],
    ]);
    expect(html(root, 'guide/First.html')).not.toContain('last-updated');
  });

  it('keeps the dates of a commit in the cache and asks git again after the next commit', async () => {
    const root = gitSite('2024-03-05T10:00:00Z');
    const cacheDir = path.join(root, '.docgen-cache');
    const dirs = ['content/docs', 'content/pages'];
    expect((await gitLastUpdated(root, dirs, cacheDir)).dates.get('content/docs/intro.md')).toBe('2024-03-05');
    // The kept dates are what a second call at the same commit returns, without running git log.
    const file = path.join(cacheDir, 'last-updated.json');
    const kept = readSealedJsonSync(file) as { dates: [string, string][] };
    kept.dates = [['content/docs/intro.md', '1999-01-01']];
    writeSealedSync(file, JSON.stringify(kept));
    expect((await gitLastUpdated(root, dirs, cacheDir)).dates.get('content/docs/intro.md')).toBe('1999-01-01');
    git(root, ['commit', '-q', '--allow-empty', '-m', 'next'], '2024-04-01T10:00:00Z');
    expect((await gitLastUpdated(root, dirs, cacheDir)).dates.get('content/docs/intro.md')).toBe('2024-03-05');
  });

  it('gives API pages the version of the SDK they document', () => {
    const fields = { id: 'x', title: 'X', frontmatter: {}, headings: [], body: { type: 'root' as const, children: [] }, links: [], hash: '' };
    const pages: Page[] = [
      { ...fields, route: '/docs/a', kind: 'doc', sourceFile: 'content/docs/a.md' },
      { ...fields, route: '/docs/api/X', kind: 'api', apiKind: 'class', name: 'X', sidebar: 'api' },
      { ...fields, route: '/docs/new', kind: 'doc', sourceFile: 'content/docs/new.md' },
    ];
    const updated = updatedByRoute(pages, { dates: new Map([['content/docs/a.md', '2024-01-02']]) }, 'xrblocks 0.17.0');
    expect(pages.map((p) => updated.get(p.route))).toEqual([{ kind: 'date', date: '2024-01-02' }, { kind: 'version', label: 'xrblocks 0.17.0' }, undefined]);
  });

  it("takes a frontmatter last_update's date and author over the commit's, and shows authors only when asked", () => {
    const fields = { id: 'x', title: 'X', headings: [], body: { type: 'root' as const, children: [] }, links: [], hash: '' };
    const pages: Page[] = [
      { ...fields, route: '/docs/a', kind: 'doc', sourceFile: 'content/docs/a.md', frontmatter: {} },
      { ...fields, route: '/docs/b', kind: 'doc', sourceFile: 'content/docs/b.md', frontmatter: { last_update: { date: '2001-02-03', author: 'Ada' } } },
      { ...fields, route: '/docs/c', kind: 'doc', sourceFile: 'content/docs/c.md', frontmatter: { last_update: { author: 'Grace' } } },
    ];
    const git = { dates: new Map([['content/docs/a.md', '2024-01-02'], ['content/docs/b.md', '2024-01-02']]), authors: new Map([['content/docs/a.md', 'Linus'], ['content/docs/b.md', 'Linus']]) };
    const both = updatedByRoute(pages, git, undefined, { dates: true, authors: true });
    expect(pages.map((p) => both.get(p.route))).toEqual([
      { kind: 'date', date: '2024-01-02', author: 'Linus' },
      { kind: 'date', date: '2001-02-03', author: 'Ada' },
      { kind: 'author', author: 'Grace' },
    ]);
    const datesOnly = updatedByRoute(pages, git, undefined, { dates: true, authors: false });
    expect(pages.map((p) => datesOnly.get(p.route))).toEqual([{ kind: 'date', date: '2024-01-02' }, { kind: 'date', date: '2001-02-03' }, undefined]);
  });
});
