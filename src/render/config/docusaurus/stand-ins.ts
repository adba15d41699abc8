// A Docusaurus config and its sidebars are TypeScript or JavaScript that import what Docusaurus has installed:
// `prism-react-renderer` for code themes, `@docusaurus/*` types and helpers, and the sidebar file
// docusaurus-plugin-typedoc writes when Docusaurus runs. docgen needs none of them, so when such an import does not
// resolve, it becomes a stand-in: a value that any property read, call or `new` turns into another stand-in, and that
// remembers the package it stands for. An option holding one that docgen ignores (a prism theme) costs only that
// option's warning; an option docgen needs is an error naming the package; using one as a string or number fails
// at once, naming the package too.
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { PluginChoices } from '../../core/import-module.ts';
import { sourceFingerprint } from '../../core/fingerprint.ts';
import { packageName } from '../../core/package-bundling.ts';
import { isRecord } from '../../../shared/is-record.ts';

/** The key a stand-in answers with what it stands for (a registered symbol, the same in the bundled config). */
const MISSING = Symbol.for('docgen.missing-package');

interface MissingPackage {
  /** The package, as imported (`prism-react-renderer`). */
  pkg: string;
  /** What the config read from it (`prism-react-renderer.themes.github`). */
  expression: string;
}

export function isMissingPackage(value: unknown): boolean {
  return missingPackage(value) !== undefined;
}

/** What a stand-in stands for; undefined for any other value. */
export function missingPackage(value: unknown): MissingPackage | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined;
  // A read, not `in`: a stand-in is a proxy that answers reads only.
  const found: unknown = Reflect.get(value, MISSING);
  return isRecord(found) && typeof found.pkg === 'string' && typeof found.expression === 'string' ? { pkg: found.pkg, expression: found.expression } : undefined;
}

/**
 * The stand-in module's code: CommonJS, so that any named import from it is allowed, and self-contained, since it
 * runs inside the bundled config.
 */
function standInModule(pkg: string, importer: string): string {
  return `'use strict';
const MISSING = Symbol.for('docgen.missing-package');
const pkg = ${JSON.stringify(pkg)};
function used(expression) {
  return () => {
    throw new Error(${JSON.stringify(`${importer} uses `)} + expression + ${JSON.stringify(` from the package '${pkg}', which is not installed, as a value. Install it (npm install ${pkg}) or write the value out.`)});
  };
}
function read(expression, prop) {
  if (prop === MISSING) return { pkg, expression };
  if (prop === '__esModule' || prop === 'then' || prop === 'toJSON') return undefined;
  if (prop === Symbol.toPrimitive || prop === 'toString' || prop === 'valueOf' || prop === Symbol.iterator) return used(expression);
  if (typeof prop === 'symbol') return undefined;
  return standIn(expression + '.' + prop);
}
// esbuild's interop copies a CommonJS module's own keys onto an object whose prototype is the module's: named
// imports (\`import { themes }\`) are then read through that prototype.
function standIn(expression) {
  return new Proxy(function () {}, {
    get: (_, prop) => read(expression, prop),
    getPrototypeOf: () => new Proxy({}, { get: (_, prop) => read(expression, prop) }),
    apply: () => standIn(expression + '()'),
    construct: () => standIn('new ' + expression + '()'),
  });
}
module.exports = standIn(pkg);
`;
}

/** The generated sidebar of docusaurus-plugin-typedoc, in both its shapes: the items (`.cjs`) and `{ items }` (`.ts`). */
const TYPEDOC_SIDEBAR_MODULE = `const items = [{ type: 'api' }];
items.items = items;
module.exports = items;
`;

/** `./docs/api/typedoc-sidebar.cjs`, `../api/typedoc-sidebar`, `./typedoc-sidebar.ts`. */
export const TYPEDOC_SIDEBAR_IMPORT = /(^|\/)typedoc-sidebar(\.[cm]?[jt]s)?$/;

export interface StandIns {
  /** The esbuild plugin: see `standIns`. */
  plugin: Plugin;
  /** The packages it stood in for (those of a compile reused from the cache too). */
  missing: ReadonlySet<string>;
  /** For `importTs`: whether each bare import resolves decided the plugin's choices. */
  choices: PluginChoices;
}

/**
 * An esbuild plugin: bare imports that do not resolve become stand-ins (their names go into `missing`), and the typedoc
 * plugin's sidebar file, which only a Docusaurus build writes, becomes docgen's own API sidebar item, `{type: 'api'}`.
 * Imports that resolve are left to Node by this plugin; `importTs` then bundles them apart, unless their package must
 * run from its own folder (../../core/package-bundling.ts).
 */
export function standIns(importerLabel: string): StandIns {
  const missing = new Set<string>();
  // Each bare import's package, by the folders it was resolved from: installing it, or removing it, changes the choice.
  const looked = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'docgen-docusaurus-stand-ins',
    setup(build) {
      build.onResolve({ filter: TYPEDOC_SIDEBAR_IMPORT }, (args) => (args.path.startsWith('.') ? { path: args.path, namespace: 'docgen-typedoc-sidebar' } : undefined));
      build.onLoad({ filter: /.*/, namespace: 'docgen-typedoc-sidebar' }, () => ({ contents: TYPEDOC_SIDEBAR_MODULE, loader: 'js' }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === SKIP || args.kind === 'entry-point') return undefined;
        const pkg = packageName(args.path);
        looked.set(pkg, (looked.get(pkg) ?? new Set()).add(args.resolveDir));
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: SKIP });
        // Installed: bundled apart by `importTs` (../../core/package-bundling.ts), or left to Node when it must be.
        if (found.errors.length === 0) return { path: args.path, external: true };
        missing.add(pkg);
        return { path: args.path, namespace: 'docgen-missing-package', pluginData: pkg };
      });
      build.onLoad({ filter: /.*/, namespace: 'docgen-missing-package' }, (args) => ({ contents: standInModule(String(args.pluginData), importerLabel), loader: 'js' }));
    },
  };
  const choices: PluginChoices = {
    key: sourceFingerprint(import.meta.filename),
    // Node's built-in modules (`node:path`, `path`) resolve with no package file: they have none to record.
    inputs: () => [...looked].flatMap(([pkg, dirs]) => (isBuiltin(pkg) ? [] : [...dirs].flatMap((dir) => packageFiles(dir, pkg)))),
    notes: () => [...missing],
    restore: (notes) => notes.forEach((pkg) => missing.add(pkg)),
  };
  return { plugin, missing, choices };
}

/** Where Node and esbuild look for `pkg` from `dir`: its package.json in the node_modules of `dir` and every folder above. */
function packageFiles(dir: string, pkg: string): string[] {
  const files: string[] = [];
  for (let at = dir; ; at = path.dirname(at)) {
    files.push(path.join(at, 'node_modules', pkg, 'package.json'));
    if (path.dirname(at) === at) return files;
  }
}

const SKIP = Symbol('docgen.resolve-as-usual');
