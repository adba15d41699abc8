// The page graph's data shapes. Plain, JSON-serialisable data: the renderer, the link checker, the search indexer and
// the browser-side islands all read these, so nothing here may hold functions, class instances or Node objects.
import type { Root as HastRoot } from 'hast';
import type { PageMdx } from './mdx.ts';
import type { DocsData } from './docs-data.ts';
import type { DeepReadonly } from './readonly.ts';
import type { HeadTag } from './site.ts';

/** What produced a page; decides its layout and which fields of its own it has. */
export type PageKind = Page['kind'];

/** A heading that goes into the table of contents. */
export interface TocHeading {
  readonly depth: number;
  readonly id: string;
  readonly text: string;
}

/** A link as the author wrote it, with where it was written. The graph stage resolves it (`PageGraph.links`). */
export interface AuthoredLink {
  /** The href exactly as written in the source (`./Depth.md`, `api:Core.init`, `#usage`). */
  href: string;
  /** 1-based source line, 0 when the source has no lines (generated pages). */
  line: number;
}

/** A file a page shows besides its own source (a partial), with a hash of its content when it was read. */
export interface PartialSource {
  /** Project-relative path. */
  file: string;
  hash: string;
}

/**
 * What a page's own `<head>` adds to the document's head: its title, shown as written in place of the theme's, and
 * its tags, each replacing the theme's tag of the same name or property.
 */
export interface PageHead {
  title?: string;
  tags: HeadTag[];
}

/** What every page has, whatever its kind. */
interface PageFields {
  /** Canonical URL path, base included: `/docs/`, `/docs/manual/Core`, `/docs/api/classes/Core`. */
  route: string;
  /** Stable id: doc id (`manual/Core`), standalone page id (`markdown-page`), API id (`classes/Core`). */
  id: string;
  /** Project-relative path of the source, for error messages and the "Edit this page" link. */
  sourceFile?: string;
  title: string;
  /**
   * The text of the `# Title` the source opens with, when it has one (Docusaurus's `contentTitle`): the page's h1 shows
   * it even when the frontmatter names another title, and `hide_title` does not hide it.
   */
  contentTitle?: string;
  /** One-sentence summary: meta description, search excerpt, llms.txt. */
  description?: string;
  /**
   * A doc without a `description`: the first line of its text, which Docusaurus describes it by where a description
   * shows (its meta description, its card on a generated index or `DocCardList`, tag pages, `useDocById`).
   */
  excerpt?: string;
  frontmatter: Frontmatter;
  /** Headings at the configured TOC depths, in document order. */
  headings: TocHeading[];
  /**
   * The content, as HAST, rendered to React only at the last moment; or, for pages a large build parsed in its
   * threads, where the tree is kept on disk until a stage reads it (see `PageWithBody`).
   */
  body: HastRoot | StoredBody;
  /** Every link written in the source, for the link checker's file:line messages. */
  links: AuthoredLink[];
  /** An `.mdx` page's statements and expressions, which its tree's JSX uses (src/shared/mdx.ts). */
  mdx?: PageMdx;
  /** The URL of the frontmatter `image` when it is a file beside the page (`./card.png`), copied with the site. */
  image?: string;
  /** What an `.mdx` page's `<head>` puts in the document's head. */
  head?: PageHead;
  /** The page shows Mermaid diagrams: it names the Mermaid island's code (config `markdown.mermaid`). */
  diagrams?: true;
  /** The page shows KaTeX's math (a site's rehype-katex made it): it links KaTeX's stylesheet. */
  math?: true;
  /** The partials the page shows: what the page is made of besides its source, for caches to check. */
  partials?: PartialSource[];
  /** Hash of everything the page was made from; lets watch mode skip unchanged pages. */
  hash: string;
}

/** A page of the docs folder (the Manual, Templates, Samples): placed in a sidebar, with breadcrumbs and prev/next. */
interface DocPageData extends PageFields {
  kind: 'doc';
}
export type DocPage = DeepReadonly<DocPageData>;

/** The kinds of exported item the API Reference documents, one page each. */
export type ApiKind = 'class' | 'enumeration' | 'function' | 'interface' | 'type-alias' | 'variable';

/** What every API Reference page has: the generator places it in the API sidebar. */
interface ApiPageFields extends PageFields {
  kind: 'api';
  /** Id of the API Reference's sidebar. */
  sidebar: string;
}

