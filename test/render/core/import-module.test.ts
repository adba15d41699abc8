// A site's TypeScript module (site.config.ts, a `.tsx` page) is compiled by esbuild once: the next process imports
// the compiled file while the files it was compiled from, and the project's tsconfig.json and package.json, are as
// they were. An edited import, a changed tsconfig or a damaged compiled file compiles it again.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, it, vi } from 'vitest';
import { importTs } from '../../../src/render/core/import-module.ts';

const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/render/core/esbuild.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/render/core/esbuild.ts')>();
  return {
    ...actual,
    useEsbuild: (use: Parameters<typeof actual.useEsbuild>[0]) => {
      compiles.count++;
      return actual.useEsbuild(use);
    },
  };
});
beforeEach(() => void (compiles.count = 0));

// Inside the repository, as fixture sites are, so that the compiled module resolves packages from its node_modules.
const parent = path.resolve(import.meta.dirname, '../../../.docgen-cache/fixtures');
mkdirSync(parent, { recursive: true });
const root = mkdtempSync(path.join(parent, 'import-'));
const config = path.join(root, 'site.config.ts');
writeFileSync(config, "import { title } from './parts/title.ts';\nexport default { title };\n");
mkdirSync(path.join(root, 'parts'));
const setTitle = (title: string) => writeFileSync(path.join(root, 'parts/title.ts'), `export const title = ${JSON.stringify(title)};\n`);
const title = async () => ((await importTs(config, root)).default as { title: string }).title;

it('compiles once, and again only when a file it was compiled from, or the tsconfig, changed, or its output is damaged', async () => {
  setTitle('First');
  expect(await title()).toBe('First');
  expect(compiles.count).toBe(1);
  // Unchanged: the compiled file is taken as it is.
  expect(await title()).toBe('First');
  expect(compiles.count).toBe(1);

  // An imported file edited.
  setTitle('Second');
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(2);
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(2);

  // A tsconfig.json added: it may change how imports resolve.
  writeFileSync(path.join(root, 'tsconfig.json'), '{ "compilerOptions": {} }\n');
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(3);

  // The compiled file damaged (same length, one word changed): compiled and written again, not imported.
  const dir = path.join(root, '.docgen-cache/modules');
  const compiled = readdirSync(dir).filter((name) => name.endsWith('.mjs')).map((name) => path.join(dir, name));
  for (const file of compiled) writeFileSync(file, readFileSync(file, 'utf8').replace('Second', 'Secund'));
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(4);
});
