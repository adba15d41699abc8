// The content stage of a cold build: a site too small for the pool is parsed in it beside the API stage's threads, and
// its threads keep each page (../load/page-cache.ts) and its section trees (../markdown/section-store.ts) for the next
// builds, which load the site in the main thread: the first build after a cold one parses nothing, and the first
// edit of a page parses only the section it touched. TypeDoc's project is the one ../../helpers/api-lib.ts converted:
// the API pages are not cached, so the build is a cold one all the same.
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Root } from 'mdast';
import path from 'node:path';
import { expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { readSealedJsonSync, writeSealedSync } from '../../../src/render/core/sealed-file.ts';
import { PRUNED_MARK } from '../../../src/render/core/prune-files.mjs';
import { apiLibConfig, seedApiLibConversion } from '../../helpers/api-lib.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const config = { ...baseConfig, api: apiLibConfig };

/** The files of a cache folder, by name, with their modification times. */
function entries(root: string, dir: string): Map<string, number> {
  const full = path.join(root, '.docgen-cache', dir);
  return new Map(readdirSync(full).filter((name) => name.endsWith('.json')).map((name) => [name, statSync(path.join(full, name)).mtimeMs]));
}

const files = { ...baseFiles, 'content/docs/guide/03-Third.md': '---\ntitle: Third\n---\n## Alpha\n\nAlpha body.\n\n## Beta\n\nBeta body.\n' };

/** The HTML files of the build that hold `text`. */
function pagesWith(root: string, text: string): string[] {
  const out = path.join(root, 'build');
  return readdirSync(out, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html') && readFileSync(path.join(out, name), 'utf8').includes(text));
}

it("a cold build's threads keep each page and its sections for the next builds, which take them", async () => {
  const root = fixtureSite(files, config);
  await seedApiLibConversion(root);
  const docs = Object.keys(files).filter((file) => file.startsWith('content/docs/'));
  // A page in sections has a heading below its title.
  const inSections = docs.filter((file) => /^## /m.test(files[file as keyof typeof files]));
  await build({ root, logger: silentLogger });
  const pages = entries(root, 'pages');
  const sections = entries(root, 'markdown/sections');
  expect(pages.size).toBeGreaterThanOrEqual(docs.length);
  expect(inSections.length).toBeGreaterThan(0);
  expect(sections.size).toBe(inSections.length);
  const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
  // A build in threads prunes the markdown caches too (../../../src/render/markdown/cache-pruning.ts).
  expect(existsSync(path.join(root, '.docgen-cache/markdown', PRUNED_MARK))).toBe(true);

  // Nothing changed: every page is the one kept, and nothing is written again.
  await build({ root, logger: silentLogger });
  expect(entries(root, 'pages')).toEqual(pages);
  expect(entries(root, 'markdown/sections')).toEqual(sections);
  expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(html);

  // An edited section: the page's other sections are the kept trees. One is marked in the store, and the page shows
  // the mark, which no parse of its file would give.
  const storeDir = path.join(root, '.docgen-cache/markdown/sections');
  const [store] = [...sections.keys()].filter((name) => readFileSync(path.join(storeDir, name), 'utf8').includes('Alpha body.'));
  const kept = readSealedJsonSync(path.join(storeDir, store!)) as [string, Root][];
  writeSealedSync(path.join(storeDir, store!), JSON.stringify(kept).replace('Alpha body.', 'Alpha, as kept.'));
  const tampered = entries(root, 'markdown/sections');
  appendFileSync(path.join(root, 'content/docs/guide/03-Third.md'), '\nOne more sentence.\n');
  await build({ root, logger: silentLogger });
  const [third] = pagesWith(root, 'One more sentence.');
  expect(third).toBeDefined();
  expect(pagesWith(root, 'Alpha, as kept.')).toEqual([third]);
  // Only that page's store is written again, with the edited section.
  const after = entries(root, 'markdown/sections');
  expect([...after].filter(([name, mtime]) => tampered.get(name) !== mtime).map(([name]) => name)).toEqual([store]);
  expect(readFileSync(path.join(storeDir, store!), 'utf8')).toContain('One more sentence.');
});
