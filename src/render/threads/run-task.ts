// Runs one task (./task.ts) in a worker thread of its own and resolves with what it returns. The build uses it for work
// that needs no page graph and would otherwise hold up the main thread (TypeDoc's conversion, the link-preview cards,
// the whole-site files), and for work whose memory should go back as soon as it is done: the thread's memory goes
// back when it ends. Work that scales with the pages goes to the pool (./pool.ts).
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { BuildError, type Diagnostic } from '../core/diagnostics.ts';
import { bundledModule } from './bundle.ts';
import type { TaskRef } from './task.ts';

/** The one entry of every docgen thread. */
export const THREAD_ENTRY = new URL('./thread-entry.mjs', import.meta.url);

/** What a thread sends back for each request. */
export type TaskReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; name?: string; message: string; stack?: string; diagnostics?: Diagnostic[]; code?: string; path?: string };

export interface TaskOptions {
  /**
   * Settle only once the thread has ended and its memory is back, not as soon as its answer arrives: for a task with
   * a large heap (TypeDoc's conversion) whose caller starts another large one next.
   */
  afterExit?: boolean;
  /**
   * The thread's heap limits. Past them the thread is stopped and the task rejects with an error whose `code` is
   * `ERR_WORKER_OUT_OF_MEMORY`; the process goes on.
   */
  resourceLimits?: ResourceLimits;
}

export async function runTask<A, R>(task: TaskRef<A, R>, arg: A, options: TaskOptions = {}): Promise<R> {
  const module = (await bundledModule(task.module)) ?? task.module;
  return new Promise<R>((resolve, reject) => {
    const worker = new Worker(THREAD_ENTRY, { resourceLimits: options.resourceLimits });
    let settled = false;
    worker.once('message', (reply: TaskReply) => {
      settled = true;
      const settle = () => (reply.ok ? resolve(reply.value as R) : reject(taskError(reply)));
      if (options.afterExit) worker.once('exit', settle);
      else settle();
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      if (options.afterExit) worker.once('exit', () => reject(error));
      else reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the thread of ${task.module.pathname} exited (code ${code}) without an answer`));
    });
    worker.postMessage({ id: 0, module: module.href, arg });
  });
}

/** The thread's error on this side: a `BuildError` stays one (callers report its diagnostics), anything else is an Error. */
export function taskError(reply: Extract<TaskReply, { ok: false }>): Error {
  const error =
    reply.name === 'BuildError' && reply.diagnostics
      ? new BuildError(reply.diagnostics)
      : Object.assign(new Error(reply.message), { diagnostics: reply.diagnostics }, reply.code !== undefined && { code: reply.code }, reply.path !== undefined && { path: reply.path });
  error.stack = reply.stack ?? reply.message;
  return error;
}
