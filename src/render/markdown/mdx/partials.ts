// Partials: an `.mdx` page that imports another Markdown file (`import Setup from './_setup.mdx'`) shows it where it
// writes `<Setup />`, as Docusaurus compiles one MDX file into another. docgen keeps pages as data, so the file's tree
// is put in place of the element here, before any other feature reads the page: its headings join the page's table
// of contents and get the page's ids, its links are checked and resolved as the page's, its code is highlighted, and
// its own imports and partials come with it. Its props reach its expressions: `{props.word}` in the partial, shown as
// `<Setup word={name} />`, reads the page's `name`. An import that names the file's `toc` (`import C, {toc} from
// …`), as Docusaurus pages do to show a partial's headings as their own, gets the file's headings as Docusaurus lists
// them. Everything the partial is made of is recorded (`FileData.partials`), so a cache of the page knows to read it
// again when a partial changes.
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { Position } from 'unist';
import type { FileContext, PartialSource } from '../feature.ts';

declare module '../feature.ts' {
  interface FileData {
    /** The partials the page shows, with their content's hashes: what a cache of the page depends on besides its source. */
    partials: PartialSource[];
  }
}

/** A file imported as a partial: Markdown or MDX. */
const MARKDOWN_MODULE = /\.mdx?$/;

/** Partials inside partials inside… a chain this deep is a cycle. */
const MAX_DEPTH = 20;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Replaces each element that names an imported Markdown file by that file's content, in place. */
export async function inlinePartials(tree: Root, ctx: FileContext): Promise<void> {
  if (!ctx.readPartial) return;
  const seen = new Map<string, PartialSource>();
  await inline(tree, ctx.path, ctx, [ctx.path], seen, undefined);
  if (seen.size) ctx.data.partials = [...seen.values()].sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** An import of a Markdown file: what it binds, and the node it is in. */
interface PartialImport {
  target: string;
  statement: ImportDeclaration;
  esm: MdxjsEsm;
}

/**
 * Inlines the partials `tree` (the tree of `file`) imports. `chain`: the files on the way here, for cycles; `at`: the
 * element a partial's nodes stand for in the page, whose place they take in messages.
 */
async function inline(tree: Root, file: string, ctx: FileContext, chain: string[], seen: Map<string, PartialSource>, at: Position | undefined): Promise<void> {
  const imports = partialImports(tree, file, ctx);
  const dir = file === ctx.path ? undefined : path.posix.dirname(file);
  if (!imports.length) {
    // A partial's own imports run in the page's module: made relative to the site.
    if (dir !== undefined) for (const node of tree.children) if (node.type === 'mdxjsEsm') withoutPartialImports(node, [], dir);
    return;
  }
  // Each file once, with the partials it shows itself in place: its tree is copied for each element that shows it.
  const trees = new Map<string, Root | undefined>();
  for (const { target, esm } of imports) {
    if (trees.has(target)) continue;
    if (chain.includes(target) || chain.length > MAX_DEPTH) {
      ctx.report(esm, `${path.posix.basename(target)} is shown inside itself (${[...chain, target].map((f) => path.posix.basename(f)).join(' → ')}).`, { error: true, hint: 'A partial cannot show, directly or through others, the file it is in.' });
      trees.set(target, undefined);
      continue;
    }
    const read = await ctx.readPartial!(target);
    if (!read) {
      ctx.report(esm, `the import of ${target} names no file.`, { error: true, hint: 'Check the path: relative to this file, or `@site/` for the site folder.' });
      trees.set(target, undefined);
      continue;
    }
    seen.set(target, { file: target, hash: read.hash });
    await inline(read.tree, target, ctx, [...chain, target], seen, at ?? esm.position);
    // Its statements once, however often it is shown, at the top level where MDX has them.
    const statements = read.tree.children.filter((child) => child.type === 'mdxjsEsm');
    tree.children.push(...statements.map((node) => ({ ...node, position: at ?? esm.position })));
    trees.set(target, { ...read.tree, children: read.tree.children.filter((child) => child.type !== 'mdxjsEsm') });
  }
  const components = new Map<string, string>();
  const statements = new Map<MdxjsEsm, string[]>();
  for (const { target, statement, esm } of imports) {
    const partial = trees.get(target);
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') components.set(specifier.local.name, target);
    }
    const codes = statements.get(esm) ?? [];
    if (partial) codes.push(...bindings(statement, target, partial, ctx, esm));
    statements.set(esm, codes);
  }
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm' && (statements.has(node) || dir !== undefined)) withoutPartialImports(node, statements.get(node) ?? [], dir);
  }
  // The elements, from the last, so that each index still points at its element when it is replaced.
  const uses: { node: JsxElement; index: number; parent: { children: RootContent[] } }[] = [];
  visit(tree, (node, index, parent) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && components.has(node.name) && parent && index !== undefined) {
      uses.push({ node, index, parent: parent });
      return SKIP;
    }
    return undefined;
  });
  for (const { node, index, parent } of uses.reverse()) {
    const partial = trees.get(components.get(node.name!)!);
    if (!partial) continue;
    const place = at ?? node.position;
    const props = propsObject(node.attributes);
    const content = structuredClone(partial.children).map((child) => withProps(child, props, place));
    // An element in a line of text takes the partial's inline content (a partial of one paragraph).
    const replacement = node.type === 'mdxJsxTextElement' && content.length === 1 && content[0]!.type === 'paragraph' ? content[0].children : content;
    parent.children.splice(index, 1, ...(replacement));
  }
}

