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

/** The same for docgen's own modules, each keeping its location. */
export const NODE_BUNDLE = { ...NODE_MODULE, sourcesContent: false, plugins: [keepModuleLocations] };
