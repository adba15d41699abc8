// Shiki is loaded only for a code block that no cache holds, and highlighted blocks are reused across processes
// through a folder of block files. Each "process" here is a fresh set of modules (vi.resetModules), so nothing
// highlighted in memory survives between them; a mocked Shiki that cannot create a highlighter proves a step did
// without it.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Element, Root } from 'hast';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-highlight-'));
});
afterEach(() => {
  vi.doUnmock('shiki/core');
  vi.doUnmock('shiki/engine/oniguruma');
  rmSync(dir, { recursive: true, force: true });
});

/** The pipeline as a new process sees it; `withoutShiki`: creating a highlighter fails. */
async function freshPipeline(withoutShiki = false) {
  vi.resetModules();
  if (withoutShiki) {
    const loaded = () => {
      throw new Error('Shiki was loaded');
    };
    vi.doMock('shiki/core', () => ({ createHighlighterCore: loaded, flatTokenVariants: loaded }));
    vi.doMock('shiki/engine/oniguruma', () => ({ createOnigurumaEngine: loaded }));
  } else {
    vi.doUnmock('shiki/core');
    vi.doUnmock('shiki/engine/oniguruma');
  }
  return {
    pipeline: await import('../../../src/render/markdown/pipeline.ts'),
    cache: await import('../../../src/render/markdown/cache.ts'),
  };
}

const PAGE = '# Page\n\nSome text.\n\n```ts title="a.ts" {2}\nconst a = 1;\nconst b = 2;\n```\n\n```json\n{ "a": [1, 2] }\n```\n';
const figures = (hast: Root) => hast.children.filter((n): n is Element => n.type === 'element' && n.tagName === 'figure');
const blockFiles = (codeDir: string) => readdirSync(codeDir, { recursive: true }).filter((f) => String(f).endsWith('.json'));

describe('highlighting on demand', () => {
  it('does not load Shiki for a page without code blocks', async () => {
    const { pipeline } = await freshPipeline(true);
    const md = await pipeline.createMarkdownProcessor();
    const r = await md.toHast('# Title\n\nText with `inline code`.\n', 'a.md');
    expect(r.headings).toEqual([]);
    await expect(md.toHast('```ts\nconst a = 1;\n```\n', 'b.md')).rejects.toThrow('Shiki was loaded');
  });

  it('reuses highlighted blocks from disk in another process: an edited page re-highlights only its changed blocks', async () => {
    const codeDir = path.join(dir, 'code');
    const first = await freshPipeline();
    const cold = await (await first.pipeline.createMarkdownProcessor({ codeCacheDir: codeDir })).toHast(PAGE, 'page.md');
    expect(blockFiles(codeDir)).toHaveLength(2);

    const second = await freshPipeline(true);
    const md = await second.pipeline.createMarkdownProcessor({ codeCacheDir: codeDir });
    const edited = await md.toHast(PAGE.replace('Some text.', 'Some edited text.'), 'page.md');
    expect(figures(edited.hast)).toEqual(figures(cold.hast));
    // The marked lines and the code are part of a block's key.
    await expect(md.toHast(PAGE.replace('{2}', '{1}'), 'page.md')).rejects.toThrow('Shiki was loaded');
    await expect(md.toHast(PAGE.replace('const b = 2;', 'const b = 3;'), 'page.md')).rejects.toThrow('Shiki was loaded');
  });

  it('gives the same HAST from Shiki, from memory and from disk, and treats a damaged block file as a miss', async () => {
    const codeDir = path.join(dir, 'code');
    const { pipeline } = await freshPipeline();
    const uncached = (await (await pipeline.createMarkdownProcessor()).toHast(PAGE, 'page.md')).hast;
    const md = await pipeline.createMarkdownProcessor({ codeCacheDir: codeDir });
    expect((await md.toHast(PAGE, 'page.md')).hast).toEqual(uncached);
    expect((await md.toHast(PAGE, 'page.md')).hast).toEqual(uncached);

    const fromDisk = await freshPipeline();
    expect((await (await fromDisk.pipeline.createMarkdownProcessor({ codeCacheDir: codeDir })).toHast(PAGE, 'page.md')).hast).toEqual(uncached);

    for (const file of blockFiles(codeDir)) writeFileSync(path.join(codeDir, String(file)), '{"type":"elem');
    const damaged = await freshPipeline();
    expect((await (await damaged.pipeline.createMarkdownProcessor({ codeCacheDir: codeDir })).toHast(PAGE, 'page.md')).hast).toEqual(uncached);
  });

  it('hands every page its own copy of a shared block', async () => {
    const { pipeline } = await freshPipeline();
    const md = await pipeline.createMarkdownProcessor();
    const a = figures((await md.toHast(PAGE, 'a.md')).hast)[0];
    const b = figures((await md.toHast(PAGE, 'b.md')).hast)[0];
    expect(a).toEqual(b);
    expect(a?.children[1]).not.toBe(b?.children[1]);
  });

  it('withDiskCache keeps the blocks beside its pages, and a build whose pages are all cached does not load Shiki', async () => {
    const first = await freshPipeline();
    const md = first.cache.withDiskCache(await first.pipeline.createMarkdownProcessor(), { dir, options: {} });
    const cold = await md.toHast(PAGE, 'page.md', 3);
    expect(blockFiles(path.join(dir, 'code'))).toHaveLength(2);

    const warm = await freshPipeline(true);
    const cached = warm.cache.withDiskCache(await warm.pipeline.createMarkdownProcessor(), { dir, options: {} });
    expect(await cached.toHast(PAGE, 'page.md', 3)).toEqual(cold);
    expect(cached.fingerprint).toBe(md.fingerprint);
  });
});

describe('the markdown code fingerprint', () => {
  it('follows the modules the pipeline runs, inside and outside its folder, but not type-only imports', async () => {
    const { moduleGraph } = await import('../../../src/render/core/fingerprint.ts');
    const src = path.resolve(import.meta.dirname, '../../../src');
    const graph = [...moduleGraph([path.join(src, 'render/markdown/cache.ts')])].map((f) => path.relative(src, f).split(path.sep).join('/'));
    expect(graph).toEqual(
      expect.arrayContaining(['render/markdown/pipeline.ts', 'render/markdown/highlight.ts', 'render/markdown/features/directives.ts', 'render/markdown/features/headings.ts', 'render/markdown/features/raw-html.ts', 'render/core/hash.ts']),
    );
    expect(graph).not.toContain('shared/types.ts');
  });
});
