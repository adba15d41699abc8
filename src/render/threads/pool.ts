// A pool of worker threads for the work that scales with the number of pages (parsing markdown, rendering routes),
// sized to the machine: `os.availableParallelism()` threads, started on first use. Each thread keeps the modules it
// loaded, so a task's libraries (unified, Shiki, React and the theme) load once per thread, not once per task.
import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { bundledModule } from './bundle.ts';
import { taskError, THREAD_ENTRY, type TaskReply } from './run-task.ts';
import type { TaskRef } from './task.ts';

export interface Pool {
  readonly size: number;
  run<A, R>(task: TaskRef<A, R>, arg: A): Promise<R>;
  /** Stops every thread; tasks still queued reject. */
  close(): Promise<void>;
}

interface Job {
  /** The module to run: its bundle, or its source when it could not be bundled. */
  module: string;
  arg: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  job?: Job;
}

export function poolSize(): number {
  return os.availableParallelism();
}

/** A pool of `size` threads, each with `resourceLimits` (a heap sized to its work, see the content stage). */
export function createPool(size = poolSize(), resourceLimits?: ResourceLimits): Pool {
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let closed = false;

  function start(): Thread {
    const thread: Thread = { worker: new Worker(THREAD_ENTRY, { resourceLimits }) };
    thread.worker.on('message', (reply: TaskReply) => {
      const job = thread.job!;
      thread.job = undefined;
      if (reply.ok) job.resolve(reply.value);
      else job.reject(taskError(reply));
      dispatch();
    });
    thread.worker.on('error', (error) => lose(thread, error));
    thread.worker.on('exit', (code) => lose(thread, new Error(`a pool thread exited (code ${code})`)));
    threads.push(thread);
    return thread;
  }

  /** A thread that died: its job fails, and a new thread takes its place for the others. */
  function lose(thread: Thread, error: Error): void {
    const index = threads.indexOf(thread);
    if (index < 0) return;
    threads.splice(index, 1);
    thread.job?.reject(error);
    thread.job = undefined;
    dispatch();
  }

  /** Gives queued jobs to idle threads, starting threads up to `size`. */
  function dispatch(): void {
    while (queue.length && !closed) {
      const thread = threads.find((t) => !t.job) ?? (threads.length < size ? start() : undefined);
      if (!thread) return;
      const job = queue.shift()!;
      thread.job = job;
      thread.worker.postMessage({ id: 0, module: job.module, arg: job.arg });
    }
  }

  return {
    size,
    run<A, R>(task: TaskRef<A, R>, arg: A): Promise<R> {
      if (closed) return Promise.reject(new Error('the pool is closed'));
      return new Promise<R>((resolve, reject) => {
        void bundledModule(task.module).then((bundled) => {
          if (closed) return reject(new Error('the pool is closed'));
          queue.push({ module: (bundled ?? task.module).href, arg, resolve: resolve as (value: unknown) => void, reject });
          dispatch();
        });
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the pool is closed'));
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}