/** The imports of Markdown files in `tree`'s statements (a package's Markdown is left to fail as any import would). */
function partialImports(tree: Root, file: string, ctx: FileContext): PartialImport[] {
  const dir = path.posix.dirname(file);
  const found: PartialImport[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const esm = node;
    for (const statement of (esm.data?.estree as Program | undefined)?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || !MARKDOWN_MODULE.test(String(statement.source.value))) continue;
      const target = partialPath(String(statement.source.value), dir);
      if (target) found.push({ target, statement, esm });
      else ctx.report(esm, `docgen shows imported Markdown files relative to the page or under \`@site/\`, not '${String(statement.source.value)}'.`, { error: true });
    }
  }
  return found;
}

/** The constants an import of a partial binds in place of the import: the component, and the partial's `toc`. */
function bindings(statement: ImportDeclaration, target: string, partial: Root, ctx: FileContext, esm: MdxjsEsm): string[] {
  const out: string[] = [];
  for (const specifier of statement.specifiers) {
    if (specifier.type === 'ImportDefaultSpecifier') {
      // Shown where the page writes it as an element; as a value, it has nothing to be.
      out.push(`const ${specifier.local.name} = () => { throw new Error(${JSON.stringify(`docgen shows ${target} where the page writes <${specifier.local.name} />; it cannot be used as a value`)}); };`);
      continue;
    }
    const imported = specifier.type === 'ImportSpecifier' && specifier.imported.type === 'Identifier' ? specifier.imported.name : undefined;
    if (imported === 'toc') out.push(`const ${specifier.local.name} = ${JSON.stringify(partialToc(partial))};`);
    else ctx.report(esm, `docgen reads a partial's \`toc\` and shows the partial itself; it has no '${imported ?? '*'}' to import from ${target}.`, { error: true });
  }
  return out;
}

/**
 * An ESM node without its imports of partials, which `codes` stand for; a partial's own statements (`dir`: its
 * folder) with their relative imports made relative to the site, since they run in the page's module. The node keeps
 * its lines' count, so that later statements keep their line numbers.
 */
