// The import boundaries of .dependency-cruiser.cjs: src/client is browser only, src/render and src/cli are Node only,
// src/theme is pure React and src/shared imports none of the sides; the folders of src/render import only the
// folders below them, and no module imports itself through others. The same rules run on a small tree that breaks
// each of them, so a rule that stopped matching would fail here too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(path.join(repo, '.dependency-cruiser.cjs')) as IConfiguration;

async function violations(baseDir: string): Promise<string[]> {
  const { output } = await cruise(['src'], { ...config.options, baseDir, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'json' }, undefined, {
    tsConfig: { options: { allowImportingTsExtensions: true, jsx: 'react-jsx' } },
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('import boundaries', () => {
  it('src/ keeps every boundary', async () => {
    expect(await violations(repo)).toEqual([]);
  }, 120_000);

  it('each rule fails on a tree that breaks it', async () => {
    const found = await violations(path.join(repo, 'test/fixtures/boundaries'));
    const rules = new Set(found.map((v) => v.split(':')[0]));
    expect([...rules].sort()).toEqual([...new Set(config.forbidden!.map((r) => r.name))].sort());
    expect(found).toContain('client-is-browser-only: src/client/bad.ts → src/render/build.ts');
    expect(found).toContain('theme-is-pure-react: src/theme/bad.tsx → src/client/start.ts');
    expect(found.some((v) => v.startsWith('theme-is-pure-react: src/theme/bad.tsx → ') && v.includes('react-dom/server'))).toBe(true);
    expect(found).toContain('render-never-ships-client-code: src/render/build.ts → src/client/start.ts');
    expect(found).toContain('shared-imports-no-side: src/shared/bad.ts → src/theme/bad.tsx');
    expect(found).toContain('layer-order: src/render/core/low.ts → src/render/engine/high.ts');
    expect(found).toContain('layer-known: src/render/build.ts → src/client/start.ts');
    expect(found).toContain('stage-imports-no-stage: src/render/stages/content.ts → src/render/stages/render.ts');
    expect(found).toContain('no-non-package-json: src/render/core/undeclared.ts → ../../../node_modules/zwitch/index.js');
    // A cycle is reported once, from either of its modules.
    expect(found.filter((v) => v.startsWith('no-circular: ')).map((v) => v.split(': ')[1]!.split(' → ').sort())).toEqual([['src/render/core/low.ts', 'src/render/engine/high.ts']]);
  }, 120_000);
});
