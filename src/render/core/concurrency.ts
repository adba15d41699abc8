/**
 * Maps over `items` with at most `limit` calls in flight; results keep the input order. For I/O-bound work (file
 * writes go through libuv's thread pool, so several can proceed at once) and for async stages whose awaits leave
 * gaps another item can fill.
 */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  // One iterator that every worker takes the next item from.
  const pending = items.entries();
  const worker = async () => {
    for (const [i, item] of pending) results[i] = await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
