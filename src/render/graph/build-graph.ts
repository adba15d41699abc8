import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { docsRoot, homeRoute } from '../config/docs-root.ts';
import { CONFIG_FILE } from '../config/validate.ts';
import { contentHash } from '../core/hash.ts';
import { objectId } from '../core/identity.ts';
import { DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import type { DocTag, NavLink, Page, PageNav, SidebarItem, SidebarItemData } from '../../shared/types.ts';
import { present } from '../../shared/present.ts';
import { routeToFile } from '../../shared/urls.ts';
import type { ResolvedNavbarItem } from '../../shared/site.ts';
import type { CategoryFile } from '../load/categories.ts';
import { loadedPage } from '../load/freeze.ts';
import { buildNav } from './nav.ts';
import { resolveNavbar } from './navbar.ts';
import { linkContextKey, resolvePageLinksOnce, type LinkContext } from './resolve-links.ts';
import { generatedIndexPage } from './generated-index.ts';
import { siteTags } from './tags.ts';
import type { TagsFile } from '../load/tags-file.ts';
import { withFragments } from './sidebar-fragments.ts';
import { firstLink, flattenSidebar, resolveSidebars, type GeneratedIndex } from './sidebars.ts';
import type { PageGraph } from './types.ts';

export interface GraphInput {
  config: SiteConfig;
  /** Every page from every source (content, API, generated), in any order. */
  pages: Page[];
  /** The docs folder's `_category_` files, by folder (../load/categories.ts). */
  categories?: ReadonlyMap<string, CategoryFile>;
  apiSidebar?: SidebarItemData[];
  symbols?: Record<string, string>;
  /** The ids of the docs left out as drafts (a production build's): sidebar and navbar items naming one are dropped. */
  drafts?: readonly string[];
  /** The docs folder's tags file (../load/tags-file.ts), when it has one. */
  tagsFile?: TagsFile;
  diagnostics: DiagnosticBag;
}

/**
 * What the graph derives from its pages' heads (everything but their bodies, source hashes and links): which page
 * holds each route, the generated index pages, the sidebars, each page's sidebar, breadcrumbs and prev/next, and the
 * navbar. Watch mode keeps it while an edit changes no head (../stages/graph.ts): on a large site, making it is most
 * of the graph's time. Plain data, and diagnostics are returned rather than reported, so that a build that reuses it
 * reports them again.
 */
export interface GraphShape {
  /** The graph's pages in route order: an index into `GraphInput.pages`, or a page made here (a generated index). */
  order: (number | Page)[];
  sidebars: Record<string, SidebarItem[]>;
  sidebarOf: Map<string, string>;
  sidebarEntry: Record<string, NavLink | undefined>;
  nav: Map<string, PageNav>;
  navbar: ResolvedNavbarItem[];
  /** What the page links resolve against besides their pages (`linkContextKey`). */
  linkContextKey: string;
  /** Each doc's tags, by route. */
  tags: Map<string, DocTag[]>;
  reported: Diagnostic[];
}

/**
 * Assembles the page graph: checks routes are unique, resolves sidebars and the navbar, places each doc in its
 * sidebar, derives breadcrumbs and prev/next, and rewrites authored links to final URLs. `shape` is what
 * `graphShape` made of these pages' heads, or of pages with the same heads.
 */
export function buildGraph(input: GraphInput, shape: GraphShape = graphShape(input)): PageGraph {
  const { config, diagnostics } = input;
  const base = config.baseUrl;
  diagnostics.items.push(...shape.reported);
  const pages = new Map<string, Page>();
  for (const entry of shape.order) {
    const page = typeof entry === 'number' ? loadedPage(present(input.pages[entry], `page ${entry} of the graph's input`)) : entry;
    pages.set(page.route, page);
  }
  const docs = docsById(pages);
  const symbols = input.symbols ?? {};
  const links = new Map<string, string[]>();
  const linkContext = { ...linkPolicy(config, pages, symbols), diagnostics };
  for (const page of pages.values()) {
    if (page.links.length) links.set(page.route, resolvePageLinksOnce(page, linkContext, shape.linkContextKey));
  }
  const { sidebars, sidebarOf, nav, navbar, sidebarEntry, tags } = shape;
  return { base, pages, docs, sidebars, sidebarOf, links, nav, symbols, navbar, sidebarEntry, tags, docsRoot: docsRoot(config) };
}

/** The graph's shape (see `GraphShape`), with what making it finds wrong. */
export function graphShape(input: GraphInput): GraphShape {
  const { config } = input;
  const diagnostics = new DiagnosticBag();
  const base = config.baseUrl;
  const pages = new Map<string, Page>();
  // Two routes can name one file: `/docs/index` is written as index.html, as the root `/docs/` is (`slug: /index`
  // replaced the home page, with exit 0).
  const byFile = new Map<string, Page>();
  const indexOf = new Map(input.pages.map((page, i) => [page, i]));
  for (const page of [...input.pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const file = routeToFile(base, page.route);
    const existing = pages.get(page.route) ?? byFile.get(file);
    if (existing) {
      const source = existing.sourceFile ?? existing.id;
      diagnostics.error({
        file: page.sourceFile,
        message: existing.route === page.route ? `route ${page.route} is also produced by ${source}.` : `route ${page.route} is written to ${file}, the file of ${existing.route} (${source}).`,
        hint: 'Give one of them a different file name, `id` or `slug`.',
      });
      continue;
    }
    pages.set(page.route, loadedPage(page));
    byFile.set(file, page);
  }
  const docs = docsById(pages);
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
  const tags = siteTags(docs.values(), config, input.tagsFile, diagnostics);
  addPages(pages, tags.pages, (page) => page, (page, existing) =>
    diagnostics.error({ file: input.tagsFile?.file, message: `the tag page ${page.route} would be where ${existing.sourceFile ?? existing.id} is.`, hint: 'Give the tag another permalink, or move the page.' }),
  );
  const sidebarOf = placeInSidebars(pages, sidebars, diagnostics);
  const sidebarEntry = Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, firstLink(items)]));
  // A site needs a home: its root, or (docs under a route base) the docs' root.
  const home = homeRoute(config, (route) => pages.has(route));
  if (!pages.has(home)) {
    diagnostics.error({ file: CONFIG_FILE, configPath: 'contentDir', message: `no page has the site root ${home}.`, hint: 'Give one doc `slug: /` in its frontmatter.' });
  }
  return {
    order: [...pages.values()].map((page) => indexOf.get(page) ?? page),
    sidebars,
    sidebarOf,
    sidebarEntry,
    nav: buildNav(pages, docs, sidebars, sidebarOf, home, diagnostics),
    navbar: resolveNavbar({ config, docs, drafts, sidebarEntry, emptiedByDrafts, diagnostics }),
    linkContextKey: linkContextKey(linkPolicy(config, pages, input.symbols ?? {})),
    tags: tags.byRoute,
    reported: diagnostics.items,
  };
}

