// A Docusaurus config's installed packages are bundled into its compiled module, so that a build loads one file
// instead of resolving and compiling each file of them (src/render/core/package-bundling.ts); a package that finds its
// own files at run time, or loads a module it names only at run time, stays with Node. The compiled module's source
// map keeps the config's own lines only (src/render/core/own-source-map.ts).
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
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
    'export function located() {',
    "  return 'config line 6';",
    '}',
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
    const compiled = readFileSync(path.join(modules, readdirSync(modules).find((name) => name.endsWith('.mjs')) ?? ''), 'utf8');
    // The plain package's code is in the module; the other two are imported from node_modules.
    expect(compiled).toContain('docgen-plain-code:');
    expect(compiled).not.toContain('kept beside');
    expect(compiled).toMatch(/from "docgen-self"/);
    expect(compiled).toMatch(/from "@docgen\/computed"|require\("@docgen\/computed"\)/);

    // Its map names the config's own lines, and no package's.
    const inline = /sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)/.exec(compiled)?.[1] ?? '';
    const map = new SourceMap(JSON.parse(Buffer.from(inline, 'base64').toString('utf8')));
    expect(map.payload.sources.some((source) => source.includes('node_modules'))).toBe(false);
    const lines = compiled.split('\n');
    const at = lines.findIndex((line) => line.includes('config line 6'));
    const entry = map.findEntry(at, lines[at]?.indexOf('return') ?? 0);
    expect(entry.originalSource).toMatch(/docusaurus\.config\.ts$/);
    expect(entry.originalLine).toBe(5);
  });

  it('are told apart by what their bundled files do', () => {
    const file = (name: string) => path.join(root, 'node_modules', name, 'index.js');
    expect(packagesLeftToNode([file('docgen-plain'), file('docgen-self'), file('@docgen/computed'), path.join(root, 'docusaurus.config.ts')])).toEqual(['@docgen/computed', 'docgen-self']);
    expect(packageOf('/a/node_modules/x/node_modules/@s/p/lib/i.js')).toBe('@s/p');
    expect(packageOf('/a/src/i.js')).toBeUndefined();
  });
});
