// Entry of the build worker (see ./worker.ts). Worker threads do not inherit the main thread's TypeScript loader, so
// the worker registers tsx itself before importing the builder. A module that fails to load (a syntax error in the
// theme) is reported to the server rather than crashing it.
import { parentPort } from 'node:worker_threads';
import { registerTsx } from '../core/register-tsx.mjs';

// Production React and libraries in every thread, whatever the environment (see bin/docgen).
process.env.NODE_ENV = 'production';
await registerTsx();
try {
  await import('./worker.ts');
} catch (error) {
  parentPort.postMessage({ type: 'fatal', message: String(error?.message ?? error), stack: String(error?.stack ?? '') });
}