/** An API Reference page about one exported item. */
interface ApiItemPageData extends ApiPageFields {
  apiKind: ApiKind;
  /** The item's exported name (`Core`, `Options`), which search matches as a symbol. */
  name: string;
}
export type ApiItemPage = DeepReadonly<ApiItemPageData>;

/** One of the API Reference's two list pages: `index` (every item by kind, with its summary) and `globals` (A–Z). */
interface ApiListPageData extends ApiPageFields {
  apiKind: 'index' | 'globals';
}
export type ApiListPage = DeepReadonly<ApiListPageData>;

export type ApiPage = ApiItemPage | ApiListPage;

/** A standalone page outside the docs sidebars: markdown, a React component, or the generated search page. */
interface StandalonePageData extends PageFields {
  kind: 'page';
  /** A `.tsx` page: its project-relative module, whose default export renders the body on the server. */
  component?: string;
  /** The generated search page: kept out of the search index, llms.txt and the Markdown copies. */
  searchPage?: true;
}
export type StandalonePage = DeepReadonly<StandalonePageData>;

/** The not-found page. */
interface NotFoundPageData extends PageFields {
  kind: '404';
}
export type NotFoundPage = DeepReadonly<NotFoundPageData>;

/** A page of the site, by kind: readers narrow on `kind` (and `apiKind`) to reach the fields of their own. */
/**
 * A page as loaded, deeply read-only (as each kind above): what a route shows beyond it is derived in its view
 * (../render/graph/page-view.ts).
 */
export type Page = DocPage | ApiPage | StandalonePage | NotFoundPage;

/**
 * A page body kept out of memory: the sealed JSON file of its HAST. The content stage of a large build stores each
 * page's tree as its thread parses it, so that no thread holds every page's tree; the stages that need a tree (render,
 * the whole-site files) read it one page at a time.
 */
export interface StoredBody {
  type: 'stored';
  /** Absolute path of the sealed file. */
  file: string;
  /**
   * The file's stamp when it was written (size, modification time, inode: src/render/core/file-stamp.ts). A cache that
   * names this body holds only while the file keeps it: one truncated, garbled or replaced since is another tree.
   */
  stamp: string;
}

/** A page whose body is in memory: what rendering and the whole-site files work on. */
export type PageWithBody<P extends Page = Page> = P & { body: HastRoot };

/**
 * The date of the last commit of a content page's source (`YYYY-MM-DD`) and, when the site shows them, its author (a
 * frontmatter `last_update` may give either); or the SDK version an API page documents.
 */
export type PageUpdated = { kind: 'date'; date: string; author?: string } | { kind: 'author'; author: string } | { kind: 'version'; label: string };

/** The link-preview image (`og:image`): absolute URL and alt text; `generated` for docgen's own 1200×630 card. */
export interface PageCard {
  src: string;
  alt: string;
  generated?: boolean;
}

/** Docusaurus-compatible frontmatter fields docgen understands; unknown fields are kept for custom themes. */
interface FrontmatterData {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords?: string[];
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  draft?: boolean;
  /** Built and reachable by its URL, but listed nowhere: no sidebar entry, sitemap, search or llms files; `noindex`. */
  unlisted?: boolean;
  breadcrumbs?: boolean;
  /** The link-preview picture instead of the generated card: a path under the static folder, or an absolute URL. */
  image?: string;
  /** Where "Edit this page" goes instead of the configured `editUrl` + source path; `null`: no such link. */
  custom_edit_url?: string | null;
  /** The heading levels of this page's table of contents, instead of the config's `tableOfContents`. */
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** Class of the doc's sidebar entry. */
  sidebar_class_name?: string;
  /** Values the doc's sidebar entry carries for components that read the sidebar (`useCurrentSidebarCategory`…). */
  sidebar_custom_props?: Record<string, unknown>;
  /** Docusaurus's key for the entry's translations; one locale here, so nothing reads it. */
  sidebar_key?: string;
  /** What the previous/next links of the neighbouring docs call this doc, instead of its sidebar label or title. */
  pagination_label?: string;
  /** The sidebar the doc's page shows, by id, instead of the one that lists it; `null`: no sidebar. */
  displayed_sidebar?: string | null;
  /** `false`: the file's number prefix stays in the doc's id and URL. */
  parse_number_prefixes?: boolean;
  /** The doc's tags: names of `tags.yml`, or inline `{label, permalink}`. */
  tags?: (string | { label: string; permalink: string })[];
  /** The date and author "Last updated" shows, instead of the last commit's. */
  last_update?: { date?: string | Date; author?: string };
  [field: string]: unknown;
}
/** A page's frontmatter as loaded, read-only. */
export type Frontmatter = DeepReadonly<FrontmatterData>;

