// The remark step of an `.mdx` page: turns what remark-mdx parsed into plain data.
// - `import`/`export` statements leave the tree for the page's `PageMdx.esm`, with the names they bind.
// - Every JavaScript expression (a prop `{…}`, a `{…}` in text, a spread) gets a stand-in program naming what to
//   evaluate: a constant's value itself (`style={{color: 'red'}}`, `count={3}`), otherwise the expression's number in
//   `PageMdx.expressions`, evaluated at render time against the page's module. Comments (`{/* … */}`) go away.
// - HTML written as JSX with plain attributes (`<b>`, `<kbd>`, `<br/>`, `<a href="…">`) becomes an ordinary element,
//   so that everything reading HTML (links, search, the page's Markdown) sees it as HTML.
// - Docusaurus's theme components with constant props become docgen's own Markdown features (./theme-components.ts).
// - A component's name must be bound by an import or export of the page: a name that is not is an error at its line.
import type { Expression, Pattern, Program } from 'estree';
import type { Parents, Root, RootContent } from 'mdast';
import type { Node } from 'unist';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { find, html } from 'property-information';
import { SKIP, visit } from 'unist-util-visit';
import { EXPRESSION_PREFIX, type PageMdx } from '../../../shared/mdx.ts';
import { constantValue, NOT_CONSTANT } from './constant.ts';
import { unsafeScheme } from '../../../shared/url-reader.ts';
import { themeComponentAsMarkdown, themeImports, type ThemeModule } from './theme-components.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Reports an error at a node's line. */
export type ReportError = (node: Node, message: string) => void;

/** Takes the page's statements and expressions out of `tree` (changed in place) and returns them. */
export function mdxToData(tree: Root, report: ReportError): PageMdx {
  const mdx: PageMdx = { esm: [], bindings: [], expressions: [], components: [] };
  const used: { name: string; node: JsxElement }[] = [];
  // What the page imports from Docusaurus's theme, which ./theme-components.ts turns into Markdown features.
  const theme = new Map<string, ThemeModule>();
  for (const node of tree.children) if (node.type === 'mdxjsEsm' && node.data?.estree) for (const [name, module] of themeImports(node.data.estree)) theme.set(name, module);

  /** The stand-in program for one expression: its value when constant, else its number in the page's list. */
  const reference = (code: string, expression: Expression, line: number): Expression => {
    const value = constantValue(expression);
    // The constant itself, whatever it is (an object, an array): src/theme/MdxContent.tsx reads a Literal's value.
    if (value !== NOT_CONSTANT) return { type: 'Literal', value: value as string };
    mdx.expressions.push({ code, line });
    return { type: 'Identifier', name: `${EXPRESSION_PREFIX}${mdx.expressions.length - 1}` };
  };
  const program = (expression: Expression): Program => ({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] });

  visit(tree, (node, index, parent) => {
    switch (node.type) {
      case 'paragraph': {
        // As MDX does (its "unravel" step): a paragraph of nothing but JSX and expressions is not a paragraph, and its
        // elements are blocks. `<Heading as="h1">Title</Heading>` alone on its line is then no `<p><h1>`.
        const only = node.children.every((c) => c.type === 'mdxJsxTextElement' || c.type === 'mdxTextExpression' || (c.type === 'text' && !c.value.trim()));
        if (!only || !node.children.some((c) => c.type !== 'text')) return;
        // The elements keep their phrasing children, as in MDX (mdast types a flow element's children as blocks).
        const blocks = node.children.flatMap((c): RootContent[] => (c.type === 'mdxJsxTextElement' ? [{ ...c, type: 'mdxJsxFlowElement' } as RootContent] : c.type === 'mdxTextExpression' ? [{ ...c, type: 'mdxFlowExpression' }] : []));
        return replaceChild(parent, index, blocks);
      }
      case 'mdxjsEsm': {
        const esm = node;
        for (const statement of esm.data?.estree?.body ?? []) {
          if (statement.type === 'ExportDefaultDeclaration') {
            report(esm, '`export default` is not supported in an .mdx page (docgen gives every page its own layout); export a named value instead');
          }
          mdx.bindings.push(...boundNames(statement));
        }
        mdx.esm.push({ code: esm.value, line: esm.position?.start.line ?? 0 });
        return replaceChild(parent, index, []);
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const expression = node;
        const statement = expression.data?.estree?.body[0];
        if (statement?.type !== 'ExpressionStatement') {
          // Nothing but a comment: `{/* a note to authors */}`.
          return replaceChild(parent, index, []);
        }
        expression.data = { estree: program(reference(expression.value, statement.expression, lineOf(expression))) };
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const element = node;
        for (const attribute of element.attributes) checkUrlProp(attribute, element);
        if (element.type === 'mdxJsxFlowElement' && element.name && (theme.has(element.name) || element.name === 'details')) {
          const markdown = themeComponentAsMarkdown(element, theme.get(element.name), theme);
          // Visited again as what it became: the components inside it are found there.
          if (markdown) return replaceChild(parent, index, [markdown]);
        }
        if (element.name && isComponentName(element.name)) used.push({ name: element.name, node: element });
        const { attributes } = element;
        if (element.name && !isComponentName(element.name) && attributes.every(isPlainAttribute)) {
          element.data = { ...element.data, hName: element.name, hProperties: htmlProperties(attributes) };
          return;
        }
        for (const attribute of element.attributes) dataOfAttribute(attribute, element);
        return;
      }
      default:
        // Markdown's own nodes: MDX gives them no data; their MDX children are visited in turn.
        return;
    }
  });

  /**
   * A prop that holds a URL (`to`, `href`, `src`, `imageUrl`…) written with a scheme that runs code: React blocks it
   * when it renders, so the link or picture is dead, and a build never said so. An `<a href>` of HTML is its page's
   * link, reported where links are resolved (../../graph/resolve-links.ts).
   */
  function checkUrlProp(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute, element: JsxElement): void {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || !isUrlProp(attribute.name)) return;
    if (element.name === 'a' && attribute.name === 'href') return;
    const scheme = unsafeScheme(attribute.value, attribute.name === 'src' || /Src$/.test(attribute.name) ? 'resource' : 'link');
    if (!scheme) return;
    const shown = attribute.value.length > 60 ? `${attribute.value.slice(0, 57)}…` : attribute.value;
    report(lineOf(attribute) ? attribute : element, `prop '${attribute.name}' of <${element.name ?? ''}> is '${shown}', which uses the ${scheme} scheme: React blocks it, so the link or picture is dead; give a page or an https: URL`);
  }

  function dataOfAttribute(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute, element: JsxElement): void {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      const statement = attribute.data?.estree?.body[0];
      const spread = statement?.type === 'ExpressionStatement' && statement.expression.type === 'ObjectExpression' ? statement.expression.properties[0] : undefined;
      if (spread?.type !== 'SpreadElement') return;
      const code = attribute.value.replace(/^\s*\.\.\./, '');
      const argument = reference(code, spread.argument, lineOf(attribute) || lineOf(element));
      attribute.data = { estree: program({ type: 'ObjectExpression', properties: [{ type: 'SpreadElement', argument }] }) };
      return;
    }
    if (attribute.value === null || attribute.value === undefined || typeof attribute.value === 'string') return;
    const statement = attribute.value.data?.estree?.body[0];
    if (statement?.type !== 'ExpressionStatement') {
      report(element, `the value of prop '${attribute.name}' holds no expression; write a value between the braces or leave the prop out`);
      return;
    }
    attribute.value.data = { estree: program(reference(attribute.value.value, statement.expression, lineOf(attribute) || lineOf(element))) };
  }

  const bound = new Set(mdx.bindings);
  for (const { name, node } of used) {
    const [root = name] = name.split('.');
    if (!mdx.components.includes(name)) mdx.components.push(name);
    if (!bound.has(root)) {
      report(node, `<${name}> is not imported: add an import for ${root} at the top of the page (e.g. \`import ${root} from './${root}';\`)`);
    }
  }
  return mdx;
}

