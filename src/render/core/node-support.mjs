// Which Node docgen runs on. The CLI's bundle is a CommonJS script (./code-cache.mjs) that `require`s ES modules left
// out of it (TypeDoc's models): Node loads them only where `require` of an ES module is on, by default from 20.19 in
// Node 20 and from 22.12 in Node 22 (from 22.13 without a warning), and says so in `process.features.require_module`.
// Elsewhere docgen stops at once with a message, rather than fail in the middle of a build. Plain JavaScript:
// bin/docgen checks it first.

/** Why this Node cannot run docgen, or undefined when it can. */
export function unsupportedNode(features = process.features, version = process.version) {
  if (features.require_module === true) return undefined;
  return `docgen needs Node.js 20.19 or later (or 22.13 or later), which load ES modules through require(); this is Node.js ${version}. Install a newer Node.js, or remove --no-experimental-require-module from its options (NODE_OPTIONS), and run it again.`;
}
