// Everything up to the page graph: config, content, API, graph. Shared by `build`, `check-links` and `serve`.
import path from 'node:path';
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { DiagnosticBag, type Diagnostic } from './diagnostics.ts';
import { buildGraph } from './graph/build-graph.ts';
import type { PageGraph } from './graph/types.ts';
import { loadContent } from './load/content.ts';
import type { Logger } from './log.ts';
import { createMarkdownProcessor } from './markdown/pipeline.ts';
import { createAssetRegistry, type AssetRegistry } from './output/asset-registry.ts';
import type { Page } from '../shared/types.ts';
import { routeFromPath } from '../shared/urls.ts';

export interface LoadSiteOptions {
  root: string;
  /** Drafts are included only while authoring. */
  mode: 'production' | 'development';
  logger: Logger;
}

export interface LoadedSite {
  config: SiteConfig;
  graph: PageGraph;
  images: AssetRegistry;
  warnings: Diagnostic[];
  timings: Record<string, number>;
}

export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const { root, logger } = options;
  const timings: Record<string, number> = {};
  const timed = async <T>(stage: string, work: () => Promise<T>, detail?: (result: T) => string): Promise<T> => {
    const start = performance.now();
    const result = await work();
    timings[stage] = performance.now() - start;
    logger.stage(stage, timings[stage], detail?.(result));
    return result;
  };

  const config = await timed('config', () => loadConfig(root));
  const diagnostics = new DiagnosticBag();
  const images = createAssetRegistry(root, config.baseUrl);
  const markdown = await createMarkdownProcessor({
    toc: { minLevel: config.tableOfContents.minHeadingLevel, maxLevel: config.tableOfContents.maxHeadingLevel },
    resolveImage: (src, file) => images.resolve(src, file),
  });
  const content = await timed(
    'markdown',
    () => loadContent({ root, config, markdown, includeDrafts: options.mode === 'development', diagnostics }),
    (pages) => `${pages.length} pages`,
  );
  diagnostics.throwIfErrors();
  const graph = await timed('graph', async () => buildGraph({ config, pages: [...content, notFoundPage(config)], diagnostics }));
  diagnostics.throwIfErrors();
  return { config, graph, images, warnings: diagnostics.warnings, timings };
}

/** The not-found page: a page like any other so the theme, the checker and the writer treat it uniformly. */
function notFoundPage(config: SiteConfig): Page {
  return {
    route: routeFromPath(config.baseUrl, '404'),
    kind: '404',
    id: '404',
    title: 'Page not found',
    frontmatter: {},
    headings: [],
    body: { type: 'root', children: [] },
    links: [],
    hash: '404',
  };
}

export function projectRoot(root?: string): string {
  return path.resolve(root ?? process.cwd());
}
