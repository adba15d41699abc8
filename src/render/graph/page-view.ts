// What a route shows, derived from its page and the rest of the graph. Pages stay as loaded: the sidebar a page sits
// in, its resolved links, its date and its link-preview card are the view's, so a page can be shared between builds,
// routes and threads, and a stage that tries to write to one fails.
import type { Page, PageCard, PageModuleRef, PageUpdated, PageView, PageWithBody } from '../../shared/types.ts';
import { hasTree, withTree } from '../core/body-store.ts';
import { present } from '../../shared/present.ts';
import type { PageGraph } from './types.ts';
import { bodyWithLinks } from './view-body.ts';
import { docsData, readsDocsData } from './docs-data.ts';

/** What the stages after the graph add per route: the date of its source's last commit, its link-preview card, its module. */
export interface RouteExtras {
  updated: ReadonlyMap<string, PageUpdated>;
  cards: ReadonlyMap<string, PageCard>;
  /** The `.mdx` pages' modules. */
  modules: ReadonlyMap<string, PageModuleRef>;
}

/** A route's view without its body: with the page's source, everything its HTML depends on. */
export interface RouteView extends Omit<PageView, 'body'> {
  /** The URLs the page's authored links resolve to, in order. */
  links?: readonly string[];
}

const NO_EXTRAS: RouteExtras = { updated: new Map(), cards: new Map(), modules: new Map() };

export function routeView(graph: PageGraph, route: string, extras: RouteExtras = NO_EXTRAS): RouteView {
  const page = present(graph.pages.get(route), `a page at ${route}`);
  const sidebarId = graph.sidebarOf.get(route);
  return {
    page,
    nav: graph.nav.get(route) ?? { breadcrumbs: [] },
    sidebarId,
    sidebar: sidebarId ? graph.sidebars[sidebarId] : undefined,
    updated: extras.updated.get(route),
    card: extras.cards.get(route),
    module: extras.modules.get(route),
    links: graph.links.get(route),
    tags: graph.tags.get(route),
    ...(readsDocsData(page) && { docs: docsData(graph, route) }),
  };
}

/** The view with the page's body, its links resolved (read from the body store when the page's body is stored). */
export function withBody({ links, ...view }: RouteView): PageView {
  const page = withTree(view.page);
  return { ...view, page, body: bodyWithLinks(page.body, links) };
}

/** What the theme renders for one route: its view and the page's body with the links resolved. */
export function pageView(graph: PageGraph, route: string, extras?: RouteExtras): PageView {
  return withBody(routeView(graph, route, extras));
}

/**
 * The page as its route shows it, for what is made from the page's content (search, the Markdown copy, llms.txt): a
 * copy whose `links` are the resolved URLs and whose body, when in memory, has them too. A stored body stays stored
 * until `shownTree` reads it: most pages' parts are cached, and need no tree.
 */
export function shownPage(graph: PageGraph, page: Page): Page {
  const hrefs = graph.links.get(page.route);
  if (!hrefs) return page;
  const links = page.links.map((link, i) => ({ href: hrefs[i] ?? link.href, line: link.line }));
  return { ...page, body: page.body.type === 'root' ? bodyWithLinks(page.body, hrefs) : page.body, links };
}

/** A page from `shownPage` with its tree in memory, the tree's links resolved to the page's `links`. */
export function shownTree<P extends Page>(page: P): PageWithBody<P> {
  if (hasTree(page)) return page;
  const read = withTree(page);
  return { ...read, body: bodyWithLinks(read.body, page.links.map((link) => link.href)) };
}

/** A `.tsx` page's output also depends on whatever modules it imports: it is rendered, and its links checked, every time. */
export function isDynamic(page: Page): boolean {
  return page.kind === 'page' && page.component !== undefined;
}
