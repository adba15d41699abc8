// A thread module's bundle, once written, removes the module's older bundles (other sources) that are a day old:
// a younger one may be what a running `docgen serve` started from other sources starts its threads from. Every thread
// module of docgen bundles, with the packages it imports: none falls back to compiling its sources through tsx.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { bundledModule } from '../../../src/render/threads/bundle.ts';

const CACHE = path.resolve(import.meta.dirname, '../../../.docgen-cache/threads');
const STEM = 'versions_fixture_ts.';
const versions = () => readdirSync(CACHE).filter((name) => name.startsWith(STEM)).sort();

it('removes the older bundles of the module it writes once a day old, and keeps younger ones', async () => {
  mkdirSync(CACHE, { recursive: true });
  // What an earlier run left, this module's bundle included, so that this one writes it.
  for (const name of versions()) rmSync(path.join(CACHE, name));
  const hour = 60 * 60 * 1000;
  const planted = {
    [`${STEM}0000000000.mjs`]: 25 * hour,
    [`${STEM}0000000000.mjs.map`]: 25 * hour,
    [`${STEM}0000000000.mjs.1-0.tmp`]: 25 * hour,
    [`${STEM}1111111111.mjs`]: 23 * hour,
  };
  for (const [name, age] of Object.entries(planted)) {
    writeFileSync(path.join(CACHE, name), '');
    utimesSync(path.join(CACHE, name), new Date(Date.now() - age), new Date(Date.now() - age));
  }
  const bundle = fileURLToPath((await bundledModule(new URL('./versions-fixture.ts', import.meta.url)))!);
  expect(existsSync(bundle)).toBe(true);
  // Its own source map stays beside it.
  expect(versions()).toEqual([path.basename(bundle), `${path.basename(bundle)}.map`, `${STEM}1111111111.mjs`].sort());
  rmSync(path.join(CACHE, `${STEM}1111111111.mjs`));
});

// Every module a task names (`taskRef(new URL(…, import.meta.url))`), found in docgen's sources.
function threadModules(): string[] {
  const src = path.resolve(import.meta.dirname, '../../../src');
  const modules = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(src, file), 'utf8');
    for (const [, relative] of text.matchAll(/taskRef<[^>]*>\(new URL\((?:'([^']+)', )?import\.meta\.url\)\)/g)) modules.add(path.resolve(src, path.dirname(file), relative ?? path.basename(file)));
    for (const [, relative] of text.matchAll(/const \w+ = new URL\('([^']+\.ts)', import\.meta\.url\);/g)) modules.add(path.resolve(src, path.dirname(file), relative!));
  }
  return [...modules].sort();
}

it('finds the thread modules', () => {
  expect(threadModules().map((file) => path.basename(file))).toEqual(expect.arrayContaining(['render-task.ts', 'site-content.ts', 'pages-task.ts', 'cache.ts', 'whole-site-files.ts', 'og-card-render.ts']));
});

it.each(threadModules())(
  'bundles the thread module %s',
  async (module) => {
    const bundle = await bundledModule(pathToFileURL(module));
    expect(bundle && existsSync(fileURLToPath(bundle))).toBe(true);
    expect(existsSync(`${fileURLToPath(bundle!)}.map`)).toBe(true);
  },
  60_000,
);
