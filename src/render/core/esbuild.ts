// esbuild's API talks to a child process that outlives its calls and keeps what it allocated: 15-40 MB of resident
// memory, counted in a build's peak, which comes during TypeDoc's conversion, long after the site.config.ts import
// and the bundles that started it. Every call goes through `useEsbuild`, which stops the child once no call has been
// in flight for a moment; the next call starts another (a few milliseconds).
import type * as Esbuild from 'esbuild';
import { dynamicImport } from './dynamic-import.ts';

/** How long the child stays after the last call ended: the calls of one stage come close together. */
const IDLE_MS = 500;

let inFlight = 0;
let idle: NodeJS.Timeout | undefined;

/** Runs `use` with esbuild's API, loaded on first use. */
export async function useEsbuild<T>(use: (esbuild: typeof Esbuild) => Promise<T>): Promise<T> {
  const esbuild = await dynamicImport<typeof Esbuild>('esbuild');
  inFlight++;
  clearTimeout(idle);
  try {
    return await use(esbuild);
  } finally {
    if (--inFlight === 0) {
      idle = setTimeout(() => {
        if (inFlight === 0) void esbuild.stop();
      }, IDLE_MS);
      // A process with nothing else to do exits without waiting for it.
      idle.unref();
    }
  }
}
