// How the cached project names an external symbol, and what kinds of declaration it is. Apart from
// external-kinds.ts (which parses declaration files with TypeScript on the cold path) so that rendering pages from a
// cached project never loads the TypeScript compiler.
import type { JSONOutput } from 'typedoc';

export type DeclKind = 'class' | 'interface' | 'type' | 'enum' | 'function' | 'variable' | 'namespace';

/** `externalKey(target)` → the kinds its top-level name declares in its file (an interface and a `var` may merge). */
export type ExternalKinds = Record<string, DeclKind[]>;

/** A member a class inherits from a class outside the SDK (see external-members.ts). */
export interface ExternalMember {
  name: string;
  kind: 'property' | 'method';
}

/** By class reflection id: the classes outside the SDK it inherits from, nearest first, each with what it gives. */
export type ExternalInheritance = Record<string, { owner: JSONOutput.ReflectionSymbolId; members: ExternalMember[] }[]>;

/** Stable key of an external symbol: package, file inside the package, qualified name. */
export function externalKey(target: JSONOutput.ReflectionSymbolId): string {
  return `${target.packageName}:${target.packagePath}:${target.qualifiedName}`;
}

/** The name a declaration file is named after: `Object3D` for `src/core/Object3D.d.ts`. */
export function fileHomeName(packagePath: string): string {
  return (packagePath.split('/').pop() ?? '').replace(/\.d\.[cm]?ts$|\.[cm]?tsx?$/, '');
}
