// A route's dependencies, declared once. Its HTML is a function of: docgen's code (fingerprint), the build mode, the
// site-wide data every page shows (config-derived chrome, navbar, asset URLs, build id), the page as loaded (its
// source through `hash`, its title, frontmatter…), and its view: the URLs its links resolve to, the sidebar it shows,
// its breadcrumbs and prev/next, its date, its link-preview card and an `.mdx` page's module (its components'
// files). Two builds that agree on all of these write the same HTML, so the key decides whether a route is rendered
// again. The page body is not hashed here: it is a function of `page.hash` (its source and images).
import type { RouteView } from '../graph/page-view.ts';
import { contentHash } from '../core/hash.ts';
import type { Page, SidebarItem } from '../../shared/types.ts';

export interface RouteKeyContext {
  /** Hash of docgen's code, the mode and the site data (see engine.ts). */
  siteKey: string;
  /** Sidebar id → hash of its items. */
  sidebarKeys: Map<string, string>;
}

export function routeKey(view: RouteView, ctx: RouteKeyContext): string {
  const { page, nav, sidebarId, updated, card, links, module, tags, docs } = view;
  const sidebar = sidebarId ? (ctx.sidebarKeys.get(sidebarId) ?? '') : '';
  const parts: KeyParts = [ctx.siteKey, links, sidebarId, sidebar, nav, updated, card, module?.key, tags, docs?.docs];
  const last = lastKeys.get(page);
  if (last && sameParts(last.parts, parts)) return last.key;
  const key = contentHash(ctx.siteKey, pageKey(page), JSON.stringify([links ?? null, sidebarId ?? null, updated ?? null, card ?? null, module?.key ?? null, tags ?? null, docs ?? null]), sidebar, JSON.stringify(nav));
  lastKeys.set(page, { parts, key });
  return key;
}

/** What a route's key is made of besides its page, in the order `routeKey` lists them. */
type KeyParts = readonly [string, RouteView['links'], string | undefined, string, RouteView['nav'], RouteView['updated'], RouteView['card'], string | undefined, RouteView['tags'], NonNullable<RouteView['docs']>['docs'] | undefined];

/**
 * Each page's last key, with what it was made of: watch mode keeps an unchanged page's object, and the graph its
 * links and navigation while no page's head changes (../graph/build-graph.ts), so an edit hashes again only the
 * routes whose parts changed. At +1,800 pages, hashing every route's parts took 25 ms of each edit's rebuild.
 */
const lastKeys = new WeakMap<Page, { parts: KeyParts; key: string }>();

/** The same parts: the graph's by identity (they are immutable), the date and the card, made anew each run, by value. */
function sameParts(a: KeyParts, b: KeyParts): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[4] === b[4] && sameFields(a[5], b[5]) && sameFields(a[6], b[6]) && a[7] === b[7] && a[8] === b[8] && a[9] === b[9];
}

/** Flat objects (a date, a card) with the same fields and values. */
function sameFields(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  // Both made by the same code, so with their fields in the same order.
  const ours = Object.entries(a);
  const theirs = Object.entries(b);
  return ours.length === theirs.length && ours.every(([name, value], i) => theirs[i]?.[0] === name && theirs[i]?.[1] === value);
}

/** Each sidebar's key: a hash of its items, once per sidebar object (watch mode keeps the graph's sidebars between edits). */
const sidebarKeys = new WeakMap<object, string>();
export function sidebarKey(items: readonly SidebarItem[]): string {
  let key = sidebarKeys.get(items);
  if (key === undefined) sidebarKeys.set(items, (key = contentHash(JSON.stringify(items))));
  return key;
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
