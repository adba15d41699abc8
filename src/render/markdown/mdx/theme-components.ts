// Docusaurus's theme components written straight in an `.mdx` page, with constant props, become the Markdown
// features docgen already has: `<Tabs>`/`<TabItem>` a `::::tabs` set, `<Admonition>` a `:::note` block, `<Details>`
// (or `<details><summary>`) a `:::details` block, and `<CodeBlock>` with literal code a fenced code block. So both
// spellings make the same markup, read the same in search and in the page's Markdown, and cost no JavaScript: only
// components that need React to run become islands. A use with a computed prop stays a component, rendered by the
// stand-in (src/theme/docusaurus/), which makes the same markup.
import type { Program } from 'estree';
import { admonitionOf } from '../../../shared/admonitions.ts';
import type { BlockContent, Code, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { constantValue, NOT_CONSTANT } from './constant.ts';

/** The Docusaurus theme modules this rewrites, by what the page imports them as. */
export type ThemeModule = '@theme/Tabs' | '@theme/TabItem' | '@theme/Admonition' | '@theme/Details' | '@theme/CodeBlock';
const THEME_MODULES: readonly string[] = ['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/Details', '@theme/CodeBlock'];

/** Local name → theme module, from the page's default imports. */
export function themeImports(program: Program): Map<string, ThemeModule> {
  const names = new Map<string, ThemeModule>();
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !THEME_MODULES.includes(String(statement.source.value))) continue;
    for (const specifier of statement.specifiers) if (specifier.type === 'ImportDefaultSpecifier') names.set(specifier.local.name, statement.source.value as ThemeModule);
  }
  return names;
}

/** The element's props when every one is a constant, else undefined. */
function constantProps(attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') return undefined;
    if (attribute.value === null || attribute.value === undefined) props[attribute.name] = true;
    else if (typeof attribute.value === 'string') props[attribute.name] = attribute.value;
    else {
      const statement = (attribute.value.data?.estree as Program | undefined)?.body[0];
      const value = statement?.type === 'ExpressionStatement' ? constantValue(statement.expression) : NOT_CONSTANT;
      if (value === NOT_CONSTANT) return undefined;
      props[attribute.name] = value;
    }
  }
  return props;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
/** A directive's `[label]`, as remark-directive makes it. */
const label = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', data: { directiveLabel: true }, children });
const directive = (name: string, children: ContainerDirective['children'], attributes: Record<string, string> = {}, position = undefined as ContainerDirective['position']): ContainerDirective => ({
  type: 'containerDirective',
  name,
  attributes,
  children,
  position,
});


/**
 * The Markdown `node` stands for, or undefined when it is not one of these or a prop is computed. `module` is the
 * theme module its name was imported from (undefined for HTML: `<details>`).
 */
export function themeComponentAsMarkdown(node: MdxJsxFlowElement, module: ThemeModule | undefined, imports: ReadonlyMap<string, ThemeModule>): RootContent | undefined {
  const props = constantProps(node.attributes);
  if (!props) return undefined;
  const children = node.children;
  if (module === '@theme/Admonition') {
    const kind = String(props.type ?? 'note');
    if (!admonitionOf(kind) || (props.title !== undefined && typeof props.title !== 'string')) return undefined;
    return directive(kind, [...(typeof props.title === 'string' ? [label([text(props.title)])] : []), ...children], {}, node.position);
  }
  if (module === '@theme/Details' || (module === undefined && node.name === 'details')) return details(node, props, module === undefined);
  if (module === '@theme/CodeBlock') return codeBlock(node, props);
  if (module === '@theme/Tabs') return tabs(node, props, (name) => imports.get(name) === '@theme/TabItem');
  return undefined;
}

/**
 * `<Details summary="…">` or `<details><summary>…</summary>…</details>`, as Docusaurus 3.10 draws each: its MDX
 * `details` takes the `<summary>` child for the summary, while `@theme/Details` takes only the `summary` prop (React
 * shows a boolean as nothing, so `summary={true}` is an empty summary) and leaves a `<summary>` child in the body.
 */
