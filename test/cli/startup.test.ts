// What every docgen command can load: the CLI's one bundled script (bin/docgen), which holds the packages it imports
// but React and those a thread loads. TypeScript, which only TypeDoc's conversion needs, in its own thread, must not be
// among what it requires (loading it cost every command, a warm build included, about a second); of TypeDoc, only its
// models. The bundle is sealed: a damaged one is made again.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { bundleModule, CLI_BUNDLE, SELF_LOCATING } from '../../src/render/core/keep-locations.mjs';
import { intactCode } from '../../src/render/core/sealed-code.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');

it('the CLI bundle holds the packages it imports, but React and those only a thread needs are left to node_modules', async () => {
  const { code } = await bundleModule(build, path.join(REPO, 'src/cli/main.ts'), path.join(REPO, '.docgen-cache/cli/main.test.cjs'), CLI_BUNDLE);
  const imported = new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map(([, name = '']) => name));
  // React: the site's own modules import it from node_modules, and one process must hold one copy.
  expect(imported.has('react/jsx-runtime')).toBe(true);
  for (const bundled of ['commander', 'unified', 'zod', 'yaml']) expect(imported.has(bundled), bundled).toBe(false);
  const threadOnly = [...imported].filter((name) => /^(typescript|typedoc|shiki|@shikijs|satori|@resvg)(\/|$)/.test(name) && name !== 'typedoc/models');
  expect(threadOnly).toEqual([]);
  // The bundle names its map, which lies beside it.
  expect(code).toContain('//# sourceMappingURL=main.test.cjs.map');
});

it('a package that finds its own files at run time is not bundled with docgen: the bundle fails and says so', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'docgen-locates-'));
  mkdirSync(path.join(root, 'node_modules/assets-beside'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules/assets-beside/package.json'), JSON.stringify({ name: 'assets-beside', main: 'index.js' }));
  writeFileSync(path.join(root, 'node_modules/assets-beside/index.js'), "module.exports = require('node:path').join(__dirname, 'fonts');\n");
  writeFileSync(path.join(root, 'entry.ts'), "import fonts from 'assets-beside';\nconsole.log(fonts);\n");
  await expect(bundleModule(build, path.join(root, 'entry.ts'), path.join(root, 'out.mjs'))).rejects.toMatchObject({ code: SELF_LOCATING, message: expect.stringMatching(/finds its own files at run time.*UNBUNDLED_PACKAGES/s) });
  // The same module without the package's self-location bundles.
  writeFileSync(path.join(root, 'node_modules/assets-beside/index.js'), "module.exports = require('node:path').join('/srv', 'fonts');\n");
  await expect(bundleModule(build, path.join(root, 'entry.ts'), path.join(root, 'out.mjs'))).resolves.toMatchObject({ code: expect.stringContaining('"/srv"') });
});

it('a damaged CLI bundle is made again, not run (issue 25, row 4)', () => {
  const help = () => execFileSync(process.execPath, [path.join(REPO, 'bin/docgen'), '--help'], { encoding: 'utf8' });
  expect(help()).toContain('print the version of docgen');
  const dir = path.join(REPO, '.docgen-cache/cli');
  const bundles = readdirSync(dir)
    .filter((name) => name.endsWith('.cjs'))
    .map((name) => path.join(dir, name));
  // Every bundle, so that the one this checkout runs is among them. Same length, one string changed: each would still
  // parse and run, printing what no source says.
  for (const bundle of bundles) writeFileSync(bundle, readFileSync(bundle, 'utf8').replace('print the version of docgen', 'print the version of DOCGEN'));
  expect(bundles.filter(intactCode)).toEqual([]);
  expect(help()).toContain('print the version of docgen');
  expect(bundles.filter(intactCode)).toHaveLength(1);
});
