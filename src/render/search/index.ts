// Search and docs for AI assistants: everything they add to a site, as a function of the page graph. `docgen build`
// writes these files; `docgen serve` calls the same function after each rebuild of the graph and serves the files
// from memory, so search and the Markdown copies follow edits.
import type { SiteConfig } from '../config/schema.ts';
import type { PageGraph } from '../graph/types.ts';
import { buildLlmsFiles, llmsFileRoutes } from '../llms/llms.ts';
import { buildSearchIndex, type SearchIndex } from './build-index.ts';
import { bundleSearchClient } from './client-bundle.ts';

export { addSearchPage, searchPageRoute } from './search-page.ts';
export { buildSearchIndex, type SearchIndex } from './build-index.ts';
export { bundleSearchClient } from './client-bundle.ts';
export { buildLlmsFiles, llmsFileRoutes } from '../llms/llms.ts';

export interface SearchOutput {
  /** Output file, relative to the output folder (`search-index.json`, `assets/search/s.<hash>.json`, `llms.txt`, `manual/Core.md`…) → content. */
  files: Map<string, string>;
  stats: SearchIndex['stats'] & { clientBytes: number; llmsFiles: number };
}

/** The search module, the search index, llms.txt, llms-full.txt and every page's Markdown. */
export async function searchOutput(
  graph: PageGraph,
  config: Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'customFields'>,
  options: { production: boolean; llmsCacheDir?: string },
): Promise<SearchOutput> {
  const client = await bundleSearchClient(options.production);
  const index = buildSearchIndex(graph, { client: client.file });
  const demoOrigin = config.customFields?.demoOrigin as string | undefined;
  const llms = buildLlmsFiles(graph, { title: config.title, tagline: config.tagline, url: config.url, demoOrigin, cacheDir: options.llmsCacheDir });
  const files = new Map<string, string>([[client.file, client.code], ...index.files, ...llms]);
  return { files, stats: { ...index.stats, clientBytes: Buffer.byteLength(client.code), llmsFiles: llms.size } };
}

/** Routes of generated files that pages link to (each page's Markdown), for the link checker. */
export function searchFileRoutes(graph: PageGraph): string[] {
  return llmsFileRoutes(graph);
}
