// Search and docs for AI assistants: everything they add to a site, as a function of the page graph. `docgen build`
// writes these files; `docgen serve` calls the same function when a browser first asks for one after a rebuild, and
// writes them into the folder it serves, so search and the Markdown copies follow edits.
//
// Each page's share (its Markdown, summary, index terms and API entry) is made once and kept (page-parts.ts); the
// files are then assembled from the shares of every page.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { fileStore, pruneStore, storedIntact, textFile, type TextFile } from '../core/file-store.ts';
import { contentHash } from '../core/hash.ts';
import { mapConcurrent } from '../core/concurrency.ts';
import { shownPage } from '../graph/page-view.ts';
import type { PageGraph } from '../graph/types.ts';
import { assembleLlmsFiles, llmsFileRoutes, type LlmsSite } from '../llms/llms.ts';
import type { Page } from '../../shared/types.ts';
import { isRecord } from '../../shared/is-record.ts';
import { present } from '../../shared/present.ts';
import { isSearchable, siteAreas } from '../llms/areas.ts';
import { assembleSearchIndex, indexedPage, type SearchIndex } from './build-index.ts';
import { bundleSearchClient, searchClientKey } from './client-bundle.ts';
import { pruneEntries } from '../core/prune-entries.ts';
import { readJson, writeJson } from './disk-cache.ts';
import { cachedParts, codeFingerprint, fillMissing, makeMissingParts, pageParts, partsKey, pruneParts, type PageParts, type PartsContext } from './page-parts.ts';
import { CACHE, nestedFolder } from '../core/cache-namespaces.mjs';

export { searchPageRoute, withSearchPage } from './search-page.ts';
export { buildSearchIndex, type SearchIndex } from './build-index.ts';
export { bundleSearchClient } from './client-bundle.ts';
export { llmsFileRoutes } from '../llms/llms.ts';

export interface SearchOutput {
  /**
   * Output files, relative to the output folder (`search-index.json`, `assets/search/s.<hash>.json`, `llms.txt`,
   * `manual/Core.md`…): with `llmsCacheDir`, stored there (../core/file-store.ts), otherwise in memory.
   */
  files: TextFile[];
  stats: SearchIndex['stats'] & { clientBytes: number; llmsFiles: number; pagesMade: number };
}

export interface SearchOutputOptions {
  production: boolean;
  /** Where each page's parts are kept between builds (`.docgen-cache/llms`). */
  llmsCacheDir?: string;
  /** What each `.mdx` page's expressions and childless components render to, by route (PartsContext). */
  mdxHtml?: ReadonlyMap<string, readonly string[]>;
}

/**
 * The search module, the search index, llms.txt, llms-full.txt and every page's Markdown. With `llmsCacheDir`, the
 * files assembled last are stored there, and listed under a key made of every page's parts key and the graph fields
 * the assembly reads: a build in which no page changed takes them as they are.
 */
export async function searchOutput(
  graph: PageGraph,
  config: Pick<SiteConfig, 'title' | 'tagline' | 'url' | 'demos'>,
  options: SearchOutputOptions,
): Promise<SearchOutput> {
  const cacheDir = options.llmsCacheDir;
  const client = bundleSearchClient(options.production, cacheDir);
  const site: LlmsSite = { title: config.title, tagline: config.tagline, url: config.url, demos: config.demos };
  const ctx: PartsContext = { siteUrl: site.url, demos: config.demos, mdxHtml: options.mdxHtml };
  const pages = searchablePages(graph);
  const keys = pages.map((page) => partsKey(page, ctx));
  const { file, code } = await client;
  const assemblyKey = contentHash(codeFingerprint(), JSON.stringify([site, graph.base, graph.navbar, graph.sidebars, file]), ...keys);
  let assembled = lastAssembly?.key === assemblyKey ? lastAssembly : cacheDir ? readJson(assemblyFile(cacheDir, assemblyKey), isAssembly) : undefined;
  // A stored file changed since (a damaged cache): assembled again.
  if (assembled && !storedIntact(assembled.files)) assembled = undefined;
  let pagesMade = 0;
  if (assembled?.key !== assemblyKey) {
    const { parts, missing } = cachedParts(pages, ctx, { cacheDir }, keys);
    const made = makeMissingParts(missing, ctx, cacheDir);
    const { index, llms } = assemble(graph, site, withParts(pages, fillMissing(parts, made)), file);
    // The files stored last, whose stamps still hold, are not written again: most of them are what an edit left alone.
    const previous = lastAssembly ?? (cacheDir ? storedAssembly(cacheDir) : undefined);
    const store = cacheDir && fileStore(nestedFolder(cacheDir, 'llmsFiles'), previous?.files);
    const files = await mapConcurrent([...index.files, ...llms], STORES_IN_FLIGHT, async ([out, content]) => (store ? store.put(out, content) : textFile(out, content)));
    assembled = { key: assemblyKey, files, stats: { ...index.stats, llmsFiles: llms.size } };
    pagesMade = missing.length;
    if (cacheDir) {
      // Only the latest assembly is kept.
      pruneEntries(nestedFolder(cacheDir, 'llmsAssembled'), new Set(), 0);
      writeJson(assemblyFile(cacheDir, assemblyKey), assembled);
      pruneStore(nestedFolder(cacheDir, 'llmsFiles'), files, CACHE.llmsFiles.pruneAfterMs);
      if (missing.length) pruneParts(cacheDir, keys, searchClientKey(options.production));
    }
  }
  lastAssembly = assembled;
  return { files: [textFile(file, code), ...assembled.files], stats: { ...assembled.stats, clientBytes: Buffer.byteLength(code), pagesMade } };
}

