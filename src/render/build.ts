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
import { bundleClient } from './output/client-bundle.ts';
import { pageView, renderPage } from './output/render-page.ts';
import { siteData } from './output/site-data.ts';
import { sitemapXml } from './output/sitemap.ts';
import { createStaging, type Staging } from './output/staging.ts';
import { buildStylesheet } from './output/styles.ts';
import { loadSite, projectRoot } from './site.ts';
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
}

const THEME_DIR = path.resolve(import.meta.dirname, '../theme');
const CLIENT_DIR = path.resolve(import.meta.dirname, '../client');

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
  try {
    const time = async <T>(stage: string, work: () => Promise<T>, detail?: (r: T) => string) => {
      const start = performance.now();
      const result = await work();
      timings[stage] = performance.now() - start;
      logger.stage(stage, timings[stage], detail?.(result));
      return result;
    };
    const [css, client] = await time('assets', () => Promise.all([buildStylesheet(THEME_DIR), bundleClient(CLIENT_DIR, mode === 'production')]), ([c, j]) => `css ${kb(c.code)}, js ${kb(j.code)}`);
    const buildId = contentHash(css.code, client.code, ...[...graph.pages.values()].map((p) => p.hash));
    const data = siteData(config, graph, { css: config.baseUrl + css.file, client: config.baseUrl + client.file }, buildId);

    const rendered = new Map<string, RenderedLinks>();
    await time('render', async () => {
      const total = graph.pages.size;
      let done = 0;
      for (const route of graph.pages.keys()) {
        const page = await renderPage(pageView(graph, route), data, root);
        if (staging) await staging.write(routeToFile(config.baseUrl, route), page.html);
        rendered.set(route, { ids: new Set(page.ids), hrefs: page.hrefs });
        logger.progress('rendering', ++done, total);
      }
      return total;
    }, (n) => `${n} pages`);

    const staticFiles = await listStatic(root, config.staticDir);
    const files = new Set([...staticFiles.map((f) => routeFromPath(config.baseUrl, f)), ...site.images.entries().map(([, out]) => routeFromPath(config.baseUrl, out))]);
    const linkProblems = await time('links', async () => checkLinks({ base: config.baseUrl, pages: graph.pages, rendered, onBrokenLinks: config.onBrokenLinks, onBrokenAnchors: config.onBrokenAnchors, files }), (p) => `${p.length} problems`);
    const linkErrors = linkProblems.filter((d) => d.severity === 'error');
    if (linkErrors.length) throw new BuildError(linkErrors);
    site.warnings.push(...linkProblems);

    if (staging) {
      await time('write', async () => {
        await staging.write(css.file, css.code);
        await staging.write(client.file, client.code);
        await staging.write('sitemap.xml', sitemapXml(config.url, graph.pages.values()));
        for (const file of staticFiles) await staging.copy(path.join(root, config.staticDir, file), file);
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
    return { outDir: write ? outDir : undefined, pageCount: graph.pages.size, warnings, timings, graph };
  } catch (error) {
    await staging?.discard();
    throw error;
  }
}

async function listStatic(root: string, staticDir: string): Promise<string[]> {
  const dir = path.join(root, staticDir);
  return existsSync(dir) ? (await fg('**/*', { cwd: dir, dot: false })).sort() : [];
}

function kb(code: string): string {
  return `${(Buffer.byteLength(code) / 1024).toFixed(1)} KB`;
}
