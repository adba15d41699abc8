// render: each route through the theme (../output/render-page.ts renders one route to one HTML string). A route's key
// (../output/route-key.ts) covers everything its HTML is made from; a route whose key is in the render cache is not
// rendered again, and watch mode reuses its last output as it is while the key holds. The routes left to render go
// to the pool of threads, all cores at work, when there are enough of them to repay the threads' start; otherwise,
// and for `.tsx` pages (whose modules the site imports here), they render in this thread.
import { existsSync, statSync } from 'node:fs';
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';
import { routeKey } from '../output/route-key.ts';
import { openRenderCache, type RenderCache, type RenderRecord } from '../output/render-cache.ts';
import type { RouteOutput } from '../output/files.ts';
import { isDynamic, routeView, withBody, type RouteView } from '../graph/page-view.ts';
import type { PageGraph } from '../graph/types.ts';
import { contentHash } from '../core/hash.ts';
import { describeThrown } from '../core/thrown.ts';
import type { RenderBatch, RenderedRoute, task as renderTask } from '../output/render-task.ts';
import { createPool, POOL_FROM } from '../threads/pool.ts';
import { threadsOf } from '../threads/thread.ts';
import { taskRef } from '../threads/task.ts';
import { routeToFile } from '../../shared/urls.ts';
import type { SiteData } from '../../shared/site.ts';
import { renderFailure } from '../output/render-failure.ts';
import type { StageContext } from './products.ts';
import { defineStage } from './stage.ts';
import { present } from '../../shared/present.ts';
import type * as RenderPage from '../output/render-page.ts';

/** Routes per batch sent to a thread, at most: small enough to keep every thread busy to the end. */
const BATCH = 24;

const RENDER = taskRef<typeof renderTask>(new URL('../output/render-task.ts', import.meta.url));

/** React and the theme load only when a route is rendered here: a warm build that renders nothing skips them. */
let renderer: Promise<typeof RenderPage> | undefined;

interface Miss {
  route: string;
  key: string;
  view: RouteView;
}

/** What the render stage keeps from one run of an engine to the next (watch mode's rebuilds). */
interface RenderState {
  /** The render cache, opened by the first run. */
  renderCache?: Promise<RenderCache>;
  /** The last run's output of each route, reused as it is while its key holds. */
  previous: Map<string, RouteOutput>;
  /** Watch mode: the render cache's HTML folder's stamp after the last run's render. */
  htmlDirStamp?: string;
}

export const renderStage = defineStage({
  name: 'render',
  needs: ['graph', 'view'],
  state: (): RenderState => ({ previous: new Map() }),
  async run({ graph: { graph }, view }, ctx, state) {
    const { cacheDir, mode } = ctx;
    const store = await (state.renderCache ??= openRenderCache(cacheDir, mode));
    const kept = new Map<string, RouteOutput>();
    const found = new Map<string, { key: string; record: RenderRecord }>();
    const misses: Miss[] = [];
    // A kept route's HTML is a file of the render cache, which another build may have pruned since. When the folder
    // has the stamp it had after the last run's render, no file was added, removed or renamed in it: ~2,250 stats
    // less per edit at +1,800 pages (15 ms).
    const folderHolds = ctx.watch && state.htmlDirStamp !== undefined && state.htmlDirStamp === folderStamp(store.htmlDir);
    for (const route of graph.pages.keys()) {
      const shown = routeView(graph, route, view.extras);
      const key = routeKey(shown, view.keys);
      const dynamic = isDynamic(shown.page);
      const before = state.previous.get(route);
      if (!dynamic && before?.key === key && (folderHolds || existsSync(before.file.from))) {
        kept.set(route, before);
        continue;
      }
      const record = dynamic ? undefined : store.get(key);
      if (record && (await store.intact(record))) found.set(route, { key, record });
      else misses.push({ route, key, view: shown });
    }
    const { made, errors } = await renderMisses(misses, graph, view.data, store, ctx);
    const routes = new Map<string, RouteOutput>();
    for (const route of graph.pages.keys()) {
      const output = kept.get(route) ?? outputOf(graph, store, route, found.get(route) ?? made.get(route));
      if (output) routes.set(route, output);
    }
    state.previous.clear();
    for (const [route, output] of routes) state.previous.set(route, output);
    if (ctx.watch) state.htmlDirStamp = folderStamp(store.htmlDir);
    // Watch mode saves when idle (`Engine.persist`), so that the index is not rewritten before every reload.
    if (!ctx.watch) await store.save([...routes.values()].map((r) => r.key), { prune: true });
    return { routes, rendered: made.size, errors };
  },
  detail: ({ routes, rendered }) => `${routes.size} pages, ${rendered} rendered`,
  /** Watch mode saves the render cache's index when idle, so that the next process starts warm. */
  async persist(state) {
    if (state.renderCache) await (await state.renderCache).save([...state.previous.values()].map((r) => r.key));
  },
});

