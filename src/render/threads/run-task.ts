// Runs one exported async function of a docgen module in a worker thread and resolves with what it returns. The build
// uses it for work that needs no page graph and would otherwise hold up the main thread (TypeDoc's conversion), so it
// runs on the second core while the main thread reads the content. The thread's memory goes back when it ends.
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics.ts';

export interface TaskInput {
  /** file: URL of the module. */
  module: string;
  /** Name of its exported function; called with `arg`, which must be structured-cloneable, as must its result. */
  fn: string;
  arg: unknown;
}

export type TaskReply = { ok: true; value: unknown } | { ok: false; message: string; stack?: string; diagnostics?: Diagnostic[] };

const ENTRY = new URL('./task-entry.mjs', import.meta.url);

export function runTask<T>(module: URL, fn: string, arg: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: { module: module.href, fn, arg } satisfies TaskInput });
    let settled = false;
    worker.once('message', (reply: TaskReply) => {
      settled = true;
      if (reply.ok) resolve(reply.value as T);
      else reject(Object.assign(new Error(reply.message), { stack: reply.stack ?? reply.message, diagnostics: reply.diagnostics }));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the ${fn} thread exited (code ${code}) without an answer`));
    });
  });
}
