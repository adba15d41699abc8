// What a thread runs, typed once. A task module exports its one task as `task`: an object literal that
// `satisfies Task<never, unknown>`, free of side effects, so that a bundle that only names the task (the CLI's) leaves
// it out, with all it alone imports. A caller refers to it by a typed value (`taskRef<typeof task>(url)`, with
// `import type { task }`), so that the module loads only in the thread, and its argument and result are checked at
// both ends. Arguments and results are structured-cloneable data; byte arrays in a result are transferred (see
// ./thread-entry.mjs).
export interface Task<A, R> {
  run(arg: A): Promise<R> | R;
  /**
   * Called when the thread has answered every request it received: work for quiet moments (`docgen serve`'s build
   * worker warms its parser). `signal` aborts as soon as another request arrives.
   */
  idle?(signal: AbortSignal): void;
}

/** A task of a module the caller does not load: its URL, with the task's type. */
export interface TaskRef<A, R> {
  module: URL;
  /**
   * Run the module's sources through tsx rather than its bundle: for a thread that must see edits of docgen's own
   * sources without waiting for a new bundle (`docgen serve`'s build worker, replaced on each edit of the theme).
   */
  fromSource?: boolean;
  /** Never set: carries the task's types. */
  readonly types?: (arg: A) => R;
}

/** The task exported by `module`, typed as `T` (`import type { task } from './module.ts'`, `typeof task`). */
export function taskRef<T extends Task<never, unknown>>(module: URL, options: { fromSource?: boolean } = {}): TaskRef<T extends Task<infer A, unknown> ? A : never, T extends Task<never, infer R> ? R : never> {
  return { module, ...options };
}
