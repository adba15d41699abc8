// Where bin/docgen puts the `import()` the CLI's bundle uses (./dynamic-import.ts, ./code-cache.mjs): in Node 20, a
// function compiled from a code cache cannot call `import()` itself ("A dynamic import callback was not specified").
// A module of its own, so that the bundle holds the symbol and not the launcher's code.
export const IMPORT_HOOK = Symbol.for('docgen.import');
