// The API stage's worker task (see `startApiPages` in index.ts): the TypeDoc project from its cache (the caller has
// made sure it is there; a damaged file is converted again, in a thread of its own), the markdown pipeline for doc
// comments, and the page model, all off the main thread. Each page's tree goes to the body store
// (../core/body-store.ts), where rendering and the whole-site files read it one page at a time; the model keeps the
// rest (routes, headings, sidebar, symbols), a tenth of the size, which every build reads whole. Each thread makes a
// part of the pages (see `buildInWorkers` in index.ts), and hands back their heads, links and ids for the join.
//
// The markdown processor is the site's (same options, same disk cache) except for images: doc comments cannot reach
// the build's image registry from here, so a local image in a doc comment would be left as written (the SDKs
// documented so far have none; a remote image is unaffected either way).
import { loadProject } from './cache.ts';
import type { ResolvedApiConfig } from './config.ts';
import { buildApiPart, type ApiPart, type ApiPartResult } from './build-api.ts';
import type { ApiPagesContext } from './pages-cache.ts';
import type { ApiPage } from '../../shared/types.ts';
import { mapConcurrent } from '../core/concurrency.ts';
import { contentHash } from '../core/hash.ts';
import { storeBody } from '../core/body-store.ts';
import { cachePath } from '../core/cache-namespaces.mjs';
import type { Task } from '../threads/task.ts';

export interface ApiPagesTask {
  config: ResolvedApiConfig;
  ctx: ApiPagesContext;
  key: string;
  /** Which of the pages this thread makes (see `buildApiPart`). */
  part: ApiPart;
}

export interface ApiPagesTaskResult {
  /** The part's pages, their trees in the body store. */
  part: ApiPartResult<ApiPage>;
  /** TypeDoc ran: its project cache missed. */
  converted: boolean;
  projectMs: number;
  pagesMs: number;
}

/** Trees being written at once: as many as the writer keeps in flight (../output/write.ts, measured there); not measured here. */
const STORE_CONCURRENCY = 16;

export const task = {
  async run({ config, ctx, key, part }: ApiPagesTask): Promise<ApiPagesTaskResult> {
    // First, and alone: should this convert after all, its thread holds the TypeScript program (several hundred MB),
    // and the markdown pipeline below (Shiki and its grammars, imported only now) should not be in memory beside it.
    const project = await loadProject(config, ctx.cacheDir);
    const [{ createMarkdownProcessor }, { withDiskCache }] = await Promise.all([import('../markdown/pipeline.ts'), import('../markdown/cache.ts')]);
    // In the site processor's key order: the markdown disk cache's entries are salted with this object's JSON.
    const toc = { minLevel: ctx.toc.minLevel, maxLevel: ctx.toc.maxLevel };
    // The site's pipeline and its disk cache, with the site's TOC levels: doc comments render exactly as they would
    // through the build's own processor, and a rebuild after a change of this code reuses the comments' HAST (kept a
    // week after its last use, ../markdown/cache-pruning.ts).
    const markdown = withDiskCache(await createMarkdownProcessor({ toc }), { dir: cachePath(ctx.cacheDir, 'markdown'), options: toc });
    const made = await buildApiPart(config, project, { ...ctx, markdown: (md, source) => markdown.toHast(md, source) }, part);
    // Named by the model's key as well as the page's hash: the key covers docgen's code, which shapes the tree too.
    const pages = await mapConcurrent(made.pages, STORE_CONCURRENCY, async ({ position, page }) => ({ position, page: await storeBody(page, ctx.cacheDir, contentHash(key, page.hash)) }));
    return { part: { ...made, pages }, converted: !project.fromCache, projectMs: project.ms, pagesMs: made.stats.pagesMs };
  },
} satisfies Task<never, unknown>;
