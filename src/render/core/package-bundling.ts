// The packages a Docusaurus config imports, bundled ahead of it (Vite's dependency pre-bundling, for Node). Left to
// Node, each file of them was resolved, read and compiled on every build: rehype-katex and its dependencies are some
// 60 modules, 50 ms of the Docusaurus fixture's 0.5 s warm build. esbuild bundles them in one build of their own, with
// no plugin (a plugin's callbacks cross to JavaScript for every file: bundled with the config, whose resolution goes
// through docgen's plugins, the same packages took 200 ms more of a cold build), into one module per package imported
// and chunks they share; the config's compile then imports those modules instead of the packages (./import-module.ts).
//
// A package stays with Node when a file of it that would be bundled finds its own files at run time (`import.meta`,
// `__dirname`, `__filename`, `require.resolve`) or loads a module it names only at run time (`require(name)`,
// `import(name)`): bundled, those would look beside the bundle instead of in the package. So does a CommonJS package:
// its named exports are what Node's own reading of it finds, which a bundled module does not offer.
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Metafile } from 'esbuild';
import { useEsbuild } from './esbuild.ts';
import { atomicWrite } from './atomic-write.ts';
import { NODE_MODULE } from './keep-locations.mjs';

const SELF_LOCATING = /\bimport\.meta\b|\b__dirname\b|\b__filename\b|\brequire\.resolve\b/;
/** `require(` or `import(` followed by anything but a string literal. */
const COMPUTED_LOAD = /\b(?:require|import)\s*\(\s*[^'"`\s)]/;
const SCRIPT = /\.[cm]?[jt]sx?$/;
/**
 * CommonJS code bundled into an ES module calls `require` for Node's own modules. (`import` and `.meta` apart: the
 * CLI's bundle spells out each module's `import.meta` as its source file's, ./keep-locations.mjs.)
 */
const REQUIRE_BANNER = `import { createRequire as __docgenCreateRequire } from 'node:module'; const require = __docgenCreateRequire(${'import'}.meta.url);`;

/** Bundled packages: each bundled specifier's module (a file URL), and the files written and read. */
export interface PackageBundle {
  modules: Map<string, string>;
  /** The modules and the chunks they share, written into the folder given. */
  files: string[];
  /** The packages' files that went into them. */
  inputs: string[];
}

/**
 * Bundles the packages `specifiers` (bare, as a module imports them, resolved from `fromDir`) into `outDir`, leaving
 * out those that must stay with Node; undefined when none is left to bundle.
 */
export async function bundlePackages(specifiers: readonly string[], fromDir: string, outDir: string): Promise<PackageBundle | undefined> {
  const left = new Set<string>();
  for (let round = 0; round < 3; round++) {
    const bundled = specifiers.filter((specifier) => !isBuiltin(specifier) && !left.has(packageName(specifier)));
    if (!bundled.length) return undefined;
    const result = await useEsbuild(({ build }) =>
      build({
        ...NODE_MODULE,
        packages: undefined,
        sourcemap: false,
        absWorkingDir: fromDir,
        entryPoints: bundled.map((specifier, i) => ({ in: specifier, out: `package-${i}` })),
        external: [...left].flatMap((pkg) => [pkg, `${pkg}/*`]),
        splitting: true,
        outdir: outDir,
        entryNames: '[name].[hash]',
        chunkNames: 'package-chunk.[hash]',
        // ES modules whatever the package.json above the folder says.
        outExtension: { '.js': '.mjs' },
        metafile: true,
        banner: { js: REQUIRE_BANNER },
      }),
    );
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(fromDir, input));
    const more = [...packagesLeftToNode(inputs), ...commonJsEntries(result.metafile, fromDir)].filter((pkg) => !left.has(pkg));
    if (more.length) {
      more.forEach((pkg) => left.add(pkg));
      continue;
    }
    const modules = new Map<string, string>();
    for (const [output, info] of Object.entries(result.metafile.outputs)) {
      const index = /^package-(\d+)\./.exec(path.basename(output))?.[1];
      const specifier = info.entryPoint !== undefined && index !== undefined ? bundled[Number(index)] : undefined;
      if (specifier !== undefined) modules.set(specifier, pathToFileURL(path.resolve(fromDir, output)).href);
    }
    await mkdir(outDir, { recursive: true });
    await Promise.all(result.outputFiles.map((file) => atomicWrite(file.path, file.contents)));
    return { modules, files: result.outputFiles.map((file) => file.path), inputs };
  }
  return undefined;
}

/** The packages (`katex`, `@scope/name`) of the bundled `inputs` (file paths) that must be left to Node. */
export function packagesLeftToNode(inputs: readonly string[]): string[] {
  const found = new Set<string>();
  for (const input of inputs) {
    const pkg = packageOf(input);
    if (pkg === undefined || found.has(pkg) || !SCRIPT.test(input)) continue;
    let text: string;
    try {
      text = readFileSync(input, 'utf8');
    } catch {
      continue;
    }
    if (SELF_LOCATING.test(text) || COMPUTED_LOAD.test(text)) found.add(pkg);
  }
  return [...found].sort();
}

/** The packages whose module, as bundled, is CommonJS: Node reads named exports from it that a bundle does not have. */
function commonJsEntries(metafile: Metafile, fromDir: string): string[] {
  return Object.values(metafile.outputs).flatMap((output) => {
    const entry = output.entryPoint;
    const pkg = entry === undefined ? undefined : packageOf(path.resolve(fromDir, entry));
    return pkg !== undefined && entry !== undefined && metafile.inputs[entry]?.format === 'cjs' ? [pkg] : [];
  });
}

/** The package a file lies in (after its last `node_modules` folder), or undefined for a file of no package. */
export function packageOf(file: string): string | undefined {
  const parts = file.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const first = parts[at + 1] ?? '';
  return first.startsWith('@') ? path.posix.join(first, parts[at + 2] ?? '') : first;
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`; `katex/contrib` → `katex`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}
