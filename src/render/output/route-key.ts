// A route's dependencies, declared once. Its HTML is a function of: docgen's code (fingerprint), the build mode, the
// site-wide data every page shows (config-derived chrome, navbar, asset URLs, build id), the page as loaded (its
// source through `hash`, its title, frontmatter…), and its view: the URLs its links resolve to, the sidebar it shows,
// its breadcrumbs and prev/next, its date, its link-preview card and an `.mdx` page's module (its components'
// files). Two builds that agree on all of these write the same HTML, so the key decides whether a route is rendered
// again. The page body is not hashed here: it is a function of `page.hash` (its source and images).
import type { RouteView } from '../graph/page-view.ts';
import { contentHash } from '../core/hash.ts';
import type { Page } from '../../shared/types.ts';

export interface RouteKeyContext {
  /** Hash of docgen's code, the mode and the site data (see engine.ts). */
  siteKey: string;
  /** Sidebar id → hash of its items. */
  sidebarKeys: Map<string, string>;
}

export function routeKey(view: RouteView, ctx: RouteKeyContext): string {
  const { page, nav, sidebarId, updated, card, links, module } = view;
  const sidebar = sidebarId ? (ctx.sidebarKeys.get(sidebarId) ?? '') : '';
  return contentHash(ctx.siteKey, pageKey(page), JSON.stringify([links ?? null, sidebarId ?? null, updated ?? null, card ?? null, module?.key ?? null]), sidebar, JSON.stringify(nav));
}

/**
 * The page's share of its key, once per page object: pages are immutable, and watch mode keeps an unchanged page's
 * object between rebuilds, so an edit hashes the edited page's fields (its headings, links, frontmatter) and not
 * every page's again.
 */
const pageKeys = new WeakMap<Page, string>();
function pageKey(page: Page): string {
  let key = pageKeys.get(page);
  if (key === undefined) {
    const { body: _body, ...head } = page;
    pageKeys.set(page, (key = contentHash(JSON.stringify(head))));
  }
  return key;
}
