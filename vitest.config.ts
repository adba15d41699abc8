import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { tieringFlag } from './src/render/core/v8-tiering.mjs';

// Three tiers; `npm test` runs them all.
//   unit     no browser, no CLI process, no build of the real site: the modules on small in-process fixture sites.
//   e2e      the CLI as a process, docgen serve and the built fixture site in Chromium.
//   release  the real site built once, crawled (links, layout, axe, HTML validation) and scored by Lighthouse; and the
//            API Reference of the real SDK, converted by TypeDoc (the unit tier's API tests use the fixture library).
// Lighthouse scores performance from a trace of the page loading: run it after everything else, alone, so that other
// test files busy on the same two cores do not slow the trace (test/release/lighthouse.test.ts).
const LIGHTHOUSE = 'test/release/lighthouse.test.ts';
const REAL_SDK_API = 'test/render/api/xrblocks.test.ts';
// The linter reads the whole project with a TypeScript program of its own (about 25 s of CPU, as the type check of
// test/cli/typecheck.test.ts does): it runs with the e2e tier, whose files mostly wait on processes and Chromium.
const LINT = 'test/architecture/lint.test.ts';
// The test workers (and the threads they start) run with the V8 tiering docgen sets for itself (bin/docgen): like a
// build, a test file runs most of its code only briefly, and with V8's default threshold much of it was compiled by
// TurboFan for nothing (the unit tier, two alternating runs: 137 s of CPU without it, 126-129 s with it).
const execArgv = [tieringFlag()].filter((flag) => flag !== undefined);
// The tests render with React's production build, as docgen does (test/helpers/react-production.ts); `.tsx` files
// compile to its `jsx` calls, since its production build has no `jsxDEV`.
const setupFiles = ['test/helpers/react-production.ts', 'test/helpers/remove-temp-folders.ts'];
const oxc = { jsx: { development: false } };
// A busy CI machine can take seconds to paint a state that takes milliseconds here: every poll waits for its state
// up to 30 s (vitest's default is 1 s), so a wait fails only when the state never comes.
// The modules docgen compiles at run time (a site's config, an `.mdx` page's module, under `.docgen-cache/`) are loaded
// by Node itself, as in a build: transformed by vitest, their functions' text changed (a Docusaurus config's bundled
// plugins are named by it, markdown-plugins.test.ts).
const server = { deps: { external: [/[\\/]\.docgen-cache[\\/]/] } };
const shared = { testTimeout: 60_000, hookTimeout: 120_000, expect: { poll: { timeout: 30_000 } }, execArgv, setupFiles, server };
const tsx = (dir: string) => [`test/${dir}/**/*.test.ts`, `test/${dir}/**/*.test.tsx`];

// The unit tier's files share one module graph per worker: importing docgen again for each of ~80 files cost more
// than a third of the tier. A file that replaces a module or a global (vi.mock, vi.stubGlobal, vi.spyOn) would leak
// that replacement into the files after it, so those files, found by what they call, keep a module graph of their own.
const UNIT = fg.sync(['architecture', 'client', 'content', 'llms', 'render', 'scripts', 'search', 'shared', 'theme'].flatMap(tsx), { ignore: ['**/node_modules/**', REAL_SDK_API, LINT] }).sort();
const replacesModules = (file: string) => /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn)\(/.test(readFileSync(file, 'utf8'));
const UNIT_ISOLATED = UNIT.filter(replacesModules);
const UNIT_SHARED = UNIT.filter((file) => !UNIT_ISOLATED.includes(file));
// The few files that run in happy-dom need a worker of their own environment.
const inDom = (file: string) => /@vitest-environment\s+happy-dom/.test(readFileSync(file, 'utf8'));
const UNIT_DOM = new Set(UNIT.filter(inDom).map((file) => path.resolve(import.meta.dirname, file)));

/**
 * vitest runs the files of one project after another ('unit' before 'unit-isolated'), each longest first, and ends a
 * worker whenever the next file in the queue cannot share its module graph (a file of the other project or of another
 * environment): the long isolated files (the API conversions, the cards) then started last and ran alone at the end,
 * and each happy-dom file among the shared ones ended a worker, whose successor imported docgen again. The unit tier
 * runs in this order instead: the isolated files first, longest first (each has a process of its own anyway), then the
 * shared files in node, longest first, and the shared happy-dom files last. Other tiers keep vitest's
 * order.
 */
class UnitTierSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (spec.project.name === 'unit-isolated' ? 0 : UNIT_DOM.has(spec.moduleId) ? 2 : 1);
    const unitTier = sorted.filter((spec) => spec.project.name.startsWith('unit'));
    const reordered = [0, 1, 2].flatMap((r) => unitTier.filter((spec) => rank(spec) === r));
    const next = reordered.values();
    return sorted.map((spec) => (spec.project.name.startsWith('unit') ? (next.next().value ?? spec) : spec));
  }
}

export default defineConfig({
  test: {
    // Two cores: building fixture sites is CPU-bound, so more workers only add contention.
    maxWorkers: 2,
    sequence: { sequencer: UnitTierSequencer },
    // The TypeScript vitest compiles, kept between runs (and shared by the projects, which each compiled it again):
    // this checkout's own folder, since node_modules may be shared by several. The unit tier's main process took
    // 9.7-11.3 s of CPU without it, 5.6 s with it from the second run on.
    experimental: { fsModuleCache: true, fsModuleCachePath: path.join(import.meta.dirname, '.docgen-cache/vitest') },
    projects: [
      { oxc, test: { ...shared, name: 'unit', include: UNIT_SHARED, isolate: false } },
      { oxc, test: { ...shared, name: 'unit-isolated', include: UNIT_ISOLATED } },
      { oxc, test: { ...shared, name: 'e2e', include: [...['e2e', 'serve', 'engine', 'cli'].flatMap(tsx), LINT] } },
      { oxc, test: { ...shared, name: 'release', include: [...tsx('release'), REAL_SDK_API], exclude: ['**/node_modules/**', LIGHTHOUSE] } },
      { oxc, test: { ...shared, name: 'lighthouse', include: [LIGHTHOUSE], sequence: { groupOrder: 1 } } },
    ],
  },
});
