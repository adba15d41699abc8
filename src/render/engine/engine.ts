// The one engine behind `docgen build`, `docgen serve` and `docgen check-links`: it runs the pipeline's stages
// (../stages/index.ts) and keeps what one run hands the next. Every stage's result persists in `.docgen-cache/`
// between processes, so a run renders only what changed since the last one. An engine can run many times (watch
// mode keeps one per build worker): with `watch`, the results of the stages before the graph are also kept in memory
// between runs, and errors found after loading come back in the run instead of being thrown.
import path from 'node:path';
import type { Logger } from '../core/log.ts';
import type { OutputSink } from '../output/write.ts';
import { createSiteCache, noCache, type SiteCache } from '../core/site-cache.ts';
import type { LoadedSite } from '../graph/types.ts';
import { STAGES } from '../stages/index.ts';
import type { DiskMemory, StageContext } from '../stages/products.ts';
import { persistStages, runStages, runUntil, type StageStates } from '../stages/stage.ts';
import { createDiskMemory } from '../stages/disk-memo.ts';
import type { BuildMode } from '../core/build-mode.ts';
import type { SiteRun } from './types.ts';
import { projectCache } from '../core/cache-namespaces.mjs';

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
  /** Where the run's files go (default: nowhere). */
  sink?: OutputSink;
  /**
   * What broken links (with `onBrokenLinks: 'throw'`) do: fail the run before anything is written (a build), or come
   * back in `linkProblems` (check-links; watch mode always does). Default: `throw`.
   */
  brokenLinks?: 'throw' | 'report';
  /** Threads to render in (0: this thread); default: all cores when there are enough routes to render. */
  renderThreads?: number;
}

export interface EngineChange {
  /** Files that pages refer to (images) changed: pages are loaded again, since their image URLs may differ. */
  images?: boolean;
  /**
   * Watch mode: the watcher saw nothing but these content sources modified in place since the last run (absolute
   * paths); the run lists no folder again and stamps only these (../stages/disk-memo.ts).
   */
  modified?: readonly string[];
}

export interface Engine {
  run(change?: EngineChange): Promise<SiteRun>;
  /** Watch mode: writes the render cache's index for the last run, so the next process starts warm. */
  persist(): Promise<void>;
}

export function createEngine(options: EngineOptions): Engine {
  const { logger } = options;
  const memory = options.watch ? createSiteCache() : noCache;
  // What each stage keeps from one run to the next, and what the runs found on disk.
  const states: StageStates = new Map();
  const disk = createDiskMemory();

  async function run(change: EngineChange = {}): Promise<SiteRun> {
    if (change.images) memory.invalidate('page:');
    const timings: Record<string, number> = {};
    const ctx = { ...runContext(options, memory, disk), ...(options.watch && change.modified && { modified: new Set(change.modified) }) };
    const products = await runStages(STAGES, ctx, logger, timings, states);
    const { config, graph: site, view, render, siteFiles, wholeSite, links, write, modules } = products;
    return {
      site,
      configFiles: config.files,
      // The files pages' modules read, and the partials pages show: a change to one is a change of those pages.
      moduleInputs: [
        ...new Set([
          ...[...modules.byRoute.values()].flatMap((m) => m.inputs),
          ...[...site.graph.pages.values()].flatMap((page) => (page.partials ?? []).map((partial) => path.join(options.root, partial.file))),
        ]),
      ],
      warnings: [...site.warnings, ...view.warnings],
      errors: [...site.errors, ...view.errors],
      routes: render.routes,
      rendered: render.rendered,
      files: siteFiles.files,
      linkProblems: links.problems,
      renderErrors: render.errors,
      wholeSite: wholeSite.files,
      written: write,
      timings,
    };
  }

  async function persist(): Promise<void> {
    await persistStages(STAGES, states);
  }

  return { run, persist };
}

/** The pipeline up to the page graph, once: for tools and tests that read the graph without rendering. */
export function loadSite(options: Pick<EngineOptions, 'root' | 'mode' | 'logger'>): Promise<LoadedSite> {
  const timings: Record<string, number> = {};
  return runUntil(STAGES, 'graph', runContext(options, noCache, createDiskMemory()), options.logger, timings);
}

function runContext(options: EngineOptions, memory: SiteCache, disk: DiskMemory): StageContext {
  return {
    root: options.root,
    cacheDir: projectCache(options.root),
    mode: options.mode,
    logger: options.logger,
    watch: options.watch ?? false,
    eagerWholeSite: options.eagerWholeSite ?? false,
    analytics: options.analytics ?? true,
    brokenLinks: options.watch ? 'report' : (options.brokenLinks ?? 'throw'),
    renderThreads: options.renderThreads,
    memory,
    sink: options.sink ?? { kind: 'none' },
    disk,
  };
}
