// Search and docs for AI assistants: everything they add to a site, as a function of the page graph. `docgen build`
// writes these files; `docgen serve` calls the same function after each rebuild of the graph and serves the files
// from memory, so search and the Markdown copies follow edits.
//
// Each page's share (its Markdown, summary, index terms and API entry) is made once and kept (page-parts.ts); the
// files are then assembled from the shares of every page.
import type { SiteConfig } from '../config/schema.ts';
import type { PageGraph } from '../graph/types.ts';
import { assembleLlmsFiles, llmsFileRoutes, type LlmsSite } from '../llms/llms.ts';
import type { Page } from '../../shared/types.ts';
import { isSearchable, siteAreas } from './areas.ts';
import { assembleSearchIndex, indexedPage, type SearchIndex } from './build-index.ts';
import { bundleSearchClient } from './client-bundle.ts';
import { cachedParts, fillMissing, makeMissingParts, pageParts, type MissingParts, type PageParts, type PartsContext } from './page-parts.ts';

export { addSearchPage, searchPageRoute } from './search-page.ts';
export { buildSearchIndex, type SearchIndex } from './build-index.ts';
export { bundleSearchClient } from './client-bundle.ts';
export { llmsFileRoutes } from '../llms/llms.ts';

export interface SearchOutput {
  /** Output file, relative to the output folder (`search-index.json`, `assets/search/s.<hash>.json`, `llms.txt`, `manual/Core.md`…) → content. */
  files: Map<string, string>;
  stats: SearchIndex['stats'] & { clientBytes: number; llmsFiles: number; pagesMade: number };
}

/** Makes the parts of the pages that have none yet, keeping them in `cacheDir` (see page-parts.ts). */
export type PartsMaker = (missing: MissingParts[], ctx: PartsContext, cacheDir?: string) => Promise<PageParts[]>;

export interface SearchOutputOptions {
  production: boolean;
  /** Where each page's parts are kept between builds (`.docgen-cache/llms`). */
  llmsCacheDir?: string;
  /** Where the parts of pages not cached are made (default: here, in this thread). */
  makeParts?: PartsMaker;
}

/** The search module, the search index, llms.txt, llms-full.txt and every page's Markdown. */
export async function searchOutput(
  graph: PageGraph,
  config: Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'customFields'>,
  options: SearchOutputOptions,
): Promise<SearchOutput> {
  const client = bundleSearchClient(options.production);
  const demoOrigin = config.customFields?.demoOrigin as string | undefined;
  const site: LlmsSite = { title: config.title, tagline: config.tagline, url: config.url, demoOrigin };
  const ctx: PartsContext = { siteUrl: site.url, demoOrigin };
  const pages = searchablePages(graph);
  const { parts, missing } = cachedParts(pages, ctx, { cacheDir: options.llmsCacheDir });
  const made = missing.length ? await (options.makeParts ?? makeHere)(missing, ctx, options.llmsCacheDir) : [];
  const { file, code } = await client;
  const { index, llms } = assemble(graph, site, pages, fillMissing(parts, made), file);
  const files = new Map<string, string>([[file, code], ...index.files, ...llms]);
  return { files, stats: { ...index.stats, clientBytes: Buffer.byteLength(code), llmsFiles: llms.size, pagesMade: missing.length } };
}

/** llms.txt, llms-full.txt and every page's Markdown (without the search index). */
export function buildLlmsFiles(graph: PageGraph, site: LlmsSite): Map<string, string> {
  const pages = searchablePages(graph);
  const parts = pageParts(pages, { siteUrl: site.url, demoOrigin: site.demoOrigin }, { cacheDir: site.cacheDir });
  return assembleLlmsFiles(graph, site, partOfPage(pages, parts));
}

/** Routes of generated files that pages link to (each page's Markdown), for the link checker. */
export function searchFileRoutes(graph: PageGraph): string[] {
  return llmsFileRoutes(graph);
}

const makeHere: PartsMaker = async (missing, ctx, cacheDir) => makeMissingParts(missing, ctx, cacheDir);

function searchablePages(graph: PageGraph): Page[] {
  return [...graph.pages.values()].filter(isSearchable);
}

function partOfPage(pages: Page[], parts: PageParts[]): (page: Page) => PageParts {
  const byRoute = new Map(pages.map((page, i) => [page.route, parts[i]!]));
  return (page) => byRoute.get(page.route)!;
}

function assemble(graph: PageGraph, site: LlmsSite, pages: Page[], parts: PageParts[], client: string): { index: SearchIndex; llms: Map<string, string> } {
  const areas = siteAreas(graph);
  const index = assembleSearchIndex(
    pages.map((page, i) => indexedPage(page, areas.names.indexOf(areas.of(page)), parts[i]!.search)),
    areas.names,
    { client },
  );
  return { index, llms: assembleLlmsFiles(graph, site, partOfPage(pages, parts)) };
}
