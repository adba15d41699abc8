// A read-only view of TypeDoc's JSON: the exported items in a fixed order, an index from reflection id to reflection
// and its parent, and the member list of every class-like item in the order pages show it. Reflection ids are only
// used as keys here; they never reach a URL or an anchor.
import type { JSONOutput } from 'typedoc';
import type { ReflectionKind as TypeDocKind } from 'typedoc/models';
import { ReflectionKind } from './reflection-kinds.ts';
import type { ApiKind } from '../../shared/types.ts';
import { unreachable } from '../../shared/unreachable.ts';

export type Decl = JSONOutput.DeclarationReflection;
export type Sig = JSONOutput.SignatureReflection;
export type Param = JSONOutput.ParameterReflection;
export type TypeParam = JSONOutput.TypeParameterReflection;
export type SomeType = JSONOutput.SomeType;
export type AnyReflection = Decl | Sig | Param | TypeParam;

export type { ApiKind };

export interface KindInfo {
  kind: ApiKind;
  /** URL folder: `classes`. */
  dir: string;
  /** Sidebar and index heading: `Classes`. */
  plural: string;
  /** Badge on the page: `Class`. */
  singular: string;
  reflectionKind: TypeDocKind;
}

/** In alphabetical order, which the sidebar and the index follow unless `api.groupOrder` (kindOrder) says otherwise. */
export const KINDS: readonly KindInfo[] = [
  { kind: 'class', dir: 'classes', plural: 'Classes', singular: 'Class', reflectionKind: ReflectionKind.Class },
  { kind: 'enumeration', dir: 'enumerations', plural: 'Enumerations', singular: 'Enumeration', reflectionKind: ReflectionKind.Enum },
  { kind: 'function', dir: 'functions', plural: 'Functions', singular: 'Function', reflectionKind: ReflectionKind.Function },
  { kind: 'interface', dir: 'interfaces', plural: 'Interfaces', singular: 'Interface', reflectionKind: ReflectionKind.Interface },
  { kind: 'type-alias', dir: 'type-aliases', plural: 'Type Aliases', singular: 'Type Alias', reflectionKind: ReflectionKind.TypeAlias },
  { kind: 'variable', dir: 'variables', plural: 'Variables', singular: 'Variable', reflectionKind: ReflectionKind.Variable },
];

/**
 * KINDS in the order a `groupOrder` gives, by TypeDoc's own rule (GroupPlugin.sortGroupCallback), so that a site that
 * takes TypeDoc's order shows the kinds as TypeDoc, and docusaurus-plugin-typedoc's sidebar, do: the kinds it lists in
 * its order, the others at its `*` (at the end without one), alphabetically among themselves.
 */
export function kindOrder(groupOrder: readonly string[] = []): KindInfo[] {
  const rest = groupOrder.includes('*') ? groupOrder.indexOf('*') : groupOrder.length;
  const weight = (info: KindInfo) => (groupOrder.includes(info.plural) ? groupOrder.indexOf(info.plural) : rest);
  return [...KINDS].sort((a, b) => weight(a) - weight(b) || a.plural.localeCompare(b.plural));
}

export interface ApiItem {
  kind: ApiKind;
  info: KindInfo;
  name: string;
  /** Page id and route tail: `classes/Core`. */
  id: string;
  reflection: Decl;
}

/** A member section of a class-like page, in display order. */
export type MemberGroup = 'Constructors' | 'Properties' | 'Accessors' | 'Methods';
export const MEMBER_GROUPS: readonly MemberGroup[] = ['Constructors', 'Properties', 'Accessors', 'Methods'];

const GROUP_OF: Partial<Record<number, MemberGroup>> = {
  [ReflectionKind.Constructor]: 'Constructors',
  [ReflectionKind.Property]: 'Properties',
  [ReflectionKind.Accessor]: 'Accessors',
  [ReflectionKind.Method]: 'Methods',
};

export class ApiModel {
  readonly project: JSONOutput.ProjectReflection;
  /** Exported items, by kind (KINDS order) then name. */
  readonly items: ApiItem[];
  /** Top-level reflections TypeDoc produced that are not one of the six kinds (namespaces, re-exports). */
  readonly skipped: Decl[];
  private readonly byId = new Map<number, AnyReflection>();
  private readonly parent = new Map<number, number>();
  private readonly itemById = new Map<number, ApiItem>();

