// Breadcrumbs and previous/next links, derived from each page's place in its sidebar (none for a page without one).
import type { DiagnosticBag } from '../core/diagnostics.ts';
import type { Crumb, NavLink, Page, PageNav, SidebarItem } from '../../shared/types.ts';
import { flattenSidebar, type SidebarStop } from './sidebars.ts';

export function buildNav(
  pages: Map<string, Page>,
  docs: Map<string, Page>,
  sidebars: Record<string, SidebarItem[]>,
  sidebarOf: Map<string, string>,
  /** Where the breadcrumbs' "Home" goes: the site's root, or the docs' root when nothing is at the site's. */
  home: string,
  diagnostics: DiagnosticBag,
): Map<string, PageNav> {
  const nav = new Map<string, PageNav>();
  const places = Object.fromEntries(
    Object.entries(sidebars).map(([name, items]) => {
      const stops = flattenSidebar(items);
      // Unlisted docs are no stop of the reading order: nobody pages into them, and they page nowhere.
      const order = stops.filter((stop) => !stop.unlisted);
      // Each page's place, looked up rather than searched for: a search per page grows with the square of a sidebar.
      return [name, { order, indexes: firstByHref(order.map((stop, i) => [stop.href, i])), entries: firstByHref(stops.map((stop) => [stop.href, stop])) }];
    }),
  );
  for (const page of pages.values()) {
    const sidebar = sidebarOf.get(page.route);
    const place = sidebar ? places[sidebar] : undefined;
    const order = place?.order;
    const index = place ? (place.indexes.get(page.route) ?? -1) : -1;
    const entry = place?.entries.get(page.route);
    // As Docusaurus's: the page's way down its sidebar, the page named as its sidebar entry is (a category's own page by
    // the category); a page that shows no sidebar has none.
    const breadcrumbs: Crumb[] = sidebar ? [{ label: 'Home', href: home }, ...linkCategories(entry?.trail ?? [], pages), { label: entry?.label ?? page.title, href: page.route }] : [];
    nav.set(page.route, {
      breadcrumbs,
      prev: pagination(page, 'pagination_prev', index > 0 ? order?.[index - 1] : undefined, docs, diagnostics),
      next: pagination(page, 'pagination_next', index >= 0 && order && index < order.length - 1 ? order[index + 1] : undefined, docs, diagnostics),
    });
  }
  return nav;
}

/** The first value of each href, as a search from the start would find it. */
function firstByHref<T>(pairs: [string, T][]): Map<string, T> {
  const map = new Map<string, T>();
  for (const [href, value] of pairs) if (!map.has(href)) map.set(href, value);
  return map;
}

/**
 * Frontmatter wins over sidebar order: a doc id links there (not to an unlisted doc), `null` turns the link off. A doc
 * is named by its `pagination_label`, else as its sidebar entry is (a category's own doc: as the doc, not the
 * category), as Docusaurus names it (toDocNavigationLink).
 */
function pagination(page: Page, field: 'pagination_prev' | 'pagination_next', fromSidebar: SidebarStop | undefined, docs: Map<string, Page>, diagnostics: DiagnosticBag): NavLink | undefined {
  const value = page.frontmatter[field];
  if (value === null) return undefined;
  if (value === undefined) {
    if (!fromSidebar) return undefined;
    const doc = fromSidebar.docId === undefined ? undefined : docs.get(fromSidebar.docId);
    // A doc's entry is labelled as the doc's sidebar item says; a category's own doc, as the doc.
    const label = !doc ? fromSidebar.label : (doc.frontmatter.pagination_label ?? (fromSidebar.category ? (doc.frontmatter.sidebar_label ?? doc.title) : fromSidebar.label));
    return { label, href: fromSidebar.href };
  }
  const target = docs.get(value);
  if (!target) {
    diagnostics.error({ file: page.sourceFile, message: `${field}: doc id '${value}' does not exist.`, hint: 'Use a doc id (path under the docs folder, no extension or numeric prefix) or null.' });
    return undefined;
  }
  if (target.frontmatter.unlisted === true) return undefined;
  return { label: target.frontmatter.pagination_label ?? target.frontmatter.sidebar_label ?? target.title, href: target.route };
}

/**
 * A category without a page of its own links to the section of its parent category's page that bears its name, when
 * there is one: the API Reference's "Classes" crumb goes to the Classes table of the API index.
 */
function linkCategories(trail: Crumb[], pages: Map<string, Page>): Crumb[] {
  return trail.map((crumb, i) => {
    const parent = i > 0 ? trail[i - 1]?.href : undefined;
    if (crumb.href || !parent) return crumb;
    const section = pages.get(parent)?.headings.find((h) => h.depth === 2 && h.text === crumb.label);
    return section ? { label: crumb.label, href: `${parent}#${section.id}` } : crumb;
  });
}
