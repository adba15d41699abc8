// `docgen build`: one run of the engine (./engine/engine.ts) over every route, with the persistent cache, then every
// output file into a staging folder that replaces the output folder only once everything succeeded.
import path from 'node:path';
import { BuildError, type Diagnostic } from './diagnostics.ts';
import { createEngine, timed } from './engine/engine.ts';
import type { OutputFile } from './engine/types.ts';
import type { PageGraph } from './graph/types.ts';
import type { RenderedLinks } from './links/check-links.ts';
import { createLogger, formatMs, type Logger, type Verbosity } from './log.ts';
import { createStaging, type Staging } from './output/staging.ts';
import { projectRoot } from './site.ts';
import { mapConcurrent } from './concurrency.ts';
import { unreachable } from '../shared/unreachable.ts';

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
  const outDir = path.resolve(root, options.outDir ?? 'build');
  const started = performance.now();

  const write = options.write ?? true;
  const run = await createEngine({ root, mode: options.mode ?? 'production', logger, eagerWholeSite: write, analytics: options.analytics }).run();
  const { site, timings } = run;
  const linkErrors = run.linkProblems.filter((d) => d.severity === 'error');
  if (linkErrors.length) throw new BuildError(linkErrors);
  const warnings = [...site.warnings, ...run.linkProblems];

  const staging = write ? await createStaging(outDir) : undefined;
  if (staging) try {
    await timed(timings, logger, 'write', async () => {
      const routeFiles = [...run.routes.values()].map((r) => r.file);
      await mapConcurrent([...run.files, ...routeFiles], WRITES_IN_FLIGHT, (file) => put(staging, file));
      await mapConcurrent(await run.wholeSite(), WRITES_IN_FLIGHT, ([file, content]) => staging.write(file, content));
      await staging.commit();
    });
  } catch (error) {
    await staging.discard();
    throw error;
  }
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

/** Files written at once: enough to keep libuv's file-system threads busy (a warm build writes ~1,400 small files). */
const WRITES_IN_FLIGHT = 16;

function put(staging: Staging, file: OutputFile): Promise<void> {
  switch (file.kind) {
    case 'content':
      return staging.write(file.path, file.content);
    case 'copy':
      return staging.copy(file.from, file.path);
    default:
      return unreachable(file);
  }
}
