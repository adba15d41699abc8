// @ts-check
// Module hook for the conversion thread (./typescript-module.ts registers it): an ES module import of TypeScript,
// as TypeDoc writes them, gets the CommonJS module `require` loaded, as its default export. Node would otherwise
// load the 9 MB file a second way for ES modules: it scans its source for export names (cjs-module-lexer) and
// compiles it once more to check whether it holds ES module syntax. In a worker thread, importing TypeDoc took
// 1.38 s that way and 0.76 s through this hook, its registration included. Plain JavaScript: Node loads it as it is.

/** @type {string | undefined} The file URL of TypeScript's CommonJS entry, as the thread resolved it. */
let typescriptUrl;

/** @param {{ url: string }} data */
export function initialize(data) {
  typescriptUrl = data.url;
}

/**
 * @param {string} url
 * @param {unknown} context
 * @param {(url: string, context: unknown) => unknown} nextLoad
 */
export function load(url, context, nextLoad) {
  if (url !== typescriptUrl) return nextLoad(url, context);
  const source = [
    `import { createRequire } from 'node:module';`,
    `import { fileURLToPath } from 'node:url';`,
    `export default createRequire(${JSON.stringify(url)})(fileURLToPath(${JSON.stringify(url)}));`,
  ].join('\n');
  return { format: 'module', source, shortCircuit: true };
}
