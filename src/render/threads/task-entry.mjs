// Entry of a task thread (see ./run-task.ts). Worker threads do not inherit the main thread's TypeScript loader, so
// the thread registers tsx before importing the task's module; whatever happens, exactly one reply is posted.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
register();
const { module, fn, arg } = workerData;
try {
  const exported = (await import(module))[fn];
  if (typeof exported !== 'function') throw new Error(`${module} exports no function named ${fn}`);
  const value = await exported(arg);
  parentPort.postMessage({ ok: true, value });
} catch (error) {
  parentPort.postMessage({ ok: false, message: String(error?.message ?? error), stack: error?.stack, diagnostics: error?.diagnostics });
}
