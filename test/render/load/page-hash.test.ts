// A markdown page's `hash` stands for everything its data was made from: the engine re-renders a route when it
// changes, and only then.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { loadContent } from '../../../src/render/load/content.ts';
import { withDiskCache } from '../../../src/render/markdown/cache.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { createAssetRegistry } from '../../../src/render/load/asset-registry.ts';

let root: string;
const config = validateConfig({ title: 'T', url: 'https://x.test' });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docgen-page-hash-'));
  mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  writeFileSync(path.join(root, 'content/docs/with-image.md'), '# With image\n\n![A diagram](./diagram.png)\n');
  writeFileSync(path.join(root, 'content/docs/plain.md'), '# Plain\n\nNo image.\n');
  writeFileSync(path.join(root, 'content/docs/diagram.png'), 'first version');
  writeFileSync(path.join(root, 'content/docs/other.png'), 'unrelated');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Each build in a process of its own, as far as the image registry goes (it remembers image hashes). */
async function hashes(options: { diskCache?: boolean; toc?: { minLevel: number; maxLevel: number } } = {}): Promise<Record<string, string>> {
  const images = createAssetRegistry(root, config.baseUrl);
  const resolveImage = (src: string, file: string) => images.resolve(src, file);
  const toc = options.toc ?? { minLevel: 2, maxLevel: 3 };
  let markdown = await createMarkdownProcessor({ toc, resolveImage });
  if (options.diskCache) markdown = withDiskCache(markdown, { dir: path.join(root, '.docgen-cache/markdown'), options: toc, resolveImage });
  const { pages } = await loadContent({ root, config, markdown, includeDrafts: false, diagnostics: new DiagnosticBag() });
  return Object.fromEntries(pages.map((p) => [p.id, p.hash]));
}

describe("a markdown page's hash", () => {
  for (const diskCache of [false, true]) {
    it(`changes when an image the page shows changes, and only then${diskCache ? ' (through the disk cache)' : ''}`, async () => {
      const before = await hashes({ diskCache });
      expect(await hashes({ diskCache })).toEqual(before);

      writeFileSync(path.join(root, 'content/docs/other.png'), 'unrelated, edited');
      expect(await hashes({ diskCache })).toEqual(before);

      writeFileSync(path.join(root, 'content/docs/diagram.png'), 'second version');
      const after = await hashes({ diskCache });
      expect(after['with-image']).not.toBe(before['with-image']);
      expect(after.plain).toBe(before.plain);
    });
  }

  it('changes when the source changes, and with the options that shape the processed body', async () => {
    const before = await hashes();
    writeFileSync(path.join(root, 'content/docs/plain.md'), '# Plain\n\nEdited.\n');
    const edited = await hashes();
    expect(edited.plain).not.toBe(before.plain);
    expect(edited['with-image']).toBe(before['with-image']);
    const narrowToc = await hashes({ toc: { minLevel: 2, maxLevel: 2 } });
    expect(narrowToc.plain).not.toBe(edited.plain);
  });

  it('changes when a page moves (its id, route and relative links come from its path)', async () => {
    const before = await hashes();
    rmSync(path.join(root, 'content/docs/plain.md'));
    writeFileSync(path.join(root, 'content/docs/moved.md'), '# Plain\n\nNo image.\n');
    expect((await hashes()).moved).not.toBe(before.plain);
  });
});
