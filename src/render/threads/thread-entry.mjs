// @ts-check
// Entry of every docgen worker thread (./thread.ts starts them all): it answers each request (./protocol.ts) with the
// result of the `task` its module exports (./task.ts), one request at a time in order of arrival, and exactly one
// reply per request, carrying the request's id. Once every request received is answered, the last task's `idle` may
// work until the next one arrives. Modules are normally bundles (./bundle.ts); a module given as its sources (or
// whose bundle esbuild could not make) runs through tsx, which worker threads do not inherit from the main thread.
// Plain JavaScript, type-checked: it runs before anything could compile TypeScript for it.
import { parentPort } from 'node:worker_threads';

/** @typedef {import('./protocol.ts').ThreadRequest} ThreadRequest */
/** @typedef {import('./protocol.ts').ThreadReply} ThreadReply */
/** @typedef {import('./task.ts').Task<unknown, unknown>} AnyTask */

// Production React and libraries in every thread, whatever the environment (see bin/docgen).
process.env.NODE_ENV = 'production';

const port = parentPort;
if (!port) throw new Error('thread-entry.mjs runs only as a worker thread');

/** @type {Map<string, Promise<{ task?: AnyTask }>>} */
const modules = new Map();
/** @type {Promise<void> | undefined} */
let tsx;
let queue = Promise.resolve();
let waiting = 0;
/** @type {AbortController | undefined} */
let idling;

port.on('message', (/** @type {ThreadRequest} */ request) => {
  idling?.abort();
  idling = undefined;
  waiting++;
  queue = queue.then(async () => {
    const task = await answer(request);
    if (--waiting === 0 && task?.idle) {
      idling = new AbortController();
      task.idle(idling.signal);
    }
  });
});

/**
 * @param {ThreadRequest} request
 * @returns {Promise<AnyTask | undefined>} the task that answered, if it loaded
 */
async function answer({ id, module, arg }) {
  /** @type {AnyTask | undefined} */
  let task;
  try {
    task = (await load(module)).task;
    if (typeof task?.run !== 'function') throw new Error(`${module} exports no task`);
    const value = await task.run(arg);
    port?.postMessage(/** @type {ThreadReply} */ ({ id, ok: true, value }), transferables(value));
  } catch (thrown) {
    const error = /** @type {{ name?: string; message?: string; stack?: string; diagnostics?: import('../core/diagnostics.ts').Diagnostic[]; code?: unknown; path?: unknown }} */ (thrown ?? {});
    // `code` and `path` too: a disk error (ENOSPC, EROFS…) is told apart and named by them (../core/disk-errors.ts).
    port?.postMessage(
      /** @type {ThreadReply} */ ({
        id,
        ok: false,
        name: error.name,
        message: String(error.message ?? thrown),
        stack: error.stack,
        diagnostics: error.diagnostics,
        code: typeof error.code === 'string' ? error.code : undefined,
        path: typeof error.path === 'string' ? error.path : undefined,
      }),
    );
  }
  return task;
}

/** @param {string} module */
function load(module) {
  let loaded = modules.get(module);
  if (!loaded) {
    loaded = (async () => {
      if (/\.tsx?$/.test(module)) await (tsx ??= import('../core/register-tsx.mjs').then(({ registerTsx }) => registerTsx()));
      return import(module);
    })();
    modules.set(module, loaded);
  }
  return loaded;
}

/**
 * Byte arrays in the result (the result itself or its top-level fields) that own their whole buffer are moved to the
 * caller instead of copied: a large serialised result then costs nothing to pass.
 * @param {unknown} value
 * @returns {ArrayBuffer[]}
 */
function transferables(value) {
  /** @type {Set<ArrayBuffer>} */
  const buffers = new Set();
  const add = (/** @type {unknown} */ v) => {
    if (ArrayBuffer.isView(v) && v.buffer instanceof ArrayBuffer && v.byteOffset === 0 && v.byteLength === v.buffer.byteLength) buffers.add(v.buffer);
  };
  add(value);
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) Object.values(value).forEach(add);
  return [...buffers];
}
