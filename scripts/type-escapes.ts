// Counts the type escapes in docgen's sources (issue 43's budget): `as` casts (not `as const`), non-null assertions
// (`x!`) and `as never`. `npm run type-escapes` prints them, with the files that hold the most; `--check` exits 1 when
// a count is over its budget, as `npm test` runs it (test/architecture/type-escapes.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import ts from 'typescript';

/** The most each may reach in src/. */
export const BUDGET = { as: 100, nonNull: 60, asNever: 0 };

export interface Escapes {
  as: number;
  nonNull: number;
  asNever: number;
  /** File → casts and assertions in it. */
  byFile: Record<string, number>;
}

export function countEscapes(root: string, pattern = 'src/**/*.{ts,tsx}'): Escapes {
  const counts: Escapes = { as: 0, nonNull: 0, asNever: 0, byFile: {} };
  for (const file of fg.sync(pattern, { cwd: root })) {
    const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const count = (kind: 'as' | 'nonNull') => {
      counts[kind]++;
      counts.byFile[file] = (counts.byFile[file] ?? 0) + 1;
    };
    const visit = (node: ts.Node): void => {
      if (ts.isAsExpression(node) && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const')) {
        count('as');
        if (node.type.kind === ts.SyntaxKind.NeverKeyword) counts.asNever++;
      }
      if (ts.isNonNullExpression(node)) count('nonNull');
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return counts;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const { byFile, ...totals } = countEscapes(root);
  console.log(`src/: ${totals.as} as casts (budget ${BUDGET.as}), ${totals.nonNull} non-null assertions (budget ${BUDGET.nonNull}), ${totals.asNever} as never (budget ${BUDGET.asNever})`);
  for (const [file, n] of Object.entries(byFile).sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${String(n).padStart(3)} ${file}`);
  if (process.argv.includes('--check') && (totals.as > BUDGET.as || totals.nonNull > BUDGET.nonNull || totals.asNever > BUDGET.asNever)) process.exitCode = 1;
}