/** Whether a prop holds a URL: HTML's own names, and a component's `to`, `link`, `imageSrc`, `homepage_url`… */
function isUrlProp(name: string): boolean {
  return /^(?:to|href|src|srcset|url|uri|link|action|formaction|poster|cite|background)$|[_-](?:to|href|src|url|uri|link)$/i.test(name) || /[a-z0-9](?:To|Href|Src|Url|URL|Uri|Link)$/.test(name);
}

function lineOf(node: { position?: { start: { line: number } } }): number {
  return node.position?.start.line ?? 0;
}

/** JSX names a component when it is capitalised or a member (`Tabs.Item`); lower-case names are HTML. */
export function isComponentName(name: string): boolean {
  return name.includes('.') || !/^[a-z]/.test(name);
}

/** An attribute written as a string or bare (`<b hidden>`). */
type PlainAttribute = MdxJsxAttribute & { value: string | null };

function isPlainAttribute(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): attribute is PlainAttribute {
  return attribute.type === 'mdxJsxAttribute' && (attribute.value === null || typeof attribute.value === 'string');
}

/** JSX attributes (`className`, `htmlFor`, `aria-label`) as HAST properties. */
function htmlProperties(attributes: PlainAttribute[]): Record<string, string | boolean> {
  return Object.fromEntries(attributes.map((a) => [find(html, a.name).property, a.value === null ? true : a.value]));
}

/**
 * Puts `nodes` in place of the child at `index` of `parent` and has the walk go on from there, visiting them. MDX's
 * nodes are children of whatever holds them, so they are replaced as the tree's content they are.
 */
function replaceChild(parent: Parents | undefined, index: number | undefined, nodes: RootContent[]): [typeof SKIP, number] {
  if (!parent || index === undefined) throw new Error('an MDX node to replace has no parent');
  const siblings: RootContent[] = parent.children;
  siblings.splice(index, 1, ...nodes);
  return [SKIP, index];
}

/** The names an `import` or `export` statement binds in the page's module. */
function boundNames(statement: Program['body'][number]): string[] {
  if (statement.type === 'ImportDeclaration') return statement.specifiers.map((s) => s.local.name);
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration;
  if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((d) => patternNames(d.id));
  return declaration.id ? [declaration.id.name] : [];
}

function patternNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => patternNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(pattern.argument);
    case 'AssignmentPattern':
      return patternNames(pattern.left);
    case 'MemberExpression':
      return [];
  }
}
