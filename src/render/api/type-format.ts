// Types and signatures as readable TypeScript: TypeDoc's type JSON → segments (text with roles and links). Short
// things stay on one line; object types, parameter lists, type arguments, tuples and unions that would pass the width
// break into one entry per line, indented, so long option types and string unions read like source (as prettier lays
// them out).
import { ReflectionKind } from './reflection-kinds.ts';
import type { Seg } from './hast.ts';
import type { ApiLinks } from './links.ts';
import type { Decl, Param, Sig, SomeType, TypeParam } from './model.ts';
import { unreachable } from '../../shared/unreachable.ts';

/** Where a type appears; decides whether it needs parentheses. */
type Where = 'top' | 'array' | 'union' | 'intersection' | 'operator' | 'conditionalCheck' | 'conditionalExtends' | 'indexedObject' | 'optional';

const WIDTH = 80;
const INDENT = '  ';

export interface SignatureOptions {
  /** Name shown before the parameters; omitted for function types. */
  name?: string;
  /** `new` for constructors and construct signatures, `get`/`set` for accessors. */
  keyword?: 'new' | 'get' | 'set';
  /** Modifier keywords before everything (`static`, `protected`, `abstract`). */
  modifiers?: string[];
  /** `=>` between parameters and return type (function types) instead of `:`. */
  arrow?: boolean;
  /** Setters and constructors show no return type. */
  hideReturn?: boolean;
}

export class TypeFormatter {
  private readonly flatCache = new WeakMap<object, string>();

  constructor(private readonly links: ApiLinks) {}

  /**
   * A declaration's own type after `lead` (`type X = `, `const x: `): an object type with several members gets a line
   * each, anything else breaks when the whole line would pass the width.
   */
  declarationType(type: SomeType | undefined, lead: Seg[]): Seg[] {
    return type?.type === 'reflection' ? this.objectType(type.declaration, 0, false, true) : this.typeAfter(lead, type, 0);
  }

  /**
   * `type` written after `lead` on the same line (`name: `, `readonly x?: `): when the line would pass the width, the
   * type's outermost construct breaks over lines even if the type alone would fit.
   */
  typeAfter(lead: Seg[], type: SomeType | undefined, indent: number, flat = false): Seg[] {
    if (flat || !type) return this.type(type, 'top', indent, flat);
    const width = indent * INDENT.length + lead.reduce((n, seg) => n + seg.text.length, 0) + this.flatText(type).length;
    return this.type(type, 'top', indent, false, width > WIDTH);
  }

  /** `force`: break the outermost construct that can break (type arguments, tuple, object, parameters, union). */
  type(type: SomeType | undefined, where: Where = 'top', indent = 0, flat = false, force = false): Seg[] {
    if (!type) return [{ text: 'unknown', cls: 'api-intrinsic' }];
    const inner = this.bare(type, where, indent, flat, force);
    return needsParens(type, where) ? [{ text: '(' }, ...inner, { text: ')' }] : inner;
  }

  /** The single-line text of a type, memoised: used to decide whether something fits on a line. */
  flatText(type: SomeType): string {
    let text = this.flatCache.get(type);
    if (text === undefined) {
      text = this.type(type, 'top', 0, true)
        .map((s) => s.text)
        .join('');
      this.flatCache.set(type, text);
    }
    return text;
  }

