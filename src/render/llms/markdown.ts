// A page's HAST back to Markdown, for AI assistants: `{route}.md`, llms-full.txt and the 'Copy page as Markdown'
// button. Highlighted code becomes fenced code with its language, admonitions become block quotes with their title,
// every variant of a tab set follows its label in bold, a collapsible block becomes a block quote led by its summary,
// live demos become links, and every site link becomes an absolute URL so the text still works pasted elsewhere.
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { toMdast } from 'hast-util-to-mdast';
import type { Root as MdRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { fastMarkdown } from './fast-markdown.ts';
import { API_CLASS } from '../../shared/api-classes.ts';
import { DEMO_ELEMENT } from '../../shared/dom.ts';
import { demoUrls, type DemoHosting } from '../../shared/demo.ts';
import type { PageWithBody } from '../../shared/types.ts';
import { TAB_CLASSES } from '../../shared/tabs.ts';
import { isExternal } from '../../shared/urls.ts';

export interface MarkdownContext {
  /** Deployment origin (`https://example.com`): site links become absolute. */
  siteUrl: string;
  /** Where `::demo` apps run: each demo becomes a link to the app and one to its source. */
  demos?: DemoHosting;
}

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
  const mdast = toMdast(root) as MdRoot;
  mdast.children.push({ type: 'html', value: SEGMENT_END });
  const out = toMarkdown(mdast, TO_MARKDOWN);
  if (out === `${SEGMENT_END}\n`) return undefined;
  const end = `\n\n${SEGMENT_END}\n`;
  if (!out.endsWith(end)) throw new Error('a segment written through the libraries did not end as expected');
  return out.slice(0, -end.length);
}

/** The libraries' conversion, which fast-markdown.ts reproduces for the shapes it knows. */
export function libraryMarkdown(tree: Root): string {
  return toMarkdown(toMdast(tree) as MdRoot, TO_MARKDOWN);
}

/** Markdown-safe text for a heading or quote line written by hand. */
export function escapeInline(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/\s+/g, ' ').trim();
}

export function absolute(href: string, siteUrl: string): string {
  if (isExternal(href) || href.startsWith('#')) return href;
  return href.startsWith('/') ? siteUrl.replace(/\/+$/, '') + href : href;
}

function classes(node: Element): string[] {
  const cls = node.properties.className;
  return Array.isArray(cls) ? cls.map(String) : typeof cls === 'string' ? String(cls).split(/\s+/) : [];
}

function codeBlock(text: string, lang: string | undefined): Element {
  return {
    type: 'element',
    tagName: 'pre',
    properties: {},
    children: [{ type: 'element', tagName: 'code', properties: lang ? { className: [`language-${lang}`] } : {}, children: [{ type: 'text', value: text.replace(/\n$/, '') }] }],
  };
}

/** A new tree ready for hast-util-to-mdast (which copies it again before its own changes). */
export function prepare(tree: Root, ctx: MarkdownContext): Root {
  const children: ElementContent[] = [];
  rewrite(tree.children as ElementContent[], children, ctx);
  return { type: 'root', children: children as Root['children'] };
}