  constructor(project: JSONOutput.ProjectReflection) {
    this.project = project;
    this.indexNested(project);
    const items: ApiItem[] = [];
    const skipped: Decl[] = [];
    for (const child of project.children ?? []) {
      const info = KINDS.find((k) => k.reflectionKind === child.kind);
      if (!info) {
        skipped.push(child);
        continue;
      }
      items.push({ kind: info.kind, info, name: child.name, id: `${info.dir}/${child.name}`, reflection: child });
    }
    items.sort((a, b) => KINDS.indexOf(a.info) - KINDS.indexOf(b.info) || compareNames(a.name, b.name));
    this.items = items;
    this.skipped = skipped;
    for (const item of items) this.itemById.set(item.reflection.id, item);
  }

  get(id: number): AnyReflection | undefined {
    return this.byId.get(id);
  }

  parentOf(id: number): AnyReflection | undefined {
    const parentId = this.parent.get(id);
    return parentId === undefined ? undefined : this.byId.get(parentId);
  }

  /** The exported item a reflection id belongs to: itself when top-level, else its nearest exported ancestor. */
  owningItem(id: number): ApiItem | undefined {
    let current: number | undefined = id;
    while (current !== undefined) {
      const item = this.itemById.get(current);
      if (item) return item;
      current = this.parent.get(current);
    }
    return undefined;
  }

  itemFor(reflectionId: number): ApiItem | undefined {
    return this.itemById.get(reflectionId);
  }

  private index(node: AnyReflection, parentId: number): void {
    this.byId.set(node.id, node);
    this.parent.set(node.id, parentId);
    this.indexNested(node);
  }

  /** The reflections a reflection (or the project) holds, with it as their parent. */
  private indexNested(node: JSONOutput.ProjectReflection | AnyReflection): void {
    const d: NestedParts = node;
    const nested: (AnyReflection | undefined)[] = [
      ...(d.children ?? []),
      ...(d.signatures ?? []),
      ...(d.indexSignatures ?? []),
      d.getSignature,
      d.setSignature,
      ...(d.parameters ?? []),
      ...(d.typeParameters ?? []),
    ];
    for (const child of nested) if (child) this.index(child, node.id);
    // Object types inside signatures and properties own reflections too (`{ a: number }` → a TypeLiteral).
    visitTypes(d, (type) => {
      if (type.type === 'reflection') this.index(type.declaration, node.id);
    });
  }
}

/** The parts of any reflection variant that can hold other reflections. */
interface NestedParts {
  children?: Decl[];
  signatures?: Sig[];
  indexSignatures?: Sig[];
  getSignature?: Sig;
  setSignature?: Sig;
  parameters?: Param[];
  typeParameters?: TypeParam[];
  type?: SomeType;
  default?: SomeType;
}

/** Calls `fn` for the types directly attached to a reflection (not the ones nested inside them). */
function visitTypes(reflection: NestedParts, fn: (type: SomeType) => void): void {
  const roots: (SomeType | undefined)[] = [reflection.type, reflection.default];
  const walk = (type: SomeType | undefined): void => {
    if (!type) return;
    fn(type);
    if (type.type === 'reflection') return; // indexed (and walked) as its own reflection
    for (const inner of innerTypes(type)) walk(inner);
  };
  for (const root of roots) walk(root);
}

function innerTypes(type: SomeType): SomeType[] {
  switch (type.type) {
    case 'array':
    case 'optional':
    case 'rest':
      return [type.elementType];
    case 'union':
    case 'intersection':
      return type.types;
    case 'tuple':
      return type.elements ?? [];
    case 'namedTupleMember':
      return [type.element];
    case 'reference':
      return type.typeArguments ?? [];
    case 'conditional':
      return [type.checkType, type.extendsType, type.trueType, type.falseType];
    case 'indexedAccess':
      return [type.objectType, type.indexType];
    case 'mapped':
      return [type.parameterType, type.templateType, ...(type.nameType ? [type.nameType] : [])];
    case 'typeOperator':
      return [type.target];
    case 'query':
      return [type.queryType];
    case 'predicate':
      return type.targetType ? [type.targetType] : [];
    case 'inferred':
      return type.constraint ? [type.constraint] : [];
    case 'templateLiteral':
      return type.tail.map(([t]) => t);
    case 'intrinsic':
    case 'literal':
    case 'reflection':
    case 'unknown':
      return [];
    default:
      return unreachable(type);
  }
}

