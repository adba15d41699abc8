// docgen raises V8's interrupt budget for the process it runs in (src/render/core/v8-tiering.mjs), so that a function
// goes to the optimising compiler only after running four times as much, and leaves a budget the command line sets.
// Each probe runs in a child process, so that the test runner keeps V8's defaults.
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { tuneTiering } from '../../../src/render/core/v8-tiering.mjs';

const MODULE = new URL('../../../src/render/core/v8-tiering.mjs', import.meta.url).href;

/**
 * Calls a small function from an unoptimised loop until V8 has decided to optimise it, in a fresh Node started with
 * `nodeFlags`, after calling tuneTiering() when `tuned`; returns the number of calls it took (a count of bytecode run,
 * not of time, so it does not depend on the machine's load).
 */
function callsUntilOptimised(tuned: boolean, nodeFlags: string[] = []): number {
  const probe = `
    import { tuneTiering } from ${JSON.stringify(MODULE)};
    if (${tuned}) tuneTiering();
    function twice(x) { return x * 2 + 1; }
    function drive(n) { let s = 0; for (let i = 0; i < n; i++) s += twice(i); return s; }
    %NeverOptimizeFunction(drive);
    // Optimised, or marked for (or in) TurboFan's compilation: V8's OptimizationStatus bits.
    const TIERED = 16 | 64 | 256 | 512 | 1024;
    let calls = 0;
    while (calls < 1e6 && !(%GetOptimizationStatus(twice) & TIERED)) { drive(100); calls += 100; }
    console.log(calls);`;
  const out = execFileSync(process.execPath, [...nodeFlags, '--allow-natives-syntax', '--input-type=module', '-e', probe], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
  return Number(out.trim());
}

it('optimises a function only after four times as many calls as V8 would by default', () => {
  const standard = callsUntilOptimised(false);
  const tuned = callsUntilOptimised(true);
  expect(standard).toBeGreaterThan(0);
  expect(standard).toBeLessThan(1e6);
  expect(tuned / standard).toBeGreaterThan(3.5);
  expect(tuned / standard).toBeLessThan(4.5);
});

it('keeps an interrupt budget the command line or NODE_OPTIONS sets', () => {
  // A quarter of the default: optimised sooner than by default, so the flag given was kept and not raised.
  const standard = callsUntilOptimised(false);
  const given = callsUntilOptimised(true, [`--interrupt-budget=${(66 * 1024) / 4}`]);
  expect(given).toBeLessThan(standard / 2);
  expect(tuneTiering(['--interrupt_budget=1000'], '')).toBe(false);
  expect(tuneTiering([], '--max-old-space-size=4096 --interrupt-budget=1000')).toBe(false);
});
