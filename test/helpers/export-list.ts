// The package's own statement of its public API: the `export { … }` and `export type { … }` lists at the end of its
// bundled declaration file, with the kind of each name read from its declaration there. The tests and the smoke
// script check the generated pages against it, independently of TypeDoc.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import type { ApiKind } from '../../src/render/api/model.ts';

export interface ExportedName {
  name: string;
  kind: ApiKind;
}

/** Names listed by `export {…}` / `export type {…}` in `dtsFile`, each with the kind its declaration has. */
export function readExportList(dtsFile: string): ExportedName[] {
  const source = ts.createSourceFile(dtsFile, readFileSync(dtsFile, 'utf8'), ts.ScriptTarget.Latest, false);
  const declared = new Map<string, Set<ApiKind>>();
  const add = (name: string | undefined, kind: ApiKind) => {
    if (!name) return;
    if (!declared.has(name)) declared.set(name, new Set());
    declared.get(name)!.add(kind);
  };
  const exported: { local: string; name: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement)) add(statement.name?.text, 'class');
    else if (ts.isInterfaceDeclaration(statement)) add(statement.name.text, 'interface');
    else if (ts.isTypeAliasDeclaration(statement)) add(statement.name.text, 'type-alias');
    else if (ts.isEnumDeclaration(statement)) add(statement.name.text, 'enumeration');
    else if (ts.isFunctionDeclaration(statement)) add(statement.name?.text, 'function');
    else if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) if (ts.isIdentifier(decl.name)) add(decl.name.text, 'variable');
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) {
        exported.push({ local: (element.propertyName ?? element.name).text, name: element.name.text });
      }
    }
  }
  // A name declared as both a value and a type (a class merged with an interface) is documented as the value.
  const precedence: ApiKind[] = ['class', 'enumeration', 'function', 'variable', 'interface', 'type-alias'];
  return exported.map(({ local, name }) => {
    const kinds = declared.get(local);
    const kind = precedence.find((k) => kinds?.has(k));
    if (!kind) throw new Error(`${dtsFile}: exported name ${name} has no top-level declaration`);
    return { name, kind };
  });
}
