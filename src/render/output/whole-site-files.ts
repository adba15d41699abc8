// Files made from the whole graph rather than one page: the sitemap, the search index and its module, llms.txt,
// llms-full.txt and every page's Markdown. `docgen build` and `docgen serve` both write them.
//
// What they take from each page is made once per page and kept in `llmsCacheDir` (search/page-parts.ts); only
// pages without kept parts are converted, and when there are many of them (a cold build) the files can be made in a
// worker thread, while the main thread renders pages. They read only the graph's base, navbar, sidebars and pages.
import type { SiteConfig } from '../config/schema.ts';
import { textFile, type TextFile } from '../core/file-store.ts';
import type { PageGraph } from '../graph/types.ts';
import { searchablePages, searchOutput } from '../search/index.ts';
import { countMissingParts } from '../search/page-parts.ts';
import { runTask } from '../threads/run-task.ts';
import { taskRef, type Task } from '../threads/task.ts';
import type { Page, PageUpdated } from '../../shared/types.ts';
import { shownPage } from '../graph/page-view.ts';
import { sitemapXml } from './sitemap.ts';
import { isRecord } from '../../shared/is-record.ts';

export interface WholeSiteInput {
  graph: PageGraph;
  /** Route → its "Last updated" (the sitemap's `<lastmod>`). */
  updated: ReadonlyMap<string, PageUpdated>;
  site: Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'demos'>;
  production: boolean;
  /** Where each page's parts (Markdown, summary, search terms, API entry) are kept between builds (`.docgen-cache/llms`). */
  llmsCacheDir?: string;
  /** What each `.mdx` page's expressions and childless components render to, by route (./mdx-shown.ts). */
  mdxHtml?: ReadonlyMap<string, readonly string[]>;
  /**
   * `startWholeSiteFiles` only: make the files in a worker thread (true), here (false), or in a worker when 100 pages
   * or more have no kept parts (unset). A thread keeps the main thread free at a price in CPU: on this site, a cold
   * run costs ~2 s of CPU here, ~1 s more in a thread (the thread's start, its modules, the graph's trip).
   */
  thread?: boolean;
}

/**
 * With `llmsCacheDir`, all but the sitemap and the search module are stored there rather than held
 * (../core/file-store.ts): what comes back from the thread is their names, not 100 MB of text on a large site.
 */
export type WholeSiteFiles = TextFile[];

/**
 * From this many pages without kept parts on, the files are made in a thread of their own (beside rendering) rather
 * than here. Chosen, not measured at the threshold: a page's parts cost ~12 ms (a cold build of the site's 450 pages
 * spent ~5.5 s on them, f5ff061) against a thread's start of a few hundred ms, so a thread pays from a few dozen pages;
 * an edit's build (a handful of pages) stays in this thread.
 */
const THREAD_FROM_PAGES = 100;

export async function wholeSiteFiles({ graph, updated, site, production, llmsCacheDir, mdxHtml }: WholeSiteInput): Promise<WholeSiteFiles> {
  return [textFile('sitemap.xml', sitemapXml(site.url, graph.pages.values(), updated)), ...(await searchOutput(graph, site, { production, llmsCacheDir, mdxHtml })).files];
}

/** The input for a config: only the fields the files need, so that it can be handed to a thread. */
export function wholeSiteInput(graph: PageGraph, updated: ReadonlyMap<string, PageUpdated>, config: SiteConfig, production: boolean, llmsCacheDir?: string, mdxHtml?: ReadonlyMap<string, readonly string[]>): WholeSiteInput {
  return { graph, updated, site: { title: config.title, tagline: config.tagline, url: config.url, demos: config.demos }, production, llmsCacheDir, ...(mdxHtml && { mdxHtml }) };
}

/** Starts making the files, here or in a worker thread (see `WholeSiteInput.thread`). */
export function startWholeSiteFiles(input: WholeSiteInput): Promise<WholeSiteFiles> {
  const ctx = { siteUrl: input.site.url, demos: input.site.demos };
  const thread = input.thread ?? countMissingParts(searchablePages(input.graph), ctx, input.llmsCacheDir) >= THREAD_FROM_PAGES;
  if (!thread) return wholeSiteFiles(input);
  return runTask('wholeSite', WHOLE_SITE, threadInput(input));
}

/**
 * What the thread receives: the input as one JSON string, with only the graph fields the files read, and the pages as
 * their routes show them (links resolved). A string makes the trip at memory speed; the graph's objects themselves
 * (its trees) would cost several times that to clone.
 */
function threadInput({ graph, updated, site, production, llmsCacheDir, mdxHtml }: WholeSiteInput): string {
  const pages = [...graph.pages.values()].map((page) => shownPage(graph, page));
  return JSON.stringify({ graph: { base: graph.base, navbar: graph.navbar, sidebars: graph.sidebars, sidebarOf: [...graph.sidebarOf], pages }, updated: [...updated], site, production, llmsCacheDir, mdxHtml: [...(mdxHtml ?? [])] });
}

type ThreadInput = Omit<WholeSiteInput, 'graph' | 'updated' | 'mdxHtml'> & {
  graph: Pick<PageGraph, 'base' | 'navbar' | 'sidebars'> & { sidebarOf: [string, string][]; pages: Page[] };
  updated: [string, PageUpdated][];
  mdxHtml: [string, string[]][];
};

/** `wholeSiteFiles` in a thread, from `threadInput`. */
export const task = {
  async run(json: string): Promise<WholeSiteFiles> {
    const input: unknown = JSON.parse(json);
    if (!isThreadInput(input)) throw new Error('internal error: the whole-site files thread was handed no graph');
    const { base, navbar, sidebars, sidebarOf, pages } = input.graph;
    const graph: PageGraph = {
      base,
      navbar,
      sidebars,
      sidebarOf: new Map(sidebarOf),
      // Already resolved on the way in.
      links: new Map(),
      pages: new Map(pages.map((page) => [page.route, page])),
      docs: new Map(),
      nav: new Map(),
      symbols: {},
      sidebarEntry: {},
      tags: new Map(),
      docsRoot: base,
    };
    return wholeSiteFiles({ ...input, graph, updated: new Map(input.updated), mdxHtml: new Map(input.mdxHtml) });
  },
} satisfies Task<never, unknown>;

/** What `threadInput` wrote, as far as the thread needs to tell. */
function isThreadInput(value: unknown): value is ThreadInput {
  return isRecord(value) && isRecord(value.graph) && Array.isArray(value.graph.pages) && Array.isArray(value.updated);
}

const WHOLE_SITE = taskRef<typeof task>(new URL(import.meta.url));
