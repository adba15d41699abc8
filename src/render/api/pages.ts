// Exported items → `Page` objects: one page per item, laid out by kind, plus the index (every item with its summary,
// grouped by kind) and the globals page (every item A–Z). Pages carry HAST and their TOC; the theme renders them.
import type { Element, ElementContent, Root } from 'hast';
import { ReflectionKind } from './reflection-kinds.ts';
import { API_CLASS } from '../../shared/api-classes.ts';
import type { ApiItemPage, ApiListPage, PageWithBody, TocHeading } from '../../shared/types.ts';
import { SECTION_IDS, type ItemAnchors } from './anchors.ts';
import type { CommentRenderer } from './comments.ts';
import type { ExternalInheritance } from './external-key.ts';
import { breakable, h, inlineCode, signatureBlock, type Seg } from './hast.ts';
import type { ApiLinks } from './links.ts';
import type { MemberRenderer } from './members.ts';
import { groupOf, MEMBER_GROUPS, type ApiItem, type ApiModel, type Decl, type KindInfo, type MemberGroup, type SomeType } from './model.ts';
import { parameterName, type TypeFormatter } from './type-format.ts';
import { contentHash } from '../core/hash.ts';
import { unreachable } from '../../shared/unreachable.ts';

const GROUP_IDS: Record<MemberGroup, string> = {
  Constructors: SECTION_IDS.constructors,
  Properties: SECTION_IDS.properties,
  Accessors: SECTION_IDS.accessors,
  Methods: SECTION_IDS.methods,
};

export interface PageBuilderDeps {
  model: ApiModel;
  links: ApiLinks;
  format: TypeFormatter;
  comments: CommentRenderer;
  members: MemberRenderer;
  /** What classes inherit from classes outside the SDK. */
  inherited: ExternalInheritance;
  sidebarId: string;
  /** The kinds in the order the index lists them (kindOrder). */
  kinds: readonly KindInfo[];
  /** Everything besides a reflection that shapes its page (config, base, cache key); part of every page hash. */
  contextHash: string;
}

export class PageBuilder {
  constructor(private readonly d: PageBuilderDeps) {}

  async itemPage(item: ApiItem): Promise<PageWithBody<ApiItemPage>> {
    const { links, comments } = this.d;
    const r = item.reflection;
    const anchors = links.anchorsOf(item);
    const headings: TocHeading[] = [];
    // The main comment sits right under the page's h1.
    const ctx = { ...comments.contextOf(r, item.name), headingLevel: 1 };
    // Functions keep their documentation on the signature; a single-signature function's page is that signature.
    const mainComment = r.comment ?? (item.kind === 'function' && r.signatures?.length === 1 ? r.signatures[0]?.comment : undefined);

    const body: ElementContent[] = [h('div', { className: ['api-header'] }, [h('span', { className: [API_CLASS.kindBadge, `api-kind-${item.kind}`] }, item.info.singular), ...this.d.members.flags(r, mainComment)])];
    const deprecation = await comments.deprecation(mainComment, ctx);
    if (deprecation) body.push(deprecation);
    const declaration = this.declaration(item);
    if (declaration) body.push(signatureBlock(declaration, links));
    if (item.kind !== 'function') body.push(...(await comments.body(mainComment, ctx)), ...this.d.members.source(r));

    switch (item.kind) {
      case 'class':
      case 'interface':
        body.push(...(await this.typeParameters(item, headings)));
        body.push(...this.hierarchy(item, headings));
        body.push(...(await this.callAndIndexSignatures(item, headings)));
        body.push(...(await this.memberGroups(item, anchors, headings)));
        body.push(...this.inheritedFromOutside(item, headings));
        break;
      case 'enumeration':
        body.push(...(await this.enumMembers(item, anchors, headings)));
        break;
      case 'function':
        body.push(...(await this.functionSignatures(item, anchors, headings)));
        break;
      case 'type-alias':
        body.push(...(await this.typeParameters(item, headings)));
        body.push(...(await this.typeDeclaration(item, anchors, headings)));
        break;
      case 'variable':
        body.push(...(await this.typeDeclaration(item, anchors, headings)));
        break;
      default:
        unreachable(item.kind);
    }

    return {
      route: links.route(item),
      kind: 'api',
      apiKind: item.kind,
      name: item.name,
      id: item.id,
      title: item.name,
      description: comments.summaryText(mainComment),
      frontmatter: {},
      headings,
      body: { type: 'root', children: body },
      links: [],
      sidebar: this.d.sidebarId,
      // The reflection JSON is a pure function of the cache key inside contextHash, so hashing the key and the item's
      // id changes exactly when its JSON can change, without serialising ~5 MB of reflections on every build.
      hash: contentHash(this.d.contextHash, item.id),
    };
  }

