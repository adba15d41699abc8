// A build takes an unchanged markdown file's page as the last build loaded it (issue 22): nothing is parsed, the page
// and what loading it reported are the same, and its tree is in the body store. An edited file, a changed image the
// page shows, a removed tree or other settings load the page again.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { withTree } from '../../../src/render/core/body-store.ts';
import { writeSealedSync } from '../../../src/render/core/sealed-file.ts';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { createAssetRegistry } from '../../../src/render/load/asset-registry.ts';
import { loadContent } from '../../../src/render/load/content.ts';
import { openPageCache } from '../../../src/render/load/page-cache.ts';
import { withDiskCache } from '../../../src/render/markdown/cache.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import type { Page } from '../../../src/shared/types.ts';

let root: string;
const config = validateConfig({ title: 'T', url: 'https://x.test' });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docgen-page-cache-'));
  mkdirSync(path.join(root, 'content/docs'), { recursive: true });
  writeFileSync(path.join(root, 'content/docs/with-image.md'), '---\ntitle: With image\n---\n![A diagram](./diagram.png)\n');
  writeFileSync(path.join(root, 'content/docs/plain.md'), '# Plain\n\n## Part\n\nSee [the image page](./with-image.md).\n\n```nosuchlang\ncode\n```\n');
  writeFileSync(path.join(root, 'content/docs/diagram.png'), 'first version');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** One build's loading, in a process of its own as far as the image registry goes; `parsed`: the files parsed. */
async function load(salt = 'settings') {
  const cacheDir = path.join(root, '.docgen-cache');
  const images = createAssetRegistry(root, config.baseUrl);
  const resolveImage = (src: string, file: string) => images.resolve(src, file);
  const toc = { minLevel: 2, maxLevel: 3 };
  const inner = await createMarkdownProcessor({ toc, resolveImage });
  const parsed: string[] = [];
  const counting: MarkdownProcessor = { ...inner, toHast: (markdown, file, ...rest) => (parsed.push(file), inner.toHast(markdown, file, ...rest)) };
  const markdown = withDiskCache(counting, { dir: path.join(cacheDir, 'markdown'), options: toc, resolveImage });
  const diagnostics = new DiagnosticBag();
  const pageCache = openPageCache(cacheDir, salt, markdown.resolveImage!);
  const { pages } = await loadContent({ root, config, markdown, includeDrafts: false, diagnostics, pageCache });
  const byId = Object.fromEntries(pages.map((page) => [page.id, page])) as Record<string, Page>;
  return { byId, parsed: parsed.sort(), diagnostics: diagnostics.items, images: images.entries() };
}
// The page as a reader gets it: its tree in memory, wherever it was kept.
const whole = (page: Page) => withTree(page);

it('takes an unchanged page as it was loaded, its tree from the body store, and reports what loading reported', async () => {
  const first = await load();
  expect(first.parsed).toEqual(['content/docs/plain.md', 'content/docs/with-image.md']);
  expect(first.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', file: 'content/docs/plain.md' })]);
  // Parsed in this build: the tree stays in memory.
  expect(first.byId.plain!.body.type).toBe('root');

  const second = await load();
  expect(second.parsed).toEqual([]);
  expect(second.byId.plain!.body.type).toBe('stored');
  for (const id of ['plain', 'with-image']) expect(whole(second.byId[id]!)).toEqual(whole(first.byId[id]!));
  expect(second.diagnostics).toEqual(first.diagnostics);
  // The image it shows is still registered, to be copied into the site.
  expect(second.images).toEqual(first.images);
});

it('loads again an edited file, a page whose image changed, a page whose tree is gone, and every page under other settings', async () => {
  const first = await load();
  writeFileSync(path.join(root, 'content/docs/plain.md'), '# Plain\n\nEdited.\n');
  expect((await load()).parsed).toEqual(['content/docs/plain.md']);

  writeFileSync(path.join(root, 'content/docs/diagram.png'), 'second version');
  const imageChanged = await load();
  // Its own source is unchanged: the markdown cache re-resolves the image and misses too, so the page is parsed.
  expect(imageChanged.parsed).toEqual(['content/docs/with-image.md']);
  expect(imageChanged.byId['with-image']!.hash).not.toBe(first.byId['with-image']!.hash);

  const kept = await load();
  expect(kept.parsed).toEqual([]);
  const stored = kept.byId.plain!.body;
  rmSync(stored.type === 'stored' ? stored.file : '');
  const treeGone = await load();
  expect(treeGone.byId.plain!.body.type).toBe('root');
  expect(whole(treeGone.byId.plain!)).toEqual(whole(kept.byId.plain!));

  const other = await load('other settings');
  expect(Object.keys(other.byId).sort()).toEqual(['plain', 'with-image']);
  expect(other.byId.plain!.body.type).toBe('root');
  expect(other.byId['with-image']!.body.type).toBe('root');
});

it('loads again a page whose tree was cut short or whose entry other code wrote, and keeps a used entry from ageing out', async () => {
  await load();
  const kept = await load();
  const stored = kept.byId.plain!.body;
  if (stored.type !== 'stored') throw new Error('expected a stored tree');
  // Cut short (a crash after the rename, before the data reached the disk): loaded again, not a failed stage later.
  truncateSync(stored.file, 10);
  const cut = await load();
  expect(cut.byId.plain!.body.type).toBe('root');
  expect(cut.parsed).toEqual([]); // from the markdown cache, whole

  // An entry in another shape (sealed, written by other code): loaded again.
  const dir = path.join(root, '.docgen-cache/pages');
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) writeSealedSync(path.join(dir, name), JSON.stringify({ loaded: { page: {} }, images: {} }));
  const other = await load();
  expect(Object.values(other.byId).map((page) => page.body.type)).toEqual(['root', 'root']);

  // Used, its entry written two days ago: a hit brings the entry and its tree forward, and is still a hit after.
  const twoDays = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
  const hit = await load();
  const tree = hit.byId.plain!.body;
  if (tree.type !== 'stored') throw new Error('expected a stored tree');
  const treeWritten = statSync(tree.file).mtimeMs;
  for (const name of readdirSync(dir)) utimesSync(path.join(dir, name), twoDays, twoDays);
  expect((await load()).byId.plain!.body.type).toBe('stored');
  expect(statSync(tree.file).mtimeMs).toBeGreaterThan(treeWritten);
  expect(readdirSync(dir).every((name) => statSync(path.join(dir, name)).mtimeMs > Date.now() - 60_000)).toBe(true);
  expect((await load()).byId.plain!.body.type).toBe('stored');
});

