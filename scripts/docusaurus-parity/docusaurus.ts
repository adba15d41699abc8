// Reads a Docusaurus build: its pages through facts.ts, and what the HTML does not hold whole from the metadata
// Docusaurus writes to `.docusaurus/` while building:
//   - the resolved config (docusaurus.config.mjs): base URL, trailingSlash, the TypeDoc plugin's `out` folder;
//   - each sidebar as a tree (the version metadata's `docsSidebars`): the HTML renders a collapsed category without
//     its items, so a page's HTML never shows a whole sidebar;
//   - each doc's and generated index's sidebar and source file (the per-doc and per-category JSON).
// The metadata's hrefs are the permalinks before the theme's <Link> applies trailingSlash; sidebarFor() applies it
// and Docusaurus's rule for unlisted docs, so that the tree is the one the page shows (expanded).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { fragmentIds, pageFacts, readBuild, staticHtmlFiles, text, type PageFacts, type SidebarEntry, type ThemeReader } from './facts.ts';

export interface DocusaurusPage extends PageFacts {
  /** The sidebar the page shows, by its id in sidebars.ts; null for none. */
  sidebarId: string | null;
  /** Whether docusaurus-plugin-typedoc wrote the page (the API Reference docgen renders its own way). */
  api: boolean;
  /** The doc's file relative to the site (`docs/intro.md`); null for pages that are not a doc (tags, search). */
  source: string | null;
}

/** A sidebar entry of the metadata, with trailingSlash applied to its href. */
export interface DocusaurusSidebarEntry extends SidebarEntry {
  items?: DocusaurusSidebarEntry[];
  /** An unlisted doc: shown only on its own page. */
  unlisted?: true;
  /** A category whose own page is unlisted: its link does not keep it shown. */
  linkUnlisted?: true;
}

export interface DocusaurusFacts {
  docusaurus: string;
  baseUrl: string;
  trailingSlash: boolean | null;
  routes: string[];
  pages: Record<string, DocusaurusPage>;
  sidebars: Record<string, DocusaurusSidebarEntry[]>;
}

const theme: ThemeReader = {
  toc: (document) => fragmentIds(document.querySelectorAll('.theme-doc-toc-desktop a')),
  breadcrumbs: (document) => document.querySelector('nav.theme-doc-breadcrumbs') !== null,
  prev: (document) => document.querySelector('a.pagination-nav__link--prev')?.getAttribute('href') ?? null,
  next: (document) => document.querySelector('a.pagination-nav__link--next')?.getAttribute('href') ?? null,
  paginationLabels: (document) => [...document.querySelectorAll('.pagination-nav__label')].map((label) => text(label)),
  editUrl: (document) => document.querySelector('a.theme-edit-this-page')?.getAttribute('href') ?? null,
};

interface MetadataItem {
  type: string;
  label?: string;
  href?: string;
  unlisted?: boolean;
  linkUnlisted?: boolean;
  items?: MetadataItem[];
}

interface DocMetadata {
  permalink: string;
  source?: string;
  sidebar?: string;
}

export async function readDocusaurusBuild(siteDir: string, outDir: string, version: string): Promise<DocusaurusFacts> {
  const generated = path.join(siteDir, '.docusaurus');
  const config = (await import(pathToFileURL(path.join(generated, 'docusaurus.config.mjs')).href)).default as {
    baseUrl: string;
    trailingSlash?: boolean;
    plugins?: unknown[];
  };
  const trailingSlash = config.trailingSlash ?? null;
  const withSlash = (href: string) => applyTrailingSlash(href, trailingSlash, config.baseUrl);

  const docsDir = path.join(generated, 'docusaurus-plugin-content-docs', 'default');
  const metadata = [
    ...readdirSync(docsDir).filter((name) => name.endsWith('.json')).map((name) => readJson(path.join(docsDir, name))),
    ...readdirSync(path.join(docsDir, 'p')).map((name) => readJson(path.join(docsDir, 'p', name))),
  ];
  const docs = new Map<string, DocMetadata>();
  let sidebars: Record<string, MetadataItem[]> | undefined;
  for (const json of metadata) {
    const doc = (json.categoryGeneratedIndex ?? json) as Partial<DocMetadata>;
    if (typeof doc.permalink === 'string') docs.set(withSlash(doc.permalink), doc as DocMetadata);
    sidebars ??= (json.version as { docsSidebars?: Record<string, MetadataItem[]> } | undefined)?.docsSidebars;
  }
  if (!sidebars) throw new Error(`no sidebars (version.docsSidebars) in ${path.join(docsDir, 'p')}: has Docusaurus changed its metadata?`);

  const out = typedocOut(config.plugins ?? []);
  const apiSource = out === null ? null : `@site/${path.posix.normalize(out)}/`;
  const pages: Record<string, DocusaurusPage> = {};
  const built = readBuild(outDir, config.baseUrl, staticHtmlFiles(siteDir));
  for (const page of built) {
    const doc = docs.get(page.route);
    pages[page.route] = {
      ...pageFacts(page.document, theme),
      sidebarId: doc?.sidebar ?? null,
      api: apiSource !== null && (doc?.source?.startsWith(apiSource) ?? false),
      source: doc?.source?.startsWith('@site/') ? doc.source.slice('@site/'.length) : null,
    };
  }
  return {
    docusaurus: version,
    baseUrl: config.baseUrl,
    trailingSlash,
    routes: built.map((page) => page.route),
    pages,
    sidebars: Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, items.map((item) => sidebarEntry(item, withSlash))])),
  };
}

