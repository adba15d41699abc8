import { readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildResult, Metafile, Plugin } from 'esbuild';
import { outputFile, useEsbuild } from './esbuild.ts';
import { componentDepthPlugin } from './component-depth-plugin.ts';
import { atomicWrite } from './atomic-write.ts';
import { contentHash } from './hash.ts';
import { NODE_MODULE } from './keep-locations.mjs';
import { sourceFingerprint } from './fingerprint.ts';
import { fileStampSync, racy, statStamp } from './file-stamp.ts';
import { pruneFiles } from './prune-files.mjs';
import { CACHE, cachePath, projectCache } from './cache-namespaces.mjs';
import { readSealedJsonSync, writeSealed } from './sealed-file.ts';
import { intactCode, sealCode } from './sealed-code.mjs';
import { dynamicImport } from './dynamic-import.ts';
import { isRecord } from '../../shared/is-record.ts';
import { errorCode } from './thrown.ts';
import { bundlePackages, type PackageBundle } from './package-bundling.ts';

export interface ImportOptions {
  /**
   * esbuild plugins that decide how imports resolve (a Docusaurus config's, ../config/docusaurus/). With them, packages
   * are no longer all left to Node: a plugin sees every bare import, and one it leaves alone is bundled with the
   * module. Those it leaves to Node are then bundled apart, and imported from there, but for the packages that must
   * run from their own folders (./package-bundling.ts).
   */
  plugins?: Plugin[];
  /** What the plugins' choices depend on: without it, a compile with plugins is never reused by the next process. */
  choices?: PluginChoices;
  /**
   * Gives the module CommonJS's `require`, `__dirname` and `__filename`, as of its own file: configs written for
   * Node's CommonJS call `require.resolve('./sidebars.js')` or join paths to `__dirname`.
   */
  commonJsGlobals?: boolean;
  /**
   * Renders the module's components inside the depth limit of ./component-depth.ts (a `.tsx` page): its `react` and
   * JSX runtime are docgen's frames around React's, and its packages stay Node's.
   */
  componentDepth?: boolean;
}

/**
 * Imports a site's own TypeScript module (site.config.ts, `.tsx` pages) fresh from disk. esbuild compiles it and its
 * relative imports with docgen's settings (ES module, automatic JSX runtime) whatever the site's tsconfig says;
 * packages stay external and resolve from the site's node_modules (but see `plugins`). The compiled file is named by its content hash
 * under `<root>/.docgen-cache/modules`, so an edited module is a new module and an unchanged one is reused.
 *
 * The files esbuild compiled are recorded beside it, with every tsconfig.json, jsconfig.json and package.json that
 * could shape how it resolves them (in their folders and above, and the files a tsconfig extends by path), present or
 * not, and, with plugins, the files their `choices` name: while each still has the content it had, the next process
 * imports the compiled file without starting esbuild (loading and starting it took ~40 ms of every command; with a
 * Docusaurus config, its first compile took 170-200 ms of a 0.65 s warm build). A file modified during the compile, or just
 * before it, leaves the compile unrecorded: its hash might not be that of the text esbuild read. (Not seen: a new file
 * that a relative import would now resolve to instead, such as `./hero.tsx` beside `./hero/index.tsx`.)
 */
/**
 * How a compile made with plugins is reused: a plugin decides what it bundles by what is installed, which the compiled
 * files do not show, so it says which files decided its choices, and what it found that its caller reads.
 */
export interface PluginChoices {
  /** Names the plugins' code (a fingerprint of their modules): part of the record's key. */
  readonly key: string;
  /** After a compile: the files, present or not, whose presence or content decided what the plugins did. */
  inputs(): string[];
  /** After a compile: what the plugins found, kept in the record. */
  notes(): string[];
  /** When a recorded compile is reused: what `notes` gave when it was made. */
  restore(notes: readonly string[]): void;
}

