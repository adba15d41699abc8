// With `excludeExternals`, TypeDoc converts a class's own members and those it inherits from other SDK classes, but
// drops what it inherits from outside the SDK: a `Script` is a three.js `Object3D`, yet its page would never say it
// has `position` or `add()`. On the cold path, while TypeDoc converts, the type checker lists each class's
// properties; those declared outside the SDK's package are recorded by the class that declares them (Object3D,
// EventDispatcher…), nearest ancestor first. The record is cached with the project; pages link each member to its
// documentation through the external linker.
import path from 'node:path';
import type { Context, Converter, Models, ReflectionKind } from 'typedoc';
import type * as TS from 'typescript';
import ts from './typescript-module.ts';
import type { ExternalInheritance, ExternalMember } from './external-key.ts';

/** Listens to the converter; `result()` gives what it found once the conversion is done. */
export function collectExternalInheritance(
  converter: Converter,
  events: typeof Converter,
  kinds: typeof ReflectionKind,
  packageRoot: string,
): { result(): ExternalInheritance } {
  const found: ExternalInheritance = {};
  const inside = (file: string) => !path.relative(packageRoot, file).startsWith('..');
  converter.on(events.EVENT_CREATE_DECLARATION, (context: Context, reflection: Models.DeclarationReflection) => {
    if (!reflection.kindOf(kinds.Class)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (!symbol) return;
    const checker = context.checker;
    const byOwner = new Map<TS.Symbol, { members: { member: ExternalMember; pos: number }[] }>();
    for (const property of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))) {
      const declaration = property.declarations?.[0];
      if (!declaration || inside(declaration.getSourceFile().fileName)) continue;
      const owner = declaration.parent;
      if (!(ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner)) || !owner.name) continue;
      const kind = memberKind(declaration);
      if (!kind || !isPublic(declaration, property.name)) continue;
      const ownerSymbol = checker.getSymbolAtLocation(owner.name);
      // Members other modules add by augmentation (three's renderer backends add `Object3D.count`) are not part of
      // the class as its documentation describes it.
      const home = ownerSymbol?.valueDeclaration ?? ownerSymbol?.declarations?.[0];
      if (!ownerSymbol || home?.getSourceFile() !== declaration.getSourceFile()) continue;
      let entry = byOwner.get(ownerSymbol);
      if (!entry) byOwner.set(ownerSymbol, (entry = { members: [] }));
      entry.members.push({ member: { name: property.name, kind }, pos: declaration.pos });
    }
    if (byOwner.size === 0) return;
    // Nearest ancestor first: the owner with the most ancestors of its own is the one the class extends directly.
    const owners = [...byOwner].sort(([a], [b]) => ancestorCount(checker, b) - ancestorCount(checker, a));
    found[reflection.id] = owners.map(([owner, { members }]) => {
      const id = context.createSymbolId(owner);
      return {
        owner: { packageName: id.packageName, packagePath: id.packagePath, qualifiedName: id.qualifiedName },
        members: members.sort((a, b) => a.pos - b.pos).map((m) => m.member),
      };
    });
  });
  return { result: () => found };
}

function memberKind(declaration: TS.Declaration): ExternalMember['kind'] | undefined {
  if (ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) return 'method';
  if (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration) || ts.isGetAccessorDeclaration(declaration) || ts.isSetAccessorDeclaration(declaration)) {
    return 'property';
  }
  return undefined;
}

/** Members a reader can use: not private or protected, not `_internal` by convention. */
function isPublic(declaration: TS.Declaration, name: string): boolean {
  const flags = ts.getCombinedModifierFlags(declaration);
  return !(flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) && !name.startsWith('_') && !name.startsWith('#') && !name.startsWith('__@');
}

function ancestorCount(checker: TS.TypeChecker, symbol: TS.Symbol, seen = new Set<TS.Symbol>()): number {
  if (seen.has(symbol)) return 0;
  seen.add(symbol);
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  if (!(type.flags & ts.TypeFlags.Object) || !type.isClassOrInterface()) return 0;
  let count = 0;
  for (const base of checker.getBaseTypes(type)) {
    const baseSymbol = base.getSymbol();
    if (baseSymbol) count += 1 + ancestorCount(checker, baseSymbol, seen);
  }
  return count;
}
