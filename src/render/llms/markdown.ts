// A page's HAST back to Markdown, for AI assistants: `{route}.md`, llms-full.txt and the 'Copy page as Markdown'
// button. Highlighted code becomes fenced code with its language, admonitions become block quotes with their title,
// live demos become links, and every site link becomes an absolute URL so the text still works pasted elsewhere.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { toMdast } from 'hast-util-to-mdast';
import type { Root as MdRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { contentHash } from '../hash.ts';
import { DEMO_ELEMENT } from '../markdown/directives.ts';
import { demoUrls, DEMO_ORIGIN_DEFAULT } from '../../shared/demo.ts';
import type { Page } from '../../shared/types.ts';
import { isExternal } from '../../shared/urls.ts';

export interface MarkdownContext {
  /** Deployment origin (`https://xrblocks.github.io`): site links become absolute. */
  siteUrl: string;
  demoOrigin?: string;
  /** A folder for converted pages kept between builds (`.docgen-cache/llms`); without it, only this process remembers. */
  cacheDir?: string;
}

/**
 * Converted pages, by everything the Markdown depends on: watch mode and repeated builds in one process convert only
 * pages that changed (the conversion is the costly part of llms output, a few ms per page).
 */
const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

/** The whole page: title, summary as a quote, body. */
export function pageMarkdown(page: Page, ctx: MarkdownContext): string {
  // The hash covers the source; resolved links also depend on other pages (a renamed target), so they are part of the key.
  const key = JSON.stringify([page.route, page.hash, page.title, page.description, page.links.map((l) => l.resolved), ctx.siteUrl, ctx.demoOrigin]);
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const onDisk = ctx.cacheDir ? diskEntry(ctx.cacheDir, page, ctx) : undefined;
  let markdown = onDisk && readCached(onDisk);
  if (markdown === undefined) {
    const head = `# ${escapeInline(page.title)}\n\n${page.description ? `> ${escapeInline(page.description)}\n\n` : ''}`;
    markdown = `${head}${hastToMarkdown(page.body, ctx)}`.trimEnd() + '\n';
    if (onDisk) writeCached(onDisk, markdown);
  }
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, markdown);
  return markdown;
}

/**
 * The disk entry of a page: keyed by the page's tree itself (not its source hash: the tree also depends on docgen's
 * markdown and API code) and by this module's code, so that no stale entry can be hit. Hashing a tree costs a small
 * fraction of converting it.
 */
function diskEntry(dir: string, page: Page, ctx: MarkdownContext): string {
  const key = contentHash(codeFingerprint(), JSON.stringify([page.title, page.description, ctx.siteUrl, ctx.demoOrigin]), JSON.stringify(page.body));
  return path.join(dir, key.slice(0, 2), `${key}.md`);
}

function readCached(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function writeCached(file: string, markdown: string): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Write-then-rename: a build running beside this one never reads half a file.
    const tmp = `${file}.${process.pid}.${threadId}.tmp`;
    writeFileSync(tmp, markdown);
    renameSync(tmp, file);
  } catch {
    // A cache that cannot be written only costs time on the next build.
  }
}

let fingerprint: string | undefined;

/** The code the conversion is made by: this module, the shared helpers it calls, the installed packages' versions. */
function codeFingerprint(): string {
  if (fingerprint) return fingerprint;
  const files = [import.meta.filename, '../../shared/demo.ts', '../../shared/urls.ts', '../../../package-lock.json'].map((f) => path.resolve(import.meta.dirname, f));
  const sources = files.map((file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''));
  fingerprint = contentHash(...sources);
  return fingerprint;
}

export function hastToMarkdown(tree: Root, ctx: MarkdownContext): string {
  const prepared = prepare(tree, ctx);
  const mdast = toMdast(prepared) as MdRoot;
  return toMarkdown(mdast, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one' });
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
function prepare(tree: Root, ctx: MarkdownContext): Root {
  const rewrite = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((node): ElementContent[] => {
      if (node.type !== 'element') return [node];
      const cls = classes(node);
      if (node.tagName === 'figure' && cls.includes('code-block')) {
        const pre = findTag(node, 'pre');
        const title = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'figcaption');
        const name = title && findClass(title, 'code-title');
        const block = codeBlock(pre ? toString(pre) : '', typeof node.properties.dataLang === 'string' && node.properties.dataLang !== 'text' ? node.properties.dataLang : undefined);
        return name ? [{ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'em', properties: {}, children: [{ type: 'text', value: toString(name) }] }] }, block] : [block];
      }
      if (node.tagName === 'pre') return [codeBlock(toString(node), cls.includes('api-signature') ? 'ts' : languageOf(node))];
      if (node.tagName === DEMO_ELEMENT) {
        const demoPath = String(node.properties.path ?? '');
        const { app, source } = demoUrls(ctx.demoOrigin ?? DEMO_ORIGIN_DEFAULT, demoPath);
        const label = String(node.properties.label || 'Run the demo');
        return [
          {
            type: 'element',
            tagName: 'p',
            properties: {},
            children: [link(app, label), { type: 'text', value: ' (' }, link(source, 'source'), { type: 'text', value: ')' }],
          },
        ];
      }
      if (node.tagName === 'div' && cls.includes('admonition')) {
        const inner = rewrite(node.children).map((child) => {
          if (child.type === 'element' && classes(child).includes('admonition-title')) {
            return { ...child, children: [{ type: 'element', tagName: 'strong', properties: {}, children: child.children }] } as Element;
          }
          return child;
        });
        return [{ type: 'element', tagName: 'blockquote', properties: {}, children: inner }];
      }
      if (node.tagName === 'script' || node.tagName === 'style' || node.tagName === 'template' || node.tagName === 'button') return [];
      // Wrappers carry no Markdown meaning; unwrapping them also spares the converter its costly mixed-content checks.
      if (WRAPPERS.has(node.tagName)) return rewrite(node.children);
      // A copy: the page's own tree (shared with rendering and the search index) is never changed.
      const properties = { ...node.properties };
      if (node.tagName === 'a' && typeof properties.href === 'string') properties.href = absolute(properties.href, ctx.siteUrl);
      if (node.tagName === 'img' && typeof properties.src === 'string') properties.src = absolute(properties.src, ctx.siteUrl);
      return [{ ...node, properties, children: rewrite(node.children) }];
    });
  return { type: 'root', children: rewrite(tree.children as ElementContent[]) as Root['children'] };
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
