// Watch mode's memory of stage results: computed once per key, recomputed when the key changes, retried after a
// failure, and forgotten when invalidated or unused for a whole build.
import { describe, expect, it } from 'vitest';
import { createSiteCache, noCache } from '../../src/render/core/site-cache.ts';

/** A computation that counts its runs. */
function counted<T>(value: T) {
  const run = Object.assign(() => {
    run.calls++;
    return value;
  }, { calls: 0 });
  return run;
}

describe('createSiteCache', () => {
  it('computes a name once per key, and again when its key changes', async () => {
    const cache = createSiteCache();
    const first = counted('a');
    expect(await cache.memo('pages', 'k1', first)).toBe('a');
    expect(await cache.memo('pages', 'k1', first)).toBe('a');
    expect(first.calls).toBe(1);
    expect(await cache.memo('pages', 'k2', () => 'b')).toBe('b');
    expect(cache.stats()).toEqual({ hits: 1, misses: 2 });
  });

  it('shares one computation between concurrent callers', async () => {
    const cache = createSiteCache();
    let release!: (value: string) => void;
    let calls = 0;
    const compute = () => {
      calls++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.memo('api', 'k', compute), cache.memo('api', 'k', compute)]);
    await Promise.resolve();
    release('done');
    expect(await both).toEqual(['done', 'done']);
    expect(calls).toBe(1);
  });

  it('does not remember a failed computation: the next build tries again', async () => {
    const cache = createSiteCache();
    await expect(cache.memo('config', 'k', () => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax error');
    expect(await cache.memo('config', 'k', () => 'fixed')).toBe('fixed');
  });

  it('forgets the entries under a prefix, or all of them', async () => {
    const cache = createSiteCache();
    await cache.memo('page:/a', 'k', () => 1);
    await cache.memo('page:/b', 'k', () => 1);
    await cache.memo('graph', 'k', () => 1);
    cache.invalidate('page:');
    const rerun = counted(2);
    await cache.memo('page:/a', 'k', rerun);
    await cache.memo('graph', 'k', rerun);
    expect(rerun.calls).toBe(1);
    cache.invalidate();
    await cache.memo('graph', 'k', rerun);
    expect(rerun.calls).toBe(2);
  });

  it('sweeps the entries no build used since the last sweep (pages of deleted files) and resets the counts', async () => {
    const cache = createSiteCache();
    await cache.memo('page:/kept', 'k', () => 1);
    await cache.memo('page:/deleted', 'k', () => 1);
    expect(cache.sweep()).toBe(0);
    await cache.memo('page:/kept', 'k', () => 1);
    expect(cache.sweep()).toBe(1);
    expect(cache.stats()).toEqual({ hits: 0, misses: 0 });
    const again = counted(1);
    await cache.memo('page:/deleted', 'k', again);
    await cache.memo('page:/kept', 'k', again);
    expect(again.calls).toBe(1);
  });
});

describe('noCache', () => {
  it('runs every computation, as a one-shot build does', async () => {
    const run = counted('x');
    await noCache.memo('pages', 'k', run);
    await noCache.memo('pages', 'k', run);
    expect(run.calls).toBe(2);
  });
});
