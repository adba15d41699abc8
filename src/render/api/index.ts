// The API Reference stage: TypeDoc project (cached) → pages, sidebar and the symbol map content links resolve
// through.
//
// The build's entry point is `startApiPages`: it reads the finished page model from `.docgen-cache` when its key
// matches (one file, no derivation; the pages' trees stay in the body store until a stage reads one), and otherwise
// builds it off the main thread (TypeDoc's conversion in a worker when its own cache misses, then the pages in one
// or two others, or here for a small project), so the main thread meanwhile parses the content.
// `loadApi` (./build-api.ts) builds the pages on the calling thread (the markdown pipeline is injected as a function,
// as tests do).
import { existsSync } from 'node:fs';
import { readSealed } from '../core/sealed-file.ts';
import { bodiesIntact } from '../core/body-store.ts';
import { taskRef } from '../threads/task.ts';
import { ensureProjectCached } from './cache.ts';
import { conversionIsHeavy } from './project-weight.ts';
import { resolveApiConfig, type ApiConfigInput, type ResolvedApiConfig } from './config.ts';
import { decodeModel, encodeModel, pagesFile, pagesKey, writeModel, type ApiPageModel, type ApiPagesContext } from './pages-cache.ts';
import { joinApiParts } from './build-api.ts';
import { task as apiPagesTask, type ApiPagesTaskResult } from './pages-task.ts';
import { createPool } from '../threads/pool.ts';
import { THREAD_KINDS } from '../threads/thread.ts';

export type { ApiPageModel, ApiPagesContext } from './pages-cache.ts';
export { buildApi, loadApi, type ApiContext, type ApiResult } from './build-api.ts';

export interface ApiPagesResult extends ApiPageModel {
  /** The page model's cache key: changes whenever anything the pages are made from does (see pages-cache.ts). */
  key: string;
  stats: ApiPagesStats;
}

export interface ApiPagesStats {
  /** The page model came from `.docgen-cache`: no worker, no TypeDoc, no derivation. */
  fromCache: boolean;
  /** TypeDoc converted the SDK (its project cache missed). */
  converted: boolean;
  /** In the worker: TypeDoc's conversion or the project cache read, ms (0 on a page model hit). */
  projectMs: number;
  /** In the worker: deriving the pages, ms (0 on a page model hit). */
  pagesMs: number;
  /** On the calling thread: parsing the model (from the cache file or the worker's bytes), ms; all the main thread pays. */
  decodeMs: number;
  /** From the call to the result, ms. */
  totalMs: number;
  /** Size of the serialised model. */
  bytes: number;
}

/**
 * The API Reference's pages, sidebar, symbols and warnings. Call it as soon as the config is read and await it when
 * the pages are needed: on a cache miss the work runs in worker threads meanwhile. `warnings` never fail the build;
 * a broken internal link in the generated pages rejects with a `BuildError`. Concurrent calls for the same inputs
 * share one run. Each call returns fresh objects, which the caller may mutate (the graph stage resolves hrefs in
 * place).
 */
export function startApiPages(config: ApiConfigInput, ctx: ApiPagesContext): Promise<ApiPagesResult> {
  let promise: Promise<ApiPagesResult>;
  try {
    const resolved = resolveApiConfig(config, ctx.root);
    const plainCtx: ApiPagesContext = {
      root: ctx.root,
      base: ctx.base,
      trailingSlash: ctx.trailingSlash,
      siteTitle: ctx.siteTitle,
      cacheDir: ctx.cacheDir,
      toc: { minLevel: ctx.toc.minLevel, maxLevel: ctx.toc.maxLevel },
    };
    promise = apiPagesRun(resolved, plainCtx, performance.now());
  } catch (error) {
    promise = Promise.reject(error);
  }
  // Started early and awaited later: a failure must not count as an unhandled rejection in between.
  promise.catch(() => {});
  return promise;
}

/** The cache key `startApiPages` would use (a few ms: it hashes the code and config it depends on). */
export function apiPagesKey(config: ApiConfigInput, ctx: ApiPagesContext): string {
  return pagesKey(resolveApiConfig(config, ctx.root), ctx);
}

/** Whether `startApiPages` will find its pages in the cache (false: it converts and builds them in workers). */
export function apiPagesCached(config: ApiConfigInput, ctx: ApiPagesContext, key = apiPagesKey(config, ctx)): boolean {
  return existsSync(pagesFile(resolveApiConfig(config, ctx.root), ctx.cacheDir, key));
}

/** Whether converting the package will be heavy, told before it starts (./project-weight.ts). */
export function apiConversionIsHeavy(config: ApiConfigInput, root: string): boolean {
  return conversionIsHeavy(resolveApiConfig(config, root).entryPointPath);
}

/** What the API pages' threads made, joined: the model's bytes (as cached) and how they were made. */
interface BuiltPages {
  bytes: Uint8Array;
  converted: boolean;
  projectMs: number;
  pagesMs: number;
  /** The conversion outgrew its heap limit and ran again (see `convertInThread`). */
  heapRetried?: boolean;
}

/** Worker runs in flight, by cache file: concurrent calls for the same inputs share one (each decodes its own copy). */
const building = new Map<string, Promise<BuiltPages>>();

