// The API Reference's pages from a TypeDoc project: the page model, its links checked, the sidebar and the symbol map.
// Runs wherever it is called: in the API pages' thread for a build (./pages-task.ts), on the calling thread for tests
// and the smoke script (`loadApi`).
import path from 'node:path';
import type { ApiPage, PageWithBody, SidebarItem } from '../../shared/types.ts';
import type { TrailingSlash } from '../../shared/urls.ts';
import { BuildError } from '../core/diagnostics.ts';
import { mapConcurrent } from '../core/concurrency.ts';
import { contentHash } from '../core/hash.ts';
import { loadProject, type LoadedProject } from './cache.ts';
import { CommentRenderer, type MarkdownToHast } from './comments.ts';
import { repositoryFileUrl, resolveApiConfig, type ApiConfigInput, type ResolvedApiConfig } from './config.ts';
import { ExternalLinker } from './external-links.ts';
import { collectIds } from './hast.ts';
import { ApiLinks } from './links.ts';
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
  sidebar: SidebarItem[];
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
  const pages: PageWithBody<ApiPage>[] = [await builder.indexPage(title, packageLabel), builder.globalsPage(packageLabel)];
  pages.push(...(await mapConcurrent(model.items, PAGE_CONCURRENCY, (item) => builder.itemPage(item))));

  // Every internal link this module wrote must land on a page and an element that exists: a miss is a bug here,
  // not in the SDK, so it fails the build.
  const idsByRoute = new Map<string, Set<string>>();
  for (const page of pages) {
    const { ids, duplicates } = collectIds(page.body);
    idsByRoute.set(page.route, ids);
    if (duplicates.size) warnings.push(`API: ${page.route} has duplicate element ids (${[...duplicates].join(', ')}), from headings in doc comments`);
  }
  const broken = links.brokenInternalLinks(idsByRoute);
  if (broken.length) {
    throw new BuildError(broken.map((message) => ({ severity: 'error' as const, file: 'src/render/api', message: `API Reference renders a broken link: ${message}` })));
  }

  return {
    pages,
    sidebar: buildSidebar(model, links, title, kinds),
    symbols: links.symbols,
    warnings: [...new Set(warnings)].sort(),
    stats: { fromCache: loaded.fromCache, projectMs: loaded.ms, pagesMs: performance.now() - started },
  };
}

/**
 * A few pages in flight at once: the markdown pipeline yields between its steps and interleaving pages fills those
 * gaps, while a small bound keeps memory (and garbage collection) flat. Results keep the input order.
 */
const PAGE_CONCURRENCY = 8;