  /** `/api/`: every item grouped by kind, with its one-line summary. */
  async indexPage(title: string, packageLabel: string): Promise<PageWithBody<ApiListPage>> {
    const { model, links, comments } = this.d;
    const headings: TocHeading[] = [];
    const body: ElementContent[] = [
      h('p', { className: ['api-intro'] }, [
        `Reference for every export of `,
        h('code', {}, packageLabel),
        `, generated from its TypeScript sources and doc comments. `,
        h('a', { href: links.use(links.globalsRoute) }, 'All exports A–Z'),
        '.',
      ]),
    ];
    const summaries: string[] = [];
    for (const info of this.d.kinds) {
      const items = model.items.filter((item) => item.info === info);
      if (items.length === 0) continue;
      const id = info.dir;
      headings.push({ depth: 2, id, text: info.plural });
      const rows: Element[] = [];
      for (const item of items) {
        const mainComment = this.mainComment(item);
        const summary = await comments.summaryInline(mainComment, comments.contextOf(item.reflection, item.name));
        summaries.push(`${item.id}\0${comments.summaryText(mainComment) ?? ''}`);
        rows.push(h('tr', {}, [h('td', {}, [h('a', { href: links.use(links.route(item)) }, [h('code', {}, breakable(item.name))])]), h('td', {}, summary)]));
      }
      body.push(
        h('section', { className: ['api-section'] }, [
          h('h2', { id }, info.plural),
          h('table', { className: ['api-index-table'] }, [h('thead', {}, [h('tr', {}, [h('th', {}, 'Name'), h('th', {}, 'Description')])]), h('tbody', {}, rows)]),
        ]),
      );
    }
    return this.listPage(links.indexRoute, 'index', title, `Reference for every export of ${packageLabel}.`, headings, body, summaries);
  }

