// The modules stage prunes the `.mdx` modules' cache after a build that made every module (none to make included),
// never under `docgen serve` (watch mode) and never after a page failed.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { modulesStage } from '../../../src/render/stages/modules.ts';
import { PRUNED_MARK } from '../../../src/render/core/prune-files.mjs';
import type { StageContext } from '../../../src/render/stages/products.ts';
import { baseConfig, silentLogger } from '../../helpers/fixture-site.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-modules-stage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const cacheDir = path.join(root, '.docgen-cache');
const dir = path.join(cacheDir, 'mdx');

const failing = { route: '/docs/bad', sourceFile: 'docs/bad.mdx', mdx: { esm: [{ code: "import X from './nowhere';", line: 1 }], bindings: ['X'], expressions: [], components: [] } };
const run = (watch: boolean, pages: unknown[]) =>
  modulesStage.run({ config: { config: baseConfig }, content: { pages }, assets: { client: { vendor: {} } } } as never, { root, cacheDir, mode: 'production', watch, logger: silentLogger } as StageContext, undefined);

it("removes old entries no page uses after a build that made every module, not in watch mode nor after a page's failure", async () => {
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(root, 'docs'));
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
  for (const name of ['0123456789.json', 'abcdef0123.mjs']) {
    writeFileSync(path.join(dir, name), '');
    utimesSync(path.join(dir, name), dayAgo, dayAgo);
  }
  await run(true, []);
  expect(readdirSync(dir).sort()).toEqual(['0123456789.json', 'abcdef0123.mjs']);
  const failed = await run(false, [failing]);
  expect(failed.diagnostics).toEqual([expect.objectContaining({ severity: 'error', file: 'docs/bad.mdx', message: "cannot resolve the import './nowhere'" })]);
  expect(readdirSync(dir).sort()).toEqual(['0123456789.json', 'abcdef0123.mjs']);
  await run(false, []);
  // Only the folder's mark of its last pruning is left.
  expect(readdirSync(dir)).toEqual([PRUNED_MARK]);
});
