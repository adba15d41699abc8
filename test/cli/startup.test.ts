// What every docgen command loads before it does anything: the CLI's one bundled module (bin/docgen) and the packages
// it imports. TypeScript, which only TypeDoc's conversion needs, in its own thread, must not be among them: loading it
// cost every command, a warm build included, about a second. The bundle is sealed: a damaged one is made again.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { NODE_BUNDLE } from '../../src/render/core/keep-locations.mjs';
import { intactCode } from '../../src/render/core/sealed-code.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');

it('the CLI bundle imports no package that only a thread needs', async () => {
  const result = await build({ ...NODE_BUNDLE, entryPoints: [path.join(REPO, 'src/cli/main.ts')] });
  const packages = new Set([...result.outputFiles[0]!.text.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((m) => m[1]));
  expect(packages.has('commander')).toBe(true);
  for (const threadOnly of ['typescript', 'typedoc', 'shiki', 'satori', '@resvg/resvg-js']) expect(packages.has(threadOnly), threadOnly).toBe(false);
});

it('a damaged CLI bundle is made again, not run (issue 25, row 4)', () => {
  const help = () => execFileSync(process.execPath, [path.join(REPO, 'bin/docgen'), '--help'], { encoding: 'utf8' });
  expect(help()).toContain('print the version of docgen');
  const dir = path.join(REPO, '.docgen-cache/cli');
  const bundles = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(dir, name));
  // Every bundle, so that the one this checkout runs is among them. Same length, one string changed: each would still
  // parse and run, printing what no source says.
  for (const bundle of bundles) writeFileSync(bundle, readFileSync(bundle, 'utf8').replace('print the version of docgen', 'print the version of DOCGEN'));
  expect(bundles.filter(intactCode)).toEqual([]);
  expect(help()).toContain('print the version of docgen');
  expect(bundles.filter(intactCode)).toHaveLength(1);
});