export async function importTs(absPath: string, root: string, options: ImportOptions = {}): Promise<Record<string, unknown>> {
  const dir = cachePath(projectCache(root), 'modules');
  // A plugin decides what it bundles by what is installed, which no compiled file shows: only plugins whose choices
  // say what decided them are recorded.
  const { choices } = options;
  const recorded = !options.plugins || choices !== undefined;
  const key = contentHash(absPath, String(options.commonJsGlobals === true), String(options.componentDepth === true), sourceFingerprint(import.meta.filename), choices?.key ?? '');
  const record = recorded ? path.join(dir, `${path.basename(absPath).replace(/\W/g, '_')}.${key}.inputs.json`) : undefined;
  const kept = record && keptModule(record);
  if (kept) {
    choices?.restore(kept.notes);
    return await dynamicImport<Record<string, unknown>>(pathToFileURL(kept.module).href);
  }
  const compile = (packages?: PackageBundle) =>
    useEsbuild(({ build }) =>
      build({
        ...NODE_MODULE,
        ...(options.plugins ? { packages: undefined, plugins: packages ? [bundledPackages(packages), ...options.plugins] : options.plugins } : options.componentDepth ? { plugins: [componentDepthPlugin] } : {}),
        ...(options.commonJsGlobals ? { banner: { js: commonJsGlobals(absPath) } } : {}),
        entryPoints: [absPath],
        metafile: true,
      }),
    );
  const plain = await compile();
  // With plugins (a Docusaurus config), the packages it imports are bundled apart and imported from there
  // (./package-bundling.ts), which needs a second compile of the module itself. Packages esbuild cannot bundle (native
  // code, a syntax it does not read) are left to Node, all of them, as they were before.
  const packages = options.plugins ? await bundlePackages(externalImports(plain.metafile), path.dirname(absPath), dir).catch(() => undefined) : undefined;
  const bundled = packages && { result: await compile(packages), packages };

  /** Writes a compile's module, and records it when its inputs have settled; returns the module's file. */
  const keep = async (result: Compiled, withPackages?: PackageBundle) => {
    const code = outputFile(result.outputFiles, absPath).text;
    const file = path.join(dir, `${path.basename(absPath).replace(/\W/g, '_')}.${contentHash(code)}.mjs`);
    await mkdir(dir, { recursive: true });
    // Written on every compile, so a damaged file is replaced; atomically, as another build may import it meanwhile.
    await atomicWrite(file, sealCode(code));
    if (record) {
      // A plugin's modules (a namespace of its own: `docgen-missing-package:react`) are not files.
      const compiled = Object.keys(result.metafile.inputs)
        .filter((input) => !/^[\w-]{2,}:/.test(input))
        .map((input) => path.resolve(input));
      const inputs = [...compiled, ...settingsFiles(compiled), ...(choices?.inputs() ?? []), ...(withPackages?.inputs ?? [])];
      const settled = inputs.every((input) => {
        const info = statSync(input, { throwIfNoEntry: false });
        return !info || !racy(info);
      });
      // The bundled packages' modules, just written, are checked as the inputs are: one removed or damaged since is
      // made again.
      const checked = [...inputs, ...(withPackages?.files ?? [])];
      if (settled) await writeSealed(record, JSON.stringify({ module: file, inputs: checked.map((input) => [input, fileHash(input), fileStampSync(input) ?? '']), notes: choices?.notes() ?? [] } satisfies ModuleRecord));
    }
    // Every compile writes a module (and an edited config a new one): those not written for a week go. One still in
    // use is then compiled again.
    const current = new Set([file, ...(withPackages?.files ?? [])].map((f) => path.basename(f)));
    pruneFiles(dir, (name) => !current.has(name), CACHE.modules.pruneAfterMs);
    return file;
  };

  if (!bundled) return await dynamicImport<Record<string, unknown>>(pathToFileURL(await keep(plain)).href);
  try {
    return await dynamicImport<Record<string, unknown>>(pathToFileURL(await keep(bundled.result, bundled.packages)).href);
  } catch (error) {
    // The bundled packages do not link as the packages themselves would (an export that only Node's reading of a
    // package gives, a module they import that is not found from the cache's folder): the module as it was before,
    // recorded in its place.
    if (!linkError(error)) throw error;
    return await dynamicImport<Record<string, unknown>>(pathToFileURL(await keep(plain)).href);
  }
}

/** A compile's result: its output files and what it read. */
type Compiled = BuildResult<{ write: false; metafile: true }>;

/** Whether importing a module failed as Node linked it, before any of its code ran. */
function linkError(error: unknown): boolean {
  return (error instanceof SyntaxError && /does not provide an export named/.test(error.message)) || errorCode(error) === 'ERR_MODULE_NOT_FOUND';
}

/** The packages a compile left to Node: the bare imports of its output (Node's own modules aside). */
function externalImports(metafile: Metafile): string[] {
  const found = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (imported.external && !/^(node:|[./]|file:)/.test(imported.path) && !isBuiltin(imported.path)) found.add(imported.path);
    }
  }
  return [...found].sort();
}

