// bin/docgen, run from a copy of docgen whose CLI is one small module (so that the real one is not bundled again and
// again): writing a new bundle removes the other bundles of the CLI an hour old, with their maps, code caches and
// leftover temporary files, but not younger ones (another docgen may be about to run its own); finding its bundle
// made, it removes nothing. On a Node that cannot run docgen, it says so and stops.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const home = mkdtempSync(path.join(os.tmpdir(), 'docgen-launcher-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const cli = path.join(home, '.docgen-cache/cli');

function setUp(): void {
  mkdirSync(path.join(home, 'bin'));
  copyFileSync(path.join(REPO, 'bin/docgen'), path.join(home, 'bin/docgen'));
  // The plain modules the launcher imports.
  const core = path.join(home, 'src/render/core');
  mkdirSync(core, { recursive: true });
  for (const name of readdirSync(path.join(REPO, 'src/render/core'))) if (name.endsWith('.mjs')) copyFileSync(path.join(REPO, 'src/render/core', name), path.join(core, name));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(home, 'node_modules'), 'dir');
}

function writeMain(text: string): void {
  mkdirSync(path.join(home, 'src/cli'), { recursive: true });
  writeFileSync(path.join(home, 'src/cli/main.ts'), `export async function main(argv: string[]): Promise<number> {\n  console.log(${JSON.stringify(text)}, argv.length);\n  return 0;\n}\n`);
}

const run = () => execFileSync(process.execPath, [path.join(home, 'bin/docgen')], { encoding: 'utf8' });
const OLDER = 'main.0000000000000000.cjs';
// Left out: the code cache of a bundle this test runs, which a run writes only when slow enough to count (a busy
// machine); the older bundle's, planted below, stays in.
const bundles = () => readdirSync(cli).filter((name) => !name.endsWith('.cjs.cache') || name.startsWith(OLDER)).sort();
function plant(name: string, ageMs: number): void {
  writeFileSync(path.join(cli, name), '');
  age(name, ageMs);
}
function age(name: string, ageMs: number): void {
  const at = new Date(Date.now() - ageMs);
  utimesSync(path.join(cli, name), at, at);
}

it("removes the CLI's other bundles an hour old when it writes one, and only then", () => {
  setUp();
  writeMain('first');
  expect(run()).toBe('first 2\n');
  const [first] = bundles();
  expect(first).toMatch(/^main\.\w{16}\.cjs$/);
  // Its source map beside it.
  const own = (bundle: string) => [bundle, `${bundle}.map`];
  expect(bundles()).toEqual(own(first!));
  const hour = 60 * 60 * 1000;
  const older = [...own(OLDER), `${OLDER}.cache`];
  for (const name of [...older, `${OLDER}.123.tmp`]) plant(name, 2 * hour);
  plant('main.1111111111111111.cjs', hour / 2);

  // The bundle is there: nothing is written, nothing removed.
  expect(run()).toBe('first 2\n');
  expect(bundles()).toEqual([...own(first!), ...older, `${OLDER}.123.tmp`, 'main.1111111111111111.cjs'].sort());

  for (const name of own(first!)) age(name, 2 * hour);
  writeMain('second');
  expect(run()).toBe('second 2\n');
  const [second] = bundles().filter((name) => name !== 'main.1111111111111111.cjs');
  expect(second).not.toBe(first);
  expect(bundles()).toEqual([...own(second!), 'main.1111111111111111.cjs'].sort());
});

it('on a Node that cannot load ES modules through require(), says so and stops', () => {
  const old = spawnSync(process.execPath, ['--no-experimental-require-module', path.join(REPO, 'bin/docgen'), '--version'], { encoding: 'utf8' });
  expect(old.status).toBe(1);
  expect(old.stderr).toContain('docgen needs Node.js 20.19 or later');
  expect(old.stdout).toBe('');
});
