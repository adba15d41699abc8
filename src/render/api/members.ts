// One member (constructor, property, accessor, method, enum member) or one signature as HAST: its heading and
// flags, its full signature, its documentation, parameters and return value, where it comes from (inherited,
// overridden, implemented) and where it is defined in the SDK's source.
import type { Element, ElementContent } from 'hast';
import { ReflectionKind } from './reflection-kinds.ts';
import { API_CLASS } from '../../shared/api-classes.ts';
import type { AnchoredMember, ItemAnchors } from './anchors.ts';
import type { CommentContext, CommentRenderer } from './comments.ts';
import { sourceLink, type ResolvedApiConfig } from './config.ts';
import { breakable, h, inlineCode, signatureBlock, type Seg } from './hast.ts';
import type { ApiLinks } from './links.ts';
import { declaringReference, type AnyReflection, type ApiItem, type ApiModel, type Decl, type Sig, type SomeType } from './model.ts';
import { propertyName, type TypeFormatter } from './type-format.ts';

/** Modifier tags worth a badge; the rest (`@override`, `@public` …) only restate the signature. */
const BADGE_TAGS = ['@alpha', '@beta', '@experimental', '@sealed', '@virtual'];

export class MemberRenderer {
  constructor(
    private readonly format: TypeFormatter,
    private readonly comments: CommentRenderer,
    private readonly links: ApiLinks,
    private readonly config: ResolvedApiConfig,
    private readonly model: ApiModel,
  ) {}

  /** A member of a class, interface, enum or object type: `section.api-member` with an `h3` carrying the anchor. */
  async member(item: ApiItem, { member, anchor }: AnchoredMember, anchors: ItemAnchors): Promise<Element> {
    // Inherited members carry their ancestor's comment; name the ancestor in warnings so each is reported once.
    const owner = declaringReference(this.model, member.inheritedFrom)?.name ?? `${item.name}.${member.name}`;
    const ctx = this.comments.contextOf(member, owner);
    // The comment that speaks for the member as a whole; an overloaded method's signatures each keep their own.
    const overloaded = (member.signatures?.length ?? 0) > 1;
    const commentHolder =
      member.comment ?? member.getSignature?.comment ?? member.setSignature?.comment ?? (overloaded ? undefined : member.signatures?.[0]?.comment);
    const isConstructor = member.kind === ReflectionKind.Constructor;
    const heading = h('h3', { id: anchor, className: ['api-member-title'] }, [
      h('code', {}, breakable(isConstructor ? 'constructor' : member.name)),
      ...this.flags(member, commentHolder),
    ]);
    const body: ElementContent[] = [];
    const deprecation = await this.comments.deprecation(commentHolder, ctx);

    if (member.signatures?.length) {
      const overloads = anchors.overloads.get(member.id);
      for (const { signature: sig, anchor: overloadAnchor } of overloads ?? member.signatures.map((signature) => ({ signature, anchor: undefined }))) {
        const name = isConstructor ? item.name : member.name + (member.flags.isOptional ? '?' : '');
        const segs = this.format.signature(sig, {
          name,
          keyword: isConstructor ? 'new' : undefined,
          modifiers: this.modifiers(member),
          hideReturn: isConstructor,
        });
        const sigCtx = this.comments.contextOf(sig, owner);
        const content: ElementContent[] = [
          signatureBlock(segs, this.links),
          ...(overloads ? await this.deprecationOf(sig, sigCtx) : []),
          // An inherited constructor carries its base's comment, whose summary tells what constructing the base makes
          // ("This creates a new Object3D object." on every Script): the "Inherited from" line names the base, and
          // the parameters' descriptions still hold.
          ...(await this.signatureDetails(sig, sigCtx, { returns: !isConstructor, summary: !(isConstructor && sig.inheritedFrom) })),
          ...this.origin(sig.inheritedFrom ? sig : member),
          ...this.source(sig),
        ];
        body.push(overloadAnchor === undefined ? h('div', { className: ['api-signature-group'] }, content) : h('div', { id: overloadAnchor, className: ['api-overload'] }, content));
      }
    } else if (member.kind === ReflectionKind.Accessor) {
      const segs: Seg[] = [];
      const accessors = [member.getSignature, member.setSignature].filter((s): s is Sig => !!s);
      for (const sig of accessors) {
        if (segs.length) segs.push({ text: '\n' });
        const isGet = sig === member.getSignature;
        segs.push(...this.format.signature(sig, { name: member.name, keyword: isGet ? 'get' : 'set', modifiers: this.modifiers(member), hideReturn: !isGet }));
      }
      body.push(signatureBlock(segs, this.links));
      for (const sig of accessors) body.push(...(await this.signatureDetails(sig, this.comments.contextOf(sig, owner), { returns: false })));
      body.push(...this.origin(member), ...this.source(member));
    } else {
      body.push(signatureBlock(this.propertySegs(member), this.links));
      body.push(...(await this.comments.body(member.comment, ctx)));
      body.push(...this.origin(member), ...this.source(member));
    }

    const classes = ['api-member', ...(member.inheritedFrom ? ['api-inherited'] : [])];
    return h('section', { className: classes }, [heading, ...(deprecation ? [deprecation] : []), ...body]);
  }

