// Files made from the whole graph rather than one page: the sitemap, the search index and its module, llms.txt,
// llms-full.txt and every page's Markdown. `docgen build` and `docgen serve` both write them.
//
// What they take from each page is made once per page and kept in `llmsCacheDir` (search/page-parts.ts); only
// pages without kept parts are converted, and when there are many of them (a cold build) the files are made in a
// worker thread, while the main thread renders pages.
import type { SiteConfig } from '../config/schema.ts';
import type { PageGraph } from '../graph/types.ts';
import { searchablePages, searchOutput } from '../search/index.ts';
import { countMissingParts } from '../search/page-parts.ts';
import { runTask } from '../threads/run-task.ts';
import { sitemapXml } from './sitemap.ts';

export interface WholeSiteInput {
  graph: PageGraph;
  site: Pick<SiteConfig, 'title' | 'tagline' | 'url'> & { customFields: { demoOrigin?: unknown } };
  production: boolean;
  /** Where each page's parts (Markdown, summary, search terms, API entry) are kept between builds (`.docgen-cache/llms`). */
  llmsCacheDir?: string;
}

export type WholeSiteFiles = [string, string | Uint8Array][];

/**
 * From this many pages without kept parts on, `startWholeSiteFiles` makes the files in a thread: converting them
 * takes a few ms a page, more than the ~0.5 s a thread takes to start and to receive the graph.
 */
const THREAD_FROM_PAGES = 100;

export async function wholeSiteFiles({ graph, site, production, llmsCacheDir }: WholeSiteInput): Promise<WholeSiteFiles> {
  return [['sitemap.xml', sitemapXml(site.url, graph.pages.values())], ...(await searchOutput(graph, site, { production, llmsCacheDir })).files];
}

/** The input for a config: only the fields the files need, so that it can be handed to a thread. */
export function wholeSiteInput(graph: PageGraph, config: SiteConfig, production: boolean, llmsCacheDir?: string): WholeSiteInput {
  return { graph, site: { title: config.title, tagline: config.tagline, url: config.url, customFields: { demoOrigin: config.customFields?.demoOrigin } }, production, llmsCacheDir };
}

/**
 * Starts making the files: here when (nearly) every page's parts are kept, in a worker thread otherwise (a cold
 * build), so that the main thread renders pages meanwhile.
 */
export function startWholeSiteFiles(input: WholeSiteInput): Promise<WholeSiteFiles> {
  const ctx = { siteUrl: input.site.url, demoOrigin: input.site.customFields.demoOrigin as string | undefined };
  if (countMissingParts(searchablePages(input.graph), ctx, input.llmsCacheDir) < THREAD_FROM_PAGES) return wholeSiteFiles(input);
  return runTask<WholeSiteFiles>(new URL(import.meta.url), 'wholeSiteFiles', input);
}
