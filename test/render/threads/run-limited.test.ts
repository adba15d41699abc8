// runLimited: the content stage's chunks go to the pool at most `limit()` at a time, and a limit that grows while
// they run (the API stage's core coming free) is used before the running ones end.
import { describe, expect, it } from 'vitest';
import type { Pool } from '../../../src/render/threads/pool.ts';
import { runLimited } from '../../../src/render/threads/run-limited.ts';
import type { TaskRef } from '../../../src/render/threads/task.ts';

/** A pool whose tasks end when the test says: `started` lists the arguments in the order they were sent. */
function manualPool() {
  const started: number[] = [];
  const pending = new Map<number, { resolve(value: number): void; reject(error: Error): void }>();
  const pool: Pool = {
    size: 4,
    run<A, R>(_task: TaskRef<A, R>, arg: A): Promise<R> {
      const n = arg as unknown as number;
      started.push(n);
      return new Promise<R>((resolve, reject) => pending.set(n, { resolve: resolve as unknown as (value: number) => void, reject }));
    },
    close: async () => {},
  };
  const end = async (n: number, fail = false) => {
    const p = pending.get(n)!;
    pending.delete(n);
    if (fail) p.reject(new Error(`task ${n} failed`));
    else p.resolve(n * 10);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { pool, started, pending, end };
}

const TASK = { module: new URL('file:///task.ts') } as TaskRef<number, number>;
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('runLimited', () => {
  it('keeps at most limit() tasks running and gives the results in the order of the arguments', async () => {
    const { pool, started, pending, end } = manualPool();
    const all = runLimited(pool, TASK, [1, 2, 3, 4], () => 2);
    expect(started).toEqual([1, 2]);
    await end(2);
    expect(started).toEqual([1, 2, 3]);
    expect(pending.size).toBe(2);
    await end(1);
    await end(3);
    await end(4);
    await expect(all).resolves.toEqual([10, 20, 30, 40]);
  });

  it('starts waiting tasks as soon as the limit grows, without waiting for a running one to end', async () => {
    const { pool, started, end } = manualPool();
    let limit = 1;
    const all = runLimited(pool, TASK, [1, 2, 3], () => limit, 10);
    expect(started).toEqual([1]);
    limit = 2;
    await until(() => started.length === 2);
    expect(started).toEqual([1, 2]);
    await end(1);
    await end(2);
    await end(3);
    await expect(all).resolves.toEqual([10, 20, 30]);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const { pool, started, end } = manualPool();
    const all = runLimited(pool, TASK, [1, 2, 3], () => 1);
    all.catch(() => {});
    await end(1, true);
    await expect(all).rejects.toThrow('task 1 failed');
    expect(started).toEqual([1]);
  });
});
