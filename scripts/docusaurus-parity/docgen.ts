// Reads a docgen build through facts.ts, with docgen's theme's markup for the parts each theme marks its own way
// (src/theme: DocSidebar, TableOfContents, Breadcrumbs, Pagination, DocPage's edit link). docgen renders the whole
// sidebar into every page (collapsed categories included, hidden), so a page's HTML gives the whole tree.
import { fragmentIds, pageFacts, readBuild, text, type PageFacts, type SidebarEntry, type ThemeReader } from './facts.ts';

export interface DocgenPage extends PageFacts {
  /** The docs sidebar the page shows; null for none. */
  sidebar: SidebarEntry[] | null;
}

export interface DocgenFacts {
  routes: string[];
  /**
   * docgen's own pages, which a Docusaurus site does not have: the search page (unless the site configures a search,
   * whose page Docusaurus builds at the same route), and the API Reference's list of every export A–Z (`api/globals`,
   * which docusaurus-plugin-typedoc does not write). Listed, not compared.
   */
  own: string[];
  pages: Record<string, DocgenPage>;
}

const theme: ThemeReader = {
  toc: (document) => fragmentIds(document.querySelectorAll('nav.toc a')),
  breadcrumbs: (document) => document.querySelector('nav.breadcrumbs') !== null,
  prev: (document) => document.querySelector('nav.pagination a.pagination-prev')?.getAttribute('href') ?? null,
  next: (document) => document.querySelector('nav.pagination a.pagination-next')?.getAttribute('href') ?? null,
  paginationLabels: (document) => [...document.querySelectorAll('nav.pagination .pagination-label')].map((label) => text(label)),
  editUrl: (document) => document.querySelector('a.edit-link')?.getAttribute('href') ?? null,
};

export function readDocgenBuild(outDir: string, baseUrl: string, docusaurusRoutes: ReadonlySet<string>, staticFiles: ReadonlySet<string>): DocgenFacts {
  const facts: DocgenFacts = { routes: [], own: [], pages: {} };
  for (const page of readBuild(outDir, baseUrl, staticFiles)) {
    if (!docusaurusRoutes.has(page.route) && page.document.querySelector('[data-search-page], ul.api-globals-list')) {
      facts.own.push(page.route);
      continue;
    }
    const menu = page.document.querySelector('nav.doc-sidebar-menu > ul.menu-list');
    facts.routes.push(page.route);
    facts.pages[page.route] = { ...pageFacts(page.document, theme), sidebar: menu ? sidebarList(menu) : null };
  }
  return facts;
}

/** A `ul.menu-list` of DocSidebar: links are `a.menu-link`; a category's label and link are in its head. */
function sidebarList(list: Element): SidebarEntry[] {
  return [...list.children].map((item): SidebarEntry => {
    if (!item.classList.contains('menu-category')) {
      const link = item.querySelector('a.menu-link');
      return { label: text(link), ...hrefOf(link) };
    }
    const head = item.querySelector('.menu-category-head');
    const link = head?.querySelector('a.menu-link') ?? null;
    const items = item.querySelector('ul.menu-list');
    return { label: text(link ?? head?.querySelector('.menu-category-label')), ...hrefOf(link), items: items ? sidebarList(items) : [] };
  });
}

function hrefOf(link: Element | null): { href?: string } {
  const href = link?.getAttribute('href');
  return href ? { href } : {};
}