/** The files assembled last (in this process, and in the cache folder), and their stats. */
interface Assembly {
  key: string;
  files: TextFile[];
  stats: SearchIndex['stats'] & { llmsFiles: number };
}

/** Files stored at once (~4,400 files at 2,250 pages): as many as the writer keeps in flight (../output/write.ts, measured there). */
const STORES_IN_FLIGHT = 16;
let lastAssembly: Assembly | undefined;

/** The assembly stored last (only the latest is kept), if any. */
function storedAssembly(cacheDir: string): Assembly | undefined {
  const dir = nestedFolder(cacheDir, 'llmsAssembled');
  const [name] = existsSync(dir) ? readdirSync(dir).filter((entry) => entry.endsWith('.json')) : [];
  return name === undefined ? undefined : readJson(path.join(dir, name), isAssembly);
}

function assemblyFile(cacheDir: string, key: string): string {
  return path.join(nestedFolder(cacheDir, 'llmsAssembled'), `${key}.json`);
}

function isAssembly(value: unknown): value is Assembly {
  return isRecord(value) && typeof value.key === 'string' && Array.isArray(value.files) && value.files.every((f) => isRecord(f) && typeof f.kind === 'string') && typeof value.stats === 'object';
}

/** llms.txt, llms-full.txt and every page's Markdown (without the search index). */
export function buildLlmsFiles(graph: PageGraph, site: LlmsSite): Map<string, string> {
  const pages = searchablePages(graph);
  const parts = pageParts(pages, { siteUrl: site.url, demos: site.demos }, { cacheDir: site.cacheDir });
  return assembleLlmsFiles(graph, site, partOfPage(withParts(pages, parts)));
}

/** Routes of generated files that pages link to (each page's Markdown), for the link checker. */
export function searchFileRoutes(graph: PageGraph): string[] {
  return llmsFileRoutes(graph);
}

/** The pages search and llms.txt cover, as their routes show them (links resolved). */
export function searchablePages(graph: PageGraph): Page[] {
  return [...graph.pages.values()].filter(isSearchable).map((page) => shownPage(graph, page));
}

/** A page with its parts. */
interface PageWithParts {
  page: Page;
  parts: PageParts;
}

/** Each page with its parts; `parts` are in the order of `pages`, one each. */
function withParts(pages: Page[], parts: PageParts[]): PageWithParts[] {
  return pages.map((page, i) => ({ page, parts: present(parts[i], `the parts of ${page.route}`) }));
}

function partOfPage(pages: PageWithParts[]): (page: Page) => PageParts {
  const byRoute = new Map(pages.map(({ page, parts }) => [page.route, parts]));
  return (page) => present(byRoute.get(page.route), `the parts of ${page.route}`);
}

function assemble(graph: PageGraph, site: LlmsSite, pages: PageWithParts[], client: string): { index: SearchIndex; llms: Map<string, string> } {
  const areas = siteAreas(graph);
  const index = assembleSearchIndex(
    pages.map(({ page, parts }) => indexedPage(page, areas.names.indexOf(areas.of(page)), parts.search)),
    areas.names,
    { client },
  );
  return { index, llms: assembleLlmsFiles(graph, site, partOfPage(pages)) };
}
