// Watch mode's memory: each stage's result kept under a name with the key of its inputs (a content hash). A stage
// whose key is unchanged since the last build is not run again. One-shot builds use `noCache`, which always runs.

export interface SiteCache {
  /** The value stored under `name` if it was computed for `key`; otherwise computes, stores and returns it. */
  memo<T>(name: string, key: string, compute: () => Promise<T> | T): Promise<T>;
  /** Forgets every entry whose name starts with `prefix` (all entries without one). */
  invalidate(prefix?: string): void;
  /** Forgets entries not used since the last `sweep` (pages of deleted files); returns how many. */
  sweep(): number;
  /** Hits and misses since the last `sweep`, for logs and tests. */
  stats(): { hits: number; misses: number };
}

interface Entry {
  key: string;
  value: Promise<unknown>;
  used: boolean;
}

export function createSiteCache(): SiteCache {
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;
  return {
    memo<T>(name: string, key: string, compute: () => Promise<T> | T): Promise<T> {
      const entry = entries.get(name);
      if (entry && entry.key === key) {
        entry.used = true;
        hits++;
        return entry.value as Promise<T>;
      }
      misses++;
      const value = Promise.resolve().then(compute);
      const stored: Entry = { key, value, used: true };
      entries.set(name, stored);
      // A failed computation is not remembered: the next build tries again.
      value.catch(() => {
        if (entries.get(name) === stored) entries.delete(name);
      });
      return value;
    },
    invalidate(prefix = '') {
      for (const name of [...entries.keys()]) if (name.startsWith(prefix)) entries.delete(name);
    },
    sweep() {
      let removed = 0;
      for (const [name, entry] of entries) {
        if (entry.used) entry.used = false;
        else {
          entries.delete(name);
          removed++;
        }
      }
      hits = misses = 0;
      return removed;
    },
    stats: () => ({ hits, misses }),
  };
}

/** Runs every computation: the behaviour of a one-shot build. */
export const noCache: SiteCache = {
  memo: async (_name, _key, compute) => compute(),
  invalidate() {},
  sweep: () => 0,
  stats: () => ({ hits: 0, misses: 0 }),
};