async function apiPagesRun(config: ResolvedApiConfig, ctx: ApiPagesContext, started: number): Promise<ApiPagesResult> {
  const key = pagesKey(config, ctx);
  const file = pagesFile(config, ctx.cacheDir, key);
  const result = (model: ApiPageModel, bytes: Uint8Array, decodeMs: number, task?: BuiltPages): ApiPagesResult => ({
    ...model,
    key,
    stats: {
      fromCache: !task,
      converted: task?.converted ?? false,
      projectMs: task?.projectMs ?? 0,
      pagesMs: task?.pagesMs ?? 0,
      decodeMs,
      totalMs: performance.now() - started,
      bytes: bytes.byteLength,
    },
  });

  const cached = await readSealed(file);
  let decodeStarted = performance.now();
  const hit = cached && decodeModel(key, cached);
  // The pages' trees are in the body store: a model whose trees were removed or damaged since is made again.
  if (hit && bodiesIntact(hit.pages)) return result(hit, cached, performance.now() - decodeStarted);

  let build = building.get(file);
  if (!build) {
    build = buildInWorkers(config, ctx, key, file);
    building.set(file, build);
    const forget = () => building.delete(file);
    build.then(forget, forget);
  }
  const task = await build;
  decodeStarted = performance.now();
  const model = decodeModel(key, task.bytes);
  if (!model) throw new Error(`API Reference: the page model the worker built for ${config.packageName} could not be read back`);
  if (task.heapRetried) {
    model.warnings = [...model.warnings, `API: TypeDoc's conversion outgrew its ${THREAD_KINDS.convert.limits.maxOldGenerationSizeMb} MB heap and ran again without a limit; raise the convert threads' limit in src/render/threads/thread.ts`].sort();
  }
  return result(model, task.bytes, performance.now() - decodeStarted, task);
}

/**
 * TypeDoc's conversion, when its cache misses, then the page model, in worker threads; this thread only joins the
 * parts. The conversion's thread (the TypeScript program, TypeDoc and its ~200 MB of code) has ended and freed its
 * memory before the pages' threads start, and no idle thread waits beside the conversion, at the build's peak of
 * memory. The project goes from one to the others through its cache file, never through this thread's heap.
 *
 * The pages are made in as many parts at once as the pool has threads (`THREAD_KINDS.apiPages`), or in one part for a
 * project under `ONE_PAGES_THREAD_BELOW` bytes.
 */
const API_PAGES = taskRef<typeof apiPagesTask>(new URL('./pages-task.ts', import.meta.url));

/**
 * Below this much of TypeDoc's JSON, the pages are made in one thread: a second thread's start (its modules, the
 * project, the highlighter: ~0.3 s of CPU) costs more than the half of the pages it would take over. Each run by hand,
 * three each, alternating: the SDK's 5.6 MB took 2.5-2.8 s of CPU in one thread and 3.3-3.4 s in two (with no idle
 * core, no sooner); the fixture library's 61 KB 0.40-0.48 s in one and 0.68-0.72 s in two, no sooner either. At
 * ~0.4 s of CPU a MB, a second thread saves more wall time than its start costs from about 2 MB on.
 */
const ONE_PAGES_THREAD_BELOW = 2_000_000;

/**
 * Below this much of TypeDoc's JSON, the pages are made on this thread, as the task would make them in one: a
 * thread's start (its bundle, the project) costs about what they do, ~0.2 s of CPU for the fixture library's 61 KB.
 * The Docusaurus fixture's cold build, five alternating runs against threads for every project: 3.53 s and 5.7 s of
 * CPU against 3.59 s and 5.9 s.
 */
const PAGES_HERE_BELOW = 500_000;

async function buildInWorkers(config: ResolvedApiConfig, ctx: ApiPagesContext, key: string, file: string): Promise<BuiltPages> {
  const project = await ensureProjectCached(config, ctx.cacheDir);
  const results = project.bytes < PAGES_HERE_BELOW ? [await apiPagesTask.run({ config, ctx, key, part: { index: 0, count: 1 } })] : await pagesInThreads(config, ctx, key, project.bytes);
  const { pages, sidebar, symbols, warnings } = joinApiParts(results.map((r) => r.part));
  const bytes = encodeModel(key, { pages, sidebar, symbols, warnings });
  writeModel(config, ctx.cacheDir, file, bytes);
  return {
    bytes,
    converted: project.converted || results.some((r) => r.converted),
    projectMs: project.ms + Math.max(...results.map((r) => r.projectMs)),
    pagesMs: Math.max(...results.map((r) => r.pagesMs)),
    heapRetried: project.retried,
  };
}

async function pagesInThreads(config: ResolvedApiConfig, ctx: ApiPagesContext, key: string, projectBytes: number): Promise<ApiPagesTaskResult[]> {
  const pool = projectBytes < ONE_PAGES_THREAD_BELOW ? createPool('apiPages', 1) : createPool('apiPages');
  try {
    return await Promise.all(Array.from({ length: pool.size }, (_, index) => pool.run(API_PAGES, { config, ctx, key, part: { index, count: pool.size } })));
  } finally {
    await pool.close();
  }
}
