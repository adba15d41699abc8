// The one build pipeline behind `docgen build`, `docgen serve` and `docgen check-links`:
//
//   config → content → API → graph        (../site.ts; each page memoised by its source)
//   → dates and cards                      (each source's last commit, ../load/last-updated.ts; the link-preview
//                                            cards, ../output/og-cards.ts, drawn in a thread beside rendering)
//   → assets                               (stylesheet and client bundle, cached under docgen's fingerprint)
//   → render                               (each route keyed by its declared dependencies, route-key.ts; a route
//                                            whose key is in the render cache is not rendered again)
//   → link check                           (every href of every route, against every route's ids)
//   → whole-site files                     (sitemap, search index, llms files, Markdown copies)
//
// Every stage's result persists in `.docgen-cache/` between processes, so a build renders only what changed since
// the last one. An engine can run many times (watch mode keeps one per build worker): with `memory`, the results of
// the stages before the graph are also kept in memory between runs. What a run produces is a list of output files;
// the callers decide where they go (build: a staging folder swapped in at the end; serve: only the files whose
// hash changed, in place; check-links: nowhere).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { BuildError, type Diagnostic } from '../diagnostics.ts';
import { contentHash } from '../hash.ts';
import { checkLinksByRoute, type RenderedLinks } from '../links/check-links.ts';
import type { Logger } from '../log.ts';
import { pageView } from '../graph/page-view.ts';
import { addLastUpdated } from '../load/last-updated.ts';
import { cardFiles, planCards, renderMissingCards } from '../output/og-cards.ts';
import { siteData } from '../output/site-data.ts';
import { startWholeSiteFiles, wholeSiteInput, type WholeSiteFiles } from '../output/whole-site-files.ts';
import { searchFileRoutes } from '../search/index.ts';
import { createSiteCache, noCache } from '../site-cache.ts';
import { loadSite, type LoadedSite } from '../site.ts';
import { routeFromPath, routeToFile } from '../../shared/urls.ts';
import { assetFiles, assetUrls, loadAssets, THEME_DIR } from './assets.ts';
import { docgenFingerprint } from './fingerprint.ts';
import { openRenderCache, type RenderCache } from './render-cache.ts';
import { routeKey } from './route-key.ts';
import type { BuildMode, OutputFile, RouteOutput, SiteRun } from './types.ts';

export interface EngineOptions {
  root: string;
  mode: BuildMode;
  logger: Logger;
  /**
   * Watch mode: keep every stage's result in memory between runs, and report errors found after loading (graph,
   * rendering, links) in the run instead of throwing them, so the author still sees the page being edited.
   */
  watch?: boolean;
  /** Start the whole-site files as soon as the graph exists, beside rendering (a build writes them anyway). */
  eagerWholeSite?: boolean;
  /**
   * false: leave the configured analytics out. They are only ever in production builds: a reader's page views, not
   * an author's under `docgen serve`.
   */
  analytics?: boolean;
}

export interface EngineChange {
  /** Files that pages refer to (images) changed: pages are loaded again, since their image URLs may differ. */
  images?: boolean;
}

export interface Engine {
  run(change?: EngineChange): Promise<SiteRun>;
  /** Watch mode: writes the render cache's index for the last run, so the next process starts warm. */
  persist(): Promise<void>;
}

