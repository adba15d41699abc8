// Entry of a task thread (see ./run-task.ts). Worker threads do not inherit the main thread's TypeScript loader, so
// the thread registers tsx before importing the task's module; whatever happens, exactly one reply is posted.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// Production React and libraries in every thread, whatever the environment (see bin/docgen).
process.env.NODE_ENV = 'production';
register();
const { module, fn, arg } = workerData;
try {
  const exported = (await import(module))[fn];
  if (typeof exported !== 'function') throw new Error(`${module} exports no function named ${fn}`);
  const value = await exported(arg);
  parentPort.postMessage({ ok: true, value }, transferables(value));
} catch (error) {
  parentPort.postMessage({ ok: false, name: error?.name, message: String(error?.message ?? error), stack: error?.stack, diagnostics: error?.diagnostics });
}

/**
 * Byte arrays in the result (the result itself or its top-level fields) that own their whole buffer are moved to the
 * caller instead of copied: the thread is about to end, and a large serialised result then costs nothing to pass.
 */
function transferables(value) {
  const buffers = new Set();
  const add = (v) => {
    if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) buffers.add(v.buffer);
  };
  add(value);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) Object.values(value).forEach(add);
  return [...buffers];
}
