// A site's TypeScript module (site.config.ts, a `.tsx` page) is compiled by esbuild once: the next process imports
// the compiled file while the files it was compiled from, and the settings files that shape how they resolve (each
// tsconfig.json, jsconfig.json and package.json in their folders and above, and what a tsconfig extends), are as
// they were. An edited import or setting, or a damaged compiled file, compiles it again; a compile of a file modified
// just before is not recorded, since the text esbuild read may not be the text hashed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, it, vi } from 'vitest';
import { importTs } from '../../../src/render/core/import-module.ts';
import { intactCode } from '../../../src/render/core/sealed-code.mjs';
import { standIns } from '../../../src/render/config/docusaurus/stand-ins.ts';

const compiles = vi.hoisted(() => ({ count: 0, failPackages: false }));
vi.mock('../../../src/render/core/esbuild.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/render/core/esbuild.ts')>();
  return {
    ...actual,
    useEsbuild: (use: Parameters<typeof actual.useEsbuild>[0]) => {
      compiles.count++;
      // The packages' own build (split into a module per package), failing as esbuild fails on what it cannot bundle.
      return actual.useEsbuild((esbuild) =>
        use({ ...esbuild, build: (options) => (compiles.failPackages && options.splitting ? Promise.reject(new Error('esbuild could not bundle a package')) : esbuild.build(options)) }),
      );
    },
  };
});
beforeEach(() => void Object.assign(compiles, { count: 0, failPackages: false }));

// Inside the repository, as fixture sites are, so that the compiled module resolves packages from its node_modules.
const parent = path.resolve(import.meta.dirname, '../../../.docgen-cache/fixtures');
mkdirSync(parent, { recursive: true });
const root = mkdtempSync(path.join(parent, 'import-'));
const config = path.join(root, 'site.config.ts');
mkdirSync(path.join(root, 'parts'));
/** Writes a file of the site as saved a while ago (a file saved a moment ago is "racy", see above). */
const save = (file: string, text: string, ageMs = 10_000) => {
  writeFileSync(path.join(root, file), text);
  const at = new Date(Date.now() - ageMs);
  utimesSync(path.join(root, file), at, at);
};
save('site.config.ts', "import { title } from './parts/title.ts';\nexport default { title };\n");
const setTitle = (title: string, ageMs?: number) => save('parts/title.ts', `export const title = ${JSON.stringify(title)};\n`, ageMs);
const title = async () => ((await importTs(config, root)).default as { title: string }).title;

it('compiles once, and again when a file it was compiled from or a setting changed, or its output is damaged', async () => {
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

  // A tsconfig.json added, then the file it extends edited: either may change how imports resolve.
  save('tsconfig.json', '{ "extends": "./tsconfig.base.json" }\n');
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(3);
  save('tsconfig.base.json', '{ "compilerOptions": {} }\n');
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(4);
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(4);

  // The compiled file damaged (same length, one word changed): compiled and written whole again, not imported.
  const dir = path.join(root, '.docgen-cache/modules');
  const damaged = readdirSync(dir)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(dir, name))
    .filter((file) => readFileSync(file, 'utf8').includes('"Second"'));
  expect(damaged).toHaveLength(1);
  for (const file of damaged) writeFileSync(file, readFileSync(file, 'utf8').replace('"Second"', '"Secund"'));
  expect(intactCode(damaged[0]!)).toBe(false);
  expect(await title()).toBe('Second');
  expect(compiles.count).toBe(5);
  expect(intactCode(damaged[0]!)).toBe(true);
});

it('does not record a compile of a file saved a moment before: the next process compiles it again', async () => {
  setTitle('Third', 0);
  expect(await title()).toBe('Third');
  expect(await title()).toBe('Third');
  expect(compiles.count).toBe(2);
  // Once it has settled, one more compile is recorded and kept.
  setTitle('Third');
  expect(await title()).toBe('Third');
  expect(await title()).toBe('Third');
  expect(compiles.count).toBe(3);
});

it("with plugins, is reused only while what decided their choices holds: a package stood in for, once installed, is compiled in", async () => {
  save('docusaurus.config.ts', "import { themes } from 'docgen-probe-theme';\nexport default { theme: typeof themes };\n");
  const load = async (withChoices = true) => {
    const { plugin, missing, choices } = standIns('docusaurus.config.ts');
    const mod = await importTs(path.join(root, 'docusaurus.config.ts'), root, { plugins: [plugin], choices: withChoices ? choices : undefined, commonJsGlobals: true });
    return { value: mod.default, missing: [...missing] };
  };
  const standingIn = { value: { theme: 'function' }, missing: ['docgen-probe-theme'] };
  expect(await load()).toEqual(standingIn);
  expect(compiles.count).toBe(1);
  // Reused, and what the plugin found then is found again.
  expect(await load()).toEqual(standingIn);
  expect(compiles.count).toBe(1);

  // Installed: compiled again, the package's own value in (three calls of esbuild: the module, the package bundled
  // apart, the module importing that bundle, src/render/core/package-bundling.ts).
  mkdirSync(path.join(root, 'node_modules/docgen-probe-theme'), { recursive: true });
  save('node_modules/docgen-probe-theme/index.js', 'export const themes = { dark: {} };\n');
  save('node_modules/docgen-probe-theme/package.json', '{ "name": "docgen-probe-theme", "type": "module", "exports": "./index.js" }\n');
  const installed = { value: { theme: 'object' }, missing: [] };
  expect(await load()).toEqual(installed);
  expect(compiles.count).toBe(4);
  expect(await load()).toEqual(installed);
  expect(compiles.count).toBe(4);

  // Removed: a stand-in again.
  rmSync(path.join(root, 'node_modules'), { recursive: true });
  expect(await load()).toEqual(standingIn);
  expect(compiles.count).toBe(5);

  // Plugins that do not say what decided their choices: compiled every time.
  await load(false);
  await load(false);
  expect(compiles.count).toBe(7);
});

it('reads an input again once its stamp changed: an edit of the same size compiles again, a save of the same text does not', async () => {
  setTitle('Aaaa', 30_000);
  expect(await title()).toBe('Aaaa');
  const before = compiles.count;
  setTitle('Bbbb', 20_000);
  expect(await title()).toBe('Bbbb');
  expect(compiles.count).toBe(before + 1);
  setTitle('Bbbb', 15_000);
  expect(await title()).toBe('Bbbb');
  expect(compiles.count).toBe(before + 1);
});

it("with plugins, leaves the packages to Node when esbuild cannot bundle them", async () => {
  mkdirSync(path.join(root, 'node_modules/docgen-probe-words'), { recursive: true });
  save('node_modules/docgen-probe-words/index.js', "export const word = 'from node_modules';\n");
  save('node_modules/docgen-probe-words/package.json', '{ "name": "docgen-probe-words", "type": "module", "exports": "./index.js" }\n');
  save('words.config.ts', "import { word } from 'docgen-probe-words';\nexport default { word };\n");
  compiles.failPackages = true;
  const { plugin, choices } = standIns('words.config.ts');
  const mod = await importTs(path.join(root, 'words.config.ts'), root, { plugins: [plugin], choices, commonJsGlobals: true });
  expect(mod.default).toEqual({ word: 'from node_modules' });
  const compiled = readdirSync(path.join(root, '.docgen-cache/modules')).filter((name) => name.startsWith('words_config_ts.') && name.endsWith('.mjs'));
  expect(compiled).toHaveLength(1);
  expect(readFileSync(path.join(root, '.docgen-cache/modules', compiled[0] ?? ''), 'utf8')).toMatch(/from "docgen-probe-words"/);
});
