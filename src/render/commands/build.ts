// `docgen build`: one run of the engine (../engine/engine.ts) over every route, with the persistent cache, writing into
// a staging folder that replaces the output folder only once everything succeeded.
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { useCache } from '../core/cache-users.ts';
import { createEngine } from '../engine/engine.ts';
import type { PageGraph } from '../graph/types.ts';
import type { RenderedLinks } from '../links/check-links.ts';
import { createLogger, formatMs, type Logger, type Verbosity } from '../core/log.ts';
import { projectRoot } from '../core/project-root.ts';
import { projectCache } from '../core/cache-namespaces.mjs';
import { checkOutputFolder, projectPlaces, resolveOutputFolder } from '../output/output-folder.ts';
import { restoreInterruptedSwap } from '../output/staging.ts';

export interface BuildOptions {
  /** Project root holding site.config.ts (default: the current directory). */
  root?: string;
  /** Output folder (default: `<root>/build`). */
  outDir?: string;
  mode?: 'production' | 'development';
  /** false: leave the configured analytics out of this production build (the tests' builds, a local look). */
  analytics?: boolean;
  /** false: run every stage, links included, but write no output folder. */
  write?: boolean;
  verbosity?: Verbosity;
  logger?: Logger;
}

export interface BuildResult {
  /** Absent when nothing was written. */
  outDir?: string;
  pageCount: number;
  /** Routes rendered by this build; the others came from the render cache. */
  rendered: number;
  warnings: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
  graph: PageGraph;
  /** What rendering kept of each page (its ids and hrefs), by route: the input of every link check. */
  links: Map<string, RenderedLinks>;
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const root = projectRoot(options.root);
  const logger = options.logger ?? createLogger(options.verbosity ?? 'normal');
  const started = performance.now();
  const write = options.write ?? true;
  const outDir = resolveOutputFolder(path.resolve(root, options.outDir ?? 'build'));
  // Before anything is read or written: the folder must not be, hold or lie in the project's own folders, and must be
  // empty or a docgen output. The output stage checks it again against the folders the config names.
  if (write) {
    checkOutputFolder({ outDir, root, places: projectPlaces(root, projectCache(root)), flag: '--out' });
    // The last site, if a build killed mid-swap left it aside: put back now, so that it is there should this build fail.
    await restoreInterruptedSwap(outDir);
  }
  const sink = write ? ({ kind: 'staging', outDir } as const) : ({ kind: 'none' } as const);
  const release = useCache(projectCache(root), write ? 'docgen build' : 'docgen check-links');
  const run = await createEngine({ root, mode: options.mode ?? 'production', logger, eagerWholeSite: write, analytics: options.analytics, sink })
    .run()
    .finally(release);
  const { site, timings } = run;
  const warnings = [...run.warnings, ...run.linkProblems];
  const total = performance.now() - started;
  timings.total = total;
  const pages = site.graph.pages.size;
  logger.info(
    `${write ? 'Built' : 'Checked'} ${pages} pages (${run.rendered} rendered) in ${formatMs(total)}${write ? ` → ${path.relative(process.cwd(), outDir) || '.'}` : ''}` +
      `${warnings.length ? ` (${warnings.length} warning${warnings.length > 1 ? 's' : ''})` : ''}`,
  );
  return {
    outDir: write ? outDir : undefined,
    pageCount: pages,
    rendered: run.rendered,
    warnings,
    timings,
    graph: site.graph,
    links: new Map([...run.routes].map(([route, output]) => [route, output.links])),
  };
}
