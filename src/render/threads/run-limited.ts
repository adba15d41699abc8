// Many tasks through a pool with a limit on how many run at once that can change while they run: the content stage
// parses on the cores TypeDoc's conversion leaves free, and takes the conversion's core as soon as it is done.
import type { Pool } from './pool.ts';
import type { TaskRef } from './task.ts';

/**
 * Runs `task` on each of `args` in `pool`, in order, at most `limit()` (at least 1) at a time. `limit` is asked again
 * whenever a task ends and every `recheckMs` while tasks wait, so that a core freed meanwhile is used at once.
 * Resolves with the results in the order of `args`; the first failure rejects, and no task starts after it. `onDone`
 * hears each task that ends, by its index and argument (the progress a stage shows).
 */
export function runLimited<A, R>(pool: Pool, task: TaskRef<A, R>, args: readonly A[], limit: () => number, recheckMs = 250, onDone?: (index: number, arg: A) => void): Promise<R[]> {
  if (!args.length) return Promise.resolve([]);
  return new Promise<R[]>((resolve, reject) => {
    const results = new Array<R>(args.length);
    const pending = args.entries();
    /** Tasks started. */
    let next = 0;
    let running = 0;
    let done = 0;
    let failed = false;
    let timer: NodeJS.Timeout | undefined;
    const stopTimer = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const fill = () => {
      if (failed) return;
      const max = Math.max(1, limit());
      for (let entry = running < max ? pending.next() : undefined; entry && !entry.done; entry = running < max ? pending.next() : undefined) {
        const [i, arg] = entry.value;
        next++;
        running++;
        pool.run(task, arg).then(
          (result) => {
            results[i] = result;
            running--;
            onDone?.(i, arg);
            if (++done === args.length) resolve(results);
            else fill();
          },
          (error: unknown) => {
            failed = true;
            stopTimer();
            reject(error);
          },
        );
      }
      if (next === args.length) stopTimer();
    };
    fill();
    if (next < args.length) timer = setInterval(fill, recheckMs);
  });
}
