// Everything up to the page graph: config, content, API, graph. Shared by `build`, `check-links` and `serve`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { CONFIG_FILE } from './config/validate.ts';
import { DiagnosticBag, type Diagnostic } from './diagnostics.ts';
import { buildGraph } from './graph/build-graph.ts';
import type { PageGraph } from './graph/types.ts';
import { loadContent } from './load/content.ts';
import { contentHash } from './hash.ts';
import type { Logger } from './log.ts';
import { apiPagesCached, apiPagesKey, startApiPages, type ApiPagesContext } from './api/index.ts';
import { siteMarkdownProcessor, type SiteContent, type SiteContentTask } from './load/site-content.ts';
import { createAssetRegistry } from './output/asset-registry.ts';
import { createSiteCache, noCache, type SiteCache } from './site-cache.ts';
import { addSearchPage } from './search/search-page.ts';
import { runTask } from './threads/run-task.ts';
import type { Page, SidebarItem } from '../shared/types.ts';
import { routeFromPath } from '../shared/urls.ts';

export interface LoadSiteOptions {
  root: string;
  /** Drafts are included only while authoring. */
  mode: 'production' | 'development';
  logger: Logger;
  /**
   * Watch mode: results kept between calls and reused while their inputs are unchanged (config, markdown processor,
   * each markdown page, generated pages such as the API Reference). Without it every call starts from scratch.
   */
  cache?: SiteCache;
  /**
   * Watch mode: errors found while assembling the graph (links that cannot be translated, sidebar and navbar
   * problems) come back in `errors` with a usable graph instead of being thrown, so the author still sees the page
   * they are editing. Config and markdown errors are always thrown.
   */
  keepGoing?: boolean;
}

export interface LoadedSite {
  config: SiteConfig;
  graph: PageGraph;
  images: ImageFiles;
  warnings: Diagnostic[];
  /** Graph errors, only with `keepGoing` (otherwise they are thrown). */
  errors: Diagnostic[];
  timings: Record<string, number>;
  /** Hash of the validated config: anything cached from this config is keyed by it. */
  configKey: string;
}

/**
 * Pages made by a generator rather than read from content/ (the API Reference). Plain data, so that watch mode can
 * keep it between rebuilds; diagnostics are returned rather than reported so that they are replayed on every build
 * that reuses the result.
 */
export interface GeneratedPages {
  pages: Page[];
  sidebar?: SidebarItem[];
  symbols?: Record<string, string>;
  diagnostics: Diagnostic[];
}

/** The images the pages use, to be copied: absolute source → output path. */
export interface ImageFiles {
  entries(): [string, string][];
}

const NO_GENERATED_PAGES: GeneratedPages = { pages: [], diagnostics: [] };

export { createSiteCache, type SiteCache };

export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const { root, logger } = options;
  const cache = options.cache ?? noCache;
  const timings: Record<string, number> = {};
  const timed = async <T>(stage: string, work: () => Promise<T>, detail?: (result: T) => string): Promise<T> => {
    const start = performance.now();
    const result = await work();
    timings[stage] = performance.now() - start;
    logger.stage(stage, timings[stage], detail?.(result));
    return result;
  };

  const config = await timed('config', () => cache.memo('config', configSourceKey(root), () => loadConfig(root)));
  const configKey = contentHash(JSON.stringify(config), options.mode);
  // Started now and awaited after the content: on a cache miss TypeDoc and the API page model are made in worker
  // threads while this thread parses the markdown.
  const apiCtx = apiContext(root, config);
  // Whether TypeDoc converts beside the content stage (checked before starting it, which writes the cache).
  const apiKey = config.api && apiPagesKey(config.api, apiCtx);
  const converting = config.api !== undefined && !options.cache && !apiPagesCached(config.api, apiCtx, apiKey);
  const apiLoading = config.api ? loadApiPages(config.api, apiCtx, apiKey!, cache) : undefined;
  apiLoading?.catch(() => {});
  const diagnostics = new DiagnosticBag();
  const includeDrafts = options.mode === 'development';
  let images: ImageFiles;
  const content = await timed(
    'markdown',
    async () => {
      if (converting) {
        // In a thread, which gives its memory back before TypeDoc's conversion peaks beside it.
        const loaded = await runTask<SiteContent>(new URL('./load/site-content.ts', import.meta.url), 'loadSiteContentTask', { root, config, includeDrafts } satisfies SiteContentTask);
        diagnostics.items.push(...loaded.diagnostics);
        images = { entries: () => loaded.images };
        return loaded.pages;
      }
      const registry = await cache.memo('images', configKey, () => createAssetRegistry(root, config.baseUrl));
      images = registry;
      return loadContent({
        root,
        config,
        markdown: await cache.memo('markdown', configKey, () => siteMarkdownProcessor(root, config, registry)),
        includeDrafts,
        diagnostics,
        memo: options.cache && ((file, source, load) => cache.memo(`page:${file}`, contentHash(configKey, source), load)),
      });
    },
    (pages) => `${pages.length} pages`,
  );
  const api = apiLoading ? await timed('api', () => apiLoading, (r) => `${r.pages.length} pages`) : NO_GENERATED_PAGES;
  for (const d of api.diagnostics) diagnostics.items.push(d);
  diagnostics.throwIfErrors();
  const graph = await timed('graph', async () =>
    buildGraph({ config, pages: [...content, ...api.pages, notFoundPage(config)], apiSidebar: api.sidebar, symbols: api.symbols, diagnostics }),
  );
  addSearchPage(graph);
  if (!options.keepGoing) diagnostics.throwIfErrors();
  return { config, graph, images: images!, warnings: diagnostics.warnings, errors: diagnostics.errors, timings, configKey };
}

/**
 * The API Reference (src/render/api), memoised in watch mode by the key of everything it is made from (SDK version,
 * tsconfig, docgen's API and markdown code, base URL, site title). Its warnings are about the SDK's own comments,
 * which we do not own, so they never fail the build.
 */
function loadApiPages(api: NonNullable<SiteConfig['api']>, ctx: ApiPagesContext, key: string, cache: SiteCache): Promise<GeneratedPages> {
  return cache.memo('api', key, async () => {
    const r = await startApiPages(api, ctx);
    return { pages: r.pages, sidebar: r.sidebar, symbols: r.symbols, diagnostics: r.warnings.map((message) => ({ severity: 'warning' as const, message })) };
  });
}

function apiContext(root: string, config: SiteConfig): ApiPagesContext {
  const toc = { minLevel: config.tableOfContents.minHeadingLevel, maxLevel: config.tableOfContents.maxHeadingLevel };
  return { root, base: config.baseUrl, siteTitle: config.title, cacheDir: path.join(root, '.docgen-cache'), toc };
}

/** The config file's own source: a changed file is loaded again. (Watch mode restarts its builder on config edits.) */
function configSourceKey(root: string): string {
  try {
    return contentHash(readFileSync(path.join(root, CONFIG_FILE)));
  } catch {
    return 'missing';
  }
}

/** The not-found page: a page like any other so the theme, the checker and the writer treat it uniformly. */
function notFoundPage(config: SiteConfig): Page {
  return {
    route: routeFromPath(config.baseUrl, '404'),
    kind: '404',
    id: '404',
    title: 'Page not found',
    frontmatter: {},
    headings: [],
    body: { type: 'root', children: [] },
    links: [],
    hash: '404',
  };
}

export function projectRoot(root?: string): string {
  return path.resolve(root ?? process.cwd());
}
