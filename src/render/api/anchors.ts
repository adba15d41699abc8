// Member anchors: derived from names (`enableDepth` → `#enabledepth`), never from TypeDoc's numeric ids, so a link
// to `Options#enabledepth` survives regeneration and SDK upgrades. Overloads add `-1`, `-2`… in declaration order.
// One allocator per page keeps every id on it unique, including the section ids the page itself uses.
import type { ApiItem, ApiModel, Decl, Sig } from './model.ts';
import { orderedMembers } from './model.ts';
import { ReflectionKind } from './reflection-kinds.ts';
import { unreachable } from '../../shared/unreachable.ts';

/** Ids of the page sections; reserved so no member can take them. */
export const SECTION_IDS = {
  typeParameters: 'type-parameters',
  hierarchy: 'hierarchy',
  callSignatures: 'call-signatures',
  indexSignatures: 'index-signatures',
  constructors: 'constructors',
  properties: 'properties',
  accessors: 'accessors',
  methods: 'methods',
  members: 'members',
  typeDeclaration: 'type-declaration',
  overloads: 'overloads',
  inheritedMembers: 'inherited-members',
} as const;

/** Lowercased, URL-safe form of a member name; `[Symbol.iterator]` → `symbol-iterator`. */
export function slug(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9_$-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s || 'member';
}

export class AnchorAllocator {
  private readonly used = new Set<string>();

  constructor(reserved: Iterable<string> = Object.values(SECTION_IDS)) {
    for (const id of reserved) this.used.add(id);
  }

  /** `wanted` if free, else `wanted-2`, `wanted-3`…; the first claimant keeps the plain name. */
  take(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.used.has(id); n++) id = `${wanted}-${n}`;
    this.used.add(id);
    return id;
  }
}

/** What a page shows as members and where each member and overload anchors. */
export interface ItemAnchors {
  /** The reflection whose children are the page's members (a class, an interface, an enum or an object type). */
  container?: Decl;
  /** Members in display order, each with its anchor. */
  members: AnchoredMember[];
  /** Reflection id (member, or signature of an overloaded member/function) → anchor. */
  anchorOf: Map<number, string>;
  /** Overloads of functions and methods, by the member (or function) id: each signature with its anchor, in order. */
  overloads: Map<number, Overload[]>;
}

export interface AnchoredMember {
  member: Decl;
  anchor: string;
}

export interface Overload {
  signature: Sig;
  anchor: string;
}

/** The reflection whose children a page lists, if any. */
export function memberContainer(item: ApiItem): Decl | undefined {
  const r = item.reflection;
  switch (item.kind) {
    case 'class':
    case 'interface':
    case 'enumeration':
      return r;
    case 'type-alias':
    case 'variable':
      // TypeDoc keeps the members of `type X = { … }` on the alias itself; other object types sit in `type`.
      if (!r.type && (r.children?.length ?? 0) > 0) return r;
      return r.type?.type === 'reflection' && (r.type.declaration.children?.length ?? 0) > 0 ? r.type.declaration : undefined;
    case 'function':
      return undefined;
    default:
      return unreachable(item.kind);
  }
}

export function computeAnchors(model: ApiModel, item: ApiItem): ItemAnchors {
  const allocator = new AnchorAllocator();
  const anchorOf = new Map<number, string>();
  const overloads = new Map<number, Overload[]>();
  const container = memberContainer(item);

  const numberOverloads = (owner: Decl, base: string) => {
    const signatures = owner.signatures ?? [];
    if (signatures.length < 2) {
      for (const sig of signatures) anchorOf.set(sig.id, base);
      return;
    }
    const numbered = signatures.map((signature, i) => {
      const anchor = allocator.take(`${base}-${i + 1}`);
      anchorOf.set(signature.id, anchor);
      return { signature, anchor };
    });
    overloads.set(owner.id, numbered);
  };

  // Member names first, so a plain name never loses to some other member's numbered overload.
  const members = (container ? orderedMembers(model, container) : []).map(
    (member): AnchoredMember => ({ member, anchor: allocator.take(slug(member.kind === ReflectionKind.Constructor ? 'constructor' : member.name)) }),
  );
  for (const { member, anchor } of members) {
    anchorOf.set(member.id, anchor);
    if (member.getSignature) anchorOf.set(member.getSignature.id, anchor);
    if (member.setSignature) anchorOf.set(member.setSignature.id, anchor);
    numberOverloads(member, anchor);
  }
  // A function's page is the function: a single signature needs no anchor, overloads get `name-1`, `name-2`…
  if (item.kind === 'function' && (item.reflection.signatures?.length ?? 0) > 1) numberOverloads(item.reflection, slug(item.name));
  return { container, members, anchorOf, overloads };
}