  /** Everything below a signature line: its comment, type parameters, parameters and return value. */
  async signatureDetails(sig: Sig, ctx: CommentContext, options: { returns: boolean; summary?: boolean }): Promise<ElementContent[]> {
    const out: ElementContent[] = [...(await this.comments.body(sig.comment, ctx, { summary: options.summary }))];
    // A constructor's type parameters are the class's, listed once on the page.
    if (sig.typeParameters?.length && sig.kind !== ReflectionKind.ConstructorSignature) out.push(await this.typeParameterList(sig.typeParameters, ctx));
    // A setter's single parameter restates the accessor's type; list parameters only where they say something.
    const params = sig.kind === ReflectionKind.SetSignature ? (sig.parameters ?? []).filter((p) => p.comment) : (sig.parameters ?? []);
    if (params.length) {
      const items: Element[] = [];
      for (const param of params) {
        const description = await this.comments.summary(param.comment?.summary, ctx);
        items.push(h('li', { className: ['api-param'] }, [inlineCode(this.format.parameter(param, 0, true), this.links), ...description]));
      }
      out.push(h('div', { className: [API_CLASS.params] }, [h('p', { className: [API_CLASS.label] }, 'Parameters'), h('ul', {}, items)]));
    }
    if (options.returns && sig.type) {
      const returns = await this.comments.returns(sig.comment, ctx);
      // `void` with nothing to say about it is already clear from the signature.
      if (sig.type.type === 'intrinsic' && sig.type.name === 'void' && returns.length === 0) return out;
      out.push(h('div', { className: [API_CLASS.returns] }, [h('p', { className: [API_CLASS.label] }, 'Returns'), h('p', {}, [inlineCode(this.format.type(sig.type, 'top', 0, true), this.links)]), ...returns]));
    }
    return out;
  }

  /** `label: false` when the list sits under its own "Type Parameters" heading. */
  async typeParameterList(params: NonNullable<Sig['typeParameters']>, ctx: CommentContext, label = true): Promise<Element> {
    const items: Element[] = [];
    for (const param of params) {
      items.push(h('li', { className: ['api-param'] }, [inlineCode(this.format.typeParameter(param, 0, true), this.links), ...(await this.comments.summary(param.comment?.summary, ctx))]));
    }
    return h('div', { className: [API_CLASS.typeParams] }, [...(label ? [h('p', { className: [API_CLASS.label] }, 'Type parameters')] : []), h('ul', {}, items)]);
  }

