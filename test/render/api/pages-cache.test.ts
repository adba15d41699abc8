// The API stage's entry point: the page model is built in worker threads on a miss, cached on disk under a key of
// everything it depends on, and read back (no TypeDoc, no derivation) while that key holds.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cacheKey, convertInThread } from '../../../src/render/api/cache.ts';
import { resolveApiConfig } from '../../../src/render/api/config.ts';
import { readSealedSync } from '../../../src/render/core/sealed-file.ts';
import { cachePath, DOCGEN_CACHE } from '../../../src/render/core/cache-namespaces.mjs';
import { withTree } from '../../../src/render/core/body-store.ts';
import { apiPagesKey, loadApi, startApiPages, type ApiPagesContext, type ApiPagesResult } from '../../../src/render/api/index.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { FIXTURE_CONFIG, ROOT, tempCacheDir } from './helpers.ts';

// Stands in for an edit of the API Reference's own code: the page model's key includes the fingerprint of the code
// that builds the pages, read afresh on every build.
const code = vi.hoisted(() => ({ fingerprint: undefined as string | undefined }));
vi.mock('../../../src/render/core/fingerprint.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/render/core/fingerprint.ts')>();
  return { ...actual, freshSourceFingerprint: (...entries: string[]) => code.fingerprint ?? actual.freshSourceFingerprint(...entries) };
});

const TOC = { minLevel: 2, maxLevel: 3 };
let ctx: ApiPagesContext;
let cold: ApiPagesResult;
let warm: ApiPagesResult;

// The pages with their trees, read back from the body store: the store's file names carry the model's key.
const model = (r: ApiPagesResult) => JSON.stringify({ pages: r.pages.map((p) => withTree(p)), sidebar: r.sidebar, symbols: r.symbols, warnings: r.warnings });

beforeAll(async () => {
  ctx = { root: ROOT, base: '/docs/', siteTitle: 'Fixture', cacheDir: tempCacheDir(), toc: TOC };
  cold = await startApiPages(FIXTURE_CONFIG, ctx);
  warm = await startApiPages(FIXTURE_CONFIG, ctx);
});

