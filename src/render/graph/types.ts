import type { SiteConfig } from '../config/schema.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { ImageFiles } from '../load/asset-registry.ts';
import type { DocTag, NavLink, Page, PageNav, SidebarItem, SidebarItemData } from '../../shared/types.ts';
import type { ResolvedNavbarItem } from '../../shared/site.ts';
import type { DeepReadonly } from '../../shared/readonly.ts';

/**
 * The spine of the build: every page by route, plus everything derived from the set of pages. Each later stage
 * (link check, render, sitemap, search, llms.txt) reads this and nothing else.
 */
/** The graph as built (./build-graph.ts); every stage after it reads `PageGraph`, its read-only form. */
export interface PageGraphDraft {
  base: string;
  /** Route → page, in route order. */
  pages: Map<string, Page>;
  /** Doc id → page, for docs only. */
  docs: Map<string, Page>;
  sidebars: Record<string, SidebarItem[]>;
  /** Route → id of the sidebar the page is placed in: the first sidebar (in config order) that links to it. */
  sidebarOf: Map<string, string>;
  /** Route → the URL each of the page's authored links (`page.links`, in order) resolves to. */
  links: Map<string, string[]>;
  /** Route → breadcrumbs and prev/next. */
  nav: Map<string, PageNav>;
  /** API symbol (`Core`, `Core.init`) → URL, for `api:` links. */
  symbols: Record<string, string>;
  navbar: ResolvedNavbarItem[];
  /** The first link of each sidebar: where a navbar `docSidebar` item goes. */
  sidebarEntry: Record<string, NavLink | undefined>;
  /** Route → the doc's tags (./tags.ts), for docs that have any. */
  tags: Map<string, DocTag[]>;
  /** The docs' root URL (the base, or `routeBasePath` under it). */
  docsRoot: string;
}

export type PageGraph = DeepReadonly<PageGraphDraft>;

/**
 * Pages made by a generator rather than read from content/ (the API Reference). Plain data, so that watch mode can
 * keep it between rebuilds; diagnostics are returned rather than reported so that they are replayed on every build
 * that reuses the result.
 */
export interface GeneratedPages {
  pages: Page[];
  sidebar?: SidebarItemData[];
  symbols?: Record<string, string>;
  diagnostics: Diagnostic[];
}

/** The page graph with the config it was built from and what building it reported. */
export interface LoadedSite {
  config: SiteConfig;
  graph: PageGraph;
  images: ImageFiles;
  warnings: Diagnostic[];
  /** Graph errors, in watch mode (otherwise they are thrown). */
  errors: Diagnostic[];
  /** Hash of the validated config: anything cached from this config is keyed by it. */
  configKey: string;
}