/**
 * A key that changes whenever the shape of `input`'s graph may: `configKey` names the validated config, the category
 * files and the API's sidebar and symbols are named by identity (each load makes new ones), and each page by its head
 * (`headKey`). Watch mode makes it on every run, so each page's share is made once per page object.
 */
export function shapeKey(input: GraphInput, configKey: string): string {
  const loaded = [input.categories, input.apiSidebar, input.symbols, input.tagsFile].map((value) => (value ? objectId(value) : '-'));
  return contentHash(configKey, ...loaded, JSON.stringify(input.drafts ?? []), ...input.pages.map(headKey));
}

const headKeys = new WeakMap<Page, string>();

/** What the shape reads of a page: all of it but the body, the source's hash, the links and an `.mdx` page's code. */
function headKey(page: Page): string {
  let key = headKeys.get(page);
  if (key === undefined) {
    const { body: _body, hash: _hash, links: _links, mdx: _mdx, ...head } = page;
    headKeys.set(page, (key = contentHash(JSON.stringify(head))));
  }
  return key;
}

function docsById(pages: Map<string, Page>): Map<string, Page> {
  return new Map([...pages.values()].filter((p) => p.kind === 'doc').map((p) => [p.id, p]));
}

/** What the pages' links resolve against: each source's page, the API's symbols, the config's link settings. */
function linkPolicy(config: SiteConfig, pages: Map<string, Page>, symbols: Record<string, string>): Omit<LinkContext, 'diagnostics'> {
  const bySource = new Map([...pages.values()].flatMap((p): [string, Page][] => (p.sourceFile ? [[p.sourceFile, p]] : [])));
  return {
    base: config.baseUrl,
    trailingSlash: config.trailingSlash,
    bySource,
    symbols,
    onBroken: config.onBrokenLinks,
    onBrokenMarkdown: config.onBrokenMarkdownLinks,
    contentDir: path.posix.normalize(config.contentDir),
    pagesDir: path.posix.normalize(config.pagesDir),
  };
}

