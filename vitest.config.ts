import { defineConfig } from 'vitest/config';

// Three tiers, one project each; `npm test` runs them all.
//   unit     no browser, no CLI process, no build of the real site: the modules on small in-process fixture sites.
//   e2e      the CLI as a process, docgen serve and the built fixture site in Chromium.
//   release  the real site built once, crawled (links, layout, axe, HTML validation) and scored by Lighthouse; and the
//            API Reference of the real SDK, converted by TypeDoc (the unit tier's API tests use the fixture library).
// Lighthouse scores performance from a trace of the page loading: run it after everything else, alone, so that other
// test files busy on the same two cores do not slow the trace (test/release/lighthouse.test.ts).
const LIGHTHOUSE = 'test/release/lighthouse.test.ts';
const REAL_SDK_API = 'test/render/api/xrblocks.test.ts';
// A busy CI machine can take seconds to paint a state that takes milliseconds here: every poll waits for its state
// up to 30 s (vitest's default is 1 s), so a wait fails only when the state never comes.
const shared = { testTimeout: 60_000, hookTimeout: 120_000, expect: { poll: { timeout: 30_000 } } };
const tsx = (dir: string) => [`test/${dir}/**/*.test.ts`, `test/${dir}/**/*.test.tsx`];

export default defineConfig({
  test: {
    // Two cores: building fixture sites is CPU-bound, so more workers only add contention.
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'unit', include: ['architecture', 'client', 'content', 'llms', 'render', 'search', 'shared', 'theme'].flatMap(tsx), exclude: ['**/node_modules/**', REAL_SDK_API] } },
      { test: { ...shared, name: 'e2e', include: ['e2e', 'serve', 'engine', 'cli'].flatMap(tsx) } },
      { test: { ...shared, name: 'release', include: [...tsx('release'), REAL_SDK_API], exclude: ['**/node_modules/**', LIGHTHOUSE] } },
      { test: { ...shared, name: 'lighthouse', include: [LIGHTHOUSE], sequence: { groupOrder: 1 } } },
    ],
  },
});
