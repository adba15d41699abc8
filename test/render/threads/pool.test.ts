// The pool runs tasks on up to `size` threads at once, each thread kept for the next task, and survives a thread
// that dies.
import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../../../src/render/threads/pool.ts';
import { taskRef } from '../../../src/render/threads/task.ts';
import type { task } from './fixture-task.ts';

const FIXTURE = taskRef<typeof task>(new URL('./fixture-task.ts', import.meta.url));

let pool: Pool | undefined;
afterEach(() => pool?.close());

describe('createPool', () => {
  it('spreads tasks over its threads, none of them this one, and reuses them', async () => {
    pool = createPool('render', 2);
    const threads = await Promise.all(Array.from({ length: 6 }, () => pool!.run(FIXTURE, { kind: 'wait', ms: 50 })));
    const distinct = new Set(threads);
    expect(distinct.size).toBe(2);
    expect(distinct.has(threadId)).toBe(false);
  });

  // The content stage gives the pool one chunk at a time beside TypeDoc's conversion, each asked for as the last one
  // settles: a pool that started a thread for it then, before taking back the one just freed, kept two parse threads
  // (each with the markdown pipeline and Shiki) where one was meant, ~200 MB more at the real site's peak.
  it('gives a task asked for as the previous one settles the thread that one freed, and starts no other', async () => {
    pool = createPool('render', 2);
    const threads: number[] = [];
    for (let i = 0; i < 4; i++) threads.push(await pool.run(FIXTURE, { kind: 'wait', ms: 5 }) as number);
    expect(new Set(threads).size).toBe(1);
  });

  it('rejects a failing task with its error and goes on with the next', async () => {
    pool = createPool('render', 1);
    await expect(pool.run(FIXTURE, { kind: 'fail' })).rejects.toThrow('TypeDoc: something is wrong');
    await expect(pool.run(FIXTURE, { kind: 'describe', n: 2, tags: [] })).resolves.toMatchObject({ doubled: 4 });
  });

  it('rejects what is queued when closed', async () => {
    pool = createPool('render', 1);
    const running = pool.run(FIXTURE, { kind: 'wait', ms: 200 });
    const queued = pool.run(FIXTURE, { kind: 'wait', ms: 10 });
    running.catch(() => {});
    const rejected = expect(queued).rejects.toThrow(/closed/);
    await pool.close();
    await rejected;
  });
});
