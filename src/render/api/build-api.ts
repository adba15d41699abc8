// The API Reference's pages from a TypeDoc project: the page model, its links checked, the sidebar and the symbol map.
// Runs wherever it is called: in the API pages' threads for a build, each making a part (./pages-task.ts), on the
// calling thread for tests and the smoke script (`loadApi`).
import path from 'node:path';
import type { ApiPage, PageWithBody, SidebarItemData } from '../../shared/types.ts';
import type { TrailingSlash } from '../../shared/urls.ts';
import { BuildError } from '../core/diagnostics.ts';
import { mapConcurrent } from '../core/concurrency.ts';
import { contentHash } from '../core/hash.ts';
import { loadProject, type LoadedProject } from './cache.ts';
import { CommentRenderer, type MarkdownToHast } from './comments.ts';
import { repositoryFileUrl, resolveApiConfig, type ApiConfigInput, type ResolvedApiConfig } from './config.ts';
import { ExternalLinker } from './external-links.ts';
import { collectIds } from './hast.ts';
import { ApiLinks, brokenInternalLinks } from './links.ts';
import { MemberRenderer } from './members.ts';
import { ApiModel, kindOrder } from './model.ts';
import { PageBuilder } from './pages.ts';
import { buildSidebar } from './sidebar.ts';
import { TypeFormatter } from './type-format.ts';

export interface ApiContext {
  /** Project root: config paths are relative to it. */
  root: string;
  /** Site base URL, `/docs/`. */
  base: string;
  /** The site's `trailingSlash`: whether the pages' routes end in `/`. */
  trailingSlash?: TrailingSlash;
  /** Site title; the API index and sidebar category are "{siteTitle} API" unless the `api` config titles them. */
  siteTitle: string;
  /** `<root>/.docgen-cache`. */
  cacheDir: string;
  /** The site's markdown pipeline, for doc comments. */
  markdown: MarkdownToHast;
}

export interface ApiResult {
  /** With their trees: made here, in memory. */
  pages: PageWithBody<ApiPage>[];
  sidebar: SidebarItemData[];
  /** Exported name or `Name.member` → URL, for `api:` links in content. */
  symbols: Record<string, string>;
  /** SDK-side problems (unresolvable `{@link}`s, TypeDoc comment warnings), sorted, for the build summary. */
  warnings: string[];
  /** Where the time went and whether TypeDoc ran; for the build summary and the smoke script. */
  stats: { fromCache: boolean; projectMs: number; pagesMs: number };
}

export async function loadApi(config: ApiConfigInput, ctx: ApiContext): Promise<ApiResult> {
  const resolved = resolveApiConfig(config, ctx.root);
  const project = await loadProject(resolved, ctx.cacheDir);
  return buildApi(resolved, project, ctx);
}

/** Pages from an already loaded project (split out so tests and the smoke script can time the two halves). */
export async function buildApi(config: ResolvedApiConfig, loaded: LoadedProject, ctx: ApiContext): Promise<ApiResult> {
  const part = await buildApiPart(config, loaded, ctx, WHOLE);
  return { ...joinApiParts([part]), stats: part.stats };
}

/** Which of the pages a call makes: those whose position in the model is `index` modulo `count`. */
export interface ApiPart {
  index: number;
  count: number;
}

const WHOLE: ApiPart = { index: 0, count: 1 };

/** A part's pages and what joining the parts needs; plain data, so that a thread can hand it over. */
export interface ApiPartResult<P extends ApiPage = PageWithBody<ApiPage>> {
  /** Each page with its position in the model: the index page, the globals page, then the items in the model's order. */
  pages: { position: number; page: P }[];
  /** The first part's only (every part would make the same). */
  sidebar?: SidebarItemData[];
  symbols?: Record<string, string>;
  warnings: string[];
  /** The internal URLs the part's pages link to, to check against every part's pages. */
  links: string[];
  /** Each page's element ids, by route. */
  ids: [route: string, ids: string[]][];
  stats: ApiResult['stats'];
}

/**
 * The pages of one part of the model (`buildApi`'s is the whole): the API pages' thread makes them in parts, one
 * per thread, which `joinApiParts` puts back together. A page depends on the project and the site alone, never on
 * the pages made before it, so the parts make the same pages the whole would.
 */
