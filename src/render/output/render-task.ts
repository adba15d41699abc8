// Rendering routes in a pool thread (../threads/pool.ts): a batch of routes with their views, the site data and the
// sidebars they show, sent once per batch rather than once per route. A page whose tree is in the body store is read
// here, one at a time. Each route's HTML goes straight into the render cache's folder from the thread; only what the
// link checker keeps (ids and hrefs) and the HTML's hash come back.
import type { SiteData } from '../../shared/site.ts';
import type { SidebarItem } from '../../shared/types.ts';
import { withBody, type RouteView } from '../graph/page-view.ts';
import { storeHtml } from './render-cache.ts';
import { contentHash } from '../core/hash.ts';
import { describeThrown } from '../core/thrown.ts';
import type { Task } from '../threads/task.ts';
import { renderPage } from './render-page.ts';

export interface RenderBatch {
  root: string;
  /** The render cache's HTML folder. */
  htmlDir: string;
  data: SiteData;
  /** The sidebars the batch's views show, by id. */
  sidebars: Record<string, readonly SidebarItem[]>;
  /** The views, their sidebar given by `sidebarId`; the body is made here, by `withBody`. */
  views: Omit<RouteView, 'sidebar'>[];
}

/** One route of a batch: what the render cache keeps of it, or why it failed. */
export type RenderedRoute = { ok: true; htmlHash: string; ids: string[]; hrefs: string[] } | { ok: false; message: string; stack?: string };

export const task = {
  async run({ root, htmlDir, data, sidebars, views }: RenderBatch): Promise<RenderedRoute[]> {
    const rendered: RenderedRoute[] = [];
    for (const view of views) {
      try {
        const page = await renderPage(withBody({ ...view, sidebar: view.sidebarId ? sidebars[view.sidebarId] : undefined }), data, root);
        const htmlHash = contentHash(page.html);
        await storeHtml(htmlDir, htmlHash, page.html);
        rendered.push({ ok: true, htmlHash, ids: page.ids, hrefs: page.hrefs });
      } catch (error) {
        rendered.push({ ok: false, message: describeThrown(error), stack: error instanceof Error ? error.stack : undefined });
      }
    }
    return rendered;
  },
} satisfies Task<never, unknown>;
