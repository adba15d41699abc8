// The reflection kinds docgen reads in TypeDoc's JSON model: the numbers its `kind` fields hold, which TypeDoc's JSON
// output fixes. docgen's own table rather than TypeDoc's `ReflectionKind`, because importing `typedoc/models` loaded
// TypeDoc's model classes (13 ms, in every build) where only these numbers are used: a warm build reads the API pages
// from the cache and never loads TypeDoc. The compiler checks each number against TypeDoc's enum (`satisfies` below),
// and test/render/api/reflection-kinds.test.ts checks them at run time against the TypeDoc installed.
import type { ReflectionKind as TypeDocKind } from 'typedoc/models';

type Used = 'Enum' | 'EnumMember' | 'Variable' | 'Function' | 'Class' | 'Interface' | 'Constructor' | 'Property' | 'Method' | 'ConstructorSignature' | 'Accessor' | 'SetSignature' | 'TypeAlias';

export const ReflectionKind = {
  Enum: 8,
  EnumMember: 16,
  Variable: 32,
  Function: 64,
  Class: 128,
  Interface: 256,
  Constructor: 512,
  Property: 1024,
  Method: 2048,
  ConstructorSignature: 16384,
  Accessor: 262144,
  SetSignature: 1048576,
  TypeAlias: 2097152,
} as const satisfies { readonly [K in Used]: (typeof TypeDocKind)[K] };