function withoutPartialImports(esm: MdxjsEsm, codes: string[], dir: string | undefined): void {
  const program = esm.data?.estree as Program | undefined;
  if (!program) return;
  const body = program.body.filter((statement) => !(statement.type === 'ImportDeclaration' && MARKDOWN_MODULE.test(String(statement.source.value))));
  const kept = body.map((statement) => rebased(statementCode(esm, statement), statement, dir));
  const lines = esm.value.split('\n').length;
  const code = [...kept, ...codes].join('\n');
  esm.value = code + '\n'.repeat(Math.max(0, lines - code.split('\n').length));
  // What ./to-data.ts reads of the statements: the names they bind and the theme components they import.
  esm.data = { ...esm.data, estree: { ...program, body } };
}

/** A partial's own statement, its relative imports made relative to the site (`dir`: the partial's folder). */
function rebased(code: string, statement: Program['body'][number], dir: string | undefined): string {
  if (dir === undefined) return code;
  const source = 'source' in statement && statement.source && typeof statement.source.value === 'string' ? statement.source : undefined;
  if (!source?.value || !/^\.\.?\//.test(String(source.value)) || typeof source.raw !== 'string') return code;
  return code.replace(source.raw, JSON.stringify(`@site/${path.posix.join(dir, String(source.value))}`));
}

/** A partial's project-relative path, from an import of the file at `dir`; undefined for a package's file. */
function partialPath(specifier: string, dir: string): string | undefined {
  if (specifier.startsWith('@site/')) return path.posix.normalize(specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.posix.normalize(path.posix.join(dir, specifier));
  return undefined;
}

/** The text of one statement of an ESM node (estree offsets are the file's; the node's value starts at its own). */
function statementCode(esm: MdxjsEsm, statement: Program['body'][number]): string {
  const start = esm.position?.start.offset;
  const { start: from, end: to } = statement as unknown as { start?: number; end?: number };
  if (start === undefined || from === undefined || to === undefined) return esm.value;
  return esm.value.slice(from - start, to - start);
}

/**
 * A partial's node with the page's props: an expression that reads `props` is wrapped so that `props` is the element's
 * props, given where the page shows it; and the node's place is the element's, for messages.
 */
function withProps<N extends RootContent>(node: N, props: string, place: Position | undefined): N {
  visit(node, (child) => {
    child.position = place;
    if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') {
      if (/\bprops\b/.test(child.value)) child.value = `((props) => (${child.value}))(${props})`;
    } else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
      for (const attribute of child.attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute' && /\bprops\b/.test(attribute.value)) {
          attribute.value = `...((props) => (${attribute.value.replace(/^\s*\.\.\./, '')}))(${props})`;
        } else if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'object' && attribute.value && /\bprops\b/.test(attribute.value.value)) {
          attribute.value.value = `((props) => (${attribute.value.value}))(${props})`;
        }
      }
    }
  });
  return node;
}

/** The element's props as a JavaScript object literal: strings, `{expressions}`, bare names (true) and spreads. */
function propsObject(attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[]): string {
  const entries = attributes.map((attribute) => {
    if (attribute.type === 'mdxJsxExpressionAttribute') return attribute.value;
    const key = JSON.stringify(attribute.name);
    if (attribute.value === null || attribute.value === undefined) return `${key}: true`;
    if (typeof attribute.value === 'string') return `${key}: ${JSON.stringify(attribute.value)}`;
    return `${key}: (${attribute.value.value})`;
  });
  return `{${entries.join(', ')}}`;
}

/**
 * A Markdown file's headings as Docusaurus's MDX exports them (`toc`): every heading below the title, its text, its
 * id (its `{#id}`, or a slug unique in the file) and its level.
 */
export function partialToc(tree: Root): { value: string; id: string; level: number }[] {
  const slugger = new GithubSlugger();
  const toc: { value: string; id: string; level: number }[] = [];
  visit(tree, 'heading', (node) => {
    const text = toString(node);
    const custom = /\s*\{#([A-Za-z0-9_][\w.:-]*)\}\s*$/.exec(text);
    const value = custom ? text.slice(0, custom.index) : text.trim();
    const id = custom ? custom[1]! : slugger.slug(value);
    if (node.depth >= 2) toc.push({ value, id, level: node.depth });
  });
  return toc;
}