export function groupOf(member: Decl): MemberGroup | undefined {
  return GROUP_OF[member.kind];
}

/**
 * Members shown on a class-like page: own members in source order first, then inherited ones, nearest ancestor
 * first and in the ancestor's source order. Source order (rather than alphabetical) keeps related members together
 * the way the SDK's authors wrote them; inherited members come after so a class's own API reads first.
 */
export function orderedMembers(model: ApiModel, container: Decl): Decl[] {
  const depth = ancestorDepths(model, container);
  // Members inherited from something the project does not contain (an internal mixin) sort after known ancestors.
  const unknownOrigin = Number.MAX_SAFE_INTEGER;
  const origin = (member: Decl): number => {
    if (!member.inheritedFrom) return 0;
    const declared = declaringReference(model, member.inheritedFrom);
    const target = declared?.target;
    const owner = typeof target === 'number' && target >= 0 ? model.parentOf(target) : undefined;
    return owner ? (depth.get(owner.id) ?? unknownOrigin) : unknownOrigin;
  };
  return [...(container.children ?? [])]
    .map((member, index) => ({ member, index, origin: origin(member), source: sourceOf(member) }))
    .sort(
      (a, b) =>
        a.origin - b.origin ||
        a.source.file.localeCompare(b.source.file) ||
        a.source.line - b.source.line ||
        a.source.character - b.source.character ||
        a.index - b.index,
    )
    .map((entry) => entry.member);
}

type Reference = Extract<SomeType, { type: 'reference' }>;

/**
 * TypeDoc points `inheritedFrom` at the parent class's copy of a member; this follows the copies up to the class that
 * declares it, so a grandchild's member reads "Inherited from Thing.moveTo", not "from Widget.moveTo".
 */
export function declaringReference(model: ApiModel, ref: SomeType | undefined): Reference | undefined {
  if (ref?.type !== 'reference') return undefined;
  let current: Reference = ref;
  for (let hops = 0; hops < 64 && typeof current.target === 'number' && current.target >= 0; hops++) {
    // The copy a member (or a signature) inherits is a member (or a signature) of its own.
    const copy = model.get(current.target);
    const next = copy && 'inheritedFrom' in copy ? copy.inheritedFrom : undefined;
    if (next?.type !== 'reference') break;
    current = next;
  }
  return current;
}

/** Distance of every ancestor class/interface (by reflection id) from `container`, following `extends`. */
function ancestorDepths(model: ApiModel, container: Decl): Map<number, number> {
  const depths = new Map<number, number>();
  let frontier: AnyReflection[] = [container];
  for (let depth = 1; frontier.length > 0 && depth < 64; depth++) {
    const next: AnyReflection[] = [];
    for (const decl of frontier) {
      for (const type of ('extendedTypes' in decl ? decl.extendedTypes : undefined) ?? []) {
        if (type.type !== 'reference' || typeof type.target !== 'number') continue;
        const base = model.get(type.target);
        if (base && !depths.has(base.id)) {
          depths.set(base.id, depth);
          next.push(base);
        }
      }
    }
    frontier = next;
  }
  return depths;
}

export function sourceOf(reflection: AnyReflection): { file: string; line: number; character: number } {
  const source =
    ('sources' in reflection ? reflection.sources?.[0] : undefined) ??
    ('signatures' in reflection ? reflection.signatures?.[0]?.sources?.[0] : undefined) ??
    ('getSignature' in reflection ? reflection.getSignature?.sources?.[0] : undefined);
  return { file: source?.fileName ?? '', line: source?.line ?? 0, character: source?.character ?? 0 };
}

/** Case-insensitive name order with a case-sensitive tie-break, so `Core` and `core` order the same on every run. */
export function compareNames(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  return la < lb ? -1 : la > lb ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
