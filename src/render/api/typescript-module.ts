// TypeScript for the conversion thread, loaded once, as the CommonJS module it is, and compiled with V8's code cache:
// docgen's conversion code takes it from here, and TypeDoc's own `import ts from "typescript"` gets the same module
// through ./typescript-hook.mjs, registered here before TypeDoc loads. Only the conversion thread imports this module
// (./cache.ts, `task`).
//
// The code cache (../core/code-cache.mjs, kept beside docgen: the compiler is docgen's, whatever site it converts)
// spares each conversion compiling the parts of the 9 MB compiler it runs, function by function, as it first calls
// them: that is most of what a conversion does in its first second.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type TypeScript from 'typescript';
import { CACHE, cachePath, DOCGEN_CACHE } from '../core/cache-namespaces.mjs';
import { runWithCodeCache } from '../core/code-cache.mjs';
import { pruneFiles } from '../core/prune-files.mjs';

const nodeRequire = createRequire(import.meta.url);
const entry = nodeRequire.resolve('typescript');
register(new URL('./typescript-hook.mjs', import.meta.url), { data: { url: pathToFileURL(entry).href } });

const bytes = readFileSync(entry);
const digest = createHash('sha256').update(bytes).digest();
const cacheDir = cachePath(DOCGEN_CACHE, 'typescriptCode');
const cacheFile = path.join(cacheDir, `typescript.${digest.toString('hex').slice(0, 16)}.cache`);
const loaded = runWithCodeCache(entry, bytes.toString('utf8'), digest, { cacheFile, mapStackFrames: false });

// Node's module record, so that `require('typescript')` (TypeDoc's, through the hook) gets this very module.
const module = new Module(entry);
module.filename = entry;
module.exports = loaded.exports;
module.loaded = true;
nodeRequire.cache[entry] = module;

const ts = loaded.exports as typeof TypeScript;
export default ts;

/**
 * Writes the code cache when it is due, holding what this thread ran: call it once the conversion is done. A cache
 * that cannot be written (docgen's folder read-only) is no failure: the next conversion compiles as this one did.
 */
export function saveTypeScriptCode(): void {
  loaded.save();
  pruneFiles(cacheDir, (name) => name !== path.basename(cacheFile), CACHE.typescriptCode.pruneAfterMs);
}
