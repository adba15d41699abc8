// TypeScript for the conversion thread, loaded once, as the CommonJS module it is: docgen's conversion code takes it
// from here, and TypeDoc's own `import ts from "typescript"` gets the same module through ./typescript-hook.mjs,
// registered here before TypeDoc loads. Only the conversion thread imports this module (./cache.ts, `task`).
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import type TypeScript from 'typescript';

const require = createRequire(import.meta.url);
const entry = require.resolve('typescript');
register(new URL('./typescript-hook.mjs', import.meta.url), { data: { url: pathToFileURL(entry).href } });

const ts: typeof TypeScript = require(entry);
export default ts;
