// `docgen build`: load the site, render every route into a staging folder, check every link, add the stylesheet,
// client bundle, static files, images and sitemap, then swap the staging folder in place of the output.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { BuildError, type Diagnostic } from './diagnostics.ts';
import type { PageGraph } from './graph/types.ts';
import { contentHash } from './hash.ts';
import { checkLinks, type RenderedLinks } from './links/check-links.ts';
import { createLogger, formatMs, type Logger, type Verbosity } from './log.ts';
import { bundleClient, type ClientBundle } from './output/client-bundle.ts';
import { pageView, renderPage } from './output/render-page.ts';
import { siteData } from './output/site-data.ts';
import { createStaging, type Staging } from './output/staging.ts';
import { buildStylesheet } from './output/styles.ts';
import { loadSite, projectRoot, type LoadedSite } from './site.ts';
import { searchFileRoutes } from './search/index.ts';
import { startWholeSiteFiles, wholeSiteInput } from './output/whole-site-files.ts';
import type { SiteData } from '../shared/site.ts';
import { routeFromPath, routeToFile } from '../shared/urls.ts';

export interface BuildOptions {
  /** Project root holding site.config.ts (default: the current directory). */
  root?: string;
  /** Output folder (default: `<root>/build`). */
  outDir?: string;
  mode?: 'production' | 'development';
  /** false: render and check everything but write nothing (docgen check-links). */
  write?: boolean;
  verbosity?: Verbosity;
  logger?: Logger;
}

export interface BuildResult {
  outDir?: string;
  pageCount: number;
  warnings: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  graph: PageGraph;
  /** What rendering kept of each page (its ids and hrefs), by route: the input of every link check. */
  links: Map<string, RenderedLinks>;
}

export const THEME_DIR = path.resolve(import.meta.dirname, '../theme');
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../client');

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const root = projectRoot(options.root);
  const logger = options.logger ?? createLogger(options.verbosity ?? 'normal');
  const mode = options.mode ?? 'production';
  const write = options.write ?? true;
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const started = performance.now();

  const site = await loadSite({ root, mode, logger });
  const { config, graph, timings } = site;
  const staging: Staging | undefined = write ? await createStaging(outDir) : undefined;
  // Made while the pages render (in a thread on a large site); awaited in the write stage.
  const wholeSite = write ? startWholeSiteFiles(wholeSiteInput(graph, config, mode === 'production', path.join(root, '.docgen-cache', 'llms'))) : undefined;
  wholeSite?.catch(() => {});
  try {
    const out = await renderSite(site, { root, mode, logger, write: staging && ((file, html) => staging.write(file, html)) });
    const linkErrors = out.linkProblems.filter((d) => d.severity === 'error');
    if (linkErrors.length) throw new BuildError(linkErrors);
    site.warnings.push(...out.linkProblems);

    if (staging) {
      await timed(timings, logger, 'write', async () => {
        for (const [file, content] of assetFiles(out.css, out.client)) await staging.write(file, content);
        for (const [file, content] of await wholeSite!) await staging.write(file, content);
        for (const file of out.staticFiles) await staging.copy(path.join(root, config.staticDir, file), file);
        for (const [from, to] of site.images.entries()) await staging.copy(from, to);
        await staging.commit();
      });
    }
    const total = performance.now() - started;
    timings.total = total;
    const warnings = site.warnings;
    logger.info(
      `${write ? 'Built' : 'Checked'} ${graph.pages.size} pages in ${formatMs(total)}${write ? ` → ${path.relative(process.cwd(), outDir) || '.'}` : ''}` +
        `${warnings.length ? ` (${warnings.length} warning${warnings.length > 1 ? 's' : ''})` : ''}`,
    );
    return { outDir: write ? outDir : undefined, pageCount: graph.pages.size, warnings, timings, graph, links: out.rendered };
  } catch (error) {
    await staging?.discard();
    throw error;
  }
}

export interface RenderSiteOptions {
  root: string;
  mode: 'production' | 'development';
  logger: Logger;
  /** Called with each page's output file and HTML as soon as it is rendered; omitted when nothing is written. */
  write?: (file: string, html: string) => Promise<void>;
}

