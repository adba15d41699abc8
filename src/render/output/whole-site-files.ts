// Files made from the whole graph rather than one page: the sitemap, the search index and its module, llms.txt,
// llms-full.txt and every page's Markdown. `docgen build` and `docgen serve` both write them.
//
// What they take from each page is made once per page and kept in `llmsCacheDir` (search/page-parts.ts); only
// pages without kept parts are converted, and when there are many of them (a cold build) that happens in a worker
// thread, while the main thread renders pages.
import type { SiteConfig } from '../config/schema.ts';
import type { PageGraph } from '../graph/types.ts';
import { searchOutput, type PartsMaker } from '../search/index.ts';
import { makeMissingParts, type PageParts } from '../search/page-parts.ts';
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
 * From this many pages without kept parts on, `startWholeSiteFiles` makes them in a thread: converting them takes
 * seconds on a site of hundreds of pages, more than the ~0.5 s a thread takes to start and to receive the pages.
 */
const THREAD_FROM_PAGES = 200;

const PARTS_MODULE = new URL('../search/page-parts.ts', import.meta.url);

export async function wholeSiteFiles({ graph, site, production, llmsCacheDir }: WholeSiteInput, makeParts?: PartsMaker): Promise<WholeSiteFiles> {
  return [['sitemap.xml', sitemapXml(site.url, graph.pages.values())], ...(await searchOutput(graph, site, { production, llmsCacheDir, makeParts })).files];
}

/** The input for a config: only the fields the files need, so that it can be handed to a thread. */
export function wholeSiteInput(graph: PageGraph, config: SiteConfig, production: boolean, llmsCacheDir?: string): WholeSiteInput {
  return { graph, site: { title: config.title, tagline: config.tagline, url: config.url, customFields: { demoOrigin: config.customFields?.demoOrigin } }, production, llmsCacheDir };
}

/** Starts making the files; pages without kept parts are converted in a worker thread when there are many. */
export function startWholeSiteFiles(input: WholeSiteInput): Promise<WholeSiteFiles> {
  return wholeSiteFiles(input, async (missing, ctx, cacheDir) => {
    if (missing.length < THREAD_FROM_PAGES) return makeMissingParts(missing, ctx, cacheDir);
    return runTask<PageParts[]>(PARTS_MODULE, 'makeMissingPartsTask', { missing, ctx, cacheDir });
  });
}
