// Issue 43's budget of type escapes in src/: at most 100 `as` casts, 60 non-null assertions and no `as never`. The
// counter is checked on a probe first, so that a counter that stopped counting cannot pass the budget.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET, countEscapes } from '../../scripts/type-escapes.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const probe = mkdtempSync(path.join(os.tmpdir(), 'docgen-escapes-'));
afterAll(() => rmSync(probe, { recursive: true, force: true }));

describe('the type escapes of src/', () => {
  it('are counted: as casts but not as const, as never among them, and non-null assertions, in .ts and .tsx', () => {
    mkdirSync(path.join(probe, 'src'));
    writeFileSync(path.join(probe, 'src/a.ts'), `const a = [1] as const;\nconst b = (a as unknown) as number[];\nexport const c = b as never;\nexport const d = b[0]!;\n`);
    writeFileSync(path.join(probe, 'src/b.tsx'), `export const e = (x?: { y: string }) => <p>{x!.y as string}</p>;\n`);
    const { byFile, ...totals } = countEscapes(probe);
    expect(totals).toEqual({ as: 4, nonNull: 2, asNever: 1 });
    expect(byFile).toEqual({ 'src/a.ts': 4, 'src/b.tsx': 2 });
  });

  it('stay within the budget', () => {
    const { as, nonNull, asNever } = countEscapes(REPO);
    expect({ as: Math.min(as, BUDGET.as), nonNull: Math.min(nonNull, BUDGET.nonNull), asNever }).toEqual({ as, nonNull, asNever: BUDGET.asNever });
  });
});