  private bare(type: SomeType, where: Where, indent: number, flat: boolean, force: boolean): Seg[] {
    switch (type.type) {
      case 'intrinsic':
        return [{ text: type.name, cls: 'api-intrinsic' }];
      case 'literal':
        return [{ text: literalText(type.value), cls: 'api-lit' }];
      case 'reference':
        return this.reference(type, indent, flat, force);
      case 'array':
        return [...this.type(type.elementType, 'array', indent, flat, force), { text: '[]' }];
      case 'optional':
        return [...this.type(type.elementType, 'optional', indent, flat), { text: '?' }];
      case 'rest':
        return [{ text: '...' }, ...this.type(type.elementType, 'array', indent, flat)];
      case 'union':
        return this.union(type.types, where, indent, flat, force);
      case 'intersection':
        return join(type.types.map((t) => this.type(t, 'intersection', indent, flat)), ' & ');
      case 'tuple':
        return this.list('[', ']', type.elements ?? [], type, indent, flat, force, ',');
      case 'namedTupleMember':
        return [{ text: type.name, cls: 'api-name' }, { text: type.isOptional ? '?: ' : ': ' }, ...this.type(type.element, 'top', indent, flat)];
      case 'typeOperator':
        return [{ text: `${type.operator} `, cls: 'api-kw' }, ...this.type(type.target, 'operator', indent, flat, force)];
      case 'query':
        return [{ text: 'typeof ', cls: 'api-kw' }, ...this.type(type.queryType, 'operator', indent, flat)];
      case 'indexedAccess':
        return [...this.type(type.objectType, 'indexedObject', indent, flat), { text: '[' }, ...this.type(type.indexType, 'top', indent, flat), { text: ']' }];
      case 'conditional':
        return this.conditional(type, where, indent, flat);
      case 'inferred':
        return [
          { text: 'infer ', cls: 'api-kw' },
          { text: type.name, cls: 'api-tp' },
          ...(type.constraint ? [{ text: ' extends ', cls: 'api-kw' as const }, ...this.type(type.constraint, 'conditionalExtends', indent, flat)] : []),
        ];
      case 'predicate':
        return [
          ...(type.asserts ? [{ text: 'asserts ', cls: 'api-kw' as const }] : []),
          { text: type.name, cls: 'api-name' },
          ...(type.targetType ? [{ text: ' is ', cls: 'api-kw' as const }, ...this.type(type.targetType, 'top', indent, flat)] : []),
        ];
      case 'templateLiteral':
        return [
          { text: '`' + escapeTemplate(type.head), cls: 'api-lit' },
          ...type.tail.flatMap(([t, text]) => [{ text: '${' }, ...this.type(t, 'top', indent, flat), { text: '}' }, { text: escapeTemplate(text), cls: 'api-lit' as const }]),
          { text: '`', cls: 'api-lit' },
        ];
      case 'mapped':
        return this.mapped(type, indent, flat);
      case 'reflection':
        return this.objectType(type.declaration, indent, flat, false, force);
      case 'unknown':
        return [{ text: type.name }];
      default:
        return unreachable(type);
    }
  }

  private reference(type: Extract<SomeType, { type: 'reference' }>, indent: number, flat: boolean, force: boolean): Seg[] {
    const name: Seg = type.refersToTypeParameter
      ? { text: type.name, cls: 'api-tp' }
      : { text: type.name, cls: 'api-ref', href: type.externalUrl ?? this.links.urlOfTarget(type.target) };
    if (!name.href) delete name.href;
    const args = type.typeArguments ?? [];
    if (args.length === 0) return [name];
    return [name, ...this.list('<', '>', args, type, indent, flat, force, '')];
  }

  /**
   * Type arguments or tuple elements: `open a, b close` on one line when it fits (and no break is forced), else one
   * per line, indented, separated by commas and ending in `trailing` (as prettier writes tuples and type arguments).
   */
  private list(open: string, close: string, types: SomeType[], whole: SomeType, indent: number, flat: boolean, force: boolean, trailing: string): Seg[] {
    if (flat || types.length === 0 || (!force && this.flatText(whole).length + indent * INDENT.length <= WIDTH)) {
      return [{ text: open }, ...join(types.map((t) => this.type(t, 'top', indent, flat)), ', '), { text: close }];
    }
    const pad = INDENT.repeat(indent + 1);
    const items = types.map((t, i) => [{ text: `\n${pad}` }, ...this.type(t, 'top', indent + 1, false), { text: i < types.length - 1 ? ',' : trailing }]);
    return [{ text: open }, ...items.flat(), { text: `\n${INDENT.repeat(indent)}${close}` }];
  }

  private union(types: SomeType[], where: Where, indent: number, flat: boolean, force = false): Seg[] {
    const flatSegs = join(types.map((t) => this.type(t, 'union', indent, true)), ' | ');
    // Only a union standing on its own (a type alias body, a property type) is broken over lines; inside another
    // construct the line break would land mid-expression.
    if (flat || where !== 'top' || (!force && fits(flatSegs, indent))) {
      return flat ? flatSegs : join(types.map((t) => this.type(t, 'union', indent, false)), ' | ');
    }
    const pad = INDENT.repeat(indent + 1);
    return types.flatMap((t) => [{ text: `\n${pad}| ` }, ...this.type(t, 'union', indent + 1, false)]);
  }

