// What Docusaurus's docs client hooks (`@docusaurus/plugin-content-docs/client`, `@docusaurus/useGlobalData`) read,
// for the `.mdx` pages whose components call them: the page's sidebar in the shape those hooks give it (doc entries as
// `link` items with their `docId`, categories with their `href`, as the docs plugin's toSidebarsProp makes them),
// the docs' titles and descriptions, and each sidebar's first link. Plain data: the server renders with it, and each
// island of the page carries it to the browser.

export interface DocsSidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  description?: string;
}

export interface DocsSidebarCategory {
  type: 'category';
  label: string;
  items: DocsSidebarItem[];
  href?: string;
  linkUnlisted?: boolean;
  collapsed: boolean;
  collapsible: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  description?: string;
}

export type DocsSidebarItem = DocsSidebarLink | DocsSidebarCategory;

/** A doc as `useDocById` gives it, with its URL (the docs plugin's global data has the URL, its version data the rest). */
export interface DocsDoc {
  id: string;
  title: string;
  description?: string;
  sidebar?: string;
  path: string;
}

export interface DocsData {
  /** The page's URL path (what `useLocation().pathname` is). */
  route: string;
  /** The docs' root URL (the docs plugin's version path). */
  docsPath: string;
  /** The page's doc id, when it is a doc. */
  docId?: string;
  /** The sidebar the page shows, by name. */
  sidebar?: { name: string; items: DocsSidebarItem[] };
  docs: Record<string, DocsDoc>;
  /** Each sidebar's first link (the docs plugin's global data `sidebars`). */
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

/** The modules whose components read the docs' data: a page that imports one is given it. */
export const DOCS_DATA_MODULES = /^(@theme\/DocCard(List)?|@docusaurus\/plugin-content-docs\/client|@docusaurus\/theme-common|@docusaurus\/useGlobalData)$/;