/**
 * The sidebar `page` shows, as theme-classic renders it (the HTML shows only the expanded categories' items): its
 * sidebar's tree without the unlisted docs other than the page itself.
 */
export function sidebarFor(facts: DocusaurusFacts, route: string): SidebarEntry[] | null {
  const id = facts.pages[route]?.sidebarId;
  return id ? visible(facts.sidebars[id] ?? [], route) : null;
}

function visible(entries: DocusaurusSidebarEntry[], route: string): SidebarEntry[] {
  return entries.flatMap((entry): SidebarEntry[] => {
    if (entry.items) {
      const items = visible(entry.items, route);
      // As the docs client's isVisibleSidebarItem: the page's own category, one with a listed page of its own, or one
      // that holds something shown.
      if (!(entry.href === route || (entry.href !== undefined && !entry.linkUnlisted) || items.length > 0)) return [];
      // DocSidebarItemCategoryEmpty: a category with nothing shown inside is a plain link to its page.
      if (items.length === 0) return entry.href ? [{ label: entry.label, href: entry.href }] : [];
      return [{ label: entry.label, ...(entry.href ? { href: entry.href } : {}), items }];
    }
    return entry.unlisted && entry.href !== route ? [] : [{ label: entry.label, ...(entry.href ? { href: entry.href } : {}) }];
  });
}

function sidebarEntry(item: MetadataItem, withSlash: (href: string) => string): DocusaurusSidebarEntry {
  const href = item.href === undefined ? {} : { href: withSlash(item.href) };
  switch (item.type) {
    case 'category':
      return { label: item.label ?? '', ...href, ...(item.linkUnlisted ? { linkUnlisted: true as const } : {}), items: (item.items ?? []).map((child) => sidebarEntry(child, withSlash)) };
    case 'link':
      return { label: item.label ?? '', ...href, ...(item.unlisted ? { unlisted: true as const } : {}) };
    default:
      throw new Error(`sidebar item of type "${item.type}" (${JSON.stringify(item).slice(0, 120)}): the parity script compares only links and categories`);
  }
}

/**
 * What Docusaurus's <Link> does to an internal href: with trailingSlash true, a slash is added to its path; with
 * false, removed (but for the base URL itself); unset, the href is left as written.
 */
export function applyTrailingSlash(href: string, trailingSlash: boolean | null, baseUrl: string): string {
  if (trailingSlash === null || !href.startsWith('/')) return href;
  const [, pathname = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (trailingSlash) return (pathname.endsWith('/') ? pathname : `${pathname}/`) + rest;
  return (pathname === baseUrl || !pathname.endsWith('/') ? pathname : pathname.slice(0, -1)) + rest;
}

/** The `out` folder of docusaurus-plugin-typedoc in the resolved config (the plugin's default is ./docs/api); null without the plugin. */
function typedocOut(plugins: unknown[]): string | null {
  for (const plugin of plugins) {
    if (Array.isArray(plugin) && plugin[0] === 'docusaurus-plugin-typedoc') return (plugin[1] as { out?: string } | undefined)?.out ?? './docs/api';
  }
  return null;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}
