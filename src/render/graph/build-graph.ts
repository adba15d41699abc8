import type { SiteConfig } from '../config/schema.ts';
import { homeRoute } from '../config/docs-root.ts';
import { CONFIG_FILE } from '../config/validate.ts';
import type { DiagnosticBag } from '../core/diagnostics.ts';
import type { Page, SidebarItem } from '../../shared/types.ts';
import type { CategoryFile } from '../load/categories.ts';
import { loadedPage } from '../load/freeze.ts';
import { buildNav } from './nav.ts';
import { resolveNavbar } from './navbar.ts';
import { linkContextKey, resolvePageLinksOnce } from './resolve-links.ts';
import { generatedIndexPage } from './generated-index.ts';
import { withFragments } from './sidebar-fragments.ts';
import { firstLink, flattenSidebar, resolveSidebars, type GeneratedIndex } from './sidebars.ts';
import type { PageGraph } from './types.ts';

export interface GraphInput {
  config: SiteConfig;
  /** Every page from every source (content, API, generated), in any order. */
  pages: Page[];
  /** The docs folder's `_category_` files, by folder (../load/categories.ts). */
  categories?: ReadonlyMap<string, CategoryFile>;
  apiSidebar?: SidebarItem[];
  symbols?: Record<string, string>;
  /** The ids of the docs left out as drafts (a production build's): sidebar and navbar items naming one are dropped. */
  drafts?: readonly string[];
  diagnostics: DiagnosticBag;
}

/**
 * Assembles the page graph: checks routes are unique, resolves sidebars and the navbar, places each doc in its
 * sidebar, derives breadcrumbs and prev/next, and rewrites authored links to final URLs.
 */
export function buildGraph(input: GraphInput): PageGraph {
  const { config, diagnostics } = input;
  const base = config.baseUrl;
  const pages = new Map<string, Page>();
  for (const page of [...input.pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const existing = pages.get(page.route);
    if (existing) {
      diagnostics.error({
        file: page.sourceFile,
        message: `route ${page.route} is also produced by ${existing.sourceFile ?? existing.id}.`,
        hint: 'Give one of them a different file name, `id` or `slug`.',
      });
      continue;
    }
    pages.set(page.route, loadedPage(page));
  }
  const docs = new Map([...pages.values()].filter((p) => p.kind === 'doc').map((p) => [p.id, p]));
  const drafts = new Set(input.drafts);
  const resolved = resolveSidebars({
    base,
    trailingSlash: config.trailingSlash,
    routeBasePath: config.docs.routeBasePath,
    config: config.docs.sidebars,
    docs,
    drafts,
    apiSidebar: input.apiSidebar ?? [],
    contentDir: config.contentDir,
    categories: input.categories ?? new Map(),
    diagnostics,
  });
  const { indexes, emptiedByDrafts } = resolved;
  const sidebars = withFragments(resolved.sidebars, base, config.docs.lazySidebarFrom);
  addGeneratedIndexes(pages, indexes, docs, base, diagnostics);
  const sidebarOf = placeInSidebars(pages, sidebars);
  const sidebarEntry = Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, firstLink(items)]));
  const symbols = input.symbols ?? {};
  const bySource = new Map([...pages.values()].filter((p) => p.sourceFile).map((p) => [p.sourceFile!, p]));
  const links = new Map<string, string[]>();
  const linkContext = { base, trailingSlash: config.trailingSlash, bySource, symbols, onBroken: config.onBrokenLinks, onBrokenMarkdown: config.onBrokenMarkdownLinks };
  const contextKey = linkContextKey(linkContext);
  for (const page of pages.values()) {
    if (page.links.length) links.set(page.route, resolvePageLinksOnce(page, { ...linkContext, diagnostics }, contextKey));
  }
  // A site needs a home: its root, or (docs under a route base) the docs' root.
  const home = homeRoute(config, (route) => pages.has(route));
  if (!pages.has(home)) {
    diagnostics.error({ file: CONFIG_FILE, configPath: 'contentDir', message: `no page has the site root ${home}.`, hint: 'Give one doc `slug: /` in its frontmatter.' });
  }
  return {
    base,
    pages,
    docs,
    sidebars,
    sidebarOf,
    links,
    nav: buildNav(pages, docs, sidebars, sidebarOf, home, diagnostics),
    symbols,
    navbar: resolveNavbar({ config, docs, drafts, sidebarEntry, emptiedByDrafts, diagnostics }),
    sidebarEntry,
  };
}

/** Route → sidebar id: a page belongs to the first sidebar (in config order) that links to it; API pages come with theirs. */
function placeInSidebars(pages: Map<string, Page>, sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const sidebarOf = new Map<string, string>();
  for (const page of pages.values()) if (page.kind === 'api') sidebarOf.set(page.route, page.sidebar);
  for (const [name, items] of Object.entries(sidebars)) {
    for (const { href } of flattenSidebar(items)) {
      if (pages.has(href) && !sidebarOf.has(href)) sidebarOf.set(href, name);
    }
  }
  return sidebarOf;
}

/** The categories' generated index pages, into `pages` in route order; a route a page already has is an error. */
function addGeneratedIndexes(pages: Map<string, Page>, indexes: GeneratedIndex[], docs: Map<string, Page>, base: string, diagnostics: DiagnosticBag): void {
  if (!indexes.length) return;
  for (const index of indexes) {
    const existing = pages.get(index.route);
    if (existing) {
      diagnostics.error({
        file: index.file,
        line: index.line,
        message: `this category's generated index would be at ${index.route}, which ${existing.sourceFile ?? existing.id} already has.`,
        hint: "Give the category's link a `slug` of its own.",
      });
      continue;
    }
    pages.set(index.route, loadedPage(generatedIndexPage(index, docs, base)));
  }
  const sorted = [...pages.values()].sort((a, b) => a.route.localeCompare(b.route));
  pages.clear();
  for (const page of sorted) pages.set(page.route, page);
}
