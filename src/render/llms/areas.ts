// Which area of the site a page belongs to (Manual, API Reference, Templates, Samples, Pages): the search filter,
// the dialog's result groups and the sections of llms.txt. Derived from the graph alone: a page's area is the label
// of the navbar item that opens its sidebar.
import type { PageGraph } from '../graph/types.ts';
import { isNavbarLink } from '../../shared/site.ts';
import type { Page } from '../../shared/types.ts';
import { unreachable } from '../../shared/unreachable.ts';

export const API_AREA = 'API Reference';
export const PAGES_AREA = 'Pages';
const DOCS_AREA = 'Docs';

export interface Areas {
  /** Area names in display order: navbar order, then API Reference, Docs and Pages if used and not named there. */
  names: string[];
  of(page: Page): string;
}

export function siteAreas(graph: PageGraph): Areas {
  const bySidebar = new Map<string, string>();
  const links = graph.navbar.flatMap((item) => (isNavbarLink(item) ? [item] : 'items' in item ? item.items : []));
  for (const link of links) if (link.activeSidebar && !bySidebar.has(link.activeSidebar) && link.label) bySidebar.set(link.activeSidebar, link.label);
  const of = (page: Page): string => {
    const sidebar = graph.sidebarOf.get(page.route);
    const named = sidebar ? bySidebar.get(sidebar) : undefined;
    if (named) return named;
    if (page.kind === 'api') return API_AREA;
    return sidebar ? DOCS_AREA : PAGES_AREA;
  };
  const used = new Set<string>();
  for (const page of graph.pages.values()) if (isSearchable(page)) used.add(of(page));
  const names = [...new Set([...bySidebar.values(), API_AREA, DOCS_AREA, PAGES_AREA])].filter((name) => used.has(name));
  return { names, of };
}

/** Pages that search and llms.txt cover: everything but the not-found page and the search page itself. */
export function isSearchable(page: Page): boolean {
  if (page.frontmatter.unlisted === true) return false;
  switch (page.kind) {
    case 'doc':
    case 'api':
      return true;
    case 'page':
      return !page.searchPage;
    case '404':
      return false;
    default:
      return unreachable(page);
  }
}
