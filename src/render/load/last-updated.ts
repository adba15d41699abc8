// "Last updated on {date}": the date of the last commit that touched each content file, from ONE `git log` over the
// content folders (not one per file), kept in `.docgen-cache/` under the commit checked out so that a build at the
// same commit runs no `git log` at all. API pages show the version of the SDK they document instead.
//
// Outside a git checkout (a tarball, git not installed) and on a shallow clone (CI's default checkout, whose history
// ends at one commit that seems to have touched every file) no date is trustworthy: the line is left out and the
// build warns once. A file git does not know yet (new, not committed) has no date.
//
// The date is part of each route's view (`PageView.updated`), so it is part of the route's key: a commit that
// changes a page's date renders that page again, and only it.
import { execFile } from 'node:child_process';
import { readSealedJsonSync, writeSealedSync } from '../core/sealed-file.ts';
import { cachePath, projectCache } from '../core/cache-namespaces.mjs';
import { promisify } from 'node:util';
import type { Page, PageUpdated } from '../../shared/types.ts';
import { resolveApiConfig } from '../api/config.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { SiteCache } from '../core/site-cache.ts';
import type { SiteConfig } from '../config/schema.ts';

import { readableDate } from './frontmatter.ts';

const run = promisify(execFile);

export interface GitDates {
  /** Project-relative source path → `YYYY-MM-DD` (UTC) of the last commit that changed it. */
  dates: Map<string, string>;
  /** Project-relative source path → the author of that commit (absent in what older builds kept). */
  authors?: Map<string, string>;
  /** Why there are no dates at all, for the build's one warning. */
  warning?: Diagnostic;
}

interface CacheFile {
  head: string;
  dirs: string[];
  dates: [string, string][];
  authors: [string, string][];
}

/**
 * What each route's "Last updated" line says, by route, and the one warning when git has no dates. Watch mode asks
 * git once per session (a commit made while serving shows after a restart).
 */
export async function lastUpdated(config: SiteConfig, pages: Iterable<Page>, root: string, cache: SiteCache): Promise<{ updated: Map<string, PageUpdated>; warning?: Diagnostic }> {
  const dirs = [config.contentDir, config.pagesDir];
  const { showLastUpdateTime: showDates, showLastUpdateAuthor: showAuthors } = config.docs;
  // A site that turns the dates and authors off never asks git, so it builds the same, without a warning, outside a checkout.
  const git: GitDates =
    showDates || showAuthors ? await cache.memo('last-updated', JSON.stringify(dirs), () => gitLastUpdated(root, dirs, projectCache(root))) : { dates: new Map() };
  const api = config.api && resolveApiConfig(config.api, root);
  return { updated: updatedByRoute(pages, git, api ? `${api.packageName} ${api.packageVersion}` : undefined, { dates: showDates, authors: showAuthors }), warning: git.warning };
}

/** The last commit date of every file under `dirs` (relative to `root`), as the git history of `root` tells. */
export async function gitLastUpdated(root: string, dirs: string[], cacheDir?: string): Promise<GitDates> {
  let head: string;
  try {
    const { stdout } = await git(root, ['rev-parse', '--is-shallow-repository', 'HEAD']);
    const [shallow, commit = ''] = stdout.trim().split('\n');
    if (shallow === 'true') {
      return {
        dates: new Map(),
        warning: {
          severity: 'warning',
          message: 'this is a shallow git clone, so the "Last updated" dates are left out',
          hint: 'Fetch the whole history: `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout.',
        },
      };
    }
    head = commit;
  } catch {
    return { dates: new Map(), warning: { severity: 'warning', message: 'not a git checkout (or git is not installed), so the "Last updated" dates are left out' } };
  }
  const file = cacheDir && cachePath(cacheDir, 'lastUpdated');
  const cached = file && readCache(file);
  if (cached && cached.head === head && JSON.stringify(cached.dirs) === JSON.stringify(dirs)) return { dates: new Map(cached.dates), authors: new Map(cached.authors) };

  // Newest commit first: a file's first appearance is its last change. `%x00` starts each commit, its time and author
  // on its first line; paths relative to `root`, unquoted.
  const { stdout } = await git(root, ['-c', 'core.quotePath=off', 'log', '--format=%x00%ct%x09%an', '--name-only', '--relative', '--', ...dirs]);
  const dates = new Map<string, string>();
  const authors = new Map<string, string>();
  for (const commit of stdout.split('\0')) {
    const [head, ...files] = commit.split('\n');
    if (!head) continue;
    const [time, author = ''] = head.split('\t');
    const day = new Date(Number(time) * 1000).toISOString().slice(0, 10);
    for (const f of files) {
      if (!f || dates.has(f)) continue;
      dates.set(f, day);
      authors.set(f, author);
    }
  }
  const sorted = (map: Map<string, string>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));
  if (file) writeSealedSync(file, JSON.stringify({ head, dirs, dates: sorted(dates), authors: sorted(authors) } satisfies CacheFile));
  return { dates, authors };
}

/**
 * Each page's "Last updated": its source's date for content pages (none when git has no date for it), the documented
 * package and its version (`api-lib 1.2.3`) for API pages.
 */
/**
 * What each route's line says. A page's frontmatter `last_update.date` wins over its commit's, as in Docusaurus, and
 * like the commits' dates shows only when the dates are on (`showDates`).
 */
export function updatedByRoute(pages: Iterable<Page>, git: GitDates, apiPackage?: string, show: { dates: boolean; authors: boolean } = { dates: true, authors: false }): Map<string, PageUpdated> {
  const updated = new Map<string, PageUpdated>();
  const version: PageUpdated | undefined = apiPackage ? { kind: 'version', label: apiPackage } : undefined;
  for (const page of pages) {
    const own = page.frontmatter.last_update;
    const source = page.sourceFile;
    const date = show.dates ? (readableDate(own?.date) ?? (source ? git.dates.get(source) : undefined)) : undefined;
    const author = show.authors ? (own?.author ?? (source ? git.authors?.get(source) : undefined)) || undefined : undefined;
    const shown: PageUpdated | undefined = page.kind === 'api' ? version : date ? { kind: 'date', date, ...(author && { author }) } : author ? { kind: 'author', author } : undefined;
    if (shown) updated.set(page.route, shown);
  }
  return updated;
}

function git(cwd: string, args: string[]): Promise<{ stdout: string }> {
  return run('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } });
}

/** The dates kept by an earlier build; undefined when there are none or the file is damaged (git is asked again). */
function readCache(file: string): CacheFile | undefined {
  return readSealedJsonSync(file, isCacheFile);
}

function isCacheFile(value: unknown): value is CacheFile {
  return isRecord(value) && Array.isArray(value.dates) && Array.isArray(value.dirs) && Array.isArray(value.authors);
}
