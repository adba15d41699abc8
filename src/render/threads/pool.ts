// A pool of threads of one kind (./thread.ts) for the work that scales with the number of pages (parsing markdown,
// rendering routes, the API pages), started on first use. Each thread keeps the modules it loaded, so a task's
// libraries (unified, Shiki, React and the theme) load once per thread, not once per task.
import { startThread, threadsOf, type Thread, type ThreadKind } from './thread.ts';
import type { TaskRef } from './task.ts';

/**
 * From this much work on (routes to render, files to parse), it goes to a pool: below it, starting the pool's threads
 * costs more than they save.
 */
export const POOL_FROM = 48;

export interface Pool {
  readonly size: number;
  run<A, R>(task: TaskRef<A, R>, arg: A): Promise<R>;
  /** Stops every thread; tasks still queued reject. */
  close(): Promise<void>;
}

interface Job {
  /** Runs the job on `thread`; calls `free` once it is done, before its caller hears of it. */
  start(thread: Thread, free: () => void): void;
  reject(error: Error): void;
}

/** A pool of `kind`'s threads: as many as the kind gives this machine, or `size`. */
export function createPool(kind: ThreadKind, size = threadsOf(kind)): Pool {
  const idle: Thread[] = [];
  const all = new Set<Thread>();
  const queue: Job[] = [];
  let closed = false;

  function newThread(): Thread {
    // A thread that died fails its own job (the thread rejects it); the pool starts another for the jobs queued.
    const thread = startThread(kind, {
      onDeath() {
        all.delete(thread);
        const at = idle.indexOf(thread);
        if (at >= 0) idle.splice(at, 1);
        dispatch();
      },
    });
    all.add(thread);
    return thread;
  }

  /** Gives queued jobs to idle threads, starting threads up to `size`. */
  function dispatch(): void {
    while (queue.length && !closed) {
      const thread = idle.pop() ?? (all.size < size ? newThread() : undefined);
      if (!thread) return;
      const job = queue.shift();
      if (!job) return;
      job.start(thread, () => {
        if (all.has(thread)) idle.push(thread);
        dispatch();
      });
    }
  }

  return {
    size,
    run<A, R>(task: TaskRef<A, R>, arg: A): Promise<R> {
      if (closed) return Promise.reject(new Error('the pool is closed'));
      return new Promise<R>((resolve, reject) => {
        // The thread is idle again before the caller's continuation runs: a task it asks for then takes this thread
        // rather than starting another (the content stage asks for one chunk at a time, each as the last settles).
        queue.push({
          start: (thread, free) =>
            void thread.run(task, arg).then(
              (value) => {
                free();
                resolve(value);
              },
              (error: unknown) => {
                free();
                reject(error);
              },
            ),
          reject,
        });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the pool is closed'));
      await Promise.all([...all].map((thread) => thread.terminate()));
      all.clear();
    },
  };
}
