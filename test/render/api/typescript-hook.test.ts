// The conversion thread's module hook (src/render/api/typescript-hook.mjs): TypeDoc's ES module import of TypeScript
// gets the module `require` loaded, the very object docgen's conversion code uses, and every other import is Node's.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const HOOK = pathToFileURL(require.resolve('../../../src/render/api/typescript-hook.mjs')).href;
const TYPESCRIPT = pathToFileURL(require.resolve('typescript')).href;

/** Runs `body` as an ES module in a fresh worker thread; what it posts. */
function inWorker(body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(body)}`));
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('the TypeScript module hook', () => {
  it("answers an ES module import of TypeScript with the CommonJS module, and leaves other imports to Node", { timeout: 60_000 }, async () => {
    const result = await inWorker(`
      import { createRequire, register } from 'node:module';
      import { parentPort } from 'node:worker_threads';
      register(${JSON.stringify(HOOK)}, { data: { url: ${JSON.stringify(TYPESCRIPT)} } });
      const required = createRequire(${JSON.stringify(TYPESCRIPT)})(${JSON.stringify(require.resolve('typescript'))});
      const imported = await import(${JSON.stringify(TYPESCRIPT)});
      const path = await import('node:path');
      parentPort.postMessage({ same: imported.default === required, keys: Object.keys(imported), version: imported.default.version, join: path.join('a', 'b') });
    `);
    expect(result).toEqual({ same: true, keys: ['default'], version: require('typescript').version, join: 'a/b' });
  });
});