export interface RenderedSite {
  css: { file: string; code: string };
  client: ClientBundle;
  /** What rendering kept of each page: its ids and hrefs. */
  rendered: Map<string, RenderedLinks>;
  /** Broken links and anchors, with the severity the config gives them. */
  linkProblems: Diagnostic[];
  /** Files of the static folder, relative to it. */
  staticFiles: string[];
}

/** Assets, every route through the theme, and the link check over what was rendered (shared by build and check-links). */
export async function renderSite(site: LoadedSite, options: RenderSiteOptions): Promise<RenderedSite> {
  const { config, graph, timings } = site;
  const { root, mode, logger } = options;
  const [css, client] = await timed(timings, logger, 'assets', () => buildAssets(mode), ([c, j]) => `css ${kb(c.code)}, js ${kb(j.code)}`);
  const buildId = contentHash(css.code, client.code, ...client.islands.map((i) => i.code), ...[...graph.pages.values()].map((p) => p.hash));
  const data = siteData(config, graph, assetUrls(config.baseUrl, css, client), buildId);

  const rendered = new Map<string, RenderedLinks>();
  await timed(timings, logger, 'render', async () => {
    const total = graph.pages.size;
    let done = 0;
    for (const route of graph.pages.keys()) {
      const page = await renderPage(pageView(graph, route), data, root);
      await options.write?.(routeToFile(config.baseUrl, route), page.html);
      rendered.set(route, { ids: new Set(page.ids), hrefs: page.hrefs });
      logger.progress('rendering', ++done, total);
    }
    return total;
  }, (n) => `${n} pages`);

  const staticFiles = await listStatic(root, config.staticDir);
  const linkProblems = await timed(
    timings,
    logger,
    'links',
    async () => checkLinks({ base: config.baseUrl, pages: graph.pages, rendered, onBrokenLinks: config.onBrokenLinks, onBrokenAnchors: config.onBrokenAnchors, files: fileRoutes(site, staticFiles) }),
    (p) => `${p.length} problems`,
  );
  return { css, client, rendered, linkProblems, staticFiles };
}

/** The URLs of the stylesheet, the client bundle and its islands, as the theme links them. */
export function assetUrls(base: string, css: { file: string }, client: ClientBundle): SiteData['assets'] {
  return { css: base + css.file, client: base + client.file, islands: Object.fromEntries(client.islands.map((i) => [i.name, base + i.file])) };
}

/** The files of the stylesheet, the client bundle and its islands. */
export function assetFiles(css: { file: string; code: string }, client: ClientBundle): [string, string][] {
  return [[css.file, css.code], [client.file, client.code], ...client.islands.map((i): [string, string] => [i.file, i.code])];
}

/** The stylesheet and the client bundle. */
export function buildAssets(mode: 'production' | 'development'): Promise<[{ file: string; code: string }, ClientBundle]> {
  return Promise.all([buildStylesheet(THEME_DIR), bundleClient(CLIENT_DIR, mode === 'production')]);
}

/** Routes that exist as files rather than pages: static files and copied images. */
export function fileRoutes(site: LoadedSite, staticFiles: string[]): Set<string> {
  const base = site.config.baseUrl;
  return new Set([...staticFiles.map((f) => routeFromPath(base, f)), ...site.images.entries().map(([, out]) => routeFromPath(base, out)), ...searchFileRoutes(site.graph)]);
}

async function timed<T>(timings: Record<string, number>, logger: Logger, stage: string, work: () => Promise<T>, detail?: (r: T) => string): Promise<T> {
  const start = performance.now();
  const result = await work();
  timings[stage] = performance.now() - start;
  logger.stage(stage, timings[stage], detail?.(result));
  return result;
}

export async function listStatic(root: string, staticDir: string): Promise<string[]> {
  const dir = path.join(root, staticDir);
  return existsSync(dir) ? (await fg('**/*', { cwd: dir, dot: false })).sort() : [];
}

function kb(code: string): string {
  return `${(Buffer.byteLength(code) / 1024).toFixed(1)} KB`;
}
