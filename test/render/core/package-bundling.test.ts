// A Docusaurus config's installed packages are bundled apart, and its compiled module imports them from there, so
// that a build loads a few files instead of resolving and compiling each file of them (src/render/core/
// package-bundling.ts). A package that finds its own files at run time, or loads a module it names only at run time,
// stays with Node, as does a CommonJS package.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importTs } from '../../../src/render/core/import-module.ts';
import { packageOf, packagesLeftToNode } from '../../../src/render/core/package-bundling.ts';
import { standIns } from '../../../src/render/config/docusaurus/stand-ins.ts';

// Inside the repository, as fixture sites are.
const parent = path.resolve(import.meta.dirname, '../../../.docgen-cache/fixtures');
mkdirSync(parent, { recursive: true });
const root = mkdtempSync(path.join(parent, 'bundling-'));
const save = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  // Saved a while ago: a compile of files saved a moment before is not recorded.
  const at = new Date(Date.now() - 10_000);
  utimesSync(path.join(root, file), at, at);
};
const pkg = (name: string, files: Record<string, string>, type = 'module') => {
  save(`node_modules/${name}/package.json`, JSON.stringify({ name, type, main: 'index.js' }));
  for (const [file, text] of Object.entries(files)) save(`node_modules/${name}/${file}`, text);
};

pkg('docgen-plain', { 'index.js': "import { word } from './word.js';\nexport function plainPlugin() { return 'docgen-plain-code:' + word; }\n", 'word.js': "export const word = 'plain';\n" });
pkg('docgen-self', { 'index.js': "import { readFileSync } from 'node:fs';\nexport const data = readFileSync(new URL('./data.txt', import.meta.url), 'utf8').trim();\n", 'data.txt': 'kept beside its package\n' });
pkg('@docgen/computed', { 'index.js': "module.exports = (name) => require(name);\n" }, 'commonjs');
save(
  'docusaurus.config.ts',
  [
    "import { plainPlugin } from 'docgen-plain';",
    "import { data } from 'docgen-self';",
    "import load from '@docgen/computed';",
    '',
    "export default { plain: plainPlugin(), data, sep: load('node:path').sep };",
    '',
  ].join('\n'),
);

describe('the packages a Docusaurus config imports', () => {
  it('are bundled with it, but for those that must run from their own folders', async () => {
    const { plugin, choices } = standIns('docusaurus.config.ts');
    const mod = await importTs(path.join(root, 'docusaurus.config.ts'), root, { plugins: [plugin], choices, commonJsGlobals: true });
    expect(mod.default).toEqual({ plain: 'docgen-plain-code:plain', data: 'kept beside its package', sep: '/' });

    const modules = path.join(root, '.docgen-cache/modules');
    const read = (name: string) => readFileSync(path.join(modules, name), 'utf8');
    const names = readdirSync(modules);
    const config = read(names.find((name) => name.startsWith('docusaurus_config_ts.') && name.endsWith('.mjs')) ?? '');
    // The plain package is bundled apart, and the config imports that module; the other two are imported from
    // node_modules.
    const bundled = names.filter((name) => name.startsWith('package-')).map(read).join('\n');
    expect(bundled).toContain('docgen-plain-code:');
    expect(bundled).not.toContain('kept beside');
    expect(config).not.toContain('docgen-plain-code:');
    expect(config).toMatch(/from "file:\/\/\/[^"]*\/package-0\.\w+\.mjs"/);
    expect(config).toMatch(/from "docgen-self"/);
    expect(config).toMatch(/from "@docgen\/computed"|require\("@docgen\/computed"\)/);

    // Reused by the next build while the bundled module is whole; made again once it is damaged.
    const calls = { count: 0 };
    const load = async () => {
      const fresh = standIns('docusaurus.config.ts');
      const plugin = { ...fresh.plugin, setup: (build: Parameters<typeof fresh.plugin.setup>[0]) => (calls.count++, fresh.plugin.setup(build)) };
      return (await importTs(path.join(root, 'docusaurus.config.ts'), root, { plugins: [plugin], choices: fresh.choices, commonJsGlobals: true })).default;
    };
    await load();
    expect(calls.count).toBe(0);
    const packageModule = names.find((name) => name.startsWith('package-0.')) ?? '';
    writeFileSync(path.join(modules, packageModule), 'export function plainPlugin() { return "damaged"; }\n');
    expect(await load()).toEqual({ plain: 'docgen-plain-code:plain', data: 'kept beside its package', sep: '/' });
    expect(calls.count).toBeGreaterThan(0);
  });

  it('are imported from node_modules after all when their bundles do not link from the cache, as a nested dependency left to Node', async () => {
    // docgen-outer is bundled; the copy of docgen-inner it depends on lies in its own node_modules and finds its own
    // files, so it stays with Node: imported from the cache's folder, it is not found.
    pkg('docgen-outer', { 'index.js': "export { inner } from 'docgen-inner';\n" });
    pkg('docgen-outer/node_modules/docgen-inner', { 'index.js': "export const inner = import.meta.url.includes('docgen-outer/node_modules') ? 'nested' : 'elsewhere';\n" });
    save('nested.config.ts', "import { inner } from 'docgen-outer';\nexport default { inner };\n");
    const { plugin, choices } = standIns('nested.config.ts');
    const load = async () => (await importTs(path.join(root, 'nested.config.ts'), root, { plugins: [plugin], choices, commonJsGlobals: true })).default;
    expect(await load()).toEqual({ inner: 'nested' });
    // Recorded so: the next build imports it as it is, without a failed import first.
    const modules = path.join(root, '.docgen-cache/modules');
    const compiled = readdirSync(modules).filter((name) => name.startsWith('nested_config_ts.') && name.endsWith('.mjs'));
    const records = readdirSync(modules).filter((name) => name.startsWith('nested_config_ts.') && name.endsWith('.inputs.json'));
    expect(records).toHaveLength(1);
    const recorded = readFileSync(path.join(modules, records[0] ?? ''), 'utf8');
    const plain = compiled.find((name) => recorded.includes(name)) ?? '';
    expect(readFileSync(path.join(modules, plain), 'utf8')).toMatch(/from "docgen-outer"/);
  });

  it('are told apart by what their bundled files do', () => {
    const file = (name: string) => path.join(root, 'node_modules', name, 'index.js');
    expect(packagesLeftToNode([file('docgen-plain'), file('docgen-self'), file('@docgen/computed'), path.join(root, 'docusaurus.config.ts')])).toEqual(['@docgen/computed', 'docgen-self']);
    expect(packageOf('/a/node_modules/x/node_modules/@s/p/lib/i.js')).toBe('@s/p');
    expect(packageOf('/a/src/i.js')).toBeUndefined();
  });
});
