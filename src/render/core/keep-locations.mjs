// An esbuild plugin for bundling docgen's own modules into one file (the CLI in bin/docgen, each worker thread's
// module in ../threads/bundle.ts): every module keeps its own location, `import.meta.url`, `.dirname` and `.filename` spelled
// out as its source file's, so that the paths docgen derives from them (worker entries, the theme's folder, the
// fingerprints of src/) are those of src/ whatever file the code runs from. Plain JavaScript: bin/docgen imports it
// before anything can compile TypeScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Spelled in two pieces: this module is itself bundled into the CLI by this plugin, which would otherwise rewrite the
// very strings it looks for.
const META = 'import' + '.meta';

export const keepModuleLocations = {
  name: 'keep-module-locations',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = readFileSync(args.path, 'utf8')
        .replaceAll(`${META}.url`, JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll(`${META}.dirname`, JSON.stringify(path.dirname(args.path)))
        .replaceAll(`${META}.filename`, JSON.stringify(args.path));
      return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') };
    });
  },
};

/** esbuild's options for a module and its relative imports as one ES module for Node, packages left to node_modules. */
export const NODE_MODULE = {
  bundle: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  write: false,
  logLevel: 'silent',
  sourcemap: 'inline',
};

/**
 * The packages docgen's bundles leave to node_modules; every other package they import is bundled with them.
 * Bundled, a command loads one file where it resolved, read and compiled some 400 (about 90 ms of every command,
 * a warm build's largest fixed cost). Left out:
 * - React: the site's own modules (its pages, MDX components) import it from node_modules, and two copies of React in
 *   one process break hooks;
 * - packages that read files of their own at run time, native or WebAssembly code, or a program they start (TypeDoc
 *   and TypeScript, Shiki, satori, resvg, esbuild), and tsx, whose loader hooks are registered by file URL;
 * - chokidar, whose optional native watcher is only in node_modules on macOS.
 * Most of them only a worker thread loads.
 */
export const UNBUNDLED_PACKAGES = [
  'react',
  'react-dom',
  'typedoc',
  'typescript',
  'shiki',
  '@shikijs/*',
  'satori',
  '@resvg/resvg-js',
  'esbuild',
  'tsx',
  'chokidar',
];

// What a module uses to find its own files. In a bundled package they would name the bundle, not the package: each
// is replaced by this name, and `bundleModule` refuses a bundle that holds it. (docgen's own modules have
// `import.meta` spelled out by `keepModuleLocations` first.)
const SELF_LOCATION = ['import.meta', '__dirname', '__filename', 'require.resolve'];
// Joined at run time (esbuild folds a constant `+`): this module is bundled too, and must not hold the name it looks for.
const SELF_LOCATION_MARKER = ['__docgenPackage', 'LocatesItself'].join('');

/** esbuild's options for docgen's own modules and the packages they import, each of its modules keeping its location. */
export const NODE_BUNDLE = {
  ...NODE_MODULE,
  packages: undefined,
  external: UNBUNDLED_PACKAGES.flatMap((name) => (name.endsWith('/*') ? [name] : [name, `${name}/*`])),
  define: Object.fromEntries(SELF_LOCATION.map((name) => [name, SELF_LOCATION_MARKER])),
  // CommonJS packages bundled into an ES module call `require` for Node's own modules and the packages left out.
  banner: { js: `import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(import.meta.url);` },
  // A map beside the bundle, not in it: Node reads an inline map of a bundle this size on every start.
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [keepModuleLocations],
};

/**
 * esbuild's options for the CLI's bundle, which bin/docgen runs as a CommonJS script from V8's code cache
 * (./code-cache.mjs): Node's `require` comes from the module wrapper, and what is still written `import()` (in a
 * bundled package; docgen's own code uses ./dynamic-import.ts) becomes a `require`, since code taken from the cache
 * cannot call `import()` in Node 20.
 */
export const CLI_BUNDLE = {
  ...NODE_BUNDLE,
  format: 'cjs',
  banner: undefined,
  supported: { 'dynamic-import': false },
};

/** The `code` of `bundleModule`'s error when a bundled package locates itself. */
export const SELF_LOCATING = 'DOCGEN_SELF_LOCATING_PACKAGE';

/**
 * Bundles `entry` with `options` (`NODE_BUNDLE` or `CLI_BUNDLE`) for the file `out`, through esbuild's `build`: the
 * module's code, which names its source map `<out>.map`, and that map. Rejects when a bundled package locates itself
 * (see `UNBUNDLED_PACKAGES`).
 */
export async function bundleModule(build, entry, out, options = NODE_BUNDLE) {
  const result = await build({ ...options, entryPoints: [entry], outfile: out });
  const text = (name) => result.outputFiles.find((file) => path.basename(file.path) === name).text;
  const code = text(path.basename(out));
  if (code.includes(SELF_LOCATION_MARKER)) {
    const error = new Error(`${entry}: a package bundled with it finds its own files at run time (${SELF_LOCATION.join(', ')}): add it to UNBUNDLED_PACKAGES in src/render/core/keep-locations.mjs`);
    // docgen then runs from its sources through tsx, correct but slower; the launchers say why (SELF_LOCATING).
    error.code = SELF_LOCATING;
    throw error;
  }
  return { code, map: text(`${path.basename(out)}.map`) };
}
