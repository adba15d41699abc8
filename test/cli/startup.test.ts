// What every docgen command loads before it does anything: the CLI's one bundled module (bin/docgen) and the packages
// it imports. TypeScript, which only TypeDoc's conversion needs, in its own thread, must not be among them: loading it
// cost every command, a warm build included, about a second.
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { NODE_BUNDLE } from '../../src/render/core/keep-locations.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');

it('the CLI bundle imports no package that only a thread needs', async () => {
  const result = await build({ ...NODE_BUNDLE, entryPoints: [path.join(REPO, 'src/cli/main.ts')] });
  const packages = new Set([...result.outputFiles[0]!.text.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((m) => m[1]));
  expect(packages.has('commander')).toBe(true);
  for (const threadOnly of ['typescript', 'typedoc', 'shiki', 'satori', '@resvg/resvg-js']) expect(packages.has(threadOnly), threadOnly).toBe(false);
});
