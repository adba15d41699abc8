// The converted project, cached as TypeDoc JSON under `<root>/.docgen-cache/`. Conversion takes seconds; reading the
// cache takes tens of milliseconds, so warm builds and watch-mode rebuilds skip TypeDoc entirely.
//
// The key covers everything the JSON depends on: the SDK version, the docs tsconfig and entry point, the versions
// of TypeDoc, TypeScript and the installed @types packages (they decide how signatures resolve), the source of the
// conversion code in this folder, and a local package's own sources (./local-sources.ts). Rendering code is
// deliberately not in the key: it runs on every build anyway and never changes what is cached.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedApiConfig } from './config.ts';
import type { ConvertedProject } from './convert.ts';
import { contentHash } from '../core/hash.ts';
import { readStamped } from '../core/stamped-read.ts';
import { localSourcesKey } from './local-sources.ts';
import { readSealedJsonSync, readSealedSync, writeSealedSync } from '../core/sealed-file.ts';
import { errorCode } from '../core/thrown.ts';
import { CACHE } from '../core/cache-namespaces.mjs';
import { isRecord } from '../../shared/is-record.ts';
import { runTask } from '../threads/run-task.ts';
import { taskRef, type Task } from '../threads/task.ts';

/** Files whose code shapes the cached JSON. */
const CONVERSION_CODE = ['convert.ts', 'external-kinds.ts', 'external-key.ts', 'external-members.ts', 'typescript-module.ts', 'typescript-hook.mjs', 'cache.ts'];
const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface LoadedProject extends ConvertedProject {
  key: string;
  fromCache: boolean;
  /** Wall time of conversion or cache read, in ms. */
  ms: number;
}

/**
 * The converted project's key: the package and its version, the entry point, the tsconfig, the toolchain, the code,
 * and the sources of a local package.
 */
export function cacheKey(config: ResolvedApiConfig): string {
  return contentHash(
    `${config.packageName}@${config.packageVersion}`,
    path.relative(config.root, config.entryPointPath).replaceAll('\\', '/'),
    readStamped(config.tsconfigPath)?.text ?? '',
    ...toolchainVersions(config.root),
    ...CONVERSION_CODE.flatMap((file) => [file, readStamped(path.join(HERE, file))?.hash ?? '']),
    ...localSourcesKey(config),
  );
}

/** `name@version` of TypeDoc, TypeScript and every @types package the docs program can see. */
function toolchainVersions(root: string): string[] {
  const modules = path.join(root, 'node_modules');
  const names = ['typedoc', 'typescript'];
  const typesDir = path.join(modules, '@types');
  if (existsSync(typesDir)) names.push(...readdirSync(typesDir).map((name) => `@types/${name}`));
  return names.sort().map((name) => {
    const manifest = readStamped(path.join(modules, name, 'package.json'));
    const fields: unknown = manifest ? JSON.parse(manifest.text) : undefined;
    const version = manifest ? (isRecord(fields) ? fields.version : undefined) : 'missing';
    return `${name}@${String(version)}`;
  });
}

/** The project from the cache when its key matches, else converted (and cached). */
export function loadProject(config: ResolvedApiConfig, cacheDir: string): Promise<LoadedProject> {
  return loadProjectNow(config, cacheDir, cacheKey(config));
}

/** Conversions that only have to reach the cache file (see `ensureProjectCached`), by cache file. */
const converting = new Map<string, Promise<{ retried: boolean; bytes: number }>>();

/**
 * Makes sure the project's cache file is there and whole, converting in a thread of its own when it is not, without
 * parsing the result in this thread: for a caller that hands the rest to workers which read the file themselves (the
 * API pages' threads; each would convert a damaged file again, at once). Resolves with whether TypeDoc ran, the wall
 * time spent waiting for it, whether the conversion outgrew its heap limit (see `convertInThread`), and the size of
 * the cached project in bytes.
 */
export async function ensureProjectCached(config: ResolvedApiConfig, cacheDir: string): Promise<{ converted: boolean; ms: number; retried?: boolean; bytes: number }> {
  const t0 = performance.now();
  const key = cacheKey(config);
  const file = cacheFile(config, cacheDir, key);
  // The seal holds and the file starts with this key (the task's JSON does): ~15 ms for the SDK's 5.6 MB.
  const cached = readSealedSync(file);
  if (cached?.subarray(0, 100).toString('utf8').startsWith(`{"key":${JSON.stringify(key)}`)) return { converted: false, ms: 0, bytes: cached.byteLength };
  let conversion = converting.get(file);
  if (!conversion) {
    conversion = convertInThread(config, key).then(({ text, retried }) => {
      writeCache(cacheDir, file, config.packageName, text);
      return { retried, bytes: Buffer.byteLength(text) };
    });
    converting.set(file, conversion);
    const forget = () => converting.delete(file);
    conversion.then(forget, forget);
  }
  const { retried, bytes } = await conversion;
  return { converted: true, ms: performance.now() - t0, retried, bytes };
}

