// The server's side of the build worker (./worker.ts): starts the thread, numbers the requests and matches the
// replies, replaces the worker when asked (the config or docgen's theme changed: their modules cannot be imported
// afresh in a running thread), and turns a worker that could not load or died into a failed build's report, so that
// the browser shows why and the next change starts a new one.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../core/diagnostics.ts';
import { unreachable } from '../../shared/unreachable.ts';
import { failedReport, type DevBuildChange, type DevBuildReport } from './build-report.ts';
import type { WorkerInput, WorkerReply, WorkerRequest } from './worker.ts';

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);
const YOUNG_GENERATION_MB = 192;

export interface WorkerBuild {
  report: DevBuildReport;
  /** The build ran in a fresh worker (first build, config or theme change, or after a crash). */
  restarted: boolean;
}

/** The one build worker the server keeps: started by the first build, replaced when asked or after it failed. */
export interface WorkerSlot {
  /** Builds in the current worker, or in a new one when `restart` or when there is none. Never rejects. */
  build(change: DevBuildChange, restart: boolean): Promise<WorkerBuild>;
  /**
   * Writes the sitemap, search index and other whole-site files of the last build; resolves with the files written.
   * Undefined while there is no worker to ask (none started yet, or the last one failed).
   */
  derive(): Promise<string[]> | undefined;
  terminate(): Promise<void>;
}

export function createWorkerSlot(input: WorkerInput): WorkerSlot {
  let worker: BuildWorker | undefined;
  return {
    async build(change, restart) {
      let restarted = false;
      try {
        if (restart || !worker) {
          await worker?.terminate();
          worker = new BuildWorker(input);
          restarted = true;
        }
        return { report: await worker.build(change), restarted };
      } catch (error) {
        await worker?.terminate();
        worker = undefined;
        const e = error as Error & { diagnostics?: Diagnostic[] };
        return { report: failedReport(e.diagnostics ?? [{ severity: 'error', message: e.message ?? String(error) }]), restarted };
      }
    },
    derive: () => worker?.derive(),
    async terminate() {
      await worker?.terminate();
    },
  };
}

/** A module of the renderer (the theme, most likely) failed to compile or load: name the file and line if we can. */
function loadFailure(message: string): Diagnostic {
  const at = /(\/[^\s:]+\.[cm]?[jt]sx?):(\d+):\d+: ERROR: (.*)/.exec(message);
  const hint = 'Fix it and save: the server restarts the renderer when docgen\'s theme, client code or the config changes.';
  if (!at) return { severity: 'error', message: `docgen could not load its renderer: ${message}`, hint };
  return { severity: 'error', file: path.relative(process.cwd(), at[1]), line: Number(at[2]), message: `docgen could not load its renderer: ${at[3]}`, hint };
}

/** One build worker: a thread running ./worker.ts, answering requests in order. */
class BuildWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (r: never) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private dead: Error | undefined;

  constructor(input: WorkerInput) {
    // A rebuild after an edit allocates a new graph, views and keys for every page, and most of it dies young: with
    // V8's default young generation (48 MB) it ran ~10 scavenges per edit at +1,800 pages. 192 MB made the rebuild the
    // server reports 10–20 % faster (real site: median 57 → 45 ms; +1,800 pages: 172 → 155 ms, 12 edits each), for
    // ~145 MB more resident memory while serving.
    this.worker = new Worker(WORKER_ENTRY, { workerData: input, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.worker.on('message', (reply: WorkerReply) => {
      switch (reply.type) {
        case 'ready':
          // Nothing waits for it: requests posted before it stay queued on the worker's port until the worker listens.
          return;
        case 'built':
          return this.take(reply.id)?.resolve(reply.report as never);
        case 'derived': {
          const waiter = this.take(reply.id);
          if (reply.error) waiter?.reject(new Error(reply.error));
          else waiter?.resolve(reply.files as never);
          return;
        }
        case 'fatal':
          return this.fail(Object.assign(new Error(reply.message), { diagnostics: [loadFailure(reply.message)] }));
        default:
          unreachable(reply);
      }
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the build worker exited (code ${code})`)));
  }

  build(change: DevBuildChange): Promise<DevBuildReport> {
    return this.send<DevBuildReport>((id) => ({ type: 'build', id, change }));
  }

  derive(): Promise<string[]> {
    return this.send<string[]>((id) => ({ type: 'derive', id }));
  }

  async terminate(): Promise<void> {
    this.dead ??= new Error('the build worker was replaced');
    await this.worker.terminate();
  }

  private send<T>(request: (id: number) => WorkerRequest): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (r: never) => void, reject });
      this.worker.postMessage(request(id));
    });
  }

  /** The waiter of a request, which its reply settles. */
  private take(id: number) {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    return waiter;
  }

  private fail(error: Error): void {
    this.dead ??= error;
    for (const { reject } of this.waiting.values()) reject(this.dead);
    this.waiting.clear();
  }
}
