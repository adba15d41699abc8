// The CLI's code imports what its bundle leaves out through `dynamicImport` (src/render/core/dynamic-import.ts), never
// with `import()` itself: run from V8's code cache, as bin/docgen runs it, an `import()` of an unbundled package or a
// compiled file fails in Node 20. What esbuild bundles (docgen's own modules, the other packages) is no import at
// run time, and stays as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { useEsbuild } from '../../../src/render/core/esbuild.ts';
import { CLI_BUNDLE, UNBUNDLED_PACKAGES } from '../../../src/render/core/keep-locations.mjs';

const REPO = path.resolve(import.meta.dirname, '../../..');
const HELPER = path.join(REPO, 'src/render/core/dynamic-import.ts');

const unbundled = (specifier: string) => UNBUNDLED_PACKAGES.some((name) => (name.endsWith('/*') ? specifier.startsWith(name.slice(0, -1)) : specifier === name || specifier.startsWith(`${name}/`)));

/** Each `import(…)` in `file` of an unbundled package or of a computed path, as `line: text`. */
function unbundledImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (!specifier || !ts.isStringLiteralLike(specifier) || unbundled(specifier.text)) {
        found.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it("no module of the CLI's bundle but dynamic-import.ts calls import() on an unbundled package or a computed path", async () => {
  // Through useEsbuild, as docgen calls esbuild: this worker's other test files use it too, and it stops esbuild's
  // process once no call of its own is in flight.
  const result = await useEsbuild(({ build }) => build({ ...CLI_BUNDLE, entryPoints: [path.join(REPO, 'src/cli/main.ts')], outfile: path.join(REPO, '.docgen-cache/cli/main.scan.cjs'), metafile: true }));
  const own = Object.keys(result.metafile.inputs)
    .map((input) => path.resolve(REPO, input))
    .filter((file) => file.startsWith(path.join(REPO, 'src') + path.sep));
  expect(own).toContain(HELPER);
  const offending = own.filter((file) => file !== HELPER).flatMap((file) => unbundledImports(file).map((at) => `${path.relative(REPO, file)}:${at}`));
  expect(offending).toEqual([]);
  // The scan finds what it looks for.
  expect(unbundledImports(HELPER)).toHaveLength(1);
});

it('refuses a relative specifier, which would not resolve from the caller', async () => {
  const { dynamicImport } = await import('../../../src/render/core/dynamic-import.ts');
  await expect(dynamicImport('./pipeline.ts')).rejects.toThrow('name a package or an absolute file: URL');
  await expect(dynamicImport<typeof import('node:path')>('node:path')).resolves.toHaveProperty('join');
});