/**
 * Converts in a thread of its own (with the `convert` threads' heap limit, ../threads/thread.ts, or `heapMb`) and
 * returns the cache file's text; settles once that thread has ended, so that whatever the caller starts next does not
 * share the machine's memory with it. `retried`: the conversion ran out of its heap and ran again without a limit (the
 * build reports it, so the limit can be raised).
 */
export async function convertInThread(config: ResolvedApiConfig, key: string, heapMb?: number): Promise<{ text: string; retried: boolean }> {
  const convert = (limits?: 'none') => runTask('convert', CONVERT, { config, key }, { afterExit: true, limits: limits ?? (heapMb ? { maxOldGenerationSizeMb: heapMb } : undefined) });
  try {
    return { text: await convert(), retried: false };
  } catch (error) {
    if (errorCode(error) !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
    return { text: await convert('none'), retried: true };
  }
}

async function loadProjectNow(config: ResolvedApiConfig, cacheDir: string, key: string): Promise<LoadedProject> {
  const t0 = performance.now();
  const file = cacheFile(config, cacheDir, key);
  const cached = readCache(file, key);
  if (cached) return { ...cached, key, fromCache: true, ms: performance.now() - t0 };
  // In a thread of its own: TypeDoc and the TypeScript compiler (about 200 MB of code and a program of several
  // hundred MB) never load into the caller's heap, and all of it is freed when the thread ends. This holds when the
  // caller is itself a worker (the API pages task): the program is gone before the pages are built. The thread hands
  // back the cache file's text, which costs one copy to pass and one parse, where a structured clone of the project
  // would cost more and still have to be stringified for the cache.
  const { text } = await convertInThread(config, key);
  writeCache(cacheDir, file, config.packageName, text);
  const converted: unknown = JSON.parse(text);
  if (!isCachedProject(converted)) throw new Error(`TypeDoc's conversion of ${config.packageName} gave no project`);
  return { ...converted, key, fromCache: false, ms: performance.now() - t0 };
}

interface ConvertTask {
  config: ResolvedApiConfig;
  key: string;
}

/** Task: converts the project and returns what the cache file holds (run through `runTask`). */
export const task = {
  async run({ config, key }: ConvertTask): Promise<string> {
    const [{ convertProject }, { saveTypeScriptCode }] = await Promise.all([import('./convert.ts'), import('./typescript-module.ts')]);
    const text = JSON.stringify({ key, ...(await convertProject(config)) });
    saveTypeScriptCode();
    return text;
  },
} satisfies Task<never, unknown>;

const CONVERT = taskRef<typeof task>(new URL(import.meta.url));

/** The cached conversion, or undefined when there is none, it is damaged or of another key (it is then rebuilt). */
function readCache(file: string, key: string): CachedProject | undefined {
  const cached = readSealedJsonSync(file, isCachedProject);
  return cached?.key === key && cached.project.children ? cached : undefined;
}

type CachedProject = ConvertedProject & { key: string };

/** What the cache file holds, as far as a read needs to tell it from a damaged or foreign file. */
function isCachedProject(value: unknown): value is CachedProject {
  return isRecord(value) && typeof value.key === 'string' && isRecord(value.project);
}

function cacheFile(config: ResolvedApiConfig, cacheDir: string, key: string): string {
  return path.join(cacheDir, `${filePrefix(config.packageName)}${key}.json`);
}

function writeCache(cacheDir: string, file: string, packageName: string, text: string): void {
  writeSealedSync(file, text);
  // Older keys of the same package are dead weight: remove them.
  const prefix = filePrefix(packageName);
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(prefix) && name.endsWith('.json') && path.join(cacheDir, name) !== file) {
      rmSync(path.join(cacheDir, name), { force: true });
    }
  }
}

function filePrefix(packageName: string): string {
  return `${CACHE.apiProject.path}${packageName.replace(/[^a-zA-Z0-9._-]/g, '_')}-`;
}
