// The content stage of a cold build: a site too small for the pool is parsed in it beside TypeDoc's conversion, and
// its threads keep each page (../load/page-cache.ts) and its section trees (../markdown/section-store.ts) for the next
// builds, which load the site in the main thread: the first build after a cold one parses nothing, and the first
// edit of a page parses only the section it touched.
import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const API_LIB = path.resolve(import.meta.dirname, '../../fixtures/api-lib');
const config = {
  ...baseConfig,
  api: {
    packageName: 'api-lib',
    entryPoint: path.join(API_LIB, 'src/index.ts'),
    tsconfig: path.join(API_LIB, 'tsconfig.json'),
    sourceLinkTemplate: 'https://example.test/api-lib/blob/v{version}/{path}#L{line}',
  },
};

/** The files of a cache folder, by name, with their modification times. */
function entries(root: string, dir: string): Map<string, number> {
  const full = path.join(root, '.docgen-cache', dir);
  return new Map(readdirSync(full).filter((name) => name.endsWith('.json')).map((name) => [name, statSync(path.join(full, name)).mtimeMs]));
}

it("a cold build's threads keep each page and its sections for the next builds, which take them", async () => {
  const root = fixtureSite(baseFiles, config);
  const docs = Object.keys(baseFiles).filter((file) => file.startsWith('content/docs/'));
  // A page in sections has a heading below its title.
  const inSections = docs.filter((file) => /^## /m.test(baseFiles[file]!));
  await build({ root, logger: silentLogger });
  const pages = entries(root, 'pages');
  const sections = entries(root, 'markdown/sections');
  expect(pages.size).toBeGreaterThanOrEqual(docs.length);
  expect(inSections.length).toBeGreaterThan(0);
  expect(sections.size).toBe(inSections.length);
  const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');

  // Nothing changed: every page is the one kept, and nothing is written again.
  await build({ root, logger: silentLogger });
  expect(entries(root, 'pages')).toEqual(pages);
  expect(entries(root, 'markdown/sections')).toEqual(sections);
  expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(html);

  // An edited page: its own entry and section store are written again, from the sections kept (the others stay).
  const edited = path.join(root, inSections[0]!);
  appendFileSync(edited, '\nOne more sentence.\n');
  await build({ root, logger: silentLogger });
  const after = entries(root, 'markdown/sections');
  const rewritten = [...after].filter(([name, mtime]) => sections.get(name) !== mtime);
  expect(rewritten).toHaveLength(1);
});
