// Files made from the whole graph rather than one page: the sitemap, the search index and its module, llms.txt,
// llms-full.txt and every page's Markdown. `docgen build` and `docgen serve` both write them.
import type { SiteConfig } from '../config/schema.ts';
import type { PageGraph } from '../graph/types.ts';
import { searchOutput } from '../search/index.ts';
import { runTask } from '../threads/run-task.ts';
import { sitemapXml } from './sitemap.ts';

export interface WholeSiteInput {
  graph: PageGraph;
  site: Pick<SiteConfig, 'title' | 'tagline' | 'url'> & { customFields: { demoOrigin?: unknown } };
  production: boolean;
  /** Where each page's converted Markdown is kept between builds (`.docgen-cache/llms`). */
  llmsCacheDir?: string;
}

export type WholeSiteFiles = [string, string | Uint8Array][];

/**
 * From this many pages on, `startWholeSiteFiles` works in a thread: the Markdown copies and the search index take
 * seconds on a site of hundreds of pages, more than the ~0.5 s a thread takes to start and to receive the graph.
 */
const THREAD_FROM_PAGES = 200;

export async function wholeSiteFiles({ graph, site, production, llmsCacheDir }: WholeSiteInput): Promise<WholeSiteFiles> {
  return [['sitemap.xml', sitemapXml(site.url, graph.pages.values())], ...(await searchOutput(graph, site, { production, llmsCacheDir })).files];
}

/** The input for a config: only the fields the files need, so that it can be handed to a thread. */
export function wholeSiteInput(graph: PageGraph, config: SiteConfig, production: boolean, llmsCacheDir?: string): WholeSiteInput {
  return { graph, site: { title: config.title, tagline: config.tagline, url: config.url, customFields: { demoOrigin: config.customFields?.demoOrigin } }, production, llmsCacheDir };
}

/** Starts making the files; on a large site in a worker thread, so that the main thread renders pages meanwhile. */
export function startWholeSiteFiles(input: WholeSiteInput): Promise<WholeSiteFiles> {
  if (input.graph.pages.size < THREAD_FROM_PAGES) return wholeSiteFiles(input);
  return runTask<WholeSiteFiles>(new URL(import.meta.url), 'wholeSiteFiles', input);
}