export function createEngine(options: EngineOptions): Engine {
  const { root, mode, logger } = options;
  const cacheDir = path.join(root, '.docgen-cache');
  const memory = options.watch ? createSiteCache() : noCache;
  let renderCache: Promise<RenderCache> | undefined;
  let renderer: Promise<typeof import('../output/render-page.ts')> | undefined;
  /** The last run's output of each route, reused as it is while its key holds (watch mode). */
  const previous = new Map<string, RouteOutput>();
  /** Each route's link problems as last checked, with what they were checked against. */
  const checked = new Map<string, { key: string; world: string; problems: Diagnostic[] }>();

  async function run(change: EngineChange = {}): Promise<SiteRun> {
    if (change.images) memory.invalidate('page:');
    // The assets depend on docgen's code alone: esbuild works on them while the content loads.
    const assetsLoading = memory.memo('assets', docgenFingerprint(), () => loadAssets(mode, cacheDir));
    assetsLoading.catch(() => {});
    const site = await loadSite({ root, mode, logger, cache: options.watch ? memory : undefined, keepGoing: options.watch });
    // Before anything reads the pages: the date and the link-preview card are among each route's inputs, and the
    // sitemap shows the date. The cards that no earlier build made render beside the pages.
    await addLastUpdated(site, root, memory);
    const cards = planCards(site, root, THEME_DIR);
    if (cards.problems.length && !options.watch) throw new BuildError(cards.problems);
    site.errors.push(...cards.problems);
    const cardsDir = path.join(cacheDir, 'og');
    const cardsRendering = renderMissingCards(cards, cardsDir);
    cardsRendering.catch(() => {});
    const { config, graph, timings } = site;
    const base = config.baseUrl;
    let wholeSite: Promise<WholeSiteFiles> | undefined;
    const startWholeSite = () => (wholeSite ??= startWholeSiteFiles(wholeSiteInput(graph, config, mode === 'production', path.join(cacheDir, 'llms'))));
    if (options.eagerWholeSite) startWholeSite().catch(() => {});

    const assets = await timed(timings, logger, 'assets', () => assetsLoading);
    const assetOutputs = assetFiles(assets);
    // The build id names the code and styles the pages run, so that a client-side navigation to a page of another
    // deployment falls back to a full load; page content is not part of it, or editing one page would change all.
    const analytics = mode === 'production' && options.analytics !== false;
    const data = siteData(config, graph, assetUrls(base, assets), contentHash(...assetOutputs.map(([, code]) => code)), analytics);
    const keys = {
      siteKey: contentHash(docgenFingerprint(), mode, JSON.stringify(data)),
      sidebarKeys: new Map(Object.entries(graph.sidebars).map(([name, items]) => [name, contentHash(JSON.stringify(items))])),
    };

    const store = await (renderCache ??= openRenderCache(cacheDir, mode));
    const routes = new Map<string, RouteOutput>();
    const renderErrors: Diagnostic[] = [];
    let rendered = 0;
    await timed(
      timings,
      logger,
      'render',
      async () => {
        let done = 0;
        for (const route of graph.pages.keys()) {
          logger.progress('rendering', ++done, graph.pages.size);
          const view = pageView(graph, route);
          const key = routeKey(view, keys);
          // A `.tsx` page's output also depends on whatever modules it imports: it is rendered every time.
          const dynamic = view.page.kind === 'page' && view.page.component !== undefined;
          const before = previous.get(route);
          if (!dynamic && before?.key === key && existsSync(before.file.from)) {
            routes.set(route, before);
            continue;
          }
          let record = dynamic ? undefined : store.get(key);
          if (!record || !existsSync(store.htmlFile(record.htmlHash))) {
            let page;
            try {
              // React and the theme load only when a page is rendered: a warm build that renders nothing skips them.
              const { renderPage } = await (renderer ??= import('../output/render-page.ts'));
              page = await renderPage(view, data, root);
            } catch (error) {
              if (!options.watch) throw error;
              renderErrors.push({ severity: 'error', file: view.page.sourceFile, message: `rendering ${route} failed: ${(error as Error).message}`, hint: firstStackLine(error) });
              continue;
            }
            record = { htmlHash: contentHash(page.html), ids: page.ids, hrefs: page.hrefs };
            await store.put(key, record, page.html);
            rendered++;
          }
          const file = routeToFile(base, route);
          routes.set(route, {
            route,
            key,
            file: { kind: 'copy', path: file, hash: record.htmlHash, from: store.htmlFile(record.htmlHash) },
            links: { ids: new Set(record.ids), hrefs: record.hrefs },
            idsKey: contentHash(...record.ids),
          });
        }
        previous.clear();
        for (const [route, output] of routes) previous.set(route, output);
        // Watch mode saves when idle (`persist`), so that the index is not rewritten before every reload.
        if (!options.watch) await store.save([...routes.values()].map((r) => r.key), { prune: true });
      },
      () => `${graph.pages.size} pages, ${rendered} rendered`,
    );

    const files: OutputFile[] = assetOutputs.map(([file, content]) => ({ kind: 'content', path: file, hash: file, content }));
    const staticFiles = await listStatic(root, config.staticDir);
    for (const file of staticFiles) {
      const from = path.join(root, config.staticDir, file);
      const stat = statSync(from);
      files.push({ kind: 'copy', path: file, hash: `${stat.size}:${stat.mtimeMs}`, from });
    }
    // Image output names carry a hash of their content.
    for (const [from, to] of site.images.entries()) files.push({ kind: 'copy', path: to, hash: to, from });
    await timed(timings, logger, 'cards', () => cardsRendering, (n) => `${cards.cards.size} link-preview cards, ${n} rendered`);
    files.push(...cardFiles(cards, cardsDir));

    const linkProblems = await timed(timings, logger, 'links', async () => checkRoutes(site, routes, fileRoutes(site, staticFiles)), (p) => `${p.length} problems`);
    return { site, routes, rendered, files, linkProblems, renderErrors, wholeSite: startWholeSite, timings };
  }

  /**
   * Every route's link problems. A route's problems depend on its own hrefs (its key) and on the routes and ids that
   * exist (the world): a route is checked again only when either changed since it was last checked.
   */
  function checkRoutes(site: LoadedSite, routes: Map<string, RouteOutput>, files: Set<string>): Diagnostic[] {
    const { config, graph } = site;
    const world = contentHash(...[...routes.values()].flatMap((r) => [r.route, r.idsKey]), ...[...files].sort(), config.onBrokenLinks, config.onBrokenAnchors);
    const stale = new Set<string>();
    for (const { route, key } of routes.values()) {
      const last = checked.get(route);
      if (last?.key !== key || last.world !== world) stale.add(route);
    }
    const fresh = checkLinksByRoute({
      base: config.baseUrl,
      pages: graph.pages,
      rendered: new Map<string, RenderedLinks>([...routes].map(([route, output]) => [route, output.links])),
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      files,
      only: stale,
    });
    for (const [route, problems] of fresh) checked.set(route, { key: routes.get(route)!.key, world, problems });
    for (const route of [...checked.keys()]) if (!routes.has(route)) checked.delete(route);
    return [...routes.keys()].flatMap((route) => checked.get(route)?.problems ?? []);
  }

  async function persist(): Promise<void> {
    if (renderCache) await (await renderCache).save([...previous.values()].map((r) => r.key));
  }

  return { run, persist };
}