/** What every kind of sidebar entry may carry, as Docusaurus's sidebar items do. */
interface SidebarItemFields {
  /** Class of the entry (an item's `className`, a doc's `sidebar_class_name`, a category file's `className`). */
  className?: string;
  /** Values for components that read the sidebar (an item's `customProps`, a doc's `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
}

/** A resolved sidebar entry, read-only once the graph holds it. Every href is a final URL. */
export type SidebarItem = DeepReadonly<SidebarItemData>;

/** A sidebar entry as the graph builds it (./SidebarItem is its read-only form). */
export type SidebarItemData =
  | (SidebarItemFields & {
      type: 'doc';
      id: string;
      label: string;
      href: string;
      /** The doc is `unlisted`: its entry shows only on its own page. */
      unlisted?: true;
    })
  | (SidebarItemFields & {
      type: 'link';
      label: string;
      href: string;
      external: boolean;
      /** What the link's card says on a generated index page. */
      description?: string;
      /** A `pathname://` link: a path of the site that no page has, which the link check leaves alone. */
      unchecked?: true;
    })
  | (SidebarItemFields & {
      type: 'category';
      label: string;
      items: SidebarItemData[];
      collapsed: boolean;
      collapsible: boolean;
      /** Route of the category's own page, if it has one. */
      href?: string;
      /** The doc that page is, when it is a doc rather than a generated index. */
      docId?: string;
      /** That doc is `unlisted`: the entry links to it only from its own page. */
      linkUnlisted?: true;
      /** What the category's card says on a generated index page (its `_category_` file's `description`). */
      description?: string;
      /**
       * URL of the file that holds the markup of the category's entries, when its sidebar is a long one
       * (`docs.lazySidebarFrom`): a page where the category is closed leaves the entries out, and the client fetches
       * them when it opens.
       */
      fragment?: string;
    });

/** A doc's tag, resolved: its label, the URL of its page and what the tags file says of it. */
export interface DocTag {
  readonly label: string;
  readonly href: string;
  readonly description?: string;
}

export interface NavLink {
  readonly label: string;
  readonly href: string;
}

/** Where a page sits: the breadcrumb trail and its neighbours in reading order. */
/** A breadcrumb; categories without a page of their own have no href. */
export interface Crumb {
  readonly label: string;
  readonly href?: string;
}

export interface PageNav {
  readonly breadcrumbs: readonly Crumb[];
  readonly prev?: NavLink;
  readonly next?: NavLink;
}

/**
 * What the theme needs to render one route: the page as loaded (never changed after loading) and everything derived
 * for it from the rest of the site. Derived here, per route, rather than written onto the page, so that a page can be
 * shared between builds, threads and routes.
 */
interface PageViewData {
  page: Page;
  /** The page's body with its authored links resolved to final URLs. */
  body: HastRoot;
  nav: PageNav;
  /** Id of the sidebar the page is placed in, if any. */
  sidebarId?: string;
  /** That sidebar, resolved. */
  sidebar?: SidebarItem[];
  /** What the page's "Last updated" line says. */
  updated?: PageUpdated;
  card?: PageCard;
  /** An `.mdx` page's module: what its components and expressions run in. */
  module?: PageModuleRef;
  /** A doc's tags: the "Tags:" row under it. */
  tags?: DocTag[];
  /** What the docs hooks of an `.mdx` page's components read, for the pages that import them. */
  docs?: DocsData;
}
/** A route's view, read-only: derived once per route and only read after. */
export type PageView = DeepReadonly<PageViewData>;

/** Where an `.mdx` page's module is: the file Node renders it with, and the URLs of its island code and CSS. */
export interface PageModuleRef {
  /** Hash of everything the module was made from (the page's statements, its components' files). */
  key: string;
  server: string;
  island: { name: string; url: string };
  css?: string;
  /** The browser's code highlighter, when its components show code. */
  highlighter?: string;
}
