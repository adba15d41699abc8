// V8's tiering, tuned for a command that runs for seconds. V8 sends a function to TurboFan, its optimising compiler,
// once the function has run a budget of bytecode a few times over; the default budget suits a web page that runs for
// hours. A docgen build runs for seconds, in up to eight threads that each warm up the same code again, and with the
// default most of what TurboFan compiled ran only briefly afterwards: a cold build of the real site spent ~8 s of
// CPU in compiler threads (10.6 s in V8's helper threads in all, 3.8 s for TypeDoc's own CLI on its own), against 25 s
// for the whole build. With four times the budget only code that is really hot is optimised: the cold build took
// 12.2-12.5 s instead of 13.5 s, and 19.7 s of user CPU instead of 22.4 s; TypeDoc's CLI alone, 4.45 s instead of
// 4.8 s. Plain JavaScript: bin/docgen calls it before it loads the CLI.
import v8 from 'node:v8';

/** V8's default `--interrupt-budget` (V8 11.3, Node 20), in bytes of bytecode. */
const DEFAULT_BUDGET = 66 * 1024;

/** The budget docgen runs with. */
export const INTERRUPT_BUDGET = 4 * DEFAULT_BUDGET;

/**
 * Raises V8's interrupt budget for this process and the threads it starts (V8's flags are the process's), unless the
 * command line already sets one: a person tuning V8 themselves keeps their value.
 */
export function tuneTiering(execArgv = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? '') {
  if ([...execArgv, nodeOptions].some((arg) => /--interrupt[-_]budget\b(?!-)/.test(arg))) return false;
  v8.setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
  return true;
}
