// The search page, `/docs/search`: a page of the graph like any other (so links to it check and the theme renders it),
// added once the graph is built because its fallback lists every page by area. With JavaScript the search module
// turns its form into live search and reads `?q=` and `?area=`; without it, the form still submits and the
// <noscript> listing (every page by area, A–Z within) lets the reader find a page with the browser's own find.
import { loadedPage } from '../load/freeze.ts';
import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import type { PageGraph } from '../graph/types.ts';
import { contentHash } from '../core/hash.ts';
import { SEARCH_PAGE_ATTR, SEARCH_PAGE_PATH, searchPageUrl } from '../../shared/search.ts';
import type { Page } from '../../shared/types.ts';
import type { TrailingSlash } from '../../shared/urls.ts';
import { isSearchable, siteAreas } from '../llms/areas.ts';

export function searchPageRoute(base: string, trailingSlash?: TrailingSlash): string {
  return searchPageUrl(base, trailingSlash);
}

/**
 * The graph with the search page among its pages (in route order), unless content already claims its route: a new
 * graph, sharing everything with `graph` but its map of pages, which stays as it was.
 */
export function withSearchPage(graph: PageGraph, trailingSlash?: TrailingSlash): PageGraph {
  const route = searchPageRoute(graph.base, trailingSlash);
  if (graph.pages.has(route)) return graph;
  const pages = [...graph.pages.values(), searchPage(graph, route)].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return { ...graph, pages: new Map(pages.map((page) => [page.route, page])) };
}

/**
 * The page made last and what it lists: `docgen serve` builds the graph again on every edit, and making the listing
 * (every page's link, sorted by title, and the hash of it all) cost 12 ms of each rebuild at +1,800 pages, though an
 * edit seldom changes a title. Pages are immutable, so the same page serves again.
 */
let last: { key: string; page: Page } | undefined;

function searchPage(graph: PageGraph, route: string): Page {
  const areas = siteAreas(graph);
  const byArea = new Map<string, Page[]>(areas.names.map((name) => [name, []]));
  for (const page of graph.pages.values()) if (isSearchable(page)) byArea.get(areas.of(page))?.push(page);
  const key = [route, ...[...byArea].map(([area, pages]) => `${area}\0${pages.map((p) => `${p.route}\0${p.title}`).join('\0')}`)].join('\0\0');
  if (last?.key !== key) last = { key, page: loadedPage(listingPage(byArea, route)) };
  return last.page;
}

function listingPage(byArea: Map<string, Page[]>, route: string): Page {
  const listing: ElementContent[] = [
    h('p', {}, [
      'Search runs in your browser and needs JavaScript. Here is every page of the site by area; ',
      "your browser's find (Ctrl+F or ⌘F) searches the list.",
    ]),
  ];
  for (const [area, pages] of byArea) {
    if (pages.length === 0) continue;
    const id = `area-${area.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
    pages.sort((a, b) => a.title.localeCompare(b.title, 'en') || (a.route < b.route ? -1 : 1));
    listing.push(
      h('h2', { id }, area),
      h('ul', {}, pages.map((p) => h('li', {}, [h('a', { href: p.route }, p.title)]))),
    );
  }
  const body: Root = {
    type: 'root',
    children: [
      h('div', { className: ['search-page'], [SEARCH_PAGE_ATTR]: '' }, [
        h('form', { className: ['search-page-form'], action: route, method: 'get', role: 'search' }, [
          h('label', { for: 'search-page-q', className: ['sr-only'] }, 'Search the documentation'),
          h('input', { id: 'search-page-q', type: 'search', name: 'q', placeholder: 'Search the docs', autocomplete: 'off', spellcheck: 'false' }),
          h('button', { type: 'submit' }, 'Search'),
        ]),
        h('div', { className: ['search-page-results'] }),
        h('noscript', {}, [h('div', { className: ['search-page-index'] }, listing)]),
      ]),
    ],
  };
  return {
    route,
    kind: 'page',
    id: SEARCH_PAGE_PATH,
    title: 'Search',
    description: 'Search the documentation.',
    frontmatter: { hide_table_of_contents: true },
    headings: [],
    body,
    links: [],
    hash: contentHash(JSON.stringify(body)),
    searchPage: true,
  };
}