/** An esbuild plugin that imports the bundled packages' modules instead of the packages, ahead of the other plugins. */
function bundledPackages(packages: PackageBundle): Plugin {
  return {
    name: 'docgen-bundled-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const module = packages.modules.get(args.path);
        return module === undefined ? undefined : { path: module, external: true };
      });
    },
  };
}

/**
 * The files esbuild reads to decide how `files` resolve and compile: each tsconfig.json, jsconfig.json and package.json
 * in their folders and every folder above, and what a tsconfig extends by a relative path.
 */
function settingsFiles(files: string[]): string[] {
  const found = new Set<string>();
  const folders = new Set<string>();
  for (const file of files) {
    for (let dir = path.dirname(file); !folders.has(dir); dir = path.dirname(dir)) {
      folders.add(dir);
      for (const name of ['tsconfig.json', 'jsconfig.json', 'package.json']) found.add(path.join(dir, name));
      if (path.dirname(dir) === dir) break;
    }
  }
  const pending = [...found].filter((file) => !file.endsWith('package.json'));
  for (let config = pending.pop(); config !== undefined; config = pending.pop()) {
    let text: string;
    try {
      text = readFileSync(config, 'utf8');
    } catch {
      continue;
    }
    for (const [, target = ''] of text.matchAll(/"extends"\s*:\s*"(\.[^"]+)"/g)) {
      const base = path.resolve(path.dirname(config), target);
      for (const extended of base.endsWith('.json') ? [base] : [base, `${base}.json`]) {
        if (!found.has(extended)) pending.push(extended), found.add(extended);
      }
    }
  }
  return [...found];
}

/** A compiled module and the files it was compiled from, each with its content's hash. */
interface ModuleRecord {
  module: string;
  /** `null`: the file did not exist (or was no file). The stamp it had when recorded; '' when it had none. */
  inputs: [file: string, hash: string | null, stamp: string][];
  /** What the plugins found (`PluginChoices.notes`). */
  notes: string[];
}

/** The record of a compiled module, when every file it was compiled from is as it was and the module is whole. */
function keptModule(record: string): ModuleRecord | undefined {
  const kept = readSealedJsonSync(record, isModuleRecord);
  if (!kept) return undefined;
  if (!kept.inputs.every(inputHolds)) return undefined;
  return intactModule(kept.module) ? kept : undefined;
}

/**
 * Whether a recorded input still has the content it was compiled from: a file with the stamp (./file-stamp.ts) it had
 * when recorded, which was not racy then (the compile is recorded only once every input has settled), is not read.
 * A Docusaurus config with its packages bundled has some 550 inputs, most of them settings files that do not exist:
 * reading and hashing each of them took 15-20 ms every time the config was imported, twice a build.
 */
function inputHolds([file, hash, stamp]: ModuleRecord['inputs'][number]): boolean {
  const info = statSync(file, { throwIfNoEntry: false });
  if (!info?.isFile()) return hash === null;
  if (stamp && statStamp(info) === stamp && !racy(info)) return true;
  return fileHash(file) === hash;
}

/** The compiled modules this process found intact, with the stamp each had then: a build imports a config twice. */
const intactModules = new Map<string, string>();

function intactModule(file: string): boolean {
  const stamp = fileStampSync(file);
  if (stamp !== undefined && intactModules.get(file) === stamp) return true;
  if (!intactCode(file)) return false;
  if (stamp !== undefined) intactModules.set(file, stamp);
  return true;
}

function isModuleRecord(value: unknown): value is ModuleRecord {
  return isRecord(value) && Array.isArray(value.inputs) && typeof value.module === 'string' && Array.isArray(value.notes) && value.notes.every((note) => typeof note === 'string');
}

function fileHash(file: string): string | null {
  try {
    return contentHash(readFileSync(file));
  } catch {
    return null;
  }
}

/**
 * `require` as of the module's source file, whose `resolve` gives back a package's own name when it is not installed
 * (`require.resolve('@docusaurus/preset-classic')` names the preset either way); `__dirname` and `__filename`.
 */
function commonJsGlobals(absPath: string): string {
  const file = JSON.stringify(absPath);
  return [
    `import { createRequire as __docgenCreateRequire } from 'node:module';`,
    `const require = __docgenCreateRequire(${file});`,
    `const __docgenResolve = require.resolve;`,
    `require.resolve = (id, options) => { try { return __docgenResolve(id, options); } catch (error) { if (/^[./]/.test(id)) throw error; return id; } };`,
    `const __filename = ${file};`,
    `const __dirname = ${JSON.stringify(path.dirname(absPath))};`,
  ].join('\n');
}