describe('startApiPages', () => {
  it('converts and builds the pages on a cold cache, then reads them back without converting or deriving', () => {
    expect(cold.stats).toMatchObject({ fromCache: false, converted: true });
    expect(warm.stats).toMatchObject({ fromCache: true, converted: false, projectMs: 0, pagesMs: 0 });
    expect(warm.key).toBe(cold.key);
    expect(model(warm)).toBe(model(cold));
    expect(warm.pages).not.toBe(cold.pages);
  });

  it('builds exactly the pages the main-thread path builds with the site markdown pipeline and the same TOC levels', async () => {
    const processor = await createMarkdownProcessor({ toc: TOC });
    const direct = await loadApi(FIXTURE_CONFIG, { ...ctx, markdown: (md, file) => processor.toHast(md, file) });
    expect(model(cold)).toBe(JSON.stringify({ pages: direct.pages, sidebar: direct.sidebar, symbols: direct.symbols, warnings: direct.warnings }));
  });

  it('rebuilds the pages, without running TypeDoc again, when the API code changes', async () => {
    code.fingerprint = 'edited';
    try {
      const edited = await startApiPages(FIXTURE_CONFIG, ctx);
      expect(edited.key).not.toBe(cold.key);
      expect(edited.stats).toMatchObject({ fromCache: false, converted: false });
      expect(model(edited)).toBe(model(cold));
    } finally {
      code.fingerprint = undefined;
    }
  });

  it('rebuilds the pages for another base URL, and keys them on every site value they show', async () => {
    const moved = await startApiPages(FIXTURE_CONFIG, { ...ctx, base: '/other/' });
    expect(moved.stats).toMatchObject({ fromCache: false, converted: false });
    expect(moved.pages.map((p) => p.route)).toContain('/other/api/classes/Widget');
    expect(Object.values(moved.symbols).every((url) => url.startsWith('/other/api/'))).toBe(true);

    const key = apiPagesKey(FIXTURE_CONFIG, ctx);
    expect(key).toBe(cold.key);
    expect(apiPagesKey(FIXTURE_CONFIG, { ...ctx, siteTitle: 'Other' })).not.toBe(key);
    expect(apiPagesKey(FIXTURE_CONFIG, { ...ctx, toc: { minLevel: 2, maxLevel: 4 } })).not.toBe(key);
    expect(apiPagesKey({ ...FIXTURE_CONFIG, sourceLinkTemplate: 'https://x.test/{path}#{line}' }, ctx)).not.toBe(key);
  });

  it('keeps one cached model per package, and rebuilds from a damaged file', async () => {
    const files = readdirSync(ctx.cacheDir).filter((f) => f.startsWith('apipages-'));
    expect(files).toHaveLength(1);
    // The base-URL test's model replaced the first one; going back rebuilds it, then a damaged copy is rebuilt too.
    const back = await startApiPages(FIXTURE_CONFIG, ctx);
    expect(back.stats.fromCache).toBe(false);
    writeFileSync(path.join(ctx.cacheDir, `apipages-api-lib-${back.key}.json`), `docgen-api-pages 1 ${back.key}\n{"pages": [`);
    const rebuilt = await startApiPages(FIXTURE_CONFIG, ctx);
    expect(rebuilt.stats).toMatchObject({ fromCache: false, converted: false });
    expect(model(rebuilt)).toBe(model(cold));
  });

  it("keeps each page's tree in the body store, not in the model, and makes the model again when a tree is gone", async () => {
    const stored = warm.pages.filter((p) => p.body.type === 'stored');
    expect(stored).toHaveLength(warm.pages.length);
    const file = (p: ApiPagesResult['pages'][number]) => (p.body.type === 'stored' ? p.body.file : '');
    expect(new Set(warm.pages.map(file)).size).toBe(warm.pages.length);
    expect(warm.pages.every((p) => file(p).startsWith(path.join(ctx.cacheDir, 'bodies')))).toBe(true);
    const current = await startApiPages(FIXTURE_CONFIG, ctx);
    rmSync(file(current.pages[1]!));
    const remade = await startApiPages(FIXTURE_CONFIG, ctx);
    expect(remade.stats).toMatchObject({ fromCache: false, converted: false });
    expect(model(remade)).toBe(model(cold));
  });

  it('makes the model again when a tree was cut short or garbled, instead of failing every build after it (issue 45, R1)', async () => {
    // Only the presence of each tree was checked: a damaged one then failed rendering in every build, with "run the
    // build again", until the cache was deleted.
    const file = (p: ApiPagesResult['pages'][number]) => (p.body.type === 'stored' ? p.body.file : '');
    for (const damage of [(f: string) => truncateSync(f, 50), (f: string) => writeFileSync(f, readFileSync(f, 'utf8').replace(/"root"/, '"ROOT"'))]) {
      const current = await startApiPages(FIXTURE_CONFIG, ctx);
      damage(file(current.pages[0]!));
      const remade = await startApiPages(FIXTURE_CONFIG, ctx);
      expect(remade.stats).toMatchObject({ fromCache: false, converted: false });
      expect(model(remade)).toBe(model(cold));
    }
  });

  it('shares one run between concurrent calls, each with its own copy of the model', async () => {
    const other = { ...ctx, siteTitle: 'Concurrent' };
    const [a, b] = await Promise.all([startApiPages(FIXTURE_CONFIG, other), startApiPages(FIXTURE_CONFIG, other)]);
    expect(a.stats.fromCache).toBe(false);
    expect(b.stats.pagesMs).toBe(a.stats.pagesMs);
    expect(a.pages).not.toBe(b.pages);
    expect(model(a)).toBe(model(b));
  });

  it('rejects, without an unhandled rejection, when the config names a file that does not exist', async () => {
    const started = startApiPages({ ...FIXTURE_CONFIG, entryPoint: 'test/fixtures/api-lib/src/missing.ts' }, ctx);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(started).rejects.toThrow(/api\.entryPoint/);
  });

  it('converts again without a heap limit when the conversion outgrows it', async () => {
    // Made again by this conversion (checked by the next test).
    rmSync(typescriptCodeCache().file, { force: true });
    const config = resolveApiConfig(FIXTURE_CONFIG, ROOT);
    const key = cacheKey(config);
    // A limit it outgrows while it loads: the run that fails costs little.
    const limited = await convertInThread(config, key, 8);
    expect(limited.retried).toBe(true);
    // The same project the cold build's conversion (under the default limit) left in the cache.
    expect(limited.text).toBe(readSealedSync(path.join(ctx.cacheDir, `api-api-lib-${key}.json`))?.toString('utf8'));
  });

  // src/render/api/typescript-module.ts: a conversion leaves V8's code cache of the TypeScript it ran, made for that
  // TypeScript file, which V8 takes in another thread of this process (same V8, same flags): the next conversion
  // does not compile the compiler again. (Written by the conversions above; a conversion writes it until it has been
  // used LEARNING_RUNS times.) Layout: runs (uint32), the file's SHA-256, V8's data, the SHA-256 of them all.
  it("leaves TypeScript's code cache, for its file, which V8 takes", () => {
    const { entry, source, digest, file } = typescriptCodeCache();
    const bytes = readFileSync(file);
    expect(bytes.readUInt32LE(0)).toBeGreaterThanOrEqual(1);
    expect(bytes.subarray(4, 36).equals(digest)).toBe(true);
    const body = bytes.subarray(0, bytes.length - 32);
    expect(createHash('sha256').update(body).digest().equals(bytes.subarray(body.length))).toBe(true);
    // The wrapper the cache was made with (src/render/core/code-cache.mjs).
    const wrapped = `(function (exports, require, module, __filename, __dirname) {\n${source.toString('utf8')}\n})`;
    const script = new vm.Script(wrapped, { filename: entry, lineOffset: -1, cachedData: body.subarray(36) });
    expect(script.cachedDataRejected).toBe(false);
  });
});

/** TypeScript's file, its bytes and SHA-256, and where its code cache is kept (src/render/api/typescript-module.ts). */
function typescriptCodeCache() {
  const entry = createRequire(import.meta.url).resolve('typescript');
  const source = readFileSync(entry);
  const digest = createHash('sha256').update(source).digest();
  return { entry, source, digest, file: path.join(cachePath(DOCGEN_CACHE, 'typescriptCode'), `typescript.${digest.toString('hex').slice(0, 16)}.cache`) };
}