  /** `C extends E ? T : F`; a long one at the top of a declaration breaks before `?` and `:`, as prettier does. */
  private conditional(type: Extract<SomeType, { type: 'conditional' }>, where: Where, indent: number, flat: boolean): Seg[] {
    const head: Seg[] = [
      ...this.type(type.checkType, 'conditionalCheck', indent, flat),
      { text: ' extends ', cls: 'api-kw' },
      ...this.type(type.extendsType, 'conditionalExtends', indent, flat),
    ];
    const oneLine = (): Seg[] => [...head, { text: ' ? ' }, ...this.type(type.trueType, 'top', indent, flat), { text: ' : ' }, ...this.type(type.falseType, 'top', indent, flat)];
    if (flat || where !== 'top' || this.flatText(type).length + indent * INDENT.length <= WIDTH) return oneLine();
    const pad = `\n${INDENT.repeat(indent + 1)}`;
    return [
      ...head,
      { text: `${pad}? ` },
      ...this.type(type.trueType, 'top', indent + 1, false),
      { text: `${pad}: ` },
      ...this.type(type.falseType, 'top', indent + 1, false),
    ];
  }

  private mapped(type: Extract<SomeType, { type: 'mapped' }>, indent: number, flat: boolean): Seg[] {
    const readonly = type.readonlyModifier === '+' ? 'readonly ' : type.readonlyModifier === '-' ? '-readonly ' : '';
    const optional = type.optionalModifier === '+' ? '?' : type.optionalModifier === '-' ? '-?' : '';
    const entry: Seg[] = [
      ...(readonly ? [{ text: readonly, cls: 'api-kw' as const }] : []),
      { text: '[' },
      { text: type.parameter, cls: 'api-tp' },
      { text: ' in ', cls: 'api-kw' },
      ...this.type(type.parameterType, 'top', indent + 1, flat),
      ...(type.nameType ? [{ text: ' as ', cls: 'api-kw' as const }, ...this.type(type.nameType, 'top', indent + 1, flat)] : []),
      { text: `]${optional}: ` },
      ...this.type(type.templateType, 'top', indent + 1, flat),
    ];
    return this.braces([entry], indent, flat);
  }

  /**
   * Object literal types, function types and callable objects. Also the body of a `type X = { … }` alias, which
   * TypeDoc stores as members of the alias itself rather than as a type.
   */
  objectType(decl: Decl, indent = 0, flat = false, breakLines = false, force = false): Seg[] {
    const signatures = decl.signatures ?? [];
    const children = decl.children ?? [];
    const indexSignatures = decl.indexSignatures ?? [];
    const [sig] = signatures;
    if (sig && signatures.length === 1 && children.length === 0 && indexSignatures.length === 0) {
      return this.signature(sig, { arrow: true, keyword: sig.kind === ReflectionKind.ConstructorSignature ? 'new' : undefined }, indent, flat, force);
    }
    const entries: Seg[][] = [
      ...indexSignatures.map((sig) => this.indexSignature(sig, indent + 1, flat)),
      ...signatures.map((sig) => this.signature(sig, { keyword: sig.kind === ReflectionKind.ConstructorSignature ? 'new' : undefined }, indent + 1, flat)),
      ...children.flatMap((child) => this.member(child, indent + 1, flat)),
    ];
    return this.braces(entries, indent, flat, (breakLines && entries.length > 1) || force);
  }

  /** `{ a; b }` on one line when it fits (and no break is asked for), else one entry per line. */
  private braces(entries: Seg[][], indent: number, flat: boolean, breakLines = false): Seg[] {
    if (entries.length === 0) return [{ text: '{}' }];
    const oneLine: Seg[] = [{ text: '{ ' }, ...join(entries, '; '), { text: ' }' }];
    if (flat || (!breakLines && fits(oneLine, indent) && !segsHaveNewline(oneLine))) return oneLine;
    const pad = INDENT.repeat(indent + 1);
    return [{ text: '{' }, ...entries.flatMap((entry) => [{ text: `\n${pad}` }, ...entry, { text: ';' }]), { text: `\n${INDENT.repeat(indent)}}` }];
  }

