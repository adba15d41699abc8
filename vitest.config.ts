import { defineConfig } from 'vitest/config';

// Lighthouse scores performance from a trace of the page loading: run it after everything else, alone, so that other
// test files busy on the same two cores do not slow the trace (test/release/lighthouse.test.ts).
const LIGHTHOUSE = 'test/release/lighthouse.test.ts';
const shared = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Two cores: building fixture sites is CPU-bound, so more workers only add contention.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'main', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: ['**/node_modules/**', LIGHTHOUSE] } },
      { test: { ...shared, name: 'lighthouse', include: [LIGHTHOUSE], sequence: { groupOrder: 1 } } },
    ],
  },
});
