// esbuild's API talks to a child process that outlives its calls and keeps what it allocated: 15-40 MB of resident
// memory, counted in a build's peak, which comes during TypeDoc's conversion, long after the site.config.ts import
// and the bundles that started it. Every call goes through `useEsbuild`, which stops the child once no call has been
// in flight for a moment; the next call starts another (a few milliseconds).
import type * as Esbuild from 'esbuild';
import { dynamicImport } from './dynamic-import.ts';

/**
 * How long the child stays after the last call ended: the calls of one stage come close together. Before, the
 * launcher's child and the config's lived through the whole build, 15 and 37 MB of RSS at a cold build's peak
 * (71c3208); the 500 ms were chosen, not measured against other values.
 */
const IDLE_MS = 500;

const CALLS = Symbol.for('docgen.esbuild.calls');

interface Calls {
  inFlight: number;
  idle?: NodeJS.Timeout;
}

/**
 * The calls in flight, counted once per JavaScript realm, where esbuild's package (imported, not bundled) and its child
 * are one. A second copy of this module (a test runner's module graphs load it twice) counting on its own would stop
 * the child under the other copy's call, and esbuild never answers a call its stopped child had: it would hang.
 */
const calls: Calls = ((globalThis as { [CALLS]?: Calls })[CALLS] ??= { inFlight: 0 });

/** Runs `use` with esbuild's API, loaded on first use. */
export async function useEsbuild<T>(use: (esbuild: typeof Esbuild) => Promise<T>): Promise<T> {
  const esbuild = await dynamicImport<typeof Esbuild>('esbuild');
  calls.inFlight++;
  clearTimeout(calls.idle);
  try {
    return await use(esbuild);
  } finally {
    if (--calls.inFlight === 0) {
      calls.idle = setTimeout(() => {
        if (calls.inFlight === 0) void esbuild.stop();
      }, IDLE_MS);
      // A process with nothing else to do exits without waiting for it.
      calls.idle.unref();
    }
  }
}

/**
 * The file of an in-memory build (`write: false`) that `is` picks (the first by default): a build that succeeded
 * wrote it, so a miss is a bug in the build's options; it throws, naming `what` the file was to hold.
 */
export function outputFile(files: readonly Esbuild.OutputFile[], what: string, is: (file: Esbuild.OutputFile) => boolean = () => true): Esbuild.OutputFile {
  const file = files.find(is);
  if (!file) throw new Error(`internal error: esbuild wrote no file for ${what}`);
  return file;
}
