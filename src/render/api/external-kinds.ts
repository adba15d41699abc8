// With `excludeExternals`, TypeDoc keeps only a name and a file for types from other packages (three, the DOM libs,
// WebXR). Whether such a name is a class, an interface or a type alias decides whether a documentation page exists
// for it (three.js documents classes; MDN documents interfaces, not TypeScript aliases), so on the cold path we read
// each referenced declaration file once with the TypeScript parser and record what the name declares. The name the
// file itself is named after (`Object3D` in `src/core/Object3D.d.ts`) is recorded too: three.js documents a file's
// helper types (`Object3DEventMap`) on that class's page. The result is cached with the project, so warm builds never
// parse these files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from './typescript-module.ts';
import type { JSONOutput } from 'typedoc';
import { externalKey, fileHomeName, type DeclKind, type ExternalKinds } from './external-key.ts';
import { isRecord } from '../../shared/is-record.ts';

/** `extra`: symbols named outside the project's JSON (the classes members are inherited from). */
export function classifyExternals(project: JSONOutput.ProjectReflection, packageRoot: string, extra: JSONOutput.ReflectionSymbolId[] = []): ExternalKinds {
  const targets = new Map<string, JSONOutput.ReflectionSymbolId>();
  collectTargets(project, targets, project.packageName);
  for (const target of extra) targets.set(externalKey(target), target);
  const byFile = new Map<string, Map<string, DeclKind[]>>();
  const result: ExternalKinds = {};
  for (const [key, target] of [...targets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = locate(packageRoot, target.packageName, target.packagePath);
    if (!file) continue;
    let decls = byFile.get(file);
    if (!decls) byFile.set(file, (decls = topLevelDeclarations(file)));
    const [top = ''] = target.qualifiedName.split('.');
    const kinds = decls.get(top);
    if (kinds) result[key] = kinds;
    const home = fileHomeName(target.packagePath);
    const homeKinds = decls.get(home);
    if (homeKinds) result[externalKey({ ...target, qualifiedName: home })] = homeKinds;
  }
  return result;
}

/** Every external symbol id used as a type target or a `{@link}` target, except the package's own internals. */
function collectTargets(node: unknown, out: Map<string, JSONOutput.ReflectionSymbolId>, ownPackage: string | undefined): void {
  if (Array.isArray(node)) {
    for (const child of node) collectTargets(child, out, ownPackage);
    return;
  }
  if (!isRecord(node)) return;
  const record = node;
  const target = record.target;
  if ((record.type === 'reference' || record.kind === 'inline-tag') && isSymbolId(target) && target.packageName !== ownPackage) {
    out.set(externalKey(target), target);
  }
  for (const value of Object.values(record)) if (value && typeof value === 'object') collectTargets(value, out, ownPackage);
}

export function isSymbolId(value: unknown): value is JSONOutput.ReflectionSymbolId {
  return isRecord(value) && typeof value.qualifiedName === 'string' && typeof value.packageName === 'string';
}

/** Finds `node_modules/<pkg>/<file>` the way Node would, walking up from the SDK's package root. */
function locate(packageRoot: string, packageName: string, packagePath: string): string | undefined {
  if (!packageName || !packagePath) return undefined;
  let dir = packageRoot;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', packageName, packagePath);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function topLevelDeclarations(file: string): Map<string, DeclKind[]> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = new Map<string, Set<DeclKind>>();
  const add = (name: string | undefined, kind: DeclKind) => {
    if (!name) return;
    let kinds = found.get(name);
    if (!kinds) found.set(name, (kinds = new Set()));
    kinds.add(kind);
  };
  for (const statement of source.statements) {
    if (ts.isClassDeclaration(statement)) add(statement.name?.text, 'class');
    else if (ts.isInterfaceDeclaration(statement)) add(statement.name.text, 'interface');
    else if (ts.isTypeAliasDeclaration(statement)) add(statement.name.text, 'type');
    else if (ts.isEnumDeclaration(statement)) add(statement.name.text, 'enum');
    else if (ts.isFunctionDeclaration(statement)) add(statement.name?.text, 'function');
    else if (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name)) add(statement.name.text, 'namespace');
    else if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) if (ts.isIdentifier(decl.name)) add(decl.name.text, 'variable');
    }
  }
  return new Map([...found].map(([name, kinds]) => [name, [...kinds].sort()]));
}
