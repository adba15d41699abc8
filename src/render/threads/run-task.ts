// Runs one task (./task.ts) in a thread of its own (./thread.ts) and resolves with what it returns. The build uses it
// for work that needs no page graph and would otherwise hold up the main thread (TypeDoc's conversion, the
// link-preview cards, the whole-site files), and for work whose memory should go back as soon as it is done: the
// thread's memory goes back when it ends. Work that scales with the pages goes to a pool (./pool.ts).
import { startThread, type ThreadKind, type ThreadOptions } from './thread.ts';
import type { TaskRef } from './task.ts';

export interface TaskOptions {
  /**
   * Settle only once the thread has ended and its memory is back, not as soon as its answer arrives: for a task with
   * a large heap (TypeDoc's conversion) whose caller starts another large one next.
   */
  afterExit?: boolean;
  /**
   * Instead of the kind's heap limits (`none`: no limit). Past them the thread is stopped and the task rejects with an
   * error whose `code` is `ERR_WORKER_OUT_OF_MEMORY`; the process goes on.
   */
  limits?: ThreadOptions['limits'];
}

export async function runTask<A, R>(kind: ThreadKind, task: TaskRef<A, R>, arg: A, options: TaskOptions = {}): Promise<R> {
  const thread = startThread(kind, { limits: options.limits });
  const settled = thread.run(task, arg).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const result = await settled;
  if (options.afterExit) await Promise.all([thread.terminate(), thread.exited]);
  else void thread.terminate();
  if (!result.ok) throw result.error;
  return result.value;
}
