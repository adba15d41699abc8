// V8's tiering, tuned for a command that runs for seconds. V8 hands a function to TurboFan, its optimising compiler,
// once the function has run enough; the default threshold suits a web page that runs for hours. A docgen build runs
// for seconds, in threads that each warm up the same code again, and with the default much of what TurboFan compiled
// ran only briefly afterwards: a cold build of the real site spent ~8 s of its ~25 s of CPU (user and system) in
// compiler threads. With a higher threshold only code that is really hot is optimised (figures in ARCHITECTURE.md,
// "Where a cold build's time goes"). Plain JavaScript: bin/docgen calls it before it loads the CLI.
//
// The threshold's flag depends on V8's version, and V8 prints an error for a flag it does not know, so it is set only
// on a V8 it was measured on, by the factor measured there. Node 20 and 22 let V8's flags change after start-up (they
// do not freeze them); V8's flags are the process's, so the threads docgen starts have it too. Node's own code cache
// for its built-in modules was made under the default flags and no longer applies: warm builds, one-page edits and
// `--version` took the same time either way (0.40-0.46 s, 0.65-0.80 s and 0.12-0.14 s, by hand).
import v8 from 'node:v8';

/** By V8 version (`major.minor`): the flag, its default and how many times the default docgen sets. */
const THRESHOLDS = {
  // Node 20: bytes of bytecode a function runs between checks. Cold build by hand: 13.5 s → 12.2-13.0 s at four times
  // the default. Eight times, against four, on a slower machine: a cold build of +270 manual pages 40.2-42.4 s against
  // 43.5-43.8 s (user CPU 59.7-63.5 s against 65.1-65.7 s), the real site 0.56 s faster on average over six alternating
  // pairs; warm builds and one-page edits the same. Sixteen times was no faster than eight.
  '11.3': { flag: 'interrupt-budget', standard: 66 * 1024, factor: 8 },
  // Node 22: the invocation count TurboFan waits for. Cold build by hand: 14.3-15.3 s → 13.6-14.3 s at four times;
  // eight times was within the noise (three alternating pairs).
  '12.4': { flag: 'invocation-count-for-turbofan', standard: 3000, factor: 4 },
};

/** How many times V8's default threshold docgen sets on `v8Version`, or undefined on a V8 it was not measured on. */
export function thresholdFactor(v8Version = process.versions.v8) {
  return thresholdOf(v8Version)?.factor;
}

function thresholdOf(v8Version) {
  return THRESHOLDS[v8Version.split('.').slice(0, 2).join('.')];
}

/**
 * The V8 flag docgen sets for `v8Version` (`process.versions.v8`), or undefined: another V8, or a command line
 * (`execArgv`) that sets the flag itself, which is then kept.
 */
export function tieringFlag(v8Version = process.versions.v8, execArgv = process.execArgv) {
  const threshold = thresholdOf(v8Version);
  if (!threshold) return undefined;
  // V8 spells its flags with dashes or underscores; Node takes them on its command line only as `--flag=value`, and
  // never in NODE_OPTIONS.
  const spelled = new RegExp(`^--${threshold.flag.replace(/-/g, '[-_]')}(=|$)`);
  if (execArgv.some((arg) => spelled.test(arg))) return undefined;
  return `--${threshold.flag}=${threshold.factor * threshold.standard}`;
}

/** Sets `tieringFlag()` for this process and the threads it starts; returns it, or undefined when nothing was set. */
export function tuneTiering() {
  const flag = tieringFlag();
  if (flag) v8.setFlagsFromString(flag);
  return flag;
}