export async function buildApiPart(config: ResolvedApiConfig, loaded: LoadedProject, ctx: ApiContext, part: ApiPart): Promise<ApiPartResult> {
  const started = performance.now();
  const packageDir = path.relative(config.root, config.packageRoot).replaceAll('\\', '/');
  // TypeDoc's messages name files relative to the package; the build summary names them relative to the project.
  const warnings: string[] = loaded.warnings.map((w) => (/^[\w./-]+:\d+ /.test(w) ? `${packageDir}/${w}` : `TypeDoc: ${w}`));
  const model = new ApiModel(loaded.project);
  for (const skipped of model.skipped) warnings.push(`API: export ${skipped.name} is a ${skipped.kind} reflection, which has no page kind; it is not documented`);

  const external = new ExternalLinker(loaded.externals, config.threeDocs);
  const links = new ApiLinks(model, ctx.base, config.routeBase, external, config.packageName, ctx.trailingSlash);
  warnings.push(...links.warnings);
  const comments = new CommentRenderer(ctx.markdown, links, warnings, packageDir, (file) => repositoryFileUrl(config, file), loaded.project.files?.entries ?? {});
  const format = new TypeFormatter(links);
  const members = new MemberRenderer(format, comments, links, config, model);
  const contextHash = contentHash(JSON.stringify([loaded.key, ctx.base, ctx.trailingSlash, ctx.siteTitle, config.title, config.sourceLinkTemplate, config.routeBase, config.sidebarId, config.threeDocs]));
  const kinds = kindOrder(config.groupOrder);
  const builder = new PageBuilder({ model, links, format, comments, members, inherited: loaded.inherited, sidebarId: config.sidebarId, kinds, contextHash });

  const title = config.title ?? `${ctx.siteTitle} API`;
  const packageLabel = `${config.packageName}@${config.packageVersion}`;
  const mine = (position: number) => position % part.count === part.index;
  const pages: ApiPartResult['pages'] = [];
  if (mine(0)) pages.push({ position: 0, page: await builder.indexPage(title, packageLabel) });
  if (mine(1)) pages.push({ position: 1, page: builder.globalsPage(packageLabel) });
  const items = model.items.map((item, i) => ({ item, position: i + 2 })).filter(({ position }) => mine(position));
  pages.push(...(await mapConcurrent(items, PAGE_CONCURRENCY, async ({ item, position }) => ({ position, page: await builder.itemPage(item) }))));

  const ids: ApiPartResult['ids'] = [];
  for (const { page } of pages) {
    const found = collectIds(page.body);
    ids.push([page.route, [...found.ids]]);
    if (found.duplicates.size) warnings.push(`API: ${page.route} has duplicate element ids (${[...found.duplicates].join(', ')}), from headings in doc comments`);
  }
  // The pages' links; the sidebar's are the link check's (../links), with the rest of the site's.
  const written = links.emittedLinks();
  const first = part.index === 0;
  return {
    pages,
    ...(first && { sidebar: buildSidebar(model, links, title, kinds), symbols: links.symbols }),
    warnings,
    links: written,
    ids,
    stats: { fromCache: loaded.fromCache, projectMs: loaded.ms, pagesMs: performance.now() - started },
  };
}

/**
 * The parts as one model: the pages in the model's order, the first part's sidebar and symbols, every part's
 * warnings. Every internal link the parts wrote must land on a page and an element that exists: a miss is a bug
 * here, not in the SDK, so it fails the build.
 */
export function joinApiParts<P extends ApiPage>(parts: ApiPartResult<P>[]): Omit<ApiResult, 'stats' | 'pages'> & { pages: P[] } {
  const first = parts.find((part) => part.sidebar && part.symbols);
  if (!first?.sidebar || !first.symbols) throw new Error('API Reference: no part made the sidebar and the symbols');
  const pages: P[] = [];
  for (const part of parts) for (const { position, page } of part.pages) pages[position] = page;
  const idsByRoute = new Map(parts.flatMap((part) => part.ids.map(([route, ids]) => [route, new Set(ids)] as const)));
  const broken = brokenInternalLinks(new Set(parts.flatMap((part) => part.links)), idsByRoute);
  if (broken.length) {
    throw new BuildError(broken.map((message) => ({ severity: 'error' as const, file: 'src/render/api', message: `API Reference renders a broken link: ${message}` })));
  }
  return { pages, sidebar: first.sidebar, symbols: first.symbols, warnings: [...new Set(parts.flatMap((part) => part.warnings))].sort() };
}

/**
 * A few pages in flight at once: the markdown pipeline yields between its steps and interleaving pages fills those
 * gaps, while a small bound keeps memory (and garbage collection) flat. Results keep the input order.
 */
const PAGE_CONCURRENCY = 8;