/** A folder's modification and change times, in ns: they move whenever an entry is added, removed or renamed. */
function folderStamp(dir: string): string | undefined {
  const info = statSync(dir, { bigint: true, throwIfNoEntry: false });
  return info && `${info.mtimeNs}:${info.ctimeNs}`;
}


/** A route's output file; the writer refuses one whose HTML file has no stamp (it vanished) or another one. */
function outputOf(graph: PageGraph, store: RenderCache, route: string, made: { key: string; record: RenderRecord } | undefined): RouteOutput | undefined {
  if (!made) return undefined;
  const { key, record } = made;
  return {
    route,
    key,
    file: { kind: 'stamped', path: routeToFile(graph.base, route), hash: record.htmlHash, from: store.htmlFile(record.htmlHash), stamp: record.stamp ?? '' },
    links: { ids: new Set(record.ids), hrefs: record.hrefs },
    idsKey: contentHash(...record.ids),
  };
}

/**
 * Renders the routes the caches did not have. A route whose render throws (a component's or an MDX expression's
 * error) becomes an error diagnostic naming its page. Watch mode shows it and goes on; a build fails here with every
 * such page named, rather than with the first one's bare stack or with the broken links to it that the link check
 * would then find on every other page.
 */
async function renderMisses(misses: Miss[], graph: PageGraph, data: SiteData, store: RenderCache, ctx: StageContext) {
  const made = new Map<string, { key: string; record: RenderRecord }>();
  const errors: Diagnostic[] = [];
  let done = 0;
  // Each page's hrefs come back from its thread as strings of their own, though most are the same on every page of a
  // sidebar (its links, the navbar's): one copy of each string for the whole build, or the hrefs kept for the link
  // check grow with the square of the sidebar's length.
  const strings = new Map<string, string>();
  const intern = (list: string[]) => list.map((s) => strings.get(s) ?? (strings.set(s, s), s));
  const settle = async (miss: Miss, result: RenderedRoute, html?: string) => {
    ctx.logger.progress('render', ++done, misses.length, 'rendering pages');
    if (!result.ok) {
      errors.push(renderFailure(miss.route, miss.view.page.sourceFile, result, ctx.root));
      return;
    }
    const record = { htmlHash: result.htmlHash, ids: intern(result.ids), hrefs: intern(result.hrefs) };
    made.set(miss.route, { key: miss.key, record: await store.put(miss.key, record, html) });
  };

  const pooled = misses.filter((miss) => !isDynamic(miss.view.page));
  const threads = ctx.renderThreads ?? threadsOf('render');
  const here = pooled.length >= POOL_FROM && threads > 0 ? misses.filter((miss) => isDynamic(miss.view.page)) : misses;
  const pool = here === misses ? undefined : createPool('render', threads);
  try {
    const there = pool
      ? batches(pooled, pool.size).map(async (batch) => {
          const sidebars = Object.fromEntries(
            [...new Set(batch.flatMap((m) => m.view.sidebarId ?? []))].flatMap((id) => {
              const items = graph.sidebars[id];
              return items ? [[id, items] as const] : [];
            }),
          );
          const views = batch.map((miss) => {
            const { sidebar: _sidebar, ...shown } = miss.view;
            return shown;
          });
          const results = await pool.run(RENDER, { root: ctx.root, htmlDir: store.htmlDir, data, sidebars, views } satisfies RenderBatch);
          for (const [i, miss] of batch.entries()) await settle(miss, present(results[i], `the result of ${miss.route}`));
        })
      : [];
    // Awaited after the routes rendered here; a failure meanwhile must not count as unhandled.
    for (const batch of there) batch.catch(() => {});
    for (const miss of here) {
      const { renderPage } = await (renderer ??= import('../output/render-page.ts'));
      let result: RenderedRoute;
      let html: string | undefined;
      try {
        const page = await renderPage(withBody(miss.view), data, ctx.root);
        html = page.html;
        result = { ok: true, htmlHash: contentHash(page.html), ids: page.ids, hrefs: page.hrefs };
      } catch (error) {
        result = { ok: false, message: describeThrown(error), stack: error instanceof Error ? error.stack : undefined };
      }
      await settle(miss, result, html);
    }
    await Promise.all(there);
  } finally {
    await pool?.close();
  }
  // A build stops on them, every page that failed named; watch mode shows them and keeps serving.
  if (errors.length && !ctx.watch) throw new BuildError(errors);
  return { made, errors };
}

/** The routes in batches of at most `BATCH`, each of one sidebar (sent once per batch), about four per thread. */
function batches(misses: Miss[], threads: number): Miss[][] {
  const bySidebar = new Map<string, Miss[]>();
  for (const miss of misses) {
    const group = bySidebar.get(miss.view.sidebarId ?? '') ?? [];
    group.push(miss);
    bySidebar.set(miss.view.sidebarId ?? '', group);
  }
  const size = Math.max(1, Math.min(BATCH, Math.ceil(misses.length / (threads * 4))));
  return [...bySidebar.values()].flatMap((group) => Array.from({ length: Math.ceil(group.length / size) }, (_, i) => group.slice(i * size, (i + 1) * size)));
}
