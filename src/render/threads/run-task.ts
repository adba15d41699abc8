// Runs one exported async function of a docgen module in a worker thread and resolves with what it returns. The build
// uses it for work that needs no page graph and would otherwise hold up the main thread (TypeDoc's conversion), so it
// runs on the second core while the main thread reads the content. The thread's memory goes back when it ends.
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { BuildError, type Diagnostic } from '../diagnostics.ts';

export interface TaskInput {
  /** file: URL of the module. */
  module: string;
  /**
   * Name of its exported function; called with `arg`, which must be structured-cloneable, as must its result. Byte
   * arrays that own their whole buffer, as the result or one of its top-level fields, are transferred, not copied.
   */
  fn: string;
  arg: unknown;
}

export type TaskReply = { ok: true; value: unknown } | { ok: false; name?: string; message: string; stack?: string; diagnostics?: Diagnostic[] };

const ENTRY = new URL('./task-entry.mjs', import.meta.url);

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

export function runTask<T>(module: URL, fn: string, arg: unknown, options: TaskOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: { module: module.href, fn, arg } satisfies TaskInput, resourceLimits: options.resourceLimits });
    let settled = false;
    worker.once('message', (reply: TaskReply) => {
      settled = true;
      const settle = () => (reply.ok ? resolve(reply.value as T) : reject(taskError(reply)));
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
      if (!settled) reject(new Error(`the ${fn} thread exited (code ${code}) without an answer`));
    });
  });
}

/** The thread's error on this side: a `BuildError` stays one (callers report its diagnostics), anything else is an Error. */
function taskError(reply: Extract<TaskReply, { ok: false }>): Error {
  const error = reply.name === 'BuildError' && reply.diagnostics ? new BuildError(reply.diagnostics) : Object.assign(new Error(reply.message), { diagnostics: reply.diagnostics });
  error.stack = reply.stack ?? reply.message;
  return error;
}
