// HAST to React for the subtree of one `.mdx` component: what its island renders, on the server and when it hydrates
// in the browser. hast-util-to-jsx-runtime (which renders page bodies) would do it too, but with the property tables
// of every HTML and SVG attribute it weighs 11 KB gzipped in each page's island code; these subtrees hold only what
// Markdown makes (paragraphs, emphasis, links, lists, tables, images, highlighted code) and MDX's own nodes, whose
// properties need the few conversions below. Both sides run this same code, so hydration finds what the server wrote.
import type { Properties, Root, RootContent } from 'hast';
import type { Expression, Program } from 'estree';
// The MDX nodes of HAST: importing their types is also what adds them to `RootContent`.
import type { MdxFlowExpressionHast, MdxTextExpressionHast } from 'mdast-util-mdx-expression';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';

/** Evaluates a node's stand-in program (src/shared/mdx.ts): constants, names the page binds, its expressions. */
export type Evaluate = (expression: Expression) => unknown;

/** What a component given for an element receives: the element's properties as React props, and its children. */
export interface ElementProps {
  className?: string;
  children?: ReactNode;
  [prop: string]: unknown;
}

export interface HastReactOptions {
  /** Element name → component (headings with their anchor link, task list items). */
  components: Readonly<Partial<Record<string, ComponentType<ElementProps>>>>;
  evaluate: Evaluate;
}

type MdxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** Whitespace between table parts is not content: the browser would move it, and hydration would not match. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Properties whose list values are written with commas. */
const COMMA_SEPARATED = new Set(['accept', 'coords', 'sizes', 'srcSet']);

export function hastToReact(node: Root | RootContent, options: HastReactOptions, parent?: string): ReactNode {
  switch (node.type) {
    case 'root':
      return createElement(Fragment, null, ...children(node.children, options));
    case 'text':
      return parent && TABLE_PARTS.has(parent) && !node.value.trim() ? null : node.value;
    case 'element': {
      const component = options.components[node.tagName];
      const props = elementProps(node.properties);
      const content = children(node.children, options, node.tagName);
      return component ? createElement(component, props, ...content) : createElement(node.tagName, props, ...content);
    }
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return mdxExpression(node, options);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return mdxElement(node, options);
    default:
      return null;
  }
}

function children(nodes: readonly RootContent[], options: HastReactOptions, parent?: string): ReactNode[] {
  return nodes.map((child) => hastToReact(child, options, parent));
}

/** What the page's expression evaluates to, rendered as it is; React refuses what no node can be. */
function mdxExpression(node: MdxFlowExpressionHast | MdxTextExpressionHast, options: HastReactOptions): ReactNode {
  return options.evaluate(expressionOf(node.data?.estree)) as ReactNode;
}

function mdxElement(element: MdxElement, options: HastReactOptions): ReactNode {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      // `{...value}`: the stand-in program is `({...expression})`.
      const spread = expressionOf(attribute.data?.estree);
      const first = spread.type === 'ObjectExpression' ? spread.properties[0] : undefined;
      if (first?.type !== 'SpreadElement') throw new Error('an MDX spread attribute lost the expression it spreads');
      Object.assign(props, options.evaluate(first.argument));
    } else if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
    else props[attribute.name] = options.evaluate(expressionOf(attribute.value.data?.estree));
  }
  // A component the page binds (`Tabs.Item`): React refuses what is none.
  const type = element.name === null ? Fragment : /^[a-z][^.]*$/.test(element.name) ? element.name : (options.evaluate(nameExpression(element.name)) as ComponentType<object>);
  return createElement(type, props, ...children(element.children, options));
}

function expressionOf(program: Program | null | undefined): Expression {
  const statement = program?.body[0];
  if (statement?.type !== 'ExpressionStatement') throw new Error('an MDX node lost the program it evaluates');
  return statement.expression;
}

/** `Tabs.Item` as the expression that reads it. */
function nameExpression(name: string): Expression {
  const [first = name, ...rest] = name.split('.');
  return rest.reduce<Expression>((object, property) => ({ type: 'MemberExpression', object, property: { type: 'Identifier', name: property }, computed: false, optional: false }), { type: 'Identifier', name: first });
}

/** HAST properties as React props: `data*`/`aria*` hyphenated, lists joined, a style string as an object. */
export function elementProps(properties: Properties): ElementProps {
  const props: ElementProps = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const name = /^(data|aria)[A-Z]/.test(key) ? key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) : key;
    if (key === 'style' && typeof value === 'string') props.style = styleObject(value);
    else if (Array.isArray(value)) props[name] = value.join(COMMA_SEPARATED.has(key) ? ', ' : ' ');
    else props[name] = value;
  }
  return props;
}

/** `color: red; --shiki-dark: #fff; -webkit-x: y` as React's style object. */
export function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property) continue;
    const name = property.startsWith('--') ? property : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    out[name] = value;
  }
  return out;
}