/** Routes that exist as files rather than pages: static files, copied images and the search files. */
function fileRoutes(site: LoadedSite, staticFiles: string[]): Set<string> {
  const base = site.config.baseUrl;
  return new Set([...staticFiles.map((f) => routeFromPath(base, f)), ...site.images.entries().map(([, out]) => routeFromPath(base, out)), ...searchFileRoutes(site.graph)]);
}

async function listStatic(root: string, staticDir: string): Promise<string[]> {
  const dir = path.join(root, staticDir);
  return existsSync(dir) ? (await fg('**/*', { cwd: dir, dot: false })).sort() : [];
}

export async function timed<T>(timings: Record<string, number>, logger: Logger, stage: string, work: () => Promise<T>, detail?: (r: T) => string): Promise<T> {
  const start = performance.now();
  const result = await work();
  timings[stage] = performance.now() - start;
  logger.stage(stage, timings[stage], detail?.(result));
  return result;
}

/** Any failure as diagnostics: BuildErrors carry their own; anything else (a theme bug) becomes one. */
export function asDiagnostics(error: unknown): Diagnostic[] {
  if (error instanceof BuildError) return error.diagnostics;
  const e = error as Error;
  return [{ severity: 'error', message: e?.message ?? String(error), hint: firstStackLine(error) }];
}

function firstStackLine(error: unknown): string | undefined {
  return (error as Error)?.stack?.split('\n').find((line) => line.trim().startsWith('at '))?.trim();
}
