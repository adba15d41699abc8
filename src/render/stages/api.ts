// API: the API Reference (../api) from TypeDoc reflections of the configured package. It starts as soon as the config
// is read: a warm build reads the finished pages from `.docgen-cache/`; otherwise TypeDoc's conversion and the pages
// are made in worker threads while the content stage works. Its warnings are about the SDK's own comments, which
// we do not own, so they never fail the build.
import path from 'node:path';
import { apiPagesCached, apiPagesKey, startApiPages, type ApiPagesContext } from '../api/index.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { GeneratedPages } from '../graph/types.ts';
import { listing } from './disk-memo.ts';
import { defineStage } from './stage.ts';

/** A site without an API Reference (or a graph made before it is there): no pages, sidebar or symbols. */
export const NO_API: GeneratedPages = { pages: [], diagnostics: [] };

export const apiStage = defineStage({
  name: 'api',
  // After the output check: a refused output folder stops the run before the conversion's thread starts.
  needs: ['config', 'output'],
  async run({ config: { config } }, run) {
    if (!config.api) return NO_API;
    const api = config.api;
    const ctx = apiContext(run.root, config);
    // Memoised in watch mode by the key of everything the pages are made from (SDK version, tsconfig, docgen's API
    // and markdown code, base URL, site title). The key hashes files outside the content: after an edit of content
    // sources alone it is the last run's (./disk-memo.ts), which saves its ~15 reads and hashes.
    const key = await listing(run, `apiPagesKey:${JSON.stringify([api, ctx])}`, async () => apiPagesKey(api, ctx));
    return run.memory.memo('api', key, async () => {
      if (!apiPagesCached(api, ctx, key)) run.logger.progress('api', 0, 0, 'converting the package with TypeDoc and making its pages');
      const r = await startApiPages(api, ctx);
      return { pages: r.pages, sidebar: r.sidebar, symbols: r.symbols, diagnostics: r.warnings.map((message) => ({ severity: 'warning' as const, message })) };
    });
  },
  detail: (api) => `${api.pages.length} pages`,
});

/** Whether this build converts the SDK with TypeDoc (its cached pages are missing): the content stage then keeps out of its way. */
export function apiConverting(root: string, config: SiteConfig): boolean {
  return apiStillConverting(root, config)();
}

/**
 * `apiConverting` for asking again and again while the API stage works: the pages' key (a hash of docgen's code) is
 * made once, and each call only looks for the finished pages' file.
 */
export function apiStillConverting(root: string, config: SiteConfig): () => boolean {
  const api = config.api;
  if (!api) return () => false;
  const ctx = apiContext(root, config);
  const key = apiPagesKey(api, ctx);
  return () => !apiPagesCached(api, ctx, key);
}

function apiContext(root: string, config: SiteConfig): ApiPagesContext {
  const toc = { minLevel: config.tableOfContents.minHeadingLevel, maxLevel: config.tableOfContents.maxHeadingLevel };
  return { root, base: config.baseUrl, trailingSlash: config.trailingSlash, siteTitle: config.title, cacheDir: path.join(root, '.docgen-cache'), toc };
}
