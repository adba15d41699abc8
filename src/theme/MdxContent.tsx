// The JSX of an `.mdx` page, rendered from the tree's MDX nodes (src/shared/mdx.ts) against the page's module: the
// names its imports and exports bind and its expressions, each a function. The same code runs on the server, where
// each component renders inside an island's frame, and in the browser, where the island's code hydrates it
// (src/client/islands/mdx-island.tsx): both render a component's node with the same elements and the same site
// context, so hydration finds what the server wrote.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Expression, Node as EsNode, PrivateIdentifier } from 'estree';
import { toJsxRuntime, type Components, type CreateEvaluater } from 'hast-util-to-jsx-runtime';
import { createContext, createElement, useContext, type Context, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { EXPRESSION_PREFIX } from '../shared/mdx.ts';
import type { DocusaurusContextValue, DocusaurusSiteConfig } from './docusaurus/site-context.ts';
import type { DocsData } from '../shared/docs-data.ts';
import { hastToReact } from './hast-react.ts';
import { IslandFrame, useRenderIsolated } from './Island.tsx';
import { MARKDOWN_ELEMENTS } from './markdown-elements.tsx';

/** What an `.mdx` page's module exports as `__docgen` (src/render/assets/page-modules.ts writes it). */
export interface MdxModule {
  scope: Record<string, unknown>;
  expressions: (() => unknown)[];
  SiteContext: Context<DocusaurusContextValue | undefined>;
  DocsContext: Context<DocsData | undefined>;
  site: DocusaurusSiteConfig;
}

/** The page's module on the server, the name of its island code and the URL of its components' CSS. */
export interface MdxPage {
  module?: MdxModule;
  island?: string;
  css?: string;
  /** What the docs hooks read, for a page that imports them: each of its islands carries it to the browser. */
  docs?: DocsData;
}
/** Given around an `.mdx` page's render only: other pages' bodies are plain HTML and need none of this. */
export const MdxPageContext = createContext<MdxPage | undefined>(undefined);

/** Element a top-level component's node is replaced by while the body renders; `index` is its place in the list. */
const ISLAND_ELEMENT = 'docgen-mdx-island';

type MdxNode = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

function isComponentNode(node: RootContent | ElementContent): node is MdxNode {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  const name = node.name;
  return name !== null && (name.includes('.') || !/^[a-z]/.test(name));
}

/**
 * The tree with each component that no other component holds replaced by an island element, and those components'
 * nodes. Nodes off the way to a component are shared with `tree`, which stays as it was.
 */
export function withIslands(tree: Root): { tree: Root; components: MdxNode[] } {
  const components: MdxNode[] = [];
  const visit = <N extends Root | Element | RootContent>(node: N): N => {
    const nodes = childrenOf(node);
    if (!nodes) return node;
    let changed = false;
    const children = nodes.map((child) => {
      if (isComponentNode(child)) {
        changed = true;
        components.push(child);
        const placeholder: Element = { type: 'element', tagName: ISLAND_ELEMENT, properties: { index: components.length - 1 }, children: [] };
        return placeholder;
      }
      const next = visit(child);
      if (next !== child) changed = true;
      return next;
    });
    return changed ? { ...node, children } : node;
  };
  return { tree: visit(tree), components };
}

function childrenOf(node: Root | Element | RootContent): readonly RootContent[] | undefined {
  return 'children' in node ? node.children : undefined;
}

/** Reads the stand-in programs of the tree's expression nodes: a constant, a name the page binds, or an expression. */
function evaluater(module: MdxModule | undefined): ReturnType<CreateEvaluater> {
  const evaluate = (node: EsNode): unknown => {
    switch (node.type) {
      case 'Literal':
        return node.value;
      case 'Identifier': {
        if (node.name.startsWith(EXPRESSION_PREFIX)) {
          const expression = requireModule(module, node.name).expressions[Number(node.name.slice(EXPRESSION_PREFIX.length))];
          if (!expression) throw new Error(`'${node.name}' names no expression of this page's module`);
          return expression();
        }
        const scope = requireModule(module, node.name).scope;
        if (!Object.hasOwn(scope, node.name)) throw new Error(`'${node.name}' is not imported or exported by this page`);
        return scope[node.name];
      }
      case 'MemberExpression': {
        const object = evaluate(node.object);
        const key = node.computed ? String(evaluate(node.property)) : propertyName(node.property);
        if (object === null || object === undefined) throw new Error(`cannot read '${key}' of ${String(object)}`);
        return Reflect.get(Object(object), key);
      }
      default:
        throw new Error(`docgen cannot evaluate a ${node.type} here`);
    }
  };
  return {
    evaluateExpression: (expression: Expression) => evaluate(expression),
    evaluateProgram: () => {
      throw new Error('an .mdx page\'s import and export statements run in its module, not in its tree');
    },
  };
}

/** The name a member expression that is not computed reads: `b` of `a.b`. */
function propertyName(property: Expression | PrivateIdentifier): string {
  if (property.type === 'Identifier' || property.type === 'PrivateIdentifier') return property.name;
  throw new Error(`docgen cannot read a property named by a ${property.type}`);
}

function requireModule(module: MdxModule | undefined, name: string): MdxModule {
  if (!module) throw new Error(`'${name}' needs the page's module, which was not loaded`);
  return module;
}

/** A tree holding MDX nodes as React, with `components` for its HTML elements. */
export function mdxToReact(tree: Root, module: MdxModule | undefined, components: Components): ReactNode {
  return toJsxRuntime(tree, {
    Fragment,
    jsx,
    jsxs,
    components,
    createEvaluater: () => evaluater(module),
    elementAttributeNameCase: 'react',
    stylePropertyNameCase: 'dom',
  });
}

/**
 * One component of the page with its Markdown children, in the page's site context: what its island shows. Made by
 * ./hast-react.ts, which the browser's island code can afford (see there).
 */
export function MdxComponent({ node, module, docs }: { node: MdxNode; module: MdxModule | undefined; docs?: DocsData }): ReactNode {
  const element = createElement(MdxNodeElement, { node, module });
  if (!module) return element;
  const withDocs = docs ? createElement(module.DocsContext.Provider, { value: docs }, element) : element;
  return createElement(module.SiteContext.Provider, { value: { siteConfig: module.site } }, withDocs);
}

/**
 * The node as React, made inside the contexts above: its expressions are evaluated as it is made, and Docusaurus pages
 * call hooks in them (`items={useCurrentSidebarCategory().items}`), which read those contexts.
 */
function MdxNodeElement({ node, module }: { node: MdxNode; module: MdxModule | undefined }): ReactNode {
  return hastToReact(node, { components: MARKDOWN_ELEMENTS, evaluate: evaluater(module).evaluateExpression });
}

/**
 * The server side of the body's islands: the element `withIslands` left for component number `index`, rendered on
 * its own and framed for the client, which hydrates it with the page's island code once it is visible.
 */
export function islandElements(components: MdxNode[]) {
  const IslandOfComponent = ({ index }: { index: number }) => {
    const { module, island, docs } = useContext(MdxPageContext) ?? {};
    if (!island) throw new Error('a component of an .mdx page was rendered without its island code');
    const renderIsolated = useRenderIsolated(island);
    const node = components[index];
    if (!node) throw new Error(`an .mdx page has no component number ${index}`);
    const prefix = `mdx${index}-`;
    const html = renderIsolated(createElement(MdxComponent, { node, module, docs }), prefix);
    return <IslandFrame name={island} props={{ node, ...(docs && { docs }) }} hydrate="visible" prefix={prefix} html={html} inline={node.type === 'mdxJsxTextElement'} />;
  };
  return { [ISLAND_ELEMENT]: IslandOfComponent };
}
