// A page's HAST back to Markdown, for AI assistants: `{route}.md`, llms-full.txt and the 'Copy page as Markdown'
// button. The tree is first rewritten into plain HTML that reads as the Markdown wanted: each Markdown feature's
// elements as the feature writes them (../markdown/features: highlighted code becomes fenced code, admonitions block
// quotes with their title, live demos links…), the API's signatures fenced TypeScript, wrappers unwrapped, and every
// site link an absolute URL so the text still works pasted elsewhere. The libraries (or fast-markdown.ts, which
// writes the same) then turn that into Markdown.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { toMdast } from 'hast-util-to-mdast';
import type { Root as MdRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { fastMarkdown } from './fast-markdown.ts';
import { API_CLASS } from '../../shared/api-classes.ts';
import type { PageWithBody } from '../../shared/types.ts';
import type { ElementWriter, ExportContext, ExportTools, MarkdownExport } from '../markdown/feature.ts';
import { FEATURES } from '../markdown/features/index.ts';
import { absolute, classes, element, fencedCode, findTag, hasClass } from '../markdown/hast.ts';

export { absolute };

/** The site fields a page's Markdown depends on. */
export type MarkdownContext = ExportContext;

/**
 * The serializer's options, made once: the GFM extension's escaping patterns compile to regular expressions the
 * first time they are used and keep them, so one shared extension spares every page that work.
 */
export const TO_MARKDOWN: ToMarkdownOptions = {
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
  bullet: '-',
  emphasis: '_',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
};

/**
 * The whole page: title, summary as a quote, body. The conversion costs a few ms a page; builds keep its result per
 * page between runs (see search/page-parts.ts).
 */
export function pageMarkdown(page: PageWithBody, ctx: MarkdownContext): string {
  const head = `# ${escapeInline(page.title)}\n\n${page.description ? `> ${escapeInline(page.description)}\n\n` : ''}`;
  return `${head}${hastToMarkdown(page.body, ctx)}`.trimEnd() + '\n';
}

export function hastToMarkdown(tree: Root, ctx: MarkdownContext): string {
  const prepared = prepare(tree, ctx);
  return fastMarkdown(prepared, TO_MARKDOWN, librarySegment) ?? libraryMarkdown(prepared);
}

/** Written after a segment, so that what the serializer writes for the segment alone can be told apart. */
const SEGMENT_END = '<!-- docgen: end of segment -->';

/**
 * One segment (a root holding one block) through the libraries, as it reads inside a whole document: without the
 * final line ending the serializer adds to a document, or undefined when it converts to no node at all.
 */
export function librarySegment(root: Root): string | undefined {
  const mdast = rootToMdast(root);
  mdast.children.push({ type: 'html', value: SEGMENT_END });
  const out = toMarkdown(mdast, TO_MARKDOWN);
  if (out === `${SEGMENT_END}\n`) return undefined;
  const end = `\n\n${SEGMENT_END}\n`;
  if (!out.endsWith(end)) throw new Error('a segment written through the libraries did not end as expected');
  return out.slice(0, -end.length);
}

/** The libraries' conversion, which fast-markdown.ts reproduces for the shapes it knows. */
export function libraryMarkdown(tree: Root): string {
  return toMarkdown(rootToMdast(tree), TO_MARKDOWN);
}

/** hast-util-to-mdast's root for a root (it turns a node into a node of its kind). */
function rootToMdast(tree: Root): MdRoot {
  const mdast = toMdast(tree);
  if (mdast.type !== 'root') throw new Error(`hast-util-to-mdast made a ${mdast.type} of a root`);
  return mdast;
}

/** Markdown-safe text for a heading or quote line written by hand. */
export function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/\s+/g, ' ').trim();
}

/** A new tree ready for hast-util-to-mdast (which copies it again before its own changes). */
export function prepare(tree: Root, ctx: MarkdownContext): Root {
  const tools = exportTools(ctx);
  const kept: RootContent[] = [];
  let content: ElementContent[] = [];
  for (const node of tree.children) {
    if (node.type !== 'doctype' && node.type !== 'mdxjsEsm') {
      rewrite([node], content, tools);
      continue;
    }
    // What only a root holds (a doctype; an MDX page's statements, which ./mdx/to-data.ts takes out) stays as it is.
    kept.push(...content, node);
    content = [];
  }
  return { type: 'root', children: kept.length ? [...kept, ...content] : content };
}

/** Each feature's element writers by tag, and its writers of other node types by type. */
const ELEMENT_WRITERS = new Map<string, ElementWriter[]>();
const NODE_WRITERS = new Map<string, NonNullable<MarkdownExport['nodes']>[string]>();
for (const feature of FEATURES) {
  for (const writer of feature.markdown?.elements ?? []) ELEMENT_WRITERS.set(writer.tag, [...(ELEMENT_WRITERS.get(writer.tag) ?? []), writer]);
  for (const [type, write] of Object.entries(feature.markdown?.nodes ?? {})) NODE_WRITERS.set(type, write);
}

/** Each of `children` as Markdown will read it, appended to `out`. */
function rewrite(children: readonly ElementContent[], out: ElementContent[], tools: ExportTools): void {
  for (const node of children) {
    if (node.type !== 'element') {
      const write = NODE_WRITERS.get(node.type);
      if (write) write(node, out, tools);
      else out.push(node);
      continue;
    }
    const tag = node.tagName;
    const writer = ELEMENT_WRITERS.get(tag)?.find((w) => !w.test || w.test(node));
    if (writer) {
      writer.write(node, out, tools);
    } else if (tag === 'pre') {
      out.push(fencedCode(toString(node), hasClass(node, API_CLASS.signature) ? 'ts' : languageOf(node)));
    } else if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'button') {
      // Dropped.
    } else if (WRAPPERS.has(tag)) {
      // Wrappers carry no Markdown meaning; unwrapping them also spares the converter its costly mixed-content checks.
      rewrite(node.children, out, tools);
    } else {
      // A copy: the page's own tree (shared with rendering and the search index) is never changed. Properties are
      // only read from here on, so only those that change are copied.
      let properties = node.properties;
      if (tag === 'a' && typeof properties.href === 'string') properties = { ...properties, href: absolute(properties.href, tools.ctx.siteUrl) };
      const copied: ElementContent[] = [];
      rewrite(node.children, copied, tools);
      out.push({ ...node, properties, children: copied });
    }
  }
}

/** What a feature's writer calls back with. */
function exportTools(ctx: MarkdownContext): ExportTools {
  const tools: ExportTools = {
    ctx,
    rewrite: (children, out) => rewrite(children, out, tools),
    boldParagraph: (children) => {
      const copied: ElementContent[] = [];
      rewrite(children, copied, tools);
      return element('p', [element('strong', copied)]);
    },
  };
  return tools;
}

const WRAPPERS = new Set(['div', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside']);

function languageOf(pre: Element): string | undefined {
  const code = findTag(pre, 'code');
  const lang = code && classes(code).find((c) => c.startsWith('language-'));
  return lang?.slice('language-'.length);
}
