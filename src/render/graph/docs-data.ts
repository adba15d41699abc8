// The docs' data a page's components read through Docusaurus's docs hooks (src/shared/docs-data.ts), derived per
// route for the `.mdx` pages that import those hooks or the card components, and for no other page: the page's sidebar
// in the shape the hooks give it, every doc's title, description and sidebar, each sidebar's first link.
import type { DocsData, DocsDoc, DocsSidebarItem } from '../../shared/docs-data.ts';
import { DOCS_DATA_MODULES } from '../../shared/docs-data.ts';
import type { Page, SidebarItem } from '../../shared/types.ts';
import type { PageGraph } from './types.ts';

/** Whether an `.mdx` page imports a module whose components read the docs' data. */
export function readsDocsData(page: Page): boolean {
  return !!page.mdx?.esm.some((statement) => [...statement.code.matchAll(/\bfrom\s*(['"])([^'"]+)\1/g)].some(([, , specifier = '']) => DOCS_DATA_MODULES.test(specifier)));
}

/** What every page of the graph shares: the docs and the sidebars' entries, made once per graph. */
const shared = new WeakMap<PageGraph, Pick<DocsData, 'docs' | 'sidebars'> & { converted: Map<string, DocsSidebarItem[]> }>();

export function docsData(graph: PageGraph, route: string): DocsData {
  let common = shared.get(graph);
  if (!common) {
    const docs: Record<string, DocsDoc> = {};
    for (const page of graph.docs.values()) {
      const sidebar = graph.sidebarOf.get(page.route);
      docs[page.id] = { id: page.id, title: page.title, path: page.route, ...((page.description ?? page.excerpt) !== undefined && { description: page.description ?? page.excerpt }), ...(sidebar && { sidebar }) };
    }
    const sidebars = Object.fromEntries(Object.entries(graph.sidebarEntry).map(([name, entry]) => [name, entry ? { link: { path: entry.href, label: entry.label } } : {}]));
    shared.set(graph, (common = { docs, sidebars, converted: new Map() }));
  }
  const page = graph.pages.get(route);
  const name = graph.sidebarOf.get(route);
  let items = name === undefined ? undefined : common.converted.get(name);
  if (name !== undefined && !items) common.converted.set(name, (items = (graph.sidebars[name] ?? []).map(asDocusaurusItem)));
  return {
    route,
    docsPath: graph.docsRoot,
    ...(page?.kind === 'doc' && page.sourceFile && { docId: page.id }),
    ...(name !== undefined && items && { sidebar: { name, items } }),
    docs: common.docs,
    sidebars: common.sidebars,
  };
}

/** A docgen sidebar entry as the docs plugin's client gives it (toSidebarsProp): docs as links with their id. */
function asDocusaurusItem(item: SidebarItem): DocsSidebarItem {
  const fields = { ...(item.className !== undefined && { className: item.className }), ...(item.customProps !== undefined && { customProps: item.customProps }) };
  switch (item.type) {
    case 'doc':
      return { type: 'link', label: item.label, href: item.href, docId: item.id, unlisted: item.unlisted === true, ...fields };
    case 'link':
      return { type: 'link', label: item.label, href: item.href, ...fields, ...(item.description !== undefined && { description: item.description }) };
    case 'category':
      return {
        type: 'category',
        label: item.label,
        items: item.items.map(asDocusaurusItem),
        collapsed: item.collapsed,
        collapsible: item.collapsible,
        ...(item.href !== undefined && { href: item.href }),
        ...(item.linkUnlisted && { linkUnlisted: true }),
        ...(item.description !== undefined && { description: item.description }),
        ...fields,
      };
  }
}
