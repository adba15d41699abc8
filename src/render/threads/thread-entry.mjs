// Entry of every docgen worker thread, one-off (./run-task.ts) or pooled (./pool.ts): it answers each request
// `{ id, module, arg }` with the result of the `task` its module exports (./task.ts), in order of arrival, and exactly
// one reply per request. Modules are normally bundles (./bundle.ts); when esbuild could not make one, the thread runs
// the sources through tsx, which worker threads do not inherit from the main thread.
import { parentPort } from 'node:worker_threads';

// Production React and libraries in every thread, whatever the environment (see bin/docgen).
process.env.NODE_ENV = 'production';

const modules = new Map();
let tsx;
let queue = Promise.resolve();

parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});

async function answer({ id, module, arg }) {
  try {
    if (!modules.has(module)) {
      if (/\.tsx?$/.test(module)) await (tsx ??= import('../core/register-tsx.mjs').then(({ registerTsx }) => registerTsx()));
      modules.set(module, import(module));
    }
    const { task } = await modules.get(module);
    if (typeof task?.run !== 'function') throw new Error(`${module} exports no task`);
    const value = await task.run(arg);
    parentPort.postMessage({ id, ok: true, value }, transferables(value));
  } catch (error) {
    // `code` and `path` too: a disk error (ENOSPC, EROFS…) is told apart and named by them (../core/disk-errors.ts).
    parentPort.postMessage({ id, ok: false, name: error?.name, message: String(error?.message ?? error), stack: error?.stack, diagnostics: error?.diagnostics, code: typeof error?.code === 'string' ? error.code : undefined, path: typeof error?.path === 'string' ? error.path : undefined });
  }
}

/**
 * Byte arrays in the result (the result itself or its top-level fields) that own their whole buffer are moved to the
 * caller instead of copied: a large serialised result then costs nothing to pass.
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
