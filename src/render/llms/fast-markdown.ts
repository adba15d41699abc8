// A page's prepared HAST to Markdown, byte for byte as hast-util-to-mdast and mdast-util-to-markdown (with the options
// of markdown.ts) write it, at a small fraction of their cost. Those libraries handle every tree; most of their time
// goes into generality (a copy of the tree, whitespace rules looked up per node, every escaping pattern tried on every
// text). This module handles the shapes our pages are made of and nothing else:
//
//   blocks  p, h1–h6, pre (as markdown.ts prepares it: pre > code > text), ul, ol, dl, blockquote, table (no spans)
//   inline  text, code, a (without a title), em, i, strong, b, span, sup, sub
//
// The body is cut into top-level segments: each block, and each run of inline content between blocks (which the
// libraries wrap in a paragraph). The libraries convert top-level blocks independently too (the whitespace rules
// restart at every block, blocks are joined by a blank line; only the bullet of a list right after a list depends on
// what came before, and that is carried over), so a segment this module does not handle (a task list, strikethrough,
// an image, a line break…) is converted by the libraries alone, through `library`, and joined with the rest. A tree
// whose top level holds anything else returns `undefined`: the caller converts it whole with the libraries.
//
// Each step follows the library code it replaces, named in its comment; emphasis and strong (whose markers the
// serializer chooses so that the text parses back the same) are its code ported as it is. Text is escaped by the
// library's own `safe`, with its own escaping patterns (taken from a serializer state), whenever one of the patterns
// in scope matches a character of the text; other text is written as it is. test/llms/fast-markdown.test.ts compares
// this module with the libraries on real pages and on random trees of every shape it accepts.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Options as ToMarkdownOptions, SafeConfig, State, Unsafe } from 'mdast-util-to-markdown';
import { toMarkdown } from 'mdast-util-to-markdown';

/** Thrown where a segment holds something this module does not convert. */
class Unsupported extends Error {}

// ---------------------------------------------------------------------------------------------------------------
// Segments

type Segment = { kind: 'block'; node: Element } | { kind: 'inline'; nodes: ElementContent[] };

/** Blocks: whitespace-wise a block (hast-util-minify-whitespace) and a flow node once converted. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'ul', 'ol', 'dl', 'table', 'blockquote', 'hr']);
/** Inline elements: neither a block nor content to whitespace rules, phrasing once converted. */
const INLINE = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'kbd', 'mark', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);
/** Lists become list nodes, which the serializer marks differently when two are adjacent. */
const LISTS = new Set(['ul', 'ol', 'dl']);
/** Blocks that cannot hold a list. */
const LIST_FREE = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'table', 'hr']);

/**
 * The Markdown of a prepared tree, or undefined when its top level has something other than blocks and inline
 * content, or when `options` (the serializer options the result must match) are not ones this module writes like
 * (see `supported`). `library(root)` converts a root holding one segment with the libraries, as the segment reads in
 * a whole document, or returns undefined when it converts to no node.
 */
export function fastMarkdown(tree: Root, options: ToMarkdownOptions, library: (root: Root) => string | undefined): string | undefined {
  if (!useSerializer(options)) return undefined;
  const segments: Segment[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.length) segments.push({ kind: 'inline', nodes: run });
    run = [];
  };
  for (const node of tree.children) {
    if (node.type === 'element' && BLOCKS.has(node.tagName)) {
      flush();
      segments.push({ kind: 'block', node });
    } else {
      const inline = asInline(node);
      if (!inline) return undefined;
      run.push(inline);
    }
  }
  flush();
  // A body of inline content alone stays phrasing at the root rather than becoming a paragraph.
  if (!segments.some((s) => s.kind === 'block')) return undefined;

  // Each segment's Markdown, unless it converts to no node at all (an empty paragraph). `carried`: the bullet of the
  // list written last at the top level, which a list written next (or first in a block quote written next) avoids.
  const written: { segment: Segment; markdown: string }[] = [];
  let carried: string | undefined;
  for (const segment of segments) {
    const block: Element = segment.kind === 'block' ? segment.node : { type: 'element', tagName: 'p', properties: {}, children: segment.nodes };
    const root: Root = { type: 'root', children: [block] };
    let markdown: string | undefined;
    let bullet: string | undefined;
    try {
      const result = segmentMarkdown(block, carried);
      markdown = result?.markdown;
      bullet = result?.bullet;
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      // The libraries write a segment as if nothing came before it: right only where no list follows a list.
      if (carried !== undefined && !(segment.kind === 'inline' || LIST_FREE.has(segment.node.tagName))) return undefined;
      markdown = library(root);
      // A list's bullet is its first marker (the libraries avoid '-' when an item starts with a rule of dashes).
      if (markdown !== undefined && segment.kind === 'block' && LISTS.has(segment.node.tagName)) {
        bullet = /^(?:\d+)?([-*+.)])/.exec(markdown)?.[1];
        if (!bullet) return undefined;
      }
    }
    if (markdown === undefined) continue;
    // Inline content on both sides of a block that converted to nothing: the libraries make it one paragraph.
    if (segment.kind === 'inline' && written[written.length - 1]?.segment.kind === 'inline') return undefined;
    written.push({ segment, markdown });
    carried = bullet;
  }
  // mdast-util-to-markdown: blocks joined by a blank line, and a final line ending unless it ends with one already.
  const joined = written.map((w) => w.markdown).join('\n\n');
  return joined && !/[\r\n]$/.test(joined) ? `${joined}\n` : joined;
}

/** Text, or an inline element holding only inline content: a run of these converts as one paragraph. */
function inlineOnly(node: RootContent | ElementContent): boolean {
  return asInline(node) !== undefined;
}

/** The node when it is text or an inline element holding only inline content, else undefined. */
function asInline(node: RootContent | ElementContent): ElementContent | undefined {
  return node.type === 'text' || (node.type === 'element' && INLINE.has(node.tagName) && node.children.every(inlineOnly)) ? node : undefined;
}

/**
 * One top-level block (or a run of inline content wrapped in a p) to Markdown, without a final newline, and the bullet
 * of the list it is (if it is one); undefined when it converts to no node. `carried`: the bullet of a list written
 * just before it.
 */
function segmentMarkdown(block: Element, carried: string | undefined): { markdown: string; bullet: string | undefined } | undefined {
  const tree = clone(block);
  minify(tree, true, true, 'normal');
  const converted = convertBlock(tree);
  if (!converted) return undefined;
  // Tidied in a root, as the library tidies it: the block itself is no text, so it stays the root's one child.
  tidyText({ type: 'root', children: [converted] });
  bulletLastUsed = carried;
  const markdown = flowChild(converted, '', { before: '\n', after: '\n' });
  return { markdown, bullet: converted.type === 'list' ? bulletLastUsed : undefined };
}

/**
 * mdast flow nodes (paragraphs, headings, code, lists of paragraphs; text, inline code, links, emphasis and strong
 * inside) to Markdown as mdast-util-to-markdown writes a root holding them, without the final newline; undefined for
 * anything else, or for options not supported.
 */
