// The server's side of the build worker (./worker.ts): starts the thread, numbers the requests and matches the
// replies, replaces the worker when asked (the config or docgen's theme changed: their modules cannot be imported
// afresh in a running thread), and turns a worker that could not load or died into a failed build's report, so that
// the browser shows why and the next change starts a new one.
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { messageOf } from '../core/thrown.ts';
import { isRecord } from '../../shared/is-record.ts';
import { startThread, type Thread } from '../threads/thread.ts';
import { taskRef } from '../threads/task.ts';
import { failedReport, type DevBuildChange, type DevBuildReport } from './build-report.ts';
import type { task as workerTask, WorkerInput, WorkerReply, WorkerRequest } from './worker.ts';

// From its sources, through tsx: a new worker must load the theme as it is now, and an edit of the theme replaces
// the worker (see ./worker.ts).
const WORKER = taskRef<typeof workerTask>(new URL('./worker.ts', import.meta.url), { fromSource: true });

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
        return { report: failedReport(carriedDiagnostics(error) ?? [{ severity: 'error', message: messageOf(error) }]), restarted };
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
  const [, file, line, text] = /(\/[^\s:]+\.[cm]?[jt]sx?):(\d+):\d+: ERROR: (.*)/.exec(message) ?? [];
  const hint = 'Fix it and save: the server restarts the renderer when docgen\'s theme, client code or the config changes.';
  if (file === undefined) return { severity: 'error', message: `docgen could not load its renderer: ${message}`, hint };
  return { severity: 'error', file: path.relative(process.cwd(), file), line: Number(line), message: `docgen could not load its renderer: ${text}`, hint };
}

/** One build worker: a `devBuild` thread running ./worker.ts's task, one request at a time. */
class BuildWorker {
  private readonly thread: Thread;
  private dead: Error | undefined;

  constructor(private readonly input: WorkerInput) {
    this.thread = startThread('devBuild', { onDeath: (error) => (this.dead ??= error) });
  }

  async build(change: DevBuildChange): Promise<DevBuildReport> {
    const reply = await this.send({ type: 'build', input: this.input, change });
    if (reply.type !== 'built') throw new Error(`the build worker answered a build with ${reply.type}`);
    return reply.report;
  }

  async derive(): Promise<string[]> {
    const reply = await this.send({ type: 'derive', input: this.input });
    if (reply.type !== 'derived') throw new Error(`the build worker answered a derive with ${reply.type}`);
    return reply.files;
  }

  async terminate(): Promise<void> {
    this.dead ??= new Error('the build worker was replaced');
    await this.thread.terminate();
  }

  private async send(request: WorkerRequest): Promise<WorkerReply> {
    if (this.dead) throw this.dead;
    try {
      return await this.thread.run(WORKER, request);
    } catch (error) {
      // The task answers every build, failed or not, with a report: what rejects is a module of the renderer that did
      // not load (the theme, most likely), or a thread that died.
      const failure = typeof error === 'object' && error !== null ? error : new Error(String(error));
      throw Object.assign(failure, { diagnostics: carriedDiagnostics(error) ?? [loadFailure(messageOf(error))] });
    }
  }
}

/** The diagnostics a failure carries (those `BuildWorker.build` attaches), if any. */
function carriedDiagnostics(error: unknown): Diagnostic[] | undefined {
  return isRecord(error) && Array.isArray(error.diagnostics) ? error.diagnostics : undefined;
}
