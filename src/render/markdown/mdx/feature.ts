// MDX, as one more Markdown feature: `.mdx` pages are parsed with remark-mdx (the MDX project's own syntax extension)
// beside every other feature, and their JSX and expressions stay in the HAST as MDX's own nodes, made plain data by
// ./to-data.ts. What renders them is the theme (src/theme/MdxContent.tsx) against the page's module
// (src/render/assets/page-modules.ts). Here: what the rest of docgen reads of those nodes. A component's Markdown
// children are searchable and exported as Markdown; an expression's code never leaks into any output.
import type { Element, ElementContent, Nodes as HastNodes } from 'hast';
import type { Handler, State } from 'mdast-util-to-hast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxFlowElementHast, MdxJsxTextElement, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxFlowExpression, MdxFlowExpressionHast, MdxTextExpression, MdxTextExpressionHast } from 'mdast-util-mdx-expression';
import type { PageMdx } from '../../../shared/mdx.ts';
import type { MarkdownFeature } from '../feature.ts';
import { mdxCompat } from './compat.ts';
import { mdxToData } from './to-data.ts';
import { inlinePartials } from './partials.ts';

declare module '../feature.ts' {
  interface FileData {
    /** An `.mdx` page's statements and expressions. */
    mdx: PageMdx;
  }
}

/**
 * The headings of the tree being made that were written as JSX (`<h3>Push</h3>`), not in Markdown: the headings feature
 * reads them in the same parse, before the tree is cached (../features/headings.ts).
 */
export const JSX_HEADINGS = new WeakSet<Element>();

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** A JSX element as HAST: HTML with plain attributes as an element (./to-data.ts named it), any other as itself. */
const jsxToHast: Handler = (state: State, node: JsxElement) => {
  const hName = node.data?.hName;
  if (hName) {
    const element: Element = { type: 'element', tagName: hName, properties: node.data?.hProperties ?? {}, children: state.all(node) };
    // A heading written as JSX is no section of the page (../features/headings.ts), as in Docusaurus's MDX.
    if (/^h[1-6]$/.test(hName)) JSX_HEADINGS.add(element);
    state.patch(node, element);
    return element;
  }
  const attributes = node.attributes.map((attribute): MdxJsxAttribute | MdxJsxExpressionAttribute => {
    if (attribute.type === 'mdxJsxExpressionAttribute') return { type: attribute.type, value: attribute.value, data: attribute.data };
    const { type, name, value, data } = attribute;
    return typeof value === 'object' && value !== null ? { type, name, value: { type: value.type, value: '', data: value.data } } : { type, name, value, data };
  });
  const element: MdxJsxFlowElementHast | MdxJsxTextElementHast = { type: node.type, name: node.name, attributes, children: state.all(node), position: node.position };
  return element;
};

/** An expression as HAST: its stand-in program only, its code left out so no text reader finds it. */
const expressionToHast: Handler = (_state: State, node: MdxFlowExpression | MdxTextExpression) => {
  const expression: MdxFlowExpressionHast | MdxTextExpressionHast = { type: node.type, value: '', data: node.data, position: node.position };
  return expression;
};

/** An MDX JSX element's children (what the features' node readers and writers below are given). */
const childrenOf = (node: HastNodes): readonly ElementContent[] => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? node.children : []);

export const mdx: MarkdownFeature = {
  name: 'mdx',
  // Docusaurus's `markdown.format`: `detect` reads `.mdx` files as MDX, `mdx` every page, `md` none.
  files: (file, format) => format === 'mdx' || (format === 'detect' && file.endsWith('.mdx')),
  parse: {
    source: mdxCompat,
    syntax: () => import('remark-mdx').then((m) => m.default),
    transform: async (tree, ctx) => {
      await inlinePartials(tree, ctx);
      ctx.data.mdx = mdxToData(tree, (node, message) => ctx.report(node, message, { error: true }));
    },
  },
  toHast: {
    handlers: { mdxJsxFlowElement: jsxToHast, mdxJsxTextElement: jsxToHast, mdxFlowExpression: expressionToHast, mdxTextExpression: expressionToHast },
  },
  searchText: {
    nodes: {
      mdxJsxFlowElement: (node) => ({ block: true, children: childrenOf(node) }),
      mdxJsxTextElement: (node) => ({ block: false, children: childrenOf(node) }),
    },
  },
  markdown: {
    nodes: {
      mdxJsxFlowElement: (node, out, tools) => tools.rewrite(childrenOf(node), out),
      mdxJsxTextElement: (node, out, tools) => tools.rewrite(childrenOf(node), out),
    },
  },
};