  /** `/api/globals`: every export A–Z with its kind, for readers who know the name but not the kind. */
  globalsPage(packageLabel: string): PageWithBody<ApiListPage> {
    const { model, links } = this.d;
    const headings: TocHeading[] = [];
    const byLetter = new Map<string, ApiItem[]>();
    const sorted = [...model.items].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || (a.name < b.name ? -1 : 1));
    for (const item of sorted) {
      const first = item.name.replace(/^[^A-Za-z]+/, '').charAt(0).toUpperCase() || '#';
      const letter = /[A-Z]/.test(first) ? first : '#';
      byLetter.set(letter, [...(byLetter.get(letter) ?? []), item]);
    }
    const body: ElementContent[] = [h('p', { className: ['api-intro'] }, [`All ${model.items.length} exports of `, h('code', {}, packageLabel), `, alphabetically.`])];
    for (const [letter, items] of byLetter) {
      const id = letter === '#' ? 'other' : letter.toLowerCase();
      headings.push({ depth: 2, id, text: letter });
      body.push(
        h('section', { className: ['api-section'] }, [
          h('h2', { id }, letter),
          h(
            'ul',
            { className: ['api-globals-list'] },
            items.map((item) => h('li', {}, [h('a', { href: links.use(links.route(item)) }, [h('code', {}, breakable(item.name))]), ' ', h('span', { className: [API_CLASS.kindBadge, `api-kind-${item.kind}`] }, item.info.singular)])),
          ),
        ]),
      );
    }
    return this.listPage(links.globalsRoute, 'globals', 'Globals', `Every export of ${packageLabel}, A–Z.`, headings, body, sorted.map((i) => i.id));
  }

  private listPage(route: string, id: ApiListPage['apiKind'], title: string, description: string, headings: TocHeading[], body: ElementContent[], hashInput: string[]): PageWithBody<ApiListPage> {
    const root: Root = { type: 'root', children: body };
    return {
      route,
      kind: 'api',
      apiKind: id,
      id,
      title,
      description,
      frontmatter: {},
      headings,
      body: root,
      links: [],
      sidebar: this.d.sidebarId,
      hash: contentHash(this.d.contextHash, title, ...hashInput),
    };
  }

  private mainComment(item: ApiItem): Decl['comment'] {
    const r = item.reflection;
    return r.comment ?? (item.kind === 'function' ? r.signatures?.[0]?.comment : undefined);
  }

  /** The declaration line(s) at the top of the page: `class Panel<T> extends View implements …`, `type X = …`. */
  private declaration(item: ApiItem): Seg[] | undefined {
    const { format } = this.d;
    const r = item.reflection;
    const kw = (text: string): Seg => ({ text, cls: 'api-kw' });
    const name: Seg = { text: item.name, cls: 'api-name' };
    switch (item.kind) {
      case 'class':
      case 'interface': {
        const segs: Seg[] = [
          ...(r.flags.isAbstract ? [kw('abstract ')] : []),
          kw(item.kind === 'class' ? 'class ' : 'interface '),
          name,
          ...format.typeParameters(r.typeParameters),
        ];
        const clause = (keyword: string, types: SomeType[] | undefined) => {
          if (!types?.length) return;
          segs.push(kw(` ${keyword} `));
          types.forEach((t, i) => segs.push(...(i ? [{ text: ', ' }] : []), ...format.type(t)));
        };
        clause('extends', r.extendedTypes);
        clause('implements', r.implementedTypes);
        return segs;
      }
      case 'enumeration':
        return [...(r.flags.isConst ? [kw('const ')] : []), kw('enum '), name];
      case 'type-alias': {
        const lead: Seg[] = [kw('type '), name, ...format.typeParameters(r.typeParameters), { text: ' = ' }];
        return [...lead, ...(r.type ? format.declarationType(r.type, lead) : format.objectType(r, 0, false, true))];
      }
      case 'variable': {
        const value = r.defaultValue !== undefined && r.defaultValue !== '...' ? r.defaultValue : undefined;
        // `const GAP: 0.25 = 0.25` says it twice: a literal-typed constant shows just its value.
        const head: Seg[] = [kw(r.flags.isConst ? 'const ' : 'let '), name];
        const lead: Seg[] = [...head, { text: ': ' }];
        const type: Seg[] = value !== undefined && r.type?.type === 'literal' ? head : [...lead, ...format.declarationType(r.type, lead)];
        return [...type, ...(value !== undefined ? [{ text: ' = ' }, { text: value, cls: 'api-lit' as const }] : [])];
      }
      case 'function':
        return undefined;
      default:
        return unreachable(item.kind);
    }
  }

  private async typeParameters(item: ApiItem, headings: TocHeading[]): Promise<ElementContent[]> {
    const params = item.reflection.typeParameters;
    if (!params?.length) return [];
    headings.push({ depth: 2, id: SECTION_IDS.typeParameters, text: 'Type Parameters' });
    const list = await this.d.members.typeParameterList(params, this.d.comments.contextOf(item.reflection, item.name), false);
    return [this.section(SECTION_IDS.typeParameters, 'Type Parameters', [list])];
  }

  private hierarchy(item: ApiItem, headings: TocHeading[]): ElementContent[] {
    const r = item.reflection;
    const rows: [string, SomeType[] | undefined][] = [
      ['Extends', r.extendedTypes],
      ['Implements', r.implementedTypes],
      [item.kind === 'class' ? 'Known subclasses' : 'Extended by', r.extendedBy],
      ['Implemented by', r.implementedBy],
    ];
    const entries: ElementContent[] = [];
    for (const [label, types] of rows) {
      if (!types?.length) continue;
      const sorted = label === 'Extends' || label === 'Implements' ? types : [...types].sort((a, b) => typeName(a).localeCompare(typeName(b), 'en'));
      entries.push(h('dt', {}, label), h('dd', {}, [h('ul', {}, sorted.map((t) => h('li', {}, [inlineCode(this.d.format.type(t, 'top', 0, true), this.d.links)])))]));
    }
    if (entries.length === 0) return [];
    headings.push({ depth: 2, id: SECTION_IDS.hierarchy, text: 'Hierarchy' });
    return [this.section(SECTION_IDS.hierarchy, 'Hierarchy', [h('dl', { className: ['api-hierarchy'] }, entries)])];
  }

  /** Interfaces that are callable or indexable: `(x: T): R`, `[key: string]: V`. */
  private async callAndIndexSignatures(item: ApiItem, headings: TocHeading[]): Promise<ElementContent[]> {
    const { format, members, links, comments } = this.d;
    const r = item.reflection;
    const out: ElementContent[] = [];
    if (r.signatures?.length) {
      headings.push({ depth: 2, id: SECTION_IDS.callSignatures, text: 'Call Signatures' });
      const blocks: ElementContent[] = [];
      for (const sig of r.signatures) {
        const keyword = sig.kind === ReflectionKind.ConstructorSignature ? ('new' as const) : undefined;
        blocks.push(signatureBlock(format.signature(sig, { keyword }), links), ...(await members.signatureDetails(sig, comments.contextOf(sig, item.name), { returns: true })));
      }
      out.push(this.section(SECTION_IDS.callSignatures, 'Call Signatures', blocks));
    }
    if (r.indexSignatures?.length) {
      headings.push({ depth: 2, id: SECTION_IDS.indexSignatures, text: 'Index Signatures' });
      const blocks: ElementContent[] = [];
      for (const sig of r.indexSignatures) {
        blocks.push(signatureBlock(format.indexSignature(sig, 0), links), ...(await comments.body(sig.comment, comments.contextOf(sig, item.name))));
      }
      out.push(this.section(SECTION_IDS.indexSignatures, 'Index Signatures', blocks));
    }
    return out;
  }

  /** Constructors, Properties, Accessors, Methods: each a TOC entry with its members under it. */
  private async memberGroups(item: ApiItem, anchors: ItemAnchors, headings: TocHeading[]): Promise<ElementContent[]> {
    const out: ElementContent[] = [];
    for (const group of MEMBER_GROUPS) {
      const members = anchors.members.filter(({ member }) => groupOf(member) === group);
      if (members.length === 0) continue;
      const id = GROUP_IDS[group];
      headings.push({ depth: 2, id, text: group });
      const sections: ElementContent[] = [];
      for (const anchored of members) {
        const { member, anchor } = anchored;
        headings.push({ depth: 3, id: anchor, text: member.kind === ReflectionKind.Constructor ? 'constructor' : member.name });
        sections.push(await this.d.members.member(item, anchored, anchors));
      }
      out.push(this.section(id, group, sections));
    }
    return out;
  }

  private async enumMembers(item: ApiItem, anchors: ItemAnchors, headings: TocHeading[]): Promise<ElementContent[]> {
    return this.memberSection(item, anchors, headings, SECTION_IDS.members, 'Members');
  }

  /** One section listing the item's anchored members, each under its own h3 (and in the TOC). */
  private async memberSection(item: ApiItem, anchors: ItemAnchors, headings: TocHeading[], id: string, title: string): Promise<ElementContent[]> {
    if (anchors.members.length === 0) return [];
    headings.push({ depth: 2, id, text: title });
    const sections: ElementContent[] = [];
    for (const anchored of anchors.members) {
      headings.push({ depth: 3, id: anchored.anchor, text: anchored.member.name });
      sections.push(await this.d.members.member(item, anchored, anchors));
    }
    return [this.section(id, title, sections)];
  }

  /**
   * The members a class inherits from classes outside the SDK (three.js's Object3D, the DOM's Event), folded, one
   * `<details>` per ancestor, each member linked to that library's documentation.
   */
  private inheritedFromOutside(item: ApiItem, headings: TocHeading[]): ElementContent[] {
    const { external } = this.d.links;
    const groups = (this.d.inherited[item.reflection.id] ?? [])
      .map(({ owner, members }) => ({
        owner,
        members: members.flatMap((member) => {
          const href = external.url({ ...owner, qualifiedName: `${owner.qualifiedName}.${member.name}` });
          return href ? [{ ...member, href }] : [];
        }),
      }))
      .filter((group) => group.members.length > 0);
    if (groups.length === 0) return [];
    const libraries = [...new Set(groups.map(({ owner }) => (owner.packageName === '@types/three' || owner.packageName === 'three' ? 'three.js' : owner.qualifiedName)))];
    const title = `Inherited from ${libraries.join(' and ')}`;
    headings.push({ depth: 2, id: SECTION_IDS.inheritedMembers, text: title });
    const blocks = groups.map(({ owner, members }) => {
      const properties = members.filter((m) => m.kind === 'property').length;
      const methods = members.length - properties;
      const counts = [properties ? plural(properties, 'property', 'properties') : '', methods ? plural(methods, 'method', 'methods') : ''].filter(Boolean).join(' and ');
      return h('details', { className: ['api-inherited-external'] }, [
        h('summary', {}, [h('code', {}, owner.qualifiedName), `: ${counts}`]),
        h(
          'ul',
          { className: ['api-inherited-list'] },
          members.map((m) => h('li', {}, [h('a', { href: m.href, className: ['api-external'] }, [h('code', {}, breakable(m.kind === 'method' ? `${m.name}()` : m.name))])])),
        ),
      ]);
    });
    return [this.section(SECTION_IDS.inheritedMembers, title, blocks)];
  }

  /** A function's signature(s): one block, or one numbered, anchored block per overload. */
  private async functionSignatures(item: ApiItem, anchors: ItemAnchors, headings: TocHeading[]): Promise<ElementContent[]> {
    const { format, members, links, comments } = this.d;
    const overloads = anchors.overloads.get(item.reflection.id);
    if (overloads) headings.push({ depth: 2, id: SECTION_IDS.overloads, text: 'Overloads' });
    const blocks: ElementContent[] = [];
    for (const { signature: sig, anchor: id } of overloads ?? (item.reflection.signatures ?? []).map((signature) => ({ signature, anchor: undefined }))) {
      // A single signature is the page (under its h1); overloads sit under their h3s.
      const ctx = { ...comments.contextOf(sig, item.name), headingLevel: overloads ? 3 : 1 };
      const content: ElementContent[] = [
        signatureBlock(format.signature(sig, { name: item.name, keyword: undefined }), links),
        ...(overloads ? await this.deprecation(sig.comment, ctx) : []),
        ...(await members.signatureDetails(sig, ctx, { returns: true })),
        ...members.source(sig),
      ];
      if (id === undefined) {
        blocks.push(...content);
        continue;
      }
      const label = `${item.name}(${(sig.parameters ?? []).map(parameterName).join(', ')})`;
      headings.push({ depth: 3, id, text: label });
      blocks.push(h('section', { className: ['api-member', 'api-overload'] }, [h('h3', { id, className: ['api-member-title'] }, [h('code', {}, breakable(label))]), ...content]));
    }
    if (!overloads) return blocks;
    return [this.section(SECTION_IDS.overloads, 'Overloads', blocks)];
  }

  /** The properties of an object type alias or an object-valued variable, as members with anchors. */
  private async typeDeclaration(item: ApiItem, anchors: ItemAnchors, headings: TocHeading[]): Promise<ElementContent[]> {
    if (!anchors.container) return [];
    return this.memberSection(item, anchors, headings, SECTION_IDS.typeDeclaration, 'Type Declaration');
  }

  private async deprecation(comment: Decl['comment'], ctx: ReturnType<CommentRenderer['contextOf']>): Promise<Element[]> {
    const callout = await this.d.comments.deprecation(comment, ctx);
    return callout ? [callout] : [];
  }

  private section(id: string, title: string, children: ElementContent[]): Element {
    return h('section', { className: ['api-section'] }, [h('h2', { id }, title), ...children]);
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function typeName(type: SomeType): string {
  return type.type === 'reference' ? type.name : '';
}