function details(node: MdxJsxFlowElement, props: Record<string, unknown>, html: boolean): ContainerDirective | undefined {
  const children = [...node.children] as ContainerDirective['children'];
  const own = props.summary;
  if (own !== undefined && typeof own !== 'string' && typeof own !== 'number' && typeof own !== 'boolean') return undefined;
  let summary: PhrasingContent[] | undefined = own === undefined ? undefined : typeof own === 'boolean' ? [] : [text(String(own))];
  const first = children[0] as RootContent | undefined;
  // `<summary>` as the first child, alone or as the first thing of a paragraph.
  const summaryNode = first?.type === 'mdxJsxFlowElement' ? first : first?.type === 'paragraph' && first.children[0]?.type === 'mdxJsxTextElement' ? first.children[0] : undefined;
  if (html && !summary && summaryNode && 'name' in summaryNode && summaryNode.name === 'summary') {
    summary = (summaryNode.type === 'mdxJsxFlowElement' ? summaryNode.children.flatMap((c) => (c.type === 'paragraph' ? c.children : [])) : summaryNode.children);
    if (first!.type === 'paragraph' && first.children.length > 1) children[0] = { ...first, children: first.children.slice(1) };
    else children.shift();
  }
  const attributes: Record<string, string> = props.open === true ? { open: '' } : {};
  // Without a summary, Docusaurus's Details (and a browser's) says "Details".
  return directive('details', [label(summary ?? [text('Details')]), ...children], attributes, node.position);
}

/** `<CodeBlock language title showLineNumbers>{`code`}</CodeBlock>`: a fenced block of the same code and meta. */
function codeBlock(node: MdxJsxFlowElement, props: Record<string, unknown>): Code | undefined {
  const only = node.children.length === 1 ? (node.children[0] as RootContent) : undefined;
  const expression = only?.type === 'paragraph' && only.children.length === 1 ? only.children[0] : only;
  if (expression?.type !== 'mdxFlowExpression' && expression?.type !== 'mdxTextExpression') return undefined;
  const statement = (expression.data?.estree as Program | undefined)?.body[0];
  const code = statement?.type === 'ExpressionStatement' ? constantValue(statement.expression) : NOT_CONSTANT;
  if (typeof code !== 'string') return undefined;
  const meta = [
    typeof props.title === 'string' ? `title=${JSON.stringify(props.title)}` : '',
    props.showLineNumbers === true ? 'showLineNumbers' : typeof props.showLineNumbers === 'number' ? `showLineNumbers=${props.showLineNumbers}` : '',
    typeof props.metastring === 'string' ? props.metastring : '',
  ].filter(Boolean).join(' ');
  const lang = typeof props.language === 'string' ? props.language : typeof props.className === 'string' ? /language-(\S+)/.exec(props.className)?.[1] : undefined;
  return { type: 'code', lang: lang ?? null, meta: meta || null, value: code.replace(/^\n/, '').replace(/\n$/, ''), position: node.position };
}

/** `<Tabs groupId><TabItem value label>…</TabItem>…</Tabs>`: a `::::tabs` set, each item a `:::tab` labelled as it is. */
function tabs(node: MdxJsxFlowElement, props: Record<string, unknown>, isTabItem: (name: string) => boolean): ContainerDirective | undefined {
  const items: ContainerDirective[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type !== 'mdxJsxFlowElement' || !child.name || !isTabItem(child.name)) return undefined;
    const itemProps = constantProps(child.attributes);
    if (!itemProps || typeof itemProps.value !== 'string') return undefined;
    const itemLabel = typeof itemProps.label === 'string' ? itemProps.label : itemProps.value;
    items.push(directive('tab', [label([text(itemLabel)]), ...(child.children as BlockContent[])], {}, child.position));
  }
  if (!items.length) return undefined;
  return directive('tabs', items, typeof props.groupId === 'string' ? { groupId: props.groupId } : {}, node.position);
}
