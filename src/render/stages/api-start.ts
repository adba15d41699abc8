// API start: the API Reference (../api) from TypeDoc reflections of the configured package, set going as soon as the
// config is read. A warm build reads the finished pages from `.docgen-cache/`; otherwise TypeDoc's conversion and the
// pages are made in worker threads while the content is parsed. Its product says what this run makes beside the
// content (nothing, or a light or a heavy conversion) and when that is over, so that the content stages take the cores
// and the memory the conversion leaves, and carries the pages, which the API stage awaits.
import { apiConversionIsHeavy, apiPagesCached, apiPagesKey, startApiPages, type ApiPagesContext } from '../api/index.ts';
import type { SiteConfig } from '../config/schema.ts';
import { NO_API } from '../search/site-graph.ts';
import { projectCache } from '../core/cache-namespaces.mjs';
import { listing } from './disk-memo.ts';
import { defineStage } from './stage.ts';

export const apiStartStage = defineStage({
  name: 'apiStart',
  // After the output check: a refused output folder stops the run before the conversion's thread starts.
  needs: ['config', 'output'],
  async run({ config: { config } }, ctx) {
    const api = config.api;
    if (!api) return { work: 'none', finished: () => true, pages: Promise.resolve(NO_API) };
    const apiCtx = apiContext(ctx.root, config);
    // The key of everything the pages are made from (SDK version, tsconfig, docgen's API and markdown code, base URL,
    // site title) hashes files outside the content: after an edit of content sources alone it is the last run's
    // (./disk-memo.ts), which saves its ~15 reads and hashes.
    const key = await listing(ctx, `apiPagesKey:${JSON.stringify([api, apiCtx])}`, async () => apiPagesKey(api, apiCtx));
    // Watch mode parses the content in this thread whatever the API does: there is no core to share out.
    const converting = !ctx.watch && !apiPagesCached(api, apiCtx, key);
    const work = !converting ? 'none' : apiConversionIsHeavy(api, ctx.root) ? 'heavy' : 'light';
    let over = false;
    const pages = ctx.memory
      .memo('api', key, async () => {
        const r = await startApiPages(api, apiCtx);
        return { pages: r.pages, sidebar: r.sidebar, symbols: r.symbols, diagnostics: r.warnings.map((message) => ({ severity: 'warning' as const, message })) };
      })
      .finally(() => (over = true));
    return { work, finished: () => over, pages };
  },
  detail: ({ work }) => (work === 'none' ? 'cached' : `converting (${work})`),
});

function apiContext(root: string, config: SiteConfig): ApiPagesContext {
  const toc = { minLevel: config.tableOfContents.minHeadingLevel, maxLevel: config.tableOfContents.maxHeadingLevel };
  return { root, base: config.baseUrl, trailingSlash: config.trailingSlash, siteTitle: config.title, cacheDir: projectCache(root), toc };
}
