// What Docusaurus's docs client hooks (`@docusaurus/plugin-content-docs/client`, `@docusaurus/useGlobalData`) read,
// for the `.mdx` pages whose components call them: the page's sidebar in the shape those hooks give it (doc entries as
// `link` items with their `docId`, categories with their `href`, as the docs plugin's toSidebarsProp makes them),
// the docs' titles and descriptions, and each sidebar's first link. Plain data: the server renders with it, and each
// island of the page carries it to the browser.

export interface DocsSidebarLink {
  readonly type: 'link';
  readonly label: string;
  readonly href: string;
  readonly docId?: string;
  readonly unlisted?: boolean;
  readonly className?: string;
  readonly customProps?: Readonly<Record<string, unknown>>;
  readonly description?: string;
}

export interface DocsSidebarCategory {
  readonly type: 'category';
  readonly label: string;
  readonly items: readonly DocsSidebarItem[];
  readonly href?: string;
  readonly linkUnlisted?: boolean;
  readonly collapsed: boolean;
  readonly collapsible: boolean;
  readonly className?: string;
  readonly customProps?: Readonly<Record<string, unknown>>;
  readonly description?: string;
}

export type DocsSidebarItem = DocsSidebarLink | DocsSidebarCategory;

/** A doc as `useDocById` gives it, with its URL (the docs plugin's global data has the URL, its version data the rest). */
export interface DocsDoc {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly sidebar?: string;
  readonly path: string;
}

export interface DocsData {
  /** The page's URL path (what `useLocation().pathname` is). */
  readonly route: string;
  /** The docs' root URL (the docs plugin's version path). */
  readonly docsPath: string;
  /** The page's doc id, when it is a doc. */
  readonly docId?: string;
  /** The sidebar the page shows, by name. */
  readonly sidebar?: { readonly name: string; readonly items: readonly DocsSidebarItem[] };
  readonly docs: Readonly<Record<string, DocsDoc>>;
  /** Each sidebar's first link (the docs plugin's global data `sidebars`). */
  readonly sidebars: Readonly<Record<string, { readonly link?: { readonly path: string; readonly label: string } }>>;
}

/** The modules whose components read the docs' data: a page that imports one is given it. */
export const DOCS_DATA_MODULES = /^(@theme\/DocCard(List)?|@docusaurus\/plugin-content-docs\/client|@docusaurus\/theme-common|@docusaurus\/useGlobalData)$/;