  /** One member of an object type, as it would be written in source; methods give one entry per overload. */
  member(child: Decl, indent: number, flat = false): Seg[][] {
    const name = propertyName(child.name);
    if (child.kind === ReflectionKind.Method || ((child.signatures?.length ?? 0) > 0 && !child.type)) {
      return (child.signatures ?? []).map((sig) => this.signature(sig, { name: name + (child.flags.isOptional ? '?' : '') }, indent, flat));
    }
    if (child.kind === ReflectionKind.Accessor) {
      const out: Seg[][] = [];
      if (child.getSignature) out.push(this.signature(child.getSignature, { name, keyword: 'get' }, indent, flat));
      if (child.setSignature) out.push(this.signature(child.setSignature, { name, keyword: 'set', hideReturn: true }, indent, flat));
      return out;
    }
    const lead: Seg[] = [
      ...(child.flags.isReadonly ? [{ text: 'readonly ', cls: 'api-kw' as const }] : []),
      { text: name, cls: 'api-name' },
      { text: child.flags.isOptional ? '?: ' : ': ' },
    ];
    return [[...lead, ...this.typeAfter(lead, child.type, indent, flat)]];
  }

  indexSignature(sig: Sig, indent: number, flat = false): Seg[] {
    const params = (sig.parameters ?? []).map((p) => [{ text: p.name, cls: 'api-name' as const }, { text: ': ' }, ...this.type(p.type, 'top', indent, flat)]);
    const lead: Seg[] = [...(sig.flags.isReadonly ? [{ text: 'readonly ', cls: 'api-kw' as const }] : []), { text: '[' }, ...join(params, ', '), { text: ']: ' }];
    return [...lead, ...this.typeAfter(lead, sig.type, indent, flat)];
  }

  /**
   * `name<T>(a: A, b?: B): R`, breaking the parameters onto their own lines when the whole would not fit (or `force`
   * asks for it).
   */
  signature(sig: Sig, options: SignatureOptions, indent = 0, flat = false, force = false): Seg[] {
    const head: Seg[] = [
      ...(options.modifiers ?? []).map((m) => ({ text: `${m} `, cls: 'api-kw' as const })),
      ...(options.keyword ? [{ text: `${options.keyword} `, cls: 'api-kw' as const }] : []),
      ...(options.name ? [{ text: options.name, cls: 'api-name' as const }] : []),
      ...this.typeParameters(sig.typeParameters, indent, flat),
    ];
    const arrow: Seg = { text: options.arrow ? ' => ' : ': ' };
    const returnType: SomeType = sig.type ?? { type: 'intrinsic', name: 'void' };
    const params = sig.parameters ?? [];
    const oneLine: Seg[] = [
      ...head,
      { text: '(' },
      ...join(params.map((p) => this.parameter(p, indent, true)), ', '),
      { text: ')' },
      ...(options.hideReturn ? [] : [arrow, ...this.type(returnType, 'top', indent, true)]),
    ];
    if (flat) return oneLine;
    if (params.length === 0 || (!force && fits(oneLine, indent))) {
      const lead: Seg[] = [...head, { text: '(' }, ...join(params.map((p) => this.parameter(p, indent, true)), ', '), { text: ')' }, arrow];
      const tail = options.hideReturn ? [] : [arrow, ...this.typeAfter(lead, returnType, indent)];
      return [...head, { text: '(' }, ...join(params.map((p) => this.parameter(p, indent, false)), ', '), { text: ')' }, ...tail];
    }
    const pad = INDENT.repeat(indent + 1);
    return [
      ...head,
      { text: '(' },
      ...params.flatMap((p) => [{ text: `\n${pad}` }, ...this.parameter(p, indent + 1, false), { text: ',' }]),
      { text: `\n${INDENT.repeat(indent)})` },
      ...(options.hideReturn ? [] : [arrow, ...this.typeAfter([{ text: ')' }, arrow], returnType, indent)]),
    ];
  }

