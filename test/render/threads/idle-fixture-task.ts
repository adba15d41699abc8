// A task with an `idle` hook, for thread.test.ts: it counts the quiet moments it was given and those cut short.
import type { Task } from '../../../src/render/threads/task.ts';

let idled = 0;
let interrupted = 0;

export const task = {
  run(request: { kind: 'report' } | { kind: 'exit' }): { idled: number; interrupted: number } {
    if (request.kind === 'exit') process.exit(3);
    return { idled, interrupted };
  },
  idle(signal: AbortSignal) {
    idled++;
    signal.addEventListener('abort', () => interrupted++, { once: true });
  },
} satisfies Task<never, unknown>;
