// render: each route through the theme (../output/render-page.ts, one route to one HTML string). A route's key
// (../engine/route-key.ts) covers everything its HTML is made from; a route whose key is in the render cache is not
// rendered again, and watch mode reuses its last output as it is while the key holds.
import { existsSync } from 'node:fs';
import type { Diagnostic } from '../diagnostics.ts';
import { openRenderCache } from '../engine/render-cache.ts';
import { routeKey } from '../engine/route-key.ts';
import type { RouteOutput } from '../engine/types.ts';
import { routeView, withBody } from '../graph/page-view.ts';
import { contentHash } from '../hash.ts';
import { routeToFile } from '../../shared/urls.ts';
import { firstStackLine } from './errors.ts';
import { defineStage } from './stage.ts';

/** React and the theme load only when a route is rendered: a warm build that renders nothing skips them. */
let renderer: Promise<typeof import('../output/render-page.ts')> | undefined;

export const renderStage = defineStage({
  name: 'render',
  needs: ['graph', 'view'],
  async run({ graph: { graph }, view }, { root, cacheDir, mode, watch, logger, state }) {
    const store = await (state.renderCache ??= openRenderCache(cacheDir, mode));
    const routes = new Map<string, RouteOutput>();
    const errors: Diagnostic[] = [];
    let rendered = 0;
    let done = 0;
    for (const route of graph.pages.keys()) {
      logger.progress('rendering', ++done, graph.pages.size);
      const shown = routeView(graph, route, view.extras);
      const key = routeKey(shown, view.keys);
      // A `.tsx` page's output also depends on whatever modules it imports: it is rendered every time.
      const dynamic = shown.page.kind === 'page' && shown.page.component !== undefined;
      const before = state.previous.get(route);
      if (!dynamic && before?.key === key && existsSync(before.file.from)) {
        routes.set(route, before);
        continue;
      }
      let record = dynamic ? undefined : store.get(key);
      if (!record || !existsSync(store.htmlFile(record.htmlHash))) {
        let page;
        try {
          const { renderPage } = await (renderer ??= import('../output/render-page.ts'));
          page = await renderPage(withBody(shown), view.data, root);
        } catch (error) {
          if (!watch) throw error;
          errors.push({ severity: 'error', file: shown.page.sourceFile, message: `rendering ${route} failed: ${(error as Error).message}`, hint: firstStackLine(error) });
          continue;
        }
        record = { htmlHash: contentHash(page.html), ids: page.ids, hrefs: page.hrefs };
        await store.put(key, record, page.html);
        rendered++;
      }
      routes.set(route, {
        route,
        key,
        file: { kind: 'copy', path: routeToFile(graph.base, route), hash: record.htmlHash, from: store.htmlFile(record.htmlHash) },
        links: { ids: new Set(record.ids), hrefs: record.hrefs },
        idsKey: contentHash(...record.ids),
      });
    }
    state.previous.clear();
    for (const [route, output] of routes) state.previous.set(route, output);
    // Watch mode saves when idle (`Engine.persist`), so that the index is not rewritten before every reload.
    if (!watch) await store.save([...routes.values()].map((r) => r.key), { prune: true });
    return { routes, rendered, errors };
  },
  detail: ({ routes, rendered }) => `${routes.size} pages, ${rendered} rendered`,
});
