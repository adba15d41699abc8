// The linter runs in `npm test` (issue 43): typescript-eslint's type-aware rules over src, the tests and the scripts
// report no error, and the non-null assertions it warns about stay within their budget. Each rule that guards a
// contract is shown to fire on a deliberate violation, so that a config that silently stopped checking fails here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BUDGET } from '../../scripts/type-escapes.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
// A file that does not exist: linted from text, with a default TypeScript program of its own.
const PROBE = 'src/render/lint-probe.ts';

const VIOLATIONS = `import { Buffer } from 'node:buffer';
export async function later(): Promise<number> { return 1; }
export type Bytes = Buffer;
export function now(value?: string, kind: 'a' | 'b' = 'a'): number {
  later();
  [1].forEach(async () => { await later(); });
  const text: string = 'x' as string;
  switch (kind) { case 'a': return text.length; }
  return value!.length;
}
`;

// One linter for both tests: typescript-eslint keeps one TypeScript service per process, made with the first
// linter's settings, so the probe's default program must be allowed from the start.
const eslint = new ESLint({ cwd: REPO, overrideConfig: [{ languageOptions: { parserOptions: { projectService: { allowDefaultProject: [PROBE] } } } }] });

describe('the linter', () => {
  it('reports no error in src, test and scripts, and no more non-null assertions than the budget', { timeout: 300_000 }, async () => {
    const results = await eslint.lintFiles(['.']);
    const errors = results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${path.relative(REPO, r.filePath)}:${m.line} ${m.ruleId ?? ''} ${m.message}`));
    expect(errors).toEqual([]);
    const warnings = results.flatMap((r) => r.messages.filter((m) => m.severity === 1).map((m) => ({ file: path.relative(REPO, r.filePath), rule: m.ruleId })));
    expect(warnings.filter((w) => w.rule !== '@typescript-eslint/no-non-null-assertion')).toEqual([]);
    expect(warnings.every((w) => w.file.startsWith('src/'))).toBe(true);
    expect(warnings.length).toBeLessThanOrEqual(BUDGET.nonNull);
  });

  it('fires each contract rule on a deliberate violation', { timeout: 120_000 }, async () => {
    const [result] = await eslint.lintText(VIOLATIONS, { filePath: path.join(REPO, PROBE) });
    const fired = (result?.messages ?? []).map((m) => `${m.ruleId ?? m.message}:${m.severity}`);
    expect(fired.sort()).toEqual(
      [
        '@typescript-eslint/consistent-type-imports:2',
        '@typescript-eslint/no-floating-promises:2',
        '@typescript-eslint/no-misused-promises:2',
        '@typescript-eslint/no-non-null-assertion:1',
        '@typescript-eslint/no-unnecessary-type-assertion:2',
        '@typescript-eslint/switch-exhaustiveness-check:2',
      ].sort(),
    );
  });
});
