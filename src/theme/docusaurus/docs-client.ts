// Stand-in for `@docusaurus/plugin-content-docs/client` (and the hooks `@docusaurus/theme-common` exported before
// it): the docs hooks components read, as Docusaurus defines them (its client/docsUtils), over the data the page was
// built with (src/shared/docs-data.ts). A hook Docusaurus would fail in (a category hook on a page in no category)
// fails the same way, with its message.
import { useContext } from 'react';
import type { DocsData, DocsDoc, DocsSidebarCategory, DocsSidebarItem } from '../../shared/docs-data.ts';
import { DocsContext } from './site-context.ts';

const PLUGIN_ID = 'default';

function useData(): DocsData {
  const data = useContext(DocsContext);
  if (!data) throw new Error("the docs hooks were called outside an .mdx page's component that imports them");
  return data;
}

/** The sidebar the current page shows, or null on a page without one. */
export function useDocsSidebar(): { readonly name: string; readonly items: readonly DocsSidebarItem[] } | null {
  return useData().sidebar ?? null;
}

/** Same route, ignoring a trailing slash (Docusaurus's isSamePath). */
function samePath(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const norm = (p: string) => p.replace(/\/$/, '').toLowerCase();
  return norm(a) === norm(b);
}

export function isActiveSidebarItem(item: DocsSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return samePath(item.href, activePath);
  return samePath(item.href, activePath) || item.items.some((child) => isActiveSidebarItem(child, activePath));
}

/** The categories from the sidebar's top down to the current page. */
function categoryTrail(items: readonly DocsSidebarItem[], pathname: string): DocsSidebarCategory[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (samePath(item.href, pathname)) return [item];
    const inner = categoryTrail(item.items, pathname);
    if (inner.length || item.items.some((child) => child.type === 'link' && samePath(child.href, pathname))) return [item, ...inner];
  }
  return [];
}

/** The deepest category holding the current page, or being its page; an error elsewhere, as in Docusaurus. */
export function useCurrentSidebarCategory(): DocsSidebarCategory {
  const { route, sidebar } = useData();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const deepest = categoryTrail(sidebar.items, route).at(-1);
  if (!deepest) throw new Error(`${route} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return deepest;
}

/** The items of the current page's category, or of its sidebar when it is in none. */
export function useCurrentSidebarSiblings(): readonly DocsSidebarItem[] {
  const { route, sidebar } = useData();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  return categoryTrail(sidebar.items, route).at(-1)?.items ?? sidebar.items;
}

export function useDocById(id: string): DocsDoc;
export function useDocById(id: string | undefined): DocsDoc | undefined;
export function useDocById(id: string | undefined): DocsDoc | undefined {
  const { docs } = useData();
  if (!id) return undefined;
  const doc = docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

export function findFirstSidebarItemCategoryLink(item: DocsSidebarCategory): string | undefined {
  if (item.href && !item.linkUnlisted) return item.href;
  for (const child of item.items) {
    const link = findFirstSidebarItemLink(child);
    if (link) return link;
  }
  return undefined;
}

export function findFirstSidebarItemLink(item: DocsSidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  return findFirstSidebarItemCategoryLink(item);
}

/** The items a card list shows: those that lead somewhere listed. */
export function filterDocCardListItems(items: readonly DocsSidebarItem[]): DocsSidebarItem[] {
  return items.filter((item) => !!findFirstSidebarItemLink(item));
}

/** The docs plugin's global data: one version, `current`, with its docs and sidebars. */
export function docsGlobalData(data: DocsData) {
  return { path: data.docsPath, versions: [currentVersion(data)], breadcrumbs: true };
}

/** The one version a docgen site has. */
function currentVersion(data: DocsData) {
  const docs = Object.values(data.docs).map(({ id, path, sidebar }) => ({ id, path, ...(sidebar && { sidebar }) }));
  const first = Object.values(data.sidebars).find((sidebar) => sidebar.link)?.link;
  const mainDocId = Object.values(data.docs).find((doc) => doc.path === data.docsPath)?.id ?? Object.values(data.docs).find((doc) => doc.path === first?.path)?.id;
  return { name: 'current', label: 'Next', isLast: true, path: data.docsPath, mainDocId, docs, draftIds: [], sidebars: data.sidebars };
}

type Version = ReturnType<typeof currentVersion>;

export function useAllDocsData() {
  return { [PLUGIN_ID]: docsGlobalData(useData()) };
}

/** The docs plugin's global data (one instance). */
export function useDocsData(): ReturnType<typeof docsGlobalData> {
  return docsGlobalData(useData());
}

export function useActivePlugin() {
  const data = useData();
  return data.route.startsWith(data.docsPath) ? { pluginId: PLUGIN_ID, pluginData: docsGlobalData(data) } : undefined;
}

export function useVersions(): Version[] {
  return docsGlobalData(useData()).versions;
}

export function useLatestVersion(): Version {
  return currentVersion(useData());
}

export function useActiveVersion(): Version | undefined {
  return useActivePlugin() ? useLatestVersion() : undefined;
}

/** The docs plugin's version data as `useDocsVersion` gives it: the docs by id, the sidebars. */
export function useDocsVersion() {
  const data = useData();
  return { pluginId: PLUGIN_ID, version: 'current', label: 'Next', isLast: true, docs: data.docs, docsSidebars: data.sidebar ? { [data.sidebar.name]: data.sidebar.items } : {} };
}

/** The active version and doc: the doc whose URL the page is, if any. */
export function useActiveDocContext() {
  const data = useData();
  const activeVersion = useActiveVersion();
  const doc = Object.values(data.docs).find((d) => samePath(d.path, data.route));
  const activeDoc = doc && { id: doc.id, path: doc.path, ...(doc.sidebar && { sidebar: doc.sidebar }) };
  return { activeVersion, activeDoc, alternateDocVersions: activeDoc && activeVersion ? { [activeVersion.name]: activeDoc } : {} };
}