export function flowToMarkdown(nodes: readonly unknown[], options: ToMarkdownOptions): string | undefined {
  if (!useSerializer(options) || !nodes.every(isSupportedFlow)) return undefined;
  const out: string[] = [];
  bulletLastUsed = undefined;
  try {
    for (const node of nodes) {
      out.push(flowChild(node, '', { before: '\n', after: '\n' }));
      if (node.type !== 'list') bulletLastUsed = undefined;
    }
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  return out.join('\n\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An mdast node of the shapes this module writes, with no field it would ignore. */
function isSupportedFlow(node: unknown): node is MFlow {
  if (!isRecord(node)) return false;
  const n = node;
  const keys = (...allowed: string[]) => Object.keys(n).every((key) => allowed.includes(key) || key === 'position' || key === 'data' && n.data === undefined);
  const phrasingOnly = () => Array.isArray(n.children) && n.children.every(isSupportedPhrasing);
  switch (n.type) {
    case 'paragraph':
      return keys('type', 'children') && phrasingOnly();
    case 'heading':
      return keys('type', 'depth', 'children') && typeof n.depth === 'number' && phrasingOnly();
    case 'code':
      return keys('type', 'lang', 'meta', 'value') && typeof n.value === 'string' && (n.lang == null || typeof n.lang === 'string') && n.meta == null;
    case 'list':
      return (
        keys('type', 'ordered', 'start', 'spread', 'children') &&
        (n.ordered == null || typeof n.ordered === 'boolean') &&
        typeof n.spread === 'boolean' &&
        (n.start == null || typeof n.start === 'number') &&
        Array.isArray(n.children) &&
        n.children.every((i) => {
          return (
            isRecord(i) &&
            i.type === 'listItem' &&
            typeof i.spread === 'boolean' &&
            i.checked == null &&
            Array.isArray(i.children) &&
            i.children.length > 0 &&
            i.children.every(isSupportedFlow) &&
            Object.keys(i).every((key) => ['type', 'spread', 'checked', 'children', 'position'].includes(key))
          );
        })
      );
    default:
      return false;
  }
}

function isSupportedPhrasing(node: unknown): node is MPhrasing {
  if (!isRecord(node)) return false;
  const n = node;
  switch (n.type) {
    case 'text':
    case 'inlineCode':
      return typeof n.value === 'string' && (n.type === 'text' || !/[\r\n]/.test(n.value));
    case 'link':
      return typeof n.url === 'string' && n.title == null && Array.isArray(n.children) && n.children.every(isSupportedPhrasing);
    case 'emphasis':
    case 'strong':
      return Array.isArray(n.children) && n.children.every(isSupportedPhrasing);
    default:
      return false;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A private copy of a segment's tree (the whitespace rules rewrite its text).

interface HText {
  type: 'text';
  value: string;
}
interface HElement {
  type: 'element';
  tagName: string;
  properties: Element['properties'];
  children: HNode[];
}
type HNode = HText | HElement;

function clone(node: Element): HElement {
  return {
    type: 'element',
    tagName: node.tagName,
    properties: node.properties,
    children: node.children.map((child): HNode => {
      if (child.type === 'text') return { type: 'text', value: child.value };
      if (child.type === 'element') return clone(child);
      throw new Unsupported();
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// hast-util-minify-whitespace (as hast-util-to-mdast runs it: spaces, not newlines), over the copy.

const MINIFY_BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'center', 'col', 'colgroup', 'dd', 'dialog', 'dir', 'div', 'dl', 'dt',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'legend', 'li',
  'listing', 'main', 'menu', 'nav', 'ol', 'optgroup', 'option', 'p', 'plaintext', 'pre', 'section', 'summary', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'ul', 'wbr', 'xmp',
]);
/** `content` and `embedded` elements of hast-util-minify-whitespace. */
const MINIFY_CONTENT = new Set(['button', 'input', 'select', 'textarea', 'audio', 'canvas', 'embed', 'iframe', 'img', 'math', 'object', 'picture', 'svg', 'video']);
const MINIFY_SKIPPABLE = new Set([
  'area', 'base', 'basefont', 'dialog', 'datalist', 'head', 'link', 'meta', 'noembed', 'noframes', 'param', 'rp', 'script', 'source', 'style',
  'template', 'track', 'title',
]);

type WhiteSpace = 'normal' | 'pre' | 'pre-wrap' | 'nowrap';

/** What minifying a node says: kept (and whether what follows loses its leading white space), or removed. */
const KEEP = 0;
const STRIP_NEXT = 1;
const REMOVE = 2;

const collapseWhitespace = (value: string) => value.replace(/[\t\n\v\f\r ]+/g, ' ');

/** `minify` of hast-util-minify-whitespace (its state's fields as arguments; comments never get here). */
function minify(node: HNode, before: boolean, after: boolean, whitespace: WhiteSpace): number {
  if (node.type === 'element') {
    const block = MINIFY_BLOCKS.has(node.tagName);
    return minifyChildren(node, block || before, block || after, inferWhiteSpace(node, whitespace));
  }
  if (whitespace === 'normal') return minifyText(node, before, after);
  if (whitespace === 'nowrap') node.value = collapseWhitespace(node.value);
  return KEEP;
}

function minifyText(node: HText, before: boolean, after: boolean): number {
  const value = collapseWhitespace(node.value);
  let result = KEEP;
  let start = 0;
  let end = value.length;
  if (before && removable(value.charAt(0))) start++;
  if (start !== end && removable(value.charAt(end - 1))) {
    if (after) end--;
    else result = STRIP_NEXT;
  }
  if (start === end) return REMOVE;
  node.value = value.slice(start, end);
  return result;
}

function minifyChildren(parent: HElement, start: boolean, after: boolean, whitespace: WhiteSpace): number {
  let before = start;
  // The library removes a child in place; what follows a child is the same either way, so the kept ones are
  // collected instead. (After a removal it looks again at the child before, whose effect on `before` stands already.)
  const children = parent.children;
  const kept: HNode[] = [];
  children.forEach((child, index) => {
    const result = minify(child, before, collapsableAfter(children, index, after) ?? after, whitespace);
    if (result === REMOVE) return;
    kept.push(child);
    before = result === STRIP_NEXT;
    if (child.type === 'element' && MINIFY_CONTENT.has(child.tagName)) before = false;
  });
  parent.children = kept;
  return before || after ? STRIP_NEXT : KEEP;
}

function collapsableAfter(nodes: HNode[], index: number, after: boolean | undefined): boolean | undefined {
  let node: HNode | undefined;
  while ((node = nodes[++index]) !== undefined) {
    let result: boolean | undefined;
    if (node.type === 'element') {
      if (MINIFY_CONTENT.has(node.tagName)) result = false;
      else if (MINIFY_BLOCKS.has(node.tagName)) result = true;
      else if (!(node.properties.hidden || MINIFY_SKIPPABLE.has(node.tagName))) result = collapsableAfter(node.children, -1, undefined);
    } else if (!/^[ \t\n\f\r]*$/.test(node.value)) {
      result = false;
    }
    if (typeof result === 'boolean') return result;
  }
  return after;
}

function inferWhiteSpace(node: HElement, inherited: WhiteSpace): WhiteSpace {
  switch (node.tagName) {
    case 'listing':
    case 'plaintext':
    case 'script':
    case 'style':
    case 'xmp':
      return 'pre';
    case 'nobr':
      return 'nowrap';
    case 'pre':
      return node.properties.wrap ? 'pre-wrap' : 'pre';
    case 'td':
    case 'th':
      return node.properties.noWrap ? 'nowrap' : inherited;
    case 'textarea':
      return 'pre-wrap';
    default:
      return inherited;
  }
}

function removable(character: string): boolean {
  return character === ' ' || character === '\n';
}

// ---------------------------------------------------------------------------------------------------------------
// hast-util-to-mdast's handlers for the elements above, to the mdast nodes mdast-util-to-markdown reads.

interface MText {
  type: 'text';
  value: string;
}
interface MInlineCode {
  type: 'inlineCode';
  value: string;
}
interface MLink {
  type: 'link';
  url: string;
  children: MPhrasing[];
}
interface MEmphasis {
  type: 'emphasis';
  children: MPhrasing[];
}
interface MStrong {
  type: 'strong';
  children: MPhrasing[];
}
type MAttention = MEmphasis | MStrong;
type MPhrasing = MText | MInlineCode | MLink | MAttention;
interface MParagraph {
  type: 'paragraph';
  children: MPhrasing[];
}
interface MHeading {
  type: 'heading';
  depth: number;
  children: MPhrasing[];
}
interface MCode {
  type: 'code';
  lang?: string | null;
  value: string;
}
interface MList {
  type: 'list';
  ordered?: boolean | null;
  start?: number | null;
  spread: boolean;
  children: MListItem[];
}
interface MListItem {
  type: 'listItem';
  spread: boolean;
  children: MFlow[];
}
interface MBlockquote {
  type: 'blockquote';
  children: MFlow[];
}
interface MTableCell {
  type: 'tableCell';
  children: MPhrasing[];
}
interface MTableRow {
  type: 'tableRow';
  children: MTableCell[];
}
interface MTable {
  type: 'table';
  align: (string | null)[];
  children: MTableRow[];
}
type MFlow = MParagraph | MHeading | MCode | MList | MBlockquote | MTable;
interface MRoot {
  type: 'root';
  children: MFlow[];
}
type MParent = MRoot | MParagraph | MHeading | MLink | MAttention | MList | MListItem | MBlockquote | MTable | MTableRow | MTableCell;
type MNode = MFlow | MPhrasing | MListItem | MTableRow | MTableCell;

/** hast-util-phrasing, for the elements this module accepts. */
const PHRASING = new Set(['a', 'abbr', 'b', 'cite', 'code', 'del', 'dfn', 'em', 'i', 'kbd', 'mark', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'var']);
/** Elements hast-util-to-mdast dissolves into their children. */
const TRANSPARENT = new Set(['span', 'sup', 'sub']);

function convertBlock(node: HElement): MFlow | undefined {
  const result = convert(node);
  if (result === undefined) return undefined;
  if (Array.isArray(result) || !isFlow(result)) throw new Unsupported();
  return result;
}

function isFlow(node: MNode): node is MFlow {
  return node.type === 'paragraph' || node.type === 'heading' || node.type === 'code' || node.type === 'list' || node.type === 'blockquote' || node.type === 'table';
}

/** `state.one`: a node, several (a dissolved element), or nothing. */
function convert(node: HNode): MNode | MNode[] | undefined {
  if (node.type === 'text') return { type: 'text', value: node.value };
  if (node.properties.dataMdast === 'ignore') return undefined;
  switch (node.tagName) {
    case 'p': {
      const children = phrasingChildren(node);
      return children.length > 0 ? { type: 'paragraph', children } : undefined;
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return { type: 'heading', depth: Number(node.tagName.charAt(1)), children: phrasingChildren(node) };
    case 'pre':
      return codeBlock(node);
    case 'ul':
    case 'ol':
      return list(node);
    case 'dl':
      return definitionList(node);
    case 'blockquote':
      return { type: 'blockquote', children: wrap(all(node)) };
    case 'table':
      return table(node);
    case 'strong':
    case 'b':
      return { type: 'strong', children: phrasingChildren(node) };
    case 'em':
    case 'i':
      return { type: 'emphasis', children: phrasingChildren(node) };
    case 'code':
      return { type: 'inlineCode', value: inlineText(node) };
    case 'a': {
      if (node.properties.title !== undefined && node.properties.title !== null) throw new Unsupported();
      return { type: 'link', url: String(node.properties.href || ''), children: phrasingChildren(node) };
    }
    default:
      if (TRANSPARENT.has(node.tagName)) return all(node);
      throw new Unsupported();
  }
}

function all(node: HElement): MNode[] {
  const results: MNode[] = [];
  for (const child of node.children) {
    const result = convert(child);
    if (Array.isArray(result)) results.push(...result);
    else if (result) results.push(result);
  }
  return results;
}

function phrasingChildren(node: HElement): MPhrasing[] {
  const children = all(node);
  if (!children.every(isPhrasing)) throw new Unsupported();
  return children;
}

function isPhrasing(node: MNode): node is MPhrasing {
  return node.type === 'text' || node.type === 'inlineCode' || node.type === 'link' || node.type === 'emphasis' || node.type === 'strong';
}

/** handlers/code.js: `pre`, as markdown.ts prepares it (pre > code.language-x? > text). */
function codeBlock(node: HElement): MCode {
  const [code] = node.children;
  if (node.children.length !== 1 || code?.type !== 'element' || code.tagName !== 'code') throw new Unsupported();
  const text = code.children[0];
  if (code.children.length > 1 || (text && text.type !== 'text')) throw new Unsupported();
  const classList = code.properties.className;
  let lang: string | null = null;
  if (Array.isArray(classList)) {
    const found = classList.map(String).find((c) => c.startsWith('language-'));
    if (found) lang = found.slice('language-'.length) || null;
  }
  // toText of such a pre is its text as is; trimTrailingLines drops the final line endings.
  return { type: 'code', lang, value: (text?.value ?? '').replace(/[\r\n]+$/, '') };
}

/**
 * handlers/inline-code.js: hast-util-to-text of the element. For text already minified (single spaces, no line
 * breaks) inside inline elements, that is the text as it stands.
 */
function inlineText(node: HElement): string {
  let value = '';
  const collect = (element: HElement) => {
    for (const child of element.children) {
      if (child.type === 'text') {
        if (/[\t\n\v\f\r]| {2}/.test(child.value)) throw new Unsupported();
        value += child.value;
      } else if (PHRASING.has(child.tagName) && !child.properties.hidden) {
        collect(child);
      } else if (child.tagName !== 'wbr') {
        // A line-break opportunity (API names carry them) has no text in code, as the libraries read it.
        throw new Unsupported();
      }
    }
  };
  collect(node);
  return value;
}

/** handlers/list.js and li.js. */
function list(node: HElement): MList {
  const ordered = node.tagName === 'ol';
  const children: MListItem[] = [];
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName !== 'li') throw new Unsupported();
    children.push(listItem(child));
  }
  let start: number | null = null;
  if (ordered) {
    start = Number.parseInt(String(node.properties.start), 10);
    if (Number.isNaN(start)) start = 1;
  }
  return { type: 'list', ordered, start, spread: children.length > 1 && children.some((c) => c.spread), children };
}

function listItem(node: HElement): MListItem {
  const head = node.children[0];
  const inParagraph = head?.type === 'element' && head.tagName === 'p' ? head.children[0] : undefined;
  // A leading checkbox makes a task list item: left to the libraries.
  if (head?.type === 'element' && (head.tagName === 'input' || (inParagraph?.type === 'element' && inParagraph.tagName === 'input'))) {
    throw new Unsupported();
  }
  const children = wrap(all(node));
  if (children.length === 0) throw new Unsupported();
  return { type: 'listItem', spread: spreadOut(node), children };
}

/** handlers/dl.js: each group of terms and descriptions becomes a list item. */
function definitionList(node: HElement): MList | undefined {
  const clean: HNode[] = [];
  for (const child of node.children) {
    if (child.type === 'element' && child.tagName === 'div') clean.push(...child.children);
    else clean.push(child);
  }
  const groups: { titles: HNode[]; definitions: HNode[] }[] = [];
  let group: { titles: HNode[]; definitions: HNode[] } = { titles: [], definitions: [] };
  clean.forEach((child, index) => {
    if (child.type === 'element' && child.tagName === 'dt') {
      const previous = clean[index - 1];
      if (previous && previous.type === 'element' && previous.tagName === 'dd') {
        groups.push(group);
        group = { titles: [], definitions: [] };
      }
      group.titles.push(child);
    } else {
      group.definitions.push(child);
    }
  });
  groups.push(group);
  const content: MListItem[] = [];
  for (const { titles, definitions } of groups) {
    const result = [...definitionItems(titles), ...definitionItems(definitions)];
    if (result.length > 0) content.push({ type: 'listItem', spread: result.length > 1, children: result });
  }
  if (content.length === 0) return undefined;
  return { type: 'list', ordered: false, start: null, spread: content.length > 1 && content.some((c) => c.spread), children: content };
}

/** dl.js `handle`: terms or descriptions (each a list item, as dt and dd convert like li), one item's content or a list. */
function definitionItems(children: HNode[]): MFlow[] {
  const items: MListItem[] = [];
  for (const child of children) {
    // dt and dd convert as li; anything else would be appended to the item before it.
    if (child.type !== 'element' || (child.tagName !== 'dt' && child.tagName !== 'dd')) throw new Unsupported();
    items.push(listItem(child));
  }
  const [only] = items;
  if (!only) return [];
  if (items.length === 1) return only.children;
  return [{ type: 'list', ordered: false, start: null, spread: items.some((c) => c.spread), children: items }];
}

/** handlers/table.js, table-row.js and table-cell.js, for tables of rows of cells (no spans, no nested tables). */
function table(node: HElement): MTable {
  const { align, headless } = inspectTable(node);
  const rows: MTableRow[] = [];
  const addRows = (children: HNode[]) => {
    for (const child of children) {
      if (child.type !== 'element') throw new Unsupported();
      if (child.tagName === 'thead' || child.tagName === 'tbody' || child.tagName === 'tfoot') addRows(child.children);
      else if (child.tagName === 'tr') rows.push({ type: 'tableRow', children: child.children.map(tableCell) });
      else throw new Unsupported();
    }
  };
  addRows(node.children);
  if (headless) rows.unshift({ type: 'tableRow', children: [] });
  let columns = 1;
  for (const row of rows) if (row.children.length > columns) columns = row.children.length;
  for (const row of rows) while (row.children.length < columns) row.children.push({ type: 'tableCell', children: [] });
  while (align.length < columns) align.push(null);
  return { type: 'table', align, children: rows };
}

function tableCell(node: HNode): MTableCell {
  if (node.type !== 'element' || (node.tagName !== 'td' && node.tagName !== 'th')) throw new Unsupported();
  if (node.properties.rowSpan || node.properties.colSpan) throw new Unsupported();
  return { type: 'tableCell', children: phrasingChildren(node) };
}

/** table.js `inspect`: each column's alignment (from the first cell that has one), and whether there is a header row. */
function inspectTable(node: HElement): { align: (string | null)[]; headless: boolean } {
  const info: { align: (string | null)[]; headless: boolean } = { align: [null], headless: true };
  let rowIndex = 0;
  let cellIndex = 0;
  const visit = (child: HNode) => {
    if (child.type !== 'element') return;
    if (child.tagName === 'table' && child !== node) throw new Unsupported();
    if (child.tagName === 'th' || child.tagName === 'td') {
      if (!info.align[cellIndex]) {
        const value = String(child.properties.align || '') || null;
        if (value === 'center' || value === 'left' || value === 'right' || value === null) info.align[cellIndex] = value;
      }
      if (info.headless && rowIndex < 2 && child.tagName === 'th') info.headless = false;
      cellIndex++;
    } else if (child.tagName === 'thead') {
      info.headless = false;
    } else if (child.tagName === 'tr') {
      rowIndex++;
      cellIndex = 0;
    }
    child.children.forEach(visit);
  };
  visit(node);
  return info;
}

/** li.js `spreadout`. */
function spreadOut(node: HElement): boolean {
  let seenFlow = false;
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (PHRASING.has(child.tagName)) continue;
    if (child.tagName === 'p' || seenFlow || spreadOut(child)) return true;
    seenFlow = true;
  }
  return false;
}

/** util/wrap.js: runs of phrasing content become paragraphs (unless only white space). */
function wrap(nodes: MNode[]): MFlow[] {
  const result: MFlow[] = [];
  let queue: MPhrasing[] = [];
  const onPhrasing = () => {
    if (queue.length && !queue.every((d) => d.type === 'text' && /^[ \t\n\f\r]*$/.test(d.value))) result.push({ type: 'paragraph', children: queue });
    queue = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) {
      if (node.type === 'link' && node.children.some((c) => !isPhrasing(c))) throw new Unsupported();
      queue.push(node);
    } else if (isFlow(node)) {
      onPhrasing();
      result.push(node);
    } else {
      throw new Unsupported();
    }
  }
  onPhrasing();
  return result;
}

/** The end of hast-util-to-mdast: adjacent text nodes merged, white space around line breaks and at edges trimmed. */
function tidyText(parent: MParent): void {
  const children: MNode[] = parent.children;
  let index = 0;
  let node: MNode | undefined;
  while ((node = children[index]) !== undefined) {
    if (node.type !== 'text') {
      if ('children' in node) tidyText(node);
      index++;
      continue;
    }
    const previous = children[index - 1];
    if (previous && previous.type === 'text') {
      previous.value += node.value;
      children.splice(index, 1);
      index--;
      continue;
    }
    node.value = node.value.replace(/[\t ]*(\r?\n|\r)[\t ]*/, '$1');
    if (parent.type === 'heading' || parent.type === 'paragraph' || parent.type === 'root') {
      if (!index) node.value = node.value.replace(/^[\t ]+/, '');
      if (index === children.length - 1) node.value = node.value.replace(/[\t ]+$/, '');
    }
    if (!node.value) {
      children.splice(index, 1);
      continue;
    }
    index++;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// mdast-util-to-markdown's handlers for those nodes (bullet '-', fences, listItemIndent 'one', atx headings).

interface Info {
  before: string;
  after: string;
}

/** The constructs being written (`state.stack`), outermost first, joined by '/': also the key of their escaping scope. */
type Stack = string;

function enter(stack: Stack, ...names: string[]): Stack {
  return stack ? `${stack}/${names.join('/')}` : names.join('/');
}

/** handle/{paragraph,heading,code,list}.js for a flow node in `parent`. */
function flowChild(node: MFlow | MListItem, stack: Stack, info: Info): string {
  switch (node.type) {
    case 'paragraph':
      return phrasing(node, enter(stack, 'paragraph', 'phrasing'), info);
    case 'heading': {
      const sequence = '#'.repeat(Math.max(Math.min(6, node.depth || 1), 1));
      let value = phrasing(node, enter(stack, 'headingAtx', 'phrasing'), { before: '# ', after: '\n' });
      const head = value.charCodeAt(0);
      if (head === 9 || head === 32) value = `&#x${head.toString(16).toUpperCase()};${value.slice(1)}`;
      return value ? `${sequence} ${value}` : sequence;
    }
    case 'code': {
      const raw = node.value;
      const fence = '`'.repeat(Math.max(longestStreak(raw, '`') + 1, 3));
      let value = fence;
      if (node.lang) value += safe(node.lang, enter(stack, 'codeFenced', 'codeFencedLangGraveAccent'), { before: value, after: ' ', encode: ['`'] });
      value += '\n';
      if (raw) value += `${raw}\n`;
      return value + fence;
    }
    case 'list':
      return listMarkdown(node, stack);
    case 'blockquote': {
      // handle/blockquote.js.
      const inner = enter(stack, 'blockquote');
      const content = containerFlow(node, (child) => {
        if (child.type === 'listItem') throw new Unsupported();
        return flowChild(child, inner, { before: '\n', after: '\n' });
      });
      return indentLines(content, (line, _index, blank) => `>${blank ? '' : ' '}${line}`);
    }
    case 'table':
      return tableMarkdown(node, stack);
    case 'listItem':
      throw new Unsupported();
  }
}

/**
 * mdast-util-gfm-table's handler with `tablePipeAlign: false` (markdown-table without aligned delimiters): each cell
 * written between '|' and '|', rows as `| a | b |`, the delimiter row as `| - | :-: |`.
 */
function tableMarkdown(node: MTable, stack: Stack): string {
  const cellStack = enter(stack, 'table', 'tableRow', 'tableCell', 'phrasing');
  const matrix = node.children.map((row) => row.children.map((cell) => phrasing(cell, cellStack, { before: '|', after: '|' })));
  const head = matrix[0];
  if (head) {
    const columns = node.align.length || Math.max(...matrix.map((row) => row.length));
    while (head.length < columns) head.push('');
  }
  const mostCellsPerRow = Math.max(0, ...matrix.map((row) => row.length));
  const delimiters: string[] = [];
  for (let column = 0; column < mostCellsPerRow; column++) {
    const code = alignment(node.align[column]);
    delimiters.push(`${code === 'c' || code === 'l' ? ':' : ''}-${code === 'c' || code === 'r' ? ':' : ''}`);
  }
  const rows = [...matrix];
  rows.splice(1, 0, delimiters);
  return rows
    .map((row, index) => {
      // The delimiter row is as wide as the head.
      const cellsInRow = Math.max(1, (index === 1 && head ? head : row).length);
      let line = '';
      for (let column = 0; column < cellsInRow; column++) {
        const cell = row[column] || '';
        if (!column) line += '|';
        if (cell !== '') line += ' ';
        line += `${cell} |`;
      }
      return line;
    })
    .join('\n');
}

/** markdown-table's `toAlignment`. */
function alignment(value: string | null | undefined): 'c' | 'l' | 'r' | undefined {
  const code = typeof value === 'string' ? value.charAt(0) : '';
  return code === 'C' || code === 'c' ? 'c' : code === 'L' || code === 'l' ? 'l' : code === 'R' || code === 'r' ? 'r' : undefined;
}

/**
 * `state.bulletLastUsed`: the bullet of the list written last, forgotten after anything else in a container. A list
 * right after another (even as the first thing inside a following block quote, or inside the first item of a list
 * that follows one) takes the other bullet. One serialization at a time, as in the library.
 */
let bulletLastUsed: string | undefined;

/** util/container-flow.js and join.js (joinDefaults) for our nodes. */
function containerFlow(parent: MList | MListItem | MBlockquote, render: (child: MFlow | MListItem) => string): string {
  const children: readonly (MFlow | MListItem)[] = parent.children;
  let out = '';
  children.forEach((child, index) => {
    out += render(child);
    if (child.type !== 'list') bulletLastUsed = undefined;
    const next = children[index + 1];
    if (next) out += '\n'.repeat(1 + (join(child, next, parent) ?? 1));
  });
  return out;
}

function join(left: MFlow | MListItem, right: MFlow | MListItem, parent: MList | MListItem | MBlockquote): number | undefined {
  // Only lists and list items say whether they are spread; anything else is joined by a blank line.
  if (parent.type === 'blockquote') return undefined;
  // mdast-util-gfm-table's join, consulted before the default one.
  if (left.type === 'table' && parent.type === 'listItem' && parent.spread === false && (right.type === 'paragraph' || right.type === 'table')) return 1;
  if (parent.spread) return 1;
  if (left.type === 'blockquote' && right.type === 'blockquote') return 1;
  if (
    left.type === 'paragraph' &&
    right.type === 'list' &&
    ((right.ordered && typeof right.start === 'number' && right.start !== 1) || right.children[0]?.children.length === 0)
  ) {
    return 1;
  }
  // A paragraph after a block that ends in a paragraph (itself one, or its last descendant) is set apart by a blank line.
  let tail: MFlow | MListItem = left;
  for (let last = lastFlowChild(tail); last; last = lastFlowChild(tail)) tail = last;
  if (tail.type !== 'paragraph') return 0;
  return right.type === 'paragraph' ? 1 : 0;
}

/** The last child of a block quote, list or list item (what the end of one is), else undefined. */
function lastFlowChild(node: MFlow | MListItem): MFlow | MListItem | undefined {
  return node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem' ? node.children.at(-1) : undefined;
}

/** handle/list.js and list-item.js. */
function listMarkdown(node: MList, stack: Stack): string {
  const inner = enter(stack, 'list');
  let bullet = node.ordered ? '.' : '-';
  if (bulletLastUsed !== undefined && bulletLastUsed === bullet) bullet = node.ordered ? ')' : '*';
  const value = containerFlow(node, (item) => {
    if (item.type !== 'listItem') throw new Unsupported();
    let marker = bullet;
    if (node.ordered) marker = `${(typeof node.start === 'number' && node.start > -1 ? node.start : 1) + node.children.indexOf(item)}${bullet}`;
    const size = marker.length + 1;
    const itemStack = enter(inner, 'listItem');
    const content = containerFlow(item, (child) => {
      if (child.type === 'listItem') throw new Unsupported();
      return flowChild(child, itemStack, { before: '\n', after: '\n' });
    });
    return indentLines(content, (line, index, blank) => (index ? (blank ? '' : ' '.repeat(size)) + line : (blank ? marker : marker + ' '.repeat(size - marker.length)) + line));
  });
  bulletLastUsed = bullet;
  return value;
}

/** util/indent-lines.js. */
function indentLines(value: string, map: (line: string, index: number, blank: boolean) => string): string {
  const result: string[] = [];
  const eol = /\r?\n|\r/g;
  let start = 0;
  let line = 0;
  let match: RegExpExecArray | null;
  while ((match = eol.exec(value))) {
    const text = value.slice(start, match.index);
    result.push(map(text, line, !text), match[0]);
    start = match.index + match[0].length;
    line++;
  }
  const text = value.slice(start);
  result.push(map(text, line, !text));
  return result.join('');
}

/** util/container-phrasing.js: the children, each with the character written before it and the one after it. */
function phrasing(parent: { children: MPhrasing[] }, stack: Stack, info: Info): string {
  return serialize(phrasingItems(parent, stack, info), info.before, info.after);
}

/** `phrasing` of container-phrasing.js: strings, and emphasis and strong as items whose markers are chosen later. */
function phrasingItems(parent: { children: MPhrasing[] }, stack: Stack, info: Info): Item[] {
  const children = parent.children;
  const results: Item[] = [];
  let before = info.before;
  children.forEach((child, index) => {
    const next = children[index + 1];
    const after = next ? firstCharacter(peek(next, stack)) : info.after;
    if (child.type === 'emphasis' || child.type === 'strong') {
      const item = attentionItem(child, stack);
      if (!item) return;
      results.push(item);
      before = lastCharacter(item.sequences[0]);
      return;
    }
    const value = phrasingChild(child, stack, { before, after });
    if (!value) return;
    results.push(value);
    before = lastCharacter(value);
  });
  return results;
}

/** A handler's `peek`, or the handler itself with nothing around. */
function peek(node: MPhrasing, stack: Stack): string {
  if (node.type === 'inlineCode') return '`';
  if (node.type === 'link') return isAutolink(node) ? '<' : '[';
  // The `emphasis` option, and the default `strong` '*'.
  if (node.type === 'emphasis') return active().emphasis;
  if (node.type === 'strong') return '*';
  return safe(node.value, stack, { before: '', after: '' });
}

function phrasingChild(node: MText | MInlineCode | MLink, stack: Stack, info: Info): string {
  switch (node.type) {
    case 'text':
      return safe(node.value, stack, info);
    case 'inlineCode': {
      const value = inlineCode(node.value);
      return stack.split('/').includes('tableCell') ? escapePipes(value) : value;
    }
    case 'link':
      return link(node, stack, info);
  }
}

/** mdast-util-gfm-table's `inlineCodeWithTable`: a pipe in inline code in a cell gets a backslash (unless it has one). */
function escapePipes(value: string): string {
  const result: string[] = [];
  let start = 0;
  let index = value.indexOf('|');
  while (index !== -1) {
    let before = index;
    while (before > start && value.charCodeAt(before - 1) === 92) before--;
    result.push(value.slice(start, index));
    if ((index - before) % 2 === 0) result.push('\\');
    start = index;
    index = value.indexOf('|', index + 1);
  }
  result.push(value.slice(start));
  return result.join('');
}

// Emphasis and strong: the marker of each is chosen so that the text parses back the same (container-phrasing.js,
// ported as it is). Emphasis prefers '_', strong '**'.

interface AttentionItem {
  children: Item[];
  /** The markers it may take, the preferred one first. */
  sequences: readonly [string, string];
}
type Item = string | AttentionItem;
interface Token {
  value: string;
  attention: AttentionItem | undefined;
}
interface Run {
  /** The marker character of its tokens. */
  marker: string;
  tokens: Token[];
  markers: Token[];
  start: number;
  end: number;
  open: boolean;
  close: boolean;
  split: boolean;
}
interface Mistake {
  attention: AttentionItem[];
  index: number;
}

const BUILTINS = new Map([
  ['*', false],
  ['_', true],
]);

function attentionItem(node: MAttention, stack: Stack): AttentionItem | undefined {
  const sequences = node.type === 'strong' ? (['**', '__'] as const) : active().emphasis === '_' ? (['_', '*'] as const) : (['*', '_'] as const);
  const sequence = sequences[0];
  const children = phrasingItems(node, enter(stack, node.type), { before: sequence, after: sequence });
  return children.length === 0 ? undefined : { children, sequences };
}

function candidates(tokens: Token[], involved: Token[], runOf: Map<Token, Run>): AttentionItem[] {
  const related = new Set<AttentionItem>();
  for (const token of tokens) {
    const siblings = runOf.get(token);
    if (siblings && token.attention && involved.some((d) => d.attention === token.attention)) {
      // A run is made of attention markers only: each of its tokens has one.
      for (const sibling of siblings.tokens) if (sibling.attention) related.add(sibling.attention);
    }
  }
  const ordered: AttentionItem[] = [];
  for (const token of tokens) if (token.attention && related.delete(token.attention)) ordered.push(token.attention);
  ordered.reverse();
  return ordered;
}

function check(tokens: Token[], before: string, after: string): Mistake | undefined {
  const runs: Run[] = [];
  const wrong = new Map<Token, Token[]>();
  const runOf = new Map<Token, Run>();
  let index = 0;
  let token: Token | undefined;
  while ((token = tokens[index]) !== undefined) {
    if (!token.attention) {
      index++;
      continue;
    }
    const marker = token.value.charAt(0);
    const strict = BUILTINS.get(marker);
    let end = index + 1;
    while (tokens[end]?.attention && tokens[end]?.value.charAt(0) === marker) end++;
    const head = tokens[index - 1]?.value ?? before;
    const previous = classifyCharacter(head.charCodeAt(head.length - 1));
    const next = classifyCharacter((tokens[end]?.value ?? after).charCodeAt(0));
    const open = !next || (next === 2 && Boolean(previous));
    const close = !previous || (previous === 2 && Boolean(next));
    const run: Run = {
      marker,
      tokens: tokens.slice(index, end),
      markers: [],
      start: 0,
      end: 0,
      open: strict ? open && (Boolean(previous) || !close) : open,
      close: strict ? close && (Boolean(next) || !open) : close,
      split: strict !== undefined,
    };
    for (const token of run.tokens) {
      wrong.set(token, [...run.tokens]);
      runOf.set(token, run);
      let size = token.value.length;
      while (size--) run.markers.push(token);
    }
    run.end = run.markers.length;
    runs.push(run);
    index = end;
  }
  pair(runs, wrong);
  for (const [at, each] of tokens.entries()) {
    const involved = wrong.get(each);
    if (involved) return { attention: candidates(tokens, involved, runOf), index: at };
  }
  return undefined;
}

function encode(tokens: Token[], start: boolean): void {
  const token = tokens[start ? 0 : tokens.length - 1];
  if (!token || token.attention) return;
  const character = start ? firstCharacter(token.value) : lastCharacter(token.value);
  const code = character.codePointAt(0);
  // Only text next to a marker is encoded, and such text is never empty.
  if (code === undefined) throw new Unsupported();
  const reference = characterReference(code);
  if (start) {
    token.value = reference + token.value.slice(character.length);
  } else {
    let value = token.value.slice(0, token.value.length - character.length);
    let escapes = 0;
    while (value.charCodeAt(value.length - 1 - escapes) === 92) escapes++;
    if (escapes % 2) value += '\\';
    token.value = value + reference;
  }
}

function improve(items: Item[], chosen: Map<AttentionItem, string>, mistake: Mistake, before: string, after: string) {
  for (const attention of mistake.attention) {
    const current = chosen.get(attention) || attention.sequences[0];
    for (const sequence of attention.sequences) {
      if (sequence === current) continue;
      const trial = new Map(chosen);
      trial.set(attention, sequence);
      const tokens = render(items, trial, before, after);
      const next = check(tokens, before, after);
      if (!next || next.index > mistake.index) return { chosen: trial, mistake: next, tokens };
    }
  }
  return undefined;
}

function pair(runs: Run[], wrong: Map<Token, Token[]>): void {
  const openersByMarker = new Map<string, Run[]>();
  for (const closer of runs) {
    let openers = openersByMarker.get(closer.marker);
    if (!openers) openersByMarker.set(closer.marker, (openers = []));
    let open = closer.close ? openers.length : 0;
    while (open-- && closer.start < closer.end) {
      const opener = openers[open];
      if (!opener) break;
      const openerSize = opener.end - opener.start;
      const closerSize = closer.end - closer.start;
      if (
        closer.split
          ? (opener.close || closer.open) && closerSize % 3 && !((openerSize + closerSize) % 3)
          : openerSize !== opener.markers.length || openerSize !== closerSize
      ) {
        continue;
      }
      const size = closer.split ? (openerSize > 1 && closerSize > 1 ? 2 : 1) : closerSize;
      const opening = opener.markers.slice(opener.end - size, opener.end);
      const closing = closer.markers.slice(closer.start, closer.start + size);
      const [openToken] = opening;
      const [closeToken] = closing;
      // Both slices hold `size` (at least one) markers.
      if (!openToken || !closeToken) throw new Unsupported();
      if (
        openToken === opening[size - 1] &&
        openToken.value.length === size &&
        closeToken === closing[size - 1] &&
        closeToken.value.length === size &&
        openToken.attention === closeToken.attention
      ) {
        wrong.delete(openToken);
        wrong.delete(closeToken);
      } else {
        const involved = [...new Set([...opening, ...closing])];
        for (const token of involved) {
          const list = wrong.get(token);
          if (list) list.push(...involved);
        }
      }
      opener.end -= size;
      closer.start += size;
      if (opener.start === opener.end) openers.splice(open, 1);
      open = openers.length;
    }
    if (closer.open && closer.start < closer.end) openers.push(closer);
  }
}

function fix(items: Item[], initial: Map<AttentionItem, string>, before: string, after: string): Token[] | undefined {
  let chosen = initial;
  let tokens = render(items, chosen, before, after);
  let mistake = check(tokens, before, after);
  while (mistake) {
    const next = improve(items, chosen, mistake, before, after);
    if (!next) return undefined;
    chosen = next.chosen;
    tokens = next.tokens;
    mistake = next.mistake;
  }
  return tokens;
}

function guess(items: Item[], chosen: Map<AttentionItem, string>, before: string, after: string): void {
  let previous = before;
  items.forEach((item, index) => {
    if (typeof item === 'string') {
      previous = '';
      return;
    }
    const next = index === items.length - 1 ? after : '';
    const sequence =
      item.sequences.find((value) => {
        const marker = value.charAt(0);
        return (marker !== previous.charAt(0) && marker !== next.charAt(0)) || (items.length === 1 && BUILTINS.has(marker) && value.length > before.length);
      }) || item.sequences[0];
    if (sequence !== item.sequences[0]) chosen.set(item, sequence);
    guess(item.children, chosen, sequence, sequence);
    previous = sequence;
  });
}

function render(items: Item[], chosen: Map<AttentionItem, string>, before: string, after: string): Token[] {
  const tokens: Token[] = [];
  let encodeAfter: string | undefined;
  let previous = lastCharacter(before);
  items.forEach((item, index) => {
    if (typeof item === 'string') {
      const token: Token = { value: item, attention: undefined };
      if (encodeAfter && encodeAfter === firstCharacter(item)) encode([token], true);
      encodeAfter = undefined;
      tokens.push(token);
      if (token.value) previous = lastCharacter(token.value);
      return;
    }
    const sequence = chosen.get(item) || item.sequences[0];
    const marker = sequence.charAt(0);
    const next = items[index + 1];
    const outsideBefore = previous;
    const outsideAfter = firstCharacter(next === undefined ? after : typeof next === 'string' ? next : chosen.get(next) || next.sequences[0]);
    const inside = render(item.children, chosen, sequence, sequence);
    const first = inside[0];
    const last = inside.at(-1);
    // An attention item has children (`attentionItem`), so its inside has tokens.
    if (!first || !last) throw new Unsupported();
    const head = first.value;
    const open = encodeInfo(outsideBefore.charCodeAt(outsideBefore.length - 1), head.charCodeAt(0), marker);
    if (open.inside) encode(inside, true);
    const tail = lastCharacter(last.value);
    const close = encodeInfo(outsideAfter.charCodeAt(0), tail.charCodeAt(tail.length - 1), marker);
    if (close.inside) encode(inside, false);
    if (open.outside && outsideBefore !== '\n' && outsideBefore !== '\r') encode(tokens, false);
    if (close.outside) encodeAfter = outsideAfter;
    tokens.push({ value: sequence, attention: item }, ...inside, { value: sequence, attention: item });
    previous = sequence.charAt(sequence.length - 1);
  });
  return tokens;
}

function serialize(items: Item[], before: string, after: string): string {
  // Plain text and code only (the common case): nothing to choose.
  if (items.every((item): item is string => typeof item === 'string')) return items.join('');
  const guessed = new Map<AttentionItem, string>();
  guess(items, guessed, before, after);
  const tokens = (guessed.size > 0 ? fix(items, guessed, before, after) : undefined) || fix(items, new Map(), before, after) || render(items, new Map(), before, after);
  let result = '';
  for (const token of tokens) result += token.value;
  return result;
}

/** util/encode-info.js. */
function encodeInfo(outside: number, inside: number, marker: string): { inside: boolean; outside: boolean } {
  const outsideKind = classifyCharacter(outside);
  const insideKind = classifyCharacter(inside);
  if (outsideKind === undefined) {
    return insideKind === undefined
      ? marker === '_'
        ? { inside: true, outside: true }
        : { inside: false, outside: false }
      : insideKind === 1
        ? { inside: true, outside: true }
        : { inside: false, outside: true };
  }
  if (outsideKind === 1) {
    return insideKind === undefined ? { inside: false, outside: false } : insideKind === 1 ? { inside: true, outside: true } : { inside: false, outside: false };
  }
  return insideKind === undefined ? { inside: false, outside: false } : insideKind === 1 ? { inside: true, outside: false } : { inside: false, outside: false };
}

/** micromark-util-classify-character, for UTF-16 code units: 1 white space, 2 punctuation, undefined otherwise. */
function classifyCharacter(code: number): 1 | 2 | undefined {
  if (code > -1 && (code === 32 || /\s/.test(String.fromCharCode(code)))) return 1;
  if (code > -1 && /\p{P}|\p{S}/u.test(String.fromCharCode(code))) return 2;
  return undefined;
}

function characterReference(code: number): string {
  return `&#x${code.toString(16).toUpperCase()};`;
}

/** handle/inline-code.js. */
function inlineCode(raw: string): string {
  let value = raw;
  let sequence = '`';
  if (value.includes('`')) while (new RegExp(`(^|[^\`])${sequence}([^\`]|$)`).test(value)) sequence += '`';
  if (/[^\n\r ]/.test(value) && ((/^[\n\r ]/.test(value) && /[\n\r ]$/.test(value)) || /^`|`$/.test(value))) value = ` ${value} `;
  // The handler then replaces line endings before block syntax; inline code here never has line endings.
  if (/[\r\n]/.test(value)) throw new Unsupported();
  return sequence + value + sequence;
}

/** util/format-link-as-autolink.js. */
function isAutolink(node: MLink): boolean {
  const [only] = node.children;
  return Boolean(
    node.url &&
      node.children.length === 1 &&
      only?.type === 'text' &&
      (only.value === node.url || `mailto:${only.value}` === node.url) &&
      /^[a-z][+\-.a-z]+:/i.test(node.url) &&
      !/[\0- <>\u007F]/.test(node.url),
  );
}

/** handle/link.js (no titles). */
function link(node: MLink, stack: Stack, info: Info): string {
  if (isAutolink(node)) {
    const inner = enter(stack.split('/').filter((d) => d && d !== 'phrasing').join('/'), 'autolink');
    return `<${phrasing(node, inner, { before: '<', after: '>' })}>`;
  }
  const inLink = enter(stack, 'link');
  let value = '[';
  const text = phrasing(node, enter(inLink, 'label'), { before: value, after: '](' });
  value += `${text}](`;
  const enclose = /[\0- \u007F]/.test(node.url);
  const last = info.before.charAt(info.before.length - 1);
  let title: string | undefined;
  if (!enclose && (last === '\n' || last === '\r')) {
    // A label that reads as a definition (`[a]:`) gets an empty title.
    let index = 0;
    while (index < text.length && text.charCodeAt(index) !== 93) index += text.charCodeAt(index) === 92 ? 2 : 1;
    if (text.charCodeAt(index + 1) === 58) title = '';
  }
  if ((!node.url && typeof title === 'string') || enclose) {
    value += `<${safe(node.url, enter(inLink, 'destinationLiteral'), { before: value, after: '>' })}>`;
  } else {
    value += safe(node.url, enter(inLink, 'destinationRaw'), { before: value, after: typeof title === 'string' ? ' ' : ')' });
  }
  if (typeof title === 'string') {
    value += ' "';
    value += safe(title, enter(inLink, 'titleQuote'), { before: value, after: '"' });
    value += '"';
  }
  return `${value})`;
}

/** longest-streak. */
function longestStreak(value: string, character: string): number {
  let longest = 0;
  let current = 0;
  for (const char of value) {
    if (char === character) {
      current++;
      if (current > longest) longest = current;
    } else {
      current = 0;
    }
  }
  return longest;
}

/** util/character.js. */
function firstCharacter(value: string): string {
  const code = value.codePointAt(0);
  return code === undefined ? '' : String.fromCodePoint(code);
}

function lastCharacter(value: string): string {
  const code = value.codePointAt(value.length - 2);
  return code !== undefined && code > 0xffff ? value.slice(-2) : value.slice(-1);
}

// ---------------------------------------------------------------------------------------------------------------
// Escaping: the library's own `safe`, with its own patterns, called only when a pattern in scope could apply.

/** What the library's `safe` reads of its `this`: the state, narrowed to the patterns of one scope. */
interface ScopedState {
  /** What `safe` reads as `state.stack`. */
  stack: string[];
  unsafe: Unsafe[];
  compilePattern: State['compilePattern'];
  /** The patterns' expressions by the character they escape; `before`: whether group 1 is the text before it. */
  byCharacter: Map<string, { expression: RegExp; before: boolean }[]>;
  /** Any of those characters, or a backslash. */
  characters: RegExp;
}

/** A serializer state's patterns and `safe`, the options' emphasis marker, and the scopes made from them so far. */
interface Serializer {
  state: State;
  emphasis: '_' | '*';
  scopes: Map<string, ScopedState>;
}

const serializers = new WeakMap<ToMarkdownOptions, Serializer | null>();
/** The serializer of the conversion under way (`useSerializer` sets it before a conversion starts). */
let current: Serializer | undefined;

function active(): Serializer {
  if (!current) throw new Error('fast-markdown: no serializer in use; useSerializer(options) comes first');
  return current;
}

/**
 * Takes the escaping patterns and `safe` from the serializer state mdast-util-to-markdown makes with `options` (a
 * handler of our own sees that state), once per options object. False when the options ask for output this module
 * does not write.
 */
function useSerializer(options: ToMarkdownOptions): boolean {
  let found = serializers.get(options);
  if (found === undefined) {
    let state: State | undefined;
    const capture = (_node: unknown, _parent: unknown, given: State) => {
      state = given;
      return '';
    };
    // Any node does: its handler is replaced by the capture, which writes nothing.
    toMarkdown({ type: 'text', value: '' }, { ...options, handlers: { ...options.handlers, text: capture } });
    if (!state) throw new Error('mdast-util-to-markdown did not call the capture handler');
    found = supported(state.options) ? { state, emphasis: state.options.emphasis === '_' ? '_' : '*', scopes: new Map() } : null;
    serializers.set(options, found);
  }
  current = found ?? undefined;
  return found !== null;
}

/** The options this module writes like: bullet '-', fenced code, list items indented by one, defaults elsewhere. */
function supported(options: ToMarkdownOptions): boolean {
  const allowed = new Set(['bullet', 'emphasis', 'fences', 'listItemIndent', 'rule', 'tablePipeAlign', 'extensions', 'handlers']);
  return (
    options.bullet === '-' &&
    options.listItemIndent === 'one' &&
    options.fences !== false &&
    (options.emphasis === undefined || options.emphasis === '_' || options.emphasis === '*') &&
    Object.keys(options).every((key) => allowed.has(key))
  );
}

function scope(stack: Stack): ScopedState {
  const { state, scopes } = active();
  let found = scopes.get(stack);
  if (!found) {
    const constructs = stack.split('/');
    const inScope = (list: Unsafe['inConstruct'], none: boolean) => {
      const names = typeof list === 'string' ? [list] : list;
      return !names || names.length === 0 ? none : names.some((name) => constructs.includes(name));
    };
    const unsafe = state.unsafe.filter((p) => inScope(p.inConstruct, true) && !inScope(p.notInConstruct, false));
    const byCharacter = new Map<string, { expression: RegExp; before: boolean }[]>();
    for (const pattern of unsafe) {
      if (pattern.beforeNode || pattern.afterNode) throw new Error('escaping patterns that look at sibling nodes are not supported');
      let list = byCharacter.get(pattern.character);
      if (!list) byCharacter.set(pattern.character, (list = []));
      list.push({ expression: state.compilePattern(pattern), before: Boolean(pattern.before || pattern.atBreak) });
    }
    const characters = new RegExp(`[${[...byCharacter.keys(), '\\'].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`);
    found = { stack: constructs, unsafe, compilePattern: state.compilePattern, byCharacter, characters };
    scopes.set(stack, found);
  }
  return found;
}

/**
 * util/safe.js: a value as it must be written in the constructs of `stack`. `safe` escapes a character of the value
 * where one of the patterns in scope matches it (with the text around the value), and a backslash before
 * punctuation. This looks for such a match the way `safe` does, only for the characters the value holds, and hands
 * the value to `safe` itself when there is one; otherwise the value is written as it is.
 */
function safe(value: string, stack: Stack, config: SafeConfig): string {
  const scoped = scope(stack);
  if (!scoped.characters.test(value)) return value;
  // The library's `safe`, with the scope as its state.
  const librarySafe = () => active().state.safe.call(scoped, value, config);
  if (value.includes('\\')) return librarySafe();
  const full = config.before + value + config.after;
  const offset = config.before.length;
  const end = offset + value.length;
  for (const [character, patterns] of scoped.byCharacter) {
    if (!value.includes(character)) continue;
    for (const { expression, before } of patterns) {
      let escapes = false;
      let match: RegExpExecArray | null;
      // Run to the end, as `safe` does: the expressions are global and shared, and keep their lastIndex.
      while ((match = expression.exec(full))) {
        const position = match.index + (before ? (match[1] ?? '').length : 0);
        if (position >= offset && position < end) escapes = true;
      }
      if (escapes) return librarySafe();
    }
  }
  return value;
}
