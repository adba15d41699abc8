// docgen raises V8's threshold for optimising a function in the process it runs in (src/render/core/v8-tiering.mjs):
// a function goes to TurboFan only after running several times as much, by the factor measured on that V8 (eight on
// Node 20, four on Node 22). It names the flag of the V8 it was measured on, sets nothing on another (V8 prints an
// error for a flag it does not know), and keeps a threshold the command line sets. The probes run in child processes
// of their own flags: the test workers themselves run with docgen's threshold (vitest.config.ts).
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { thresholdFactor, tieringFlag } from '../../../src/render/core/v8-tiering.mjs';

const MODULE = new URL('../../../src/render/core/v8-tiering.mjs', import.meta.url).href;

/**
 * Calls a small function from an unoptimised loop until V8 has decided to optimise it, in a fresh Node started with
 * `nodeFlags`, after calling tuneTiering() when `tuned`; returns the number of calls it took (a count of code run,
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

/** What docgen sets on the V8 running this test (from a command line that sets no threshold): nothing on another. */
const flag = tieringFlag(process.versions.v8, []);
const factor = thresholdFactor();

/** The calls V8 takes by default, probed once for both tests below. */
let standardCalls: number | undefined;
const standard = () => (standardCalls ??= callsUntilOptimised(false));

it('names the threshold flag of the V8 it was measured on, nothing on another, and keeps one the command line sets', () => {
  expect(tieringFlag('11.3.244.8-node.38', [])).toBe(`--interrupt-budget=${8 * 66 * 1024}`);
  expect(tieringFlag('12.4.254.21-node.57', [])).toBe(`--invocation-count-for-turbofan=${4 * 3000}`);
  expect(tieringFlag('13.6.233.10-node.30', [])).toBeUndefined();
  expect(thresholdFactor('13.6.233.10-node.30')).toBeUndefined();
  expect(tieringFlag('11.3.244.8-node.38', ['--interrupt-budget=1000'])).toBeUndefined();
  expect(tieringFlag('11.3.244.8-node.38', ['--interrupt_budget=1000'])).toBeUndefined();
  expect(tieringFlag('12.4.254.21-node.57', ['--invocation_count_for_turbofan=10'])).toBeUndefined();
  // Other flags that begin the same, or the name inside another argument, are not the threshold.
  for (const other of ['--interrupt-budget-for-feedback-allocation=5', '--interrupt-budget-factor-for-feedback-allocation=2', '--require=./--interrupt-budget=1.cjs']) {
    expect(tieringFlag('11.3.244.8-node.38', [other])).toBe(`--interrupt-budget=${8 * 66 * 1024}`);
  }
});

it.skipIf(!flag)('optimises a function only after about its factor times as many calls as V8 would by default', () => {
  const tuned = callsUntilOptimised(true);
  expect(standard()).toBeGreaterThan(0);
  expect(standard()).toBeLessThan(1e6);
  expect(tuned / standard()).toBeGreaterThan(factor! - 0.5);
  expect(tuned / standard()).toBeLessThan(factor! + 0.5);
});

it.skipIf(!flag)('keeps the threshold the command line sets', () => {
  // A quarter of V8's default: optimised sooner than by default, so the value given was kept, not raised.
  const [name, value] = flag!.split('=');
  const given = callsUntilOptimised(true, [`${name}=${Number(value) / factor! / 4}`]);
  expect(given).toBeLessThan(standard() / 2);
});
