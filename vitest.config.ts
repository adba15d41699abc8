import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: building fixture sites is CPU-bound, so more workers only add contention.
    maxWorkers: 2,
  },
});
