// A route's dependencies, declared once. Its HTML is a function of: docgen's code (fingerprint), the build mode, the
// site-wide data every page shows (config-derived chrome, navbar, asset URLs, build id), the page itself (its
// source through `hash`, and every field the later stages set on it: title, sidebar, resolved links, the date of its
// last commit…), the sidebar
// it shows, and its breadcrumbs and prev/next. Two builds that agree on all of these write the same HTML, so the
// key decides whether a route is rendered again. The page body is not hashed here: it is a function of
// `page.hash` (its source and images) and of the resolved links, which are in the key.
import type { Page, PageView } from '../../shared/types.ts';
import { contentHash } from '../hash.ts';

export interface RouteKeyContext {
  /** Hash of docgen's code, the mode and the site data (see engine.ts). */
  siteKey: string;
  /** Sidebar id → hash of its items. */
  sidebarKeys: Map<string, string>;
}

export function routeKey(view: PageView, ctx: RouteKeyContext): string {
  const { page, nav } = view;
  const sidebar = page.sidebar ? (ctx.sidebarKeys.get(page.sidebar) ?? '') : '';
  return contentHash(ctx.siteKey, pageHead(page), sidebar, JSON.stringify(nav));
}

/**
 * Every field of the page but its body, with links as resolved by the graph stage. The fields the engine sets after
 * loading (the date, the link-preview card) are hashed on their own: a page kept from the previous run in watch mode
 * already carries them when the graph copies it, so their place among the other fields varies between runs.
 */
function pageHead(page: Page): string {
  const { body: _body, updated, card, ...head } = page;
  return JSON.stringify([head, updated ?? null, card ?? null]);
}
