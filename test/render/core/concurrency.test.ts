// mapConcurrent (src/render/core/concurrency.ts): when one call fails, the failure reaches the caller only once every
// call in flight has finished, and no further item starts. A build that failed to write one file removed its staging
// folder while other writes were still going, and crashed with ENOTEMPTY instead of its error (issue 45, N50).
import { describe, expect, it } from 'vitest';
import { mapConcurrent } from '../../../src/render/core/concurrency.ts';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('mapConcurrent', () => {
  it('keeps the input order with at most `limit` calls in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapConcurrent([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++inFlight);
      for (let i = 0; i < n; i++) await tick();
      inFlight--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('throws the first failure only after the calls in flight have finished, and starts no other', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const failure = mapConcurrent([0, 1, 2, 3, 4, 5], 3, async (n) => {
      started.push(n);
      if (n === 1) throw new Error('disk full');
      // The others take longer than the failure does.
      for (let i = 0; i < 20; i++) await tick();
      finished.push(n);
    });
    await expect(failure).rejects.toThrow('disk full');
    expect(started).toEqual([0, 1, 2]);
    expect(finished.sort()).toEqual([0, 2]);
  });
});
