/**
 * Maps over `items` with at most `limit` calls in flight; results keep the input order. For I/O-bound work (file
 * writes go through libuv's thread pool, so several can proceed at once) and for async stages whose awaits leave
 * gaps another item can fill.
 */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  // One iterator that every worker takes the next item from.
  const pending = items.entries();
  let failed = false;
  const worker = async () => {
    for (const [i, item] of pending) {
      // After a failure no item starts; the ones in flight finish.
      if (failed) return;
      try {
        results[i] = await fn(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // Settled, not raced: the first failure is thrown only once nothing is in flight, so that the caller's clean-up (a
  // staging folder removed after a write failed) never runs beside a write that is still going.
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejection = settled.find((result) => result.status === 'rejected');
  if (rejection) throw rejection.reason;
  return results;
}