  /** `...name?: Type = default`; a default makes `?` redundant, so it is shown instead. */
  parameter(param: Param, indent = 0, flat = false): Seg[] {
    const shownDefault = param.defaultValue !== '...' ? param.defaultValue : undefined;
    const lead: Seg[] = [
      ...(param.flags.isRest ? [{ text: '...' }] : []),
      { text: parameterName(param), cls: 'api-name' },
      { text: param.flags.isOptional && shownDefault === undefined && !param.flags.isRest ? '?: ' : ': ' },
    ];
    return [...lead, ...this.typeAfter(lead, param.type, indent, flat), ...(shownDefault !== undefined ? [{ text: ' = ' }, { text: shownDefault, cls: 'api-lit' as const }] : [])];
  }

  typeParameters(params: TypeParam[] | undefined, indent = 0, flat = false): Seg[] {
    if (!params?.length) return [];
    return [{ text: '<' }, ...join(params.map((p) => this.typeParameter(p, indent, flat)), ', '), { text: '>' }];
  }

  typeParameter(param: TypeParam, indent = 0, flat = false): Seg[] {
    return [
      ...(param.flags.isConst ? [{ text: 'const ', cls: 'api-kw' as const }] : []),
      ...(param.varianceModifier ? [{ text: `${param.varianceModifier} `, cls: 'api-kw' as const }] : []),
      { text: param.name, cls: 'api-tp' },
      ...(param.type ? [{ text: ' extends ', cls: 'api-kw' as const }, ...this.type(param.type, 'top', indent, flat)] : []),
      ...(param.default ? [{ text: ' = ' }, ...this.type(param.default, 'top', indent, flat)] : []),
    ];
  }
}

/**
 * TypeDoc names a destructured parameter `__namedParameters`; readers know it as the pattern they would write,
 * `{ aiOptions }`, which the object type's property names give back.
 */
export function parameterName(param: Param): string {
  if (param.name !== '__namedParameters') return param.name;
  const names = param.type?.type === 'reflection' ? (param.type.declaration.children ?? []).map((c) => c.name) : [];
  return names.length ? `{ ${names.join(', ')} }` : '{ … }';
}

function needsParens(type: SomeType, where: Where): boolean {
  if (where === 'top') return false;
  switch (type.type) {
    case 'union':
      return where !== 'union' && where !== 'conditionalCheck' && where !== 'conditionalExtends';
    case 'intersection':
      return where === 'array' || where === 'operator' || where === 'indexedObject' || where === 'optional';
    case 'conditional':
      return true;
    case 'typeOperator':
    case 'query':
    case 'inferred':
      return where === 'array' || where === 'indexedObject' || where === 'optional';
    case 'reflection': {
      const d = type.declaration;
      const isFunction = (d.signatures?.length ?? 0) === 1 && !(d.children?.length ?? 0) && !(d.indexSignatures?.length ?? 0);
      return isFunction;
    }
    case 'intrinsic':
    case 'literal':
    case 'reference':
    case 'array':
    case 'optional':
    case 'rest':
    case 'tuple':
    case 'namedTupleMember':
    case 'indexedAccess':
    case 'predicate':
    case 'templateLiteral':
    case 'mapped':
    case 'unknown':
      return false;
    default:
      return unreachable(type);
  }
}

function literalText(value: string | number | boolean | null | { value: string; negative: boolean }): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `${value.negative ? '-' : ''}${value.value}n`;
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function escapeTemplate(text: string): string {
  return text.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${');
}

/** Property names that are not identifiers are quoted, as in source. */
export function propertyName(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) || /^\[.*\]$/.test(name) || /^\d+$/.test(name) ? name : JSON.stringify(name);
}

function join(parts: Seg[][], separator: string): Seg[] {
  return parts.flatMap((part, i) => (i === 0 ? part : [{ text: separator }, ...part]));
}

function fits(segs: Seg[], indent: number): boolean {
  let length = indent * INDENT.length;
  for (const seg of segs) length += seg.text.length;
  return length <= WIDTH;
}

function segsHaveNewline(segs: Seg[]): boolean {
  return segs.some((s) => s.text.includes('\n'));
}