  /** `static readonly name?: Type = value`, as declared. */
  propertySegs(member: Decl): Seg[] {
    if (member.kind === ReflectionKind.EnumMember) {
      return [{ text: member.name, cls: 'api-name' }, { text: ' = ' }, ...this.format.type(member.type, 'top', 0)];
    }
    const value = member.defaultValue !== undefined && member.defaultValue !== '...' ? member.defaultValue : undefined;
    const lead: Seg[] = [
      ...this.modifiers(member).map((m) => ({ text: `${m} `, cls: 'api-kw' as const })),
      ...(member.flags.isReadonly ? [{ text: 'readonly ', cls: 'api-kw' as const }] : []),
      { text: propertyName(member.name), cls: 'api-name' },
      { text: member.flags.isOptional ? '?: ' : ': ' },
    ];
    return [...lead, ...this.format.typeAfter(lead, member.type, 0), ...(value !== undefined ? [{ text: ' = ' }, { text: value, cls: 'api-lit' as const }] : [])];
  }

  /** Badges after a member's name: the flags TypeScript shows as keywords, plus deprecation and release tags. */
  flags(reflection: Decl, comment: Decl['comment']): Element[] {
    const f = reflection.flags;
    const names: string[] = [];
    if (f.isStatic) names.push('static');
    if (f.isProtected) names.push('protected');
    if (f.isPrivate) names.push('private');
    if (f.isAbstract) names.push('abstract');
    const getterOnly = reflection.kind === ReflectionKind.Accessor && reflection.getSignature && !reflection.setSignature;
    if (f.isReadonly || getterOnly) names.push('readonly');
    if (f.isOptional) names.push('optional');
    if (comment?.blockTags?.some((t) => t.tag === '@deprecated')) names.push('deprecated');
    for (const tag of comment?.modifierTags ?? []) if (BADGE_TAGS.includes(tag)) names.push(tag.slice(1));
    if (names.length === 0) return [];
    return [h('span', { className: [API_CLASS.flags] }, names.map((name) => h('span', { className: ['api-flag', `api-flag-${name}`] }, name)))];
  }

  /** Keywords that precede a member in source. */
  modifiers(member: Decl): string[] {
    const f = member.flags;
    return [...(f.isStatic ? ['static'] : []), ...(f.isProtected ? ['protected'] : []), ...(f.isPrivate ? ['private'] : []), ...(f.isAbstract ? ['abstract'] : [])];
  }

  /** "Inherited from Script.init", "Overrides View.update", "Implementation of Draggable.draggingMode". */
  origin(reflection: Decl | Sig): Element[] {
    const lines: Element[] = [];
    const entries: [string, SomeType | undefined][] = [
      ['Inherited from', declaringReference(this.model, reflection.inheritedFrom)],
      ['Overrides', reflection.overwrites],
      ['Implementation of', reflection.implementationOf],
    ];
    for (const [label, type] of entries) {
      if (type?.type !== 'reference') continue;
      const href = this.links.urlOfTarget(type.target);
      const name = type.name.replace(/<.*?>/g, '');
      const ref = href ? h('a', { href: this.links.use(href) }, [h('code', {}, name)]) : h('code', {}, name);
      lines.push(h('p', { className: ['api-origin'] }, [`${label} `, ref]));
    }
    return lines;
  }

  /** "Defined in src/core/Core.ts:54", linked to the SDK's repository (see `sourceLink`). */
  source(reflection: AnyReflection): Element[] {
    const source = 'sources' in reflection ? reflection.sources?.[0] : undefined;
    const link = source?.fileName ? sourceLink(this.config, source.fileName, source.line) : undefined;
    if (!link) return [];
    const { label, href } = link;
    return [h('p', { className: [API_CLASS.source] }, ['Defined in ', href === undefined ? label : h('a', { href, className: ['api-external'] }, label)])];
  }

  private async deprecationOf(sig: Sig, ctx: CommentContext): Promise<Element[]> {
    const callout = await this.comments.deprecation(sig.comment, ctx);
    return callout ? [callout] : [];
  }
}