/** Each of `children` as Markdown will read it, appended to `out`. */
function rewrite(children: ElementContent[], out: ElementContent[], ctx: MarkdownContext): void {
  for (const node of children) {
    if (node.type !== 'element') {
      out.push(node);
      continue;
    }
    const tag = node.tagName;
    if (tag === 'figure' && hasClass(node, 'code-block')) {
      const pre = findTag(node, 'pre');
      const title = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'figcaption');
      const name = title && findClass(title, 'code-title');
      const block = codeBlock(pre ? toString(pre) : '', typeof node.properties.dataLang === 'string' && node.properties.dataLang !== 'text' ? node.properties.dataLang : undefined);
      if (name) out.push({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'em', properties: {}, children: [{ type: 'text', value: toString(name) }] }] });
      out.push(block);
    } else if (tag === 'pre') {
      out.push(codeBlock(toString(node), hasClass(node, API_CLASS.signature) ? 'ts' : languageOf(node)));
    } else if (tag === DEMO_ELEMENT) {
      // Without `demos` there is nothing to link to (and the graph stage has failed the build).
      if (!ctx.demos) continue;
      const demoPath = String(node.properties.path ?? '');
      const { app, source } = demoUrls(ctx.demos, demoPath);
      const label = String(node.properties.label || 'Run the demo');
      out.push({
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [link(app, label), { type: 'text', value: ' (' }, link(source, 'source'), { type: 'text', value: ')' }],
      });
    } else if (tag === 'div' && hasClass(node, 'admonition')) {
      const inner: ElementContent[] = [];
      rewrite(node.children, inner, ctx);
      const titled = inner.map((child) =>
        child.type === 'element' && hasClass(child, 'admonition-title') ? ({ ...child, children: [{ type: 'element', tagName: 'strong', properties: {}, children: child.children }] } as Element) : child,
      );
      out.push({ type: 'element', tagName: 'blockquote', properties: {}, children: titled });
    } else if (tag === 'div' && hasClass(node, TAB_CLASSES.set)) {
      // The reader of the Markdown has no tabs to switch: every variant, each under its label. The tab list goes.
      for (const child of node.children) {
        if (child.type === 'element' && hasClass(child, TAB_CLASSES.list)) continue;
        if (child.type !== 'element' || !hasClass(child, TAB_CLASSES.panel)) {
          rewrite([child], out, ctx);
          continue;
        }
        for (const part of child.children) {
          if (part.type === 'element' && hasClass(part, TAB_CLASSES.label)) out.push(boldParagraph(part.children, ctx));
          else rewrite([part], out, ctx);
        }
      }
    } else if (tag === 'details') {
      // Open, as on paper: the summary in bold, then the content, together in a block quote.
      const inner: ElementContent[] = [];
      for (const child of node.children) {
        if (child.type === 'element' && child.tagName === 'summary') inner.push(boldParagraph(child.children, ctx));
        else rewrite([child], inner, ctx);
      }
      out.push({ type: 'element', tagName: 'blockquote', properties: {}, children: inner });
    } else if (tag === 'script' || tag === 'style' || tag === 'template' || tag === 'button') {
      // Dropped.
    } else if (WRAPPERS.has(tag)) {
      // Wrappers carry no Markdown meaning; unwrapping them also spares the converter its costly mixed-content checks.
      rewrite(node.children, out, ctx);
    } else {
      // A copy: the page's own tree (shared with rendering and the search index) is never changed. Properties are
      // only read from here on, so only those that change are copied.
      let properties = node.properties;
      if (tag === 'a' && typeof properties.href === 'string') properties = { ...properties, href: absolute(properties.href, ctx.siteUrl) };
      if (tag === 'img' && typeof properties.src === 'string') properties = { ...properties, src: absolute(properties.src, ctx.siteUrl) };
      const copied: ElementContent[] = [];
      rewrite(node.children, copied, ctx);
      out.push({ ...node, properties, children: copied });
    }
  }
}

/** `<p><strong>…</strong></p>` around inline content (a tab's label, a summary). */
function boldParagraph(children: ElementContent[], ctx: MarkdownContext): Element {
  const copied: ElementContent[] = [];
  rewrite(children, copied, ctx);
  return { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'strong', properties: {}, children: copied }] };
}

function hasClass(node: Element, name: string): boolean {
  const cls = node.properties.className;
  if (Array.isArray(cls)) {
    for (const c of cls) if (String(c) === name) return true;
    return false;
  }
  return typeof cls === 'string' && String(cls).split(/\s+/).includes(name);
}

const WRAPPERS = new Set(['div', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside']);

function link(href: string, text: string): Element {
  return { type: 'element', tagName: 'a', properties: { href }, children: [{ type: 'text', value: text }] };
}

function languageOf(pre: Element): string | undefined {
  const code = findTag(pre, 'code');
  const lang = code && classes(code).find((c) => c.startsWith('language-'));
  return lang?.slice('language-'.length);
}

function findTag(node: Element, tag: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tag) return child;
    const found = findTag(child, tag);
    if (found) return found;
  }
  return undefined;
}

function findClass(node: Element, cls: string): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (classes(child).includes(cls)) return child;
    const found = findClass(child, cls);
    if (found) return found;
  }
  return undefined;
}