/**
 * Route → sidebar id: a page belongs to the first sidebar (in config order) that links to it; API pages come with
 * theirs; a doc's `displayed_sidebar` names the sidebar it shows instead, or `null` for none (Docusaurus's rule, which
 * also takes the doc's previous and next from that sidebar).
 */
function placeInSidebars(pages: Map<string, Page>, sidebars: Record<string, SidebarItem[]>, diagnostics: DiagnosticBag): Map<string, string> {
  const sidebarOf = new Map<string, string>();
  for (const page of pages.values()) if (page.kind === 'api') sidebarOf.set(page.route, page.sidebar);
  for (const [name, items] of Object.entries(sidebars)) {
    for (const { href } of flattenSidebar(items)) {
      if (pages.has(href) && !sidebarOf.has(href)) sidebarOf.set(href, name);
    }
  }
  for (const page of pages.values()) {
    const displayed = page.kind === 'doc' ? page.frontmatter.displayed_sidebar : undefined;
    if (displayed === undefined) continue;
    if (displayed === null) sidebarOf.delete(page.route);
    else if (Object.hasOwn(sidebars, displayed)) sidebarOf.set(page.route, displayed);
    else {
      diagnostics.error({
        file: page.sourceFile,
        message: `displayed_sidebar names the sidebar '${displayed}', which does not exist.`,
        hint: `The sidebars are ${Object.keys(sidebars).map((id) => `'${id}'`).join(', ') || 'none'}; or write \`displayed_sidebar: null\` for no sidebar.`,
      });
    }
  }
  return sidebarOf;
}

/** Generated pages (`pageOf` each item) into `pages`, kept in route order; `clash` hears of an item whose route a page already has. */
function addPages<T>(pages: Map<string, Page>, added: readonly T[], pageOf: (item: T) => Page, clash: (item: T, existing: Page) => void): void {
  if (!added.length) return;
  for (const item of added) {
    const page = pageOf(item);
    const existing = pages.get(page.route);
    if (existing) clash(item, existing);
    else pages.set(page.route, loadedPage(page));
  }
  const sorted = [...pages.values()].sort((a, b) => a.route.localeCompare(b.route));
  pages.clear();
  for (const page of sorted) pages.set(page.route, page);
}

/** The categories' generated index pages, into `pages` in route order; a route a page already has is an error. */
function addGeneratedIndexes(pages: Map<string, Page>, indexes: GeneratedIndex[], docs: Map<string, Page>, base: string, diagnostics: DiagnosticBag): void {
  addPages(
    pages,
    indexes,
    (index) => generatedIndexPage(index, docs, base),
    (index, existing) => {
      diagnostics.error({
        file: index.file,
        line: index.line,
        ...(index.configPath && { configPath: index.configPath }),
        message: `this category's generated index would be at ${index.route}, which ${existing.sourceFile ?? existing.id} already has.`,
        hint: "Give the category's link a `slug` of its own.",
      });
    },
  );
}
