// The markdown caches on disk go when no build has used them for a week (src/render/markdown/cache-pruning.ts): a
// page's HAST read back, or a highlighted block reused by an edited page, is in use and stays; what nothing read
// goes; a folder is pruned at most once a 24th of the week. Each "build" is a fresh set of modules (vi.resetModules),
// as in a new process: nothing highlighted in memory survives between them.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { pruneMarkdownCache } from '../../../src/render/markdown/cache-pruning.ts';
import { CACHE, nestedFolder } from '../../../src/render/core/cache-namespaces.mjs';
import { PRUNED_MARK } from '../../../src/render/core/prune-files.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-markdown-pruning-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const BLOCK = '```ts\nconst kept = 1;\n```\n';
const PAGE = `# Page\n\nFirst version.\n\n${BLOCK}`;
const EDITED = `# Page\n\nSecond version.\n\n${BLOCK}`;
const OTHER = '# Other\n\nA page no build reads again.\n\n```ts\nconst gone = 2;\n```\n';

/** The site's cached markdown processor, as a new process has it. */
async function build() {
  vi.resetModules();
  const { createMarkdownProcessor } = await import('../../../src/render/markdown/pipeline.ts');
  const { withDiskCache } = await import('../../../src/render/markdown/cache.ts');
  return withDiskCache(await createMarkdownProcessor({ toc: { minLevel: 2, maxLevel: 3 } }), { dir, options: {} });
}

/** Every cache file under `folder`'s key folders, relative to it. */
function entries(folder: string): string[] {
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.json') && /^[0-9a-f]{2}[/\\]/.test(name))
    .sort();
}

/** Makes every cache file (and the last pruning) `days` old. */
function age(days: number): void {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  for (const folder of [dir, nestedFolder(dir, 'highlighted')]) for (const name of entries(folder)) utimesSync(path.join(folder, name), at, at);
}

it('removes the entries and blocks no build used for a week, keeps those read since, and prunes a folder once in a while', async () => {
  const first = await build();
  await first.toHast(PAGE, 'page.md');
  await first.toHast(OTHER, 'other.md');
  const pages = entries(dir);
  const blocks = entries(nestedFolder(dir, 'highlighted'));
  expect(pages).toHaveLength(2);
  expect(blocks).toHaveLength(2);
  // The block the edited page keeps.
  const keptBlock = blocks.filter((name) => readFileSync(path.join(nestedFolder(dir, 'highlighted'), name), 'utf8').includes('kept'));
  expect(keptBlock).toHaveLength(1);

  age(8);
  // Read back: the page's entry is in use.
  const second = await build();
  await second.toHast(PAGE, 'page.md');
  // An edited page: a new entry, and its unchanged block read from the cache, in use.
  await second.toHast(EDITED, 'page.md');
  pruneMarkdownCache(dir);
  // Kept: the page's entry read back and the edited page's new one; its block.
  const kept = entries(dir);
  expect(kept).toHaveLength(2);
  const [stillThere, ...others] = pages.filter((name) => kept.includes(name));
  expect(others).toEqual([]);
  expect(entries(nestedFolder(dir, 'highlighted'))).toEqual(keptBlock);
  // Gone: the other page's entry and block, read by no build for eight days; made again when it is built.
  const third = await build();
  await third.toHast(OTHER, 'other.md');
  expect(entries(dir)).toEqual([...kept, ...pages.filter((name) => name !== stillThere)].sort());
  expect(entries(nestedFolder(dir, 'highlighted'))).toEqual(blocks);

  // Pruned a moment ago: not again until a 24th of the week has passed.
  age(8);
  pruneMarkdownCache(dir);
  expect(entries(dir)).toHaveLength(3);
  const due = new Date(Date.now() - CACHE.markdown.pruneAfterMs / 24 - 1000);
  utimesSync(path.join(dir, PRUNED_MARK), due, due);
  pruneMarkdownCache(dir);
  expect(entries(dir)).toEqual([]);
  // Files of the folder itself are not the cache's entries, however old; a killed writer's temporary files are.
  const old = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  writeFileSync(path.join(dir, 'notes.json'), '{}');
  mkdirSync(path.join(dir, 'ab'), { recursive: true });
  writeFileSync(path.join(dir, 'ab', 'abcdef.json.123-0-1.tmp'), '');
  for (const file of ['notes.json', 'ab/abcdef.json.123-0-1.tmp']) utimesSync(path.join(dir, file), old, old);
  utimesSync(path.join(dir, PRUNED_MARK), due, due);
  pruneMarkdownCache(dir);
  expect(readdirSync(dir)).toContain('notes.json');
  expect(readdirSync(path.join(dir, 'ab'))).toEqual([]);
});
