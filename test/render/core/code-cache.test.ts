// How bin/docgen runs the CLI's bundle (src/render/core/code-cache.mjs): a CommonJS bundle made as the CLI's is, run
// in fresh processes with the V8 code cache beside it. The cache is used (V8 accepts it, or its run count would start
// again), written until LEARNING_RUNS runs have used it, not by a command that did little, made anew when damaged,
// rejected or made for other code; code taken from it can import (src/render/core/dynamic-import.ts), and its stack
// frames name the source files.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEARNING_MIN_MS, LEARNING_RUNS } from '../../../src/render/core/code-cache.mjs';
import { useEsbuild } from '../../../src/render/core/esbuild.ts';
import { bundleModule, CLI_BUNDLE } from '../../../src/render/core/keep-locations.mjs';

const CORE = path.resolve(import.meta.dirname, '../../../src/render/core');
const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entry = path.join(dir, 'entry.ts');
const bundle = path.join(dir, 'main.cjs');
const cache = `${bundle}.cache`;

// An ES module with top-level await, which only `import()` can load (a site's config may be one).
const imported = path.join(dir, 'answer.mjs');
// Line 4 throws when asked to. Asked to be slow, a command works for longer than LEARNING_MIN_MS, as a build does.
const ENTRY = `import { dynamicImport } from ${JSON.stringify(path.join(CORE, 'dynamic-import.ts'))};
export async function main(argv: string[]): Promise<number> {
  if (argv.includes('throw')) {
    throw new Error('thrown on purpose');
  }
  const { answer } = await dynamicImport<{ answer: number }>(${JSON.stringify(pathToFileURL(imported).href)});
  if (argv.includes('slow')) await new Promise((resolve) => setTimeout(resolve, ${LEARNING_MIN_MS + 50}));
  console.log('answer', answer);
  return 0;
}
`;

// What bin/docgen does with the bundle, in a process of its own.
const RUNNER = `import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(path.join(CORE, 'code-cache.mjs')).href)};
import { IMPORT_HOOK } from ${JSON.stringify(pathToFileURL(path.join(CORE, 'import-hook.mjs')).href)};
globalThis[IMPORT_HOOK] = (specifier) => import(specifier);
const file = process.argv[2];
const bytes = readFileSync(file);
// Whatever the machine's speed: a run asked to be quick did little (below an hour, not LEARNING_MIN_MS), one asked to
// be slow is held to LEARNING_MIN_MS (and works for longer), and any other run did enough (any time at all), so that
// the many runs below need not each wait LEARNING_MIN_MS.
const quick = process.argv.includes('quick');
const slow = process.argv.includes('slow');
const cached = runWithCodeCache(file, bytes.toString('utf8'), createHash('sha256').update(bytes).digest(), { learningMinMs: quick ? 3_600_000 : slow ? undefined : 0 });
process.exitCode = await cached.exports.main(process.argv);
cached.save();
`;
const runner = path.join(dir, 'runner.mjs');

beforeAll(async () => {
  writeFileSync(imported, 'export const answer = await Promise.resolve(42);\n');
  writeFileSync(entry, ENTRY);
  writeFileSync(runner, RUNNER);
  // Through useEsbuild: this worker's other test files use it too, and it stops esbuild's process once idle.
  const { code, map } = await useEsbuild(({ build }) => bundleModule(build, entry, bundle, CLI_BUNDLE));
  writeFileSync(bundle, code);
  writeFileSync(`${bundle}.map`, map);
});

const run = (...args: string[]) => execFileSync(process.execPath, [runner, bundle, ...args], { encoding: 'utf8' });
/** A run with another V8 flag: V8 takes no cache made under other flags. */
const runWithOtherFlags = () => execFileSync(process.execPath, ['--always-sparkplug', runner, bundle], { encoding: 'utf8' });
/** How many runs the cache has been written by (its first four bytes). */
const runs = () => readFileSync(cache).readUInt32LE(0);

it('runs the bundle from the code cache it writes, rewritten until LEARNING_RUNS runs have used it; cached code can import', () => {
  rmSync(cache, { force: true });
  // Held to LEARNING_MIN_MS, as bin/docgen's commands are, and longer than that.
  expect(run('slow')).toBe('answer 42\n');
  expect(runs()).toBe(1);
  // Each run after it was accepted by V8 (a rejected cache starts the count again), and its code imported.
  for (let n = 2; n <= LEARNING_RUNS; n++) {
    expect(run()).toBe('answer 42\n');
    expect(runs()).toBe(n);
  }
  const learned = readFileSync(cache);
  const { mtimeMs } = statSync(cache);
  expect(run()).toBe('answer 42\n');
  expect(statSync(cache).mtimeMs).toBe(mtimeMs);
  expect(readFileSync(cache).equals(learned)).toBe(true);
});

it('a command that did little writes no cache and is not counted', () => {
  rmSync(cache, { force: true });
  expect(run('quick')).toBe('answer 42\n');
  expect(existsSync(cache)).toBe(false);
  run();
  const { mtimeMs } = statSync(cache);
  expect(run('quick')).toBe('answer 42\n');
  expect(runs()).toBe(1);
  expect(statSync(cache).mtimeMs).toBe(mtimeMs);
});

it('a damaged cache, one V8 rejects (other flags, other length) or one made for other code of the same length is made anew', () => {
  rmSync(cache, { force: true });
  run();
  run();
  expect(runs()).toBe(2);
  // One byte of V8's data changed: the seal no longer matches.
  const damaged = readFileSync(cache);
  damaged.writeUInt8(damaged.readUInt8(100) ^ 0xff, 100);
  writeFileSync(cache, damaged);
  expect(run()).toBe('answer 42\n');
  expect(runs()).toBe(1);
  run();
  expect(runs()).toBe(2);
  // The same bundle under other V8 flags: V8 rejects the cache.
  expect(runWithOtherFlags()).toBe('answer 42\n');
  expect(runs()).toBe(1);
  run();
  run();
  expect(runs()).toBe(2);
  const original = readFileSync(bundle, 'utf8');
  try {
    // Other code of the same length, which V8 alone would take (and run the old code): the cache names its bundle.
    const same = original.replace('"answer"', '"ANSWER"');
    expect(same.length).toBe(original.length);
    writeFileSync(bundle, same);
    expect(run()).toBe('ANSWER 42\n');
    expect(runs()).toBe(1);
    run();
    expect(runs()).toBe(2);
    // Other code of another length: V8 rejects the cache.
    writeFileSync(bundle, `${same}\n// another build of it\n`);
    expect(run()).toBe('ANSWER 42\n');
    expect(runs()).toBe(1);
  } finally {
    writeFileSync(bundle, original);
  }
});

it("the bundle's stack frames name the source files, with or without a cache", () => {
  const fails = () => {
    const failed = spawnSync(process.execPath, [runner, bundle, 'throw'], { encoding: 'utf8' });
    expect(failed.status).not.toBe(0);
    expect(failed.stderr).toContain('thrown on purpose');
    // Node's own header of an uncaught error may quote the bundle's line; the frames are the stack.
    const frames = failed.stderr.split('\n').filter((line) => line.trimStart().startsWith('at '));
    expect(frames[0]).toContain(`main (${entry}:4:11)`);
    expect(frames.join('\n')).not.toContain(bundle);
  };
  rmSync(cache, { force: true });
  fails();
  run();
  expect(runs()).toBe(1);
  fails();
});
