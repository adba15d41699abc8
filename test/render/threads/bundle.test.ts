// A thread module's bundle, once written, removes the module's older bundles (other sources) that are a day old:
// a younger one may be what a running `docgen serve` started from other sources starts its threads from.
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
  const planted = { [`${STEM}0000000000.mjs`]: 25 * hour, [`${STEM}0000000000.mjs.1-0.tmp`]: 25 * hour, [`${STEM}1111111111.mjs`]: 23 * hour };
  for (const [name, age] of Object.entries(planted)) {
    writeFileSync(path.join(CACHE, name), '');
    utimesSync(path.join(CACHE, name), new Date(Date.now() - age), new Date(Date.now() - age));
  }
  const bundle = fileURLToPath((await bundledModule(new URL('./versions-fixture.ts', import.meta.url)))!);
  expect(existsSync(bundle)).toBe(true);
  expect(versions()).toEqual([path.basename(bundle), `${STEM}1111111111.mjs`].sort());
  rmSync(path.join(CACHE, `${STEM}1111111111.mjs`));
});
