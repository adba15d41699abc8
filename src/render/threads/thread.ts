// Every worker thread docgen starts is started here: what kinds of work get threads, how many and with what heap
// (`THREAD_KINDS`, each figure with the measurement that chose it), the one entry script every thread runs
// (./thread-entry.mjs) and the one request/reply protocol (./protocol.ts). A pool (./pool.ts) keeps several threads of
// a kind; a one-off task (./run-task.ts) has a thread of its own; `docgen serve`'s build worker keeps one thread.
import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { bundledModule } from './bundle.ts';
import { taskError, type ThreadReply, type ThreadRequest } from './protocol.ts';
import type { TaskRef } from './task.ts';

/** The one entry of every docgen thread. */
const THREAD_ENTRY = new URL('./thread-entry.mjs', import.meta.url);

interface ThreadKindSpec {
  /** Threads of this kind at once, for a machine of `cores` cores (a pool's size; one-off and single threads: 1). */
  threads(cores: number): number;
  /** The heap of each thread. */
  limits?: ResourceLimits;
}

export const THREAD_KINDS = {
  /**
   * Parsing content pages (the content stage), on every core. A page's syntax trees and Shiki's tokens die young, and
   * with V8's default young generation for a thread (48 MB) many were promoted before they died. A cold build of +270
   * manual pages, alternating: the content stage took 21.3–21.5 s with 96 MB, 21.5–21.8 s with 128 or 192, and
   * 22.7–23.4 s with the default, for the same peak memory as the default (760–800 MB; 830 MB with 128 or 192).
   */
  parse: { threads: (cores) => cores, limits: { maxYoungGenerationSizeMb: 96 } },
  /** Rendering routes (the render stage), on every core. */
  render: { threads: (cores) => cores },
  /**
   * Making the API pages once TypeDoc's conversion is over: one thread alone left a core idle while the build waited.
   * Each thread pays ~0.4 s of a cold build to start (its modules, the project, the highlighter) for ~1 s of pages in
   * all on the XR Blocks site, so more threads than two would repay little.
   */
  apiPages: { threads: (cores) => Math.min(2, cores) },
  /**
   * TypeDoc's conversion. A conversion that pulls in three.js stays under about 220 MB live, but without a limit V8
   * lets the heap grow far past that before collecting. Side by side, three runs each: the process peaked at
   * 534–593 MB without a limit and at 469–523 MB with 320, for about 8 % more CPU time (15.5–16.2 s against
   * 14.4–15.0 s); at 220 collection took a quarter more CPU. A conversion that outgrows the limit runs again without
   * one (../api/cache.ts), and the build says so.
   */
  convert: { threads: () => 1, limits: { maxOldGenerationSizeMb: 320 } },
  /**
   * The whole-site files. The thread reads each page's tree, makes its parts and drops the tree: with V8's default
   * young generation (48 MB) the trees in flight at each scavenge were promoted, and the old generation doubled before
   * it was collected, at the peak of a large cold build. With 128 MB, at +1,800 pages, the thread's heap peaked at
   * 561–568 MB in two builds against 559–749 MB in three, and it finished in 30 s instead of 35–37 s.
   */
  wholeSite: { threads: () => 1, limits: { maxYoungGenerationSizeMb: 128 } },
  /** Link-preview cards: one thread, since resvg draws in libuv's threads and would take another core beside it. */
  cards: { threads: () => 1 },
  /**
   * `docgen serve`'s build worker. A rebuild after an edit allocates a new graph, views and keys for every page, and
   * most of it dies young: with V8's default young generation (48 MB) it ran ~10 scavenges per edit at +1,800 pages.
   * 192 MB made the rebuild the server reports 10–20 % faster (real site: median 57 → 45 ms; +1,800 pages:
   * 172 → 155 ms, 12 edits each), for ~145 MB more resident memory while serving.
   */
  devBuild: { threads: () => 1, limits: { maxYoungGenerationSizeMb: 192 } },
} as const satisfies Record<string, ThreadKindSpec>;

export type ThreadKind = keyof typeof THREAD_KINDS;

/** Threads a pool of `kind` keeps on this machine. */
export function threadsOf(kind: ThreadKind): number {
  return THREAD_KINDS[kind].threads(os.availableParallelism());
}

/** One started thread: runs tasks in the order asked, each answered by its request's id. */
export interface Thread {
  run<A, R>(task: TaskRef<A, R>, arg: A): Promise<R>;
  /** Requests asked and not yet answered. */
  readonly pending: number;
  /** Resolves when the thread has ended, for whatever reason. */
  readonly exited: Promise<void>;
  terminate(): Promise<void>;
}

export interface ThreadOptions {
  /** Instead of the kind's limits: `none` for a task that outgrew them and runs again. */
  limits?: ResourceLimits | 'none';
  /** Called once, when the thread dies (crash, out of memory, exit) rather than being terminated. */
  onDeath?(error: Error): void;
}

export function startThread(kind: ThreadKind, options: ThreadOptions = {}): Thread {
  const spec: ThreadKindSpec = THREAD_KINDS[kind];
  const limits = options.limits === 'none' ? undefined : (options.limits ?? spec.limits);
  const worker = new Worker(THREAD_ENTRY, { resourceLimits: limits });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let ended: Error | undefined;
  let terminating = false;

  const end = (error: Error) => {
    if (ended) return;
    ended = error;
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
    if (!terminating) options.onDeath?.(error);
  };
  worker.on('message', (reply: ThreadReply) => {
    const waiter = waiting.get(reply.id);
    if (!waiter) return end(new Error(`a ${kind} thread answered request ${reply.id}, which it was not asked`));
    waiting.delete(reply.id);
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(taskError(reply));
  });
  worker.on('error', end);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      end(new Error(`a ${kind} thread exited (code ${code}) without answering`));
      resolve();
    }),
  );

  return {
    async run<A, R>(task: TaskRef<A, R>, arg: A): Promise<R> {
      const module = task.fromSource ? task.module : ((await bundledModule(task.module)) ?? task.module);
      if (ended) throw ended;
      const id = nextId++;
      return new Promise<R>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, module: module.href, arg } satisfies ThreadRequest);
      });
    },
    get pending() {
      return waiting.size;
    },
    exited,
    async terminate() {
      terminating = true;
      end(new Error(`the ${kind} thread was stopped`));
      await worker.terminate();
    },
  };
}
