// The build worker of `docgen serve`: a task (../threads/task.ts) run in a `devBuild` thread of its own
// (../threads/thread.ts) that owns one incremental builder (./dev-builder.ts) and answers the server's requests, one
// at a time, in order. The theme, the site config and everything they import are ES modules that cannot be
// re-imported fresh in a running process, so when either changes the server throws this thread away and starts a new
// one, which loads this module's sources again (`fromSource`).
import { asDiagnostics } from '../core/failures.ts';
import { createLogger, type Verbosity } from '../core/log.ts';
import type { Task } from '../threads/task.ts';
import { failedReport, type DevBuildChange, type DevBuildReport } from './build-report.ts';
import { createDevBuilder, type DevBuilder } from './dev-builder.ts';
import { createWarmUp, type WarmUp } from './warm-up.ts';
import { unreachable } from '../../shared/unreachable.ts';

export interface WorkerInput {
  root: string;
  outDir: string;
  verbosity: Verbosity;
}

/**
 * Build: a build with these changes. Derive: the whole-site files of the last build, which take a while on a large
 * site, so they are made only when a browser asks for one of them: they never delay a reload.
 */
export type WorkerRequest = { type: 'build'; input: WorkerInput; change: DevBuildChange } | { type: 'derive'; input: WorkerInput };
export type WorkerReply = { type: 'built'; report: DevBuildReport } | { type: 'derived'; files: string[] };

/** One builder per thread, made by the first request: a thread serves one project for its whole life. */
let builder: DevBuilder | undefined;
let warmUp: WarmUp | undefined;
/** A build succeeded since the render cache's index was last saved. */
let unsaved = false;

function builderFor(input: WorkerInput): DevBuilder {
  // Stage timings are the server's to print; the worker stays quiet unless asked for detail.
  return (builder ??= createDevBuilder({ root: input.root, outDir: input.outDir, logger: createLogger(input.verbosity === 'verbose' ? 'verbose' : 'quiet') }));
}

export const task = {
  async run(request: WorkerRequest): Promise<WorkerReply> {
    const dev = builderFor(request.input);
    switch (request.type) {
      case 'derive':
        return { type: 'derived', files: await dev.writeDerived() };
      case 'build': {
        let report: DevBuildReport;
        try {
          report = await dev.build(request.change);
        } catch (error) {
          report = failedReport(asDiagnostics(error));
        }
        if (report.ok) unsaved = true;
        if (!warmUp && report.ok && dev.site) warmUp = createWarmUp(request.input.root, dev.site);
        return { type: 'built', report };
      }
      default:
        return unreachable(request);
    }
  },

  /**
   * Between requests: the markdown pipeline is warmed one file at a time, and once builds have been quiet for a
   * second the render cache's index is saved, so that the next server starts warm. A request stops both.
   */
  idle(signal: AbortSignal) {
    const warm = setTimeout(() => warmStep(signal), 50);
    const save = setTimeout(() => {
      if (!unsaved) return;
      unsaved = false;
      builder?.persist().catch(() => {});
    }, 1000);
    save.unref();
    signal.addEventListener('abort', () => [warm, save].forEach(clearTimeout), { once: true });
  },
} satisfies Task<never, unknown>;

/** One piece of the warm-up after another, as long as no request arrived. */
function warmStep(signal: AbortSignal): void {
  if (signal.aborted || !warmUp) return;
  warmUp.step().then(
    (more) => more && setImmediate(() => warmStep(signal)),
    () => {},
  );
}
