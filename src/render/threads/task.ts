// What crosses a thread, typed once. A task module exports its one task as `task`: an object literal that
// `satisfies Task<never, unknown>`, free of side effects, so that a bundle that only names the task (the CLI's) leaves
// it out, with all it alone imports. A caller names it by the module's URL and the task's type
// (`taskRef<typeof task>(url)`, with `import type { task }`), so that the module loads only in the thread, and its
// argument and result are checked at both ends. Arguments and results are structured-cloneable data; byte arrays in a
// result are transferred (see ./thread-entry.mjs).
export interface Task<A, R> {
  run(arg: A): Promise<R> | R;
}

/** A task of a module the caller does not load: its URL, with the task's type. */
export interface TaskRef<A, R> {
  module: URL;
  /** Never set: carries the task's types. */
  readonly types?: (arg: A) => R;
}

/** The task exported by `module`, typed as `T` (`import type { task } from './module.ts'`, `typeof task`). */
export function taskRef<T extends Task<never, unknown>>(module: URL): TaskRef<T extends Task<infer A, unknown> ? A : never, T extends Task<never, infer R> ? R : never> {
  return { module };
}
