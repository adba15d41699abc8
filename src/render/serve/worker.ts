// The build worker of `docgen serve`: owns one incremental builder (./dev-builder.ts) and answers build requests from
// the server. The theme, the site config and
// everything they import are ES modules that cannot be re-imported fresh in a running process, so when either
// changes the server throws this worker away and starts a new one.
import { parentPort, workerData } from 'node:worker_threads';
import { asDiagnostics } from '../stages/errors.ts';
import { createLogger, type Verbosity } from '../core/log.ts';
import { failedReport, type DevBuildChange, type DevBuildReport } from './build-report.ts';
import { createDevBuilder } from './dev-builder.ts';
import { createWarmUp, type WarmUp } from './warm-up.ts';
import { unreachable } from '../../shared/unreachable.ts';

export interface WorkerInput {
  root: string;
  outDir: string;
  verbosity: Verbosity;
}

export type WorkerRequest = { type: 'build'; id: number; change: DevBuildChange } | { type: 'derive'; id: number };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'built'; id: number; report: DevBuildReport }
  | { type: 'derived'; id: number; files: string[]; error?: string }
  | { type: 'fatal'; message: string; stack: string };

const input = workerData as WorkerInput;
const { root } = input;
// Stage timings are the server's to print; the worker stays quiet unless asked for detail.
const logger = createLogger(input.verbosity === 'verbose' ? 'verbose' : 'quiet');
const builder = createDevBuilder({ root, outDir: input.outDir, logger });
const port = parentPort!;

// One request at a time, in order. The whole-site files take a while on a large site, so they are made only when
// the server asks, i.e. when a browser requests one of them: they never delay a reload.
let queue: Promise<void> = Promise.resolve();
/** Requests received and not yet answered. */
let pending = 0;
let warmUp: WarmUp | undefined;

/** Warms the markdown pipeline one file at a time, only while no request waits. */
function warmStep(): void {
  if (pending) return void setTimeout(warmStep, 100);
  warmUp?.step().then(
    (more) => more && setImmediate(warmStep),
    () => {},
  );
}

let persistTimer: NodeJS.Timeout | undefined;
/** Saves the render cache's index once builds have been quiet for a second. */
function schedulePersist(): void {
  clearTimeout(persistTimer);
  persistTimer = setTimeout(() => {
    if (pending) return schedulePersist();
    builder.persist().catch(() => {});
  }, 1000);
  persistTimer.unref();
}

port.on('message', (request: WorkerRequest) => {
  pending++;
  queue = queue.then(async () => {
    switch (request.type) {
      case 'derive':
        try {
          port.postMessage({ type: 'derived', id: request.id, files: await builder.writeDerived() } satisfies WorkerReply);
        } catch (error) {
          port.postMessage({ type: 'derived', id: request.id, files: [], error: (error as Error).message } satisfies WorkerReply);
        }
        return;
      case 'build': {
        let report: DevBuildReport;
        try {
          report = await builder.build(request.change);
        } catch (error) {
          report = failedReport(asDiagnostics(error));
        }
        port.postMessage({ type: 'built', id: request.id, report } satisfies WorkerReply);
        if (report.ok) schedulePersist();
        if (!warmUp && report.ok && builder.site) {
          warmUp = createWarmUp(root, builder.site);
          setTimeout(warmStep, 50);
        }
        return;
      }
      default:
        unreachable(request);
    }
  });
  // A reply that cannot be sent (a report that does not clone) must not leave the server waiting, nor stop the queue.
  queue = queue.catch((error: Error) => port.postMessage({ type: 'fatal', message: error.message, stack: error.stack ?? '' } satisfies WorkerReply));
  queue.finally(() => pending--);
});
port.postMessage({ type: 'ready' } satisfies WorkerReply);
