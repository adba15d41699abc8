// Docs for AI assistants, from the page graph:
//   - `{route}.md` for every page (`/docs/manual/Core.md`, `/docs/index.md` for the root): the page as Markdown;
//   - `llms.txt` (the llms.txt convention): the site, its areas and every page with a one-line summary, linking to
//     those Markdown files;
//   - `llms-full.txt`: every docs page in full, area by area, then the API as compact signatures with their
//     summaries. Standalone pages are only listed, in llms.txt's Optional section.
import type { Element, ElementContent, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import type { List, ListItem, PhrasingContent, Root as MdRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { flattenSidebar } from '../graph/sidebars.ts';
import type { PageGraph } from '../graph/types.ts';
import { PAGES_AREA, isSearchable, siteAreas } from './areas.ts';
import { isApiListPage, pageSections, type PageSection } from './sections.ts';
import { API_CLASS } from '../../shared/api-classes.ts';
import { markdownFile } from '../../shared/search.ts';
import type { ApiItemPage, ApiKind, Page, PageWithBody } from '../../shared/types.ts';
import { flowToMarkdown } from './fast-markdown.ts';
import { absolute, escapeInline, type MarkdownContext } from './markdown.ts';

export interface LlmsSite {
  title: string;
  tagline?: string;
  /** Deployment origin, for absolute links. */
  url: string;
  demos?: MarkdownContext['demos'];
  /** Where each page's parts are kept between builds (see search/page-parts.ts). */
  cacheDir?: string;
}

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** What the llms files take from one page, made by `pageMarkdown`, `summaryOf` and `apiEntry`. */
export interface LlmsPagePart {
  /** The page as Markdown: its `{route}.md` file. */
  markdown: string;
  /** Its line in llms.txt. */
  summary: string;
  /** API item pages: its entry in llms-full.txt's API Reference, as Markdown. */
  api?: string;
}

/**
 * Output file (relative to the output folder) → content, from each searchable page's part (`partOf(page)`): the
 * pages' Markdown, llms.txt and llms-full.txt. Only this assembly reads the whole graph; it joins strings.
 */
export function assembleLlmsFiles(graph: PageGraph, site: LlmsSite, partOf: (page: Page) => LlmsPagePart): Map<string, string> {
  const files = new Map<string, string>();
  const byArea = pagesByArea(graph);
  for (const pages of byArea.values()) for (const page of pages) files.set(markdownFile(graph.base, page.route), partOf(page).markdown);
  files.set(LLMS_TXT, llmsTxt(graph, site, byArea, partOf));
  files.set(LLMS_FULL_TXT, llmsFullTxt(graph, site, byArea, partOf));
  return files;
}

/** The routes the generated files are served at, for the link checker (pages link to their Markdown). */
export function llmsFileRoutes(graph: PageGraph): string[] {
  const routes = [LLMS_TXT, LLMS_FULL_TXT].map((f) => graph.base + f);
  for (const page of graph.pages.values()) if (isSearchable(page)) routes.push(graph.base + markdownFile(graph.base, page.route));
  return routes;
}

/** Searchable pages by area (areas in display order), each area in sidebar reading order. */
function pagesByArea(graph: PageGraph): Map<string, Page[]> {
  const areas = siteAreas(graph);
  const order = new Map<string, number>();
  for (const items of Object.values(graph.sidebars)) for (const { href } of flattenSidebar(items)) if (!order.has(href)) order.set(href, order.size);
  const grouped = new Map<string, Page[]>();
  for (const page of graph.pages.values()) {
    if (!isSearchable(page)) continue;
    const area = areas.of(page);
    const pages = grouped.get(area);
    if (pages) pages.push(page);
    else grouped.set(area, [page]);
  }
  // `names` holds every area a searchable page is in, in display order.
  const byArea = new Map(areas.names.map((name) => [name, grouped.get(name) ?? []]));
  for (const pages of byArea.values()) {
    pages.sort((a, b) => (order.get(a.route) ?? Infinity) - (order.get(b.route) ?? Infinity) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  }
  return byArea;
}

/** One line about a page: its description, else its first sentence, else its kind. */
export function summaryOf(page: PageWithBody, sections?: PageSection[]): string {
  const text = page.description ?? firstSentence((sections ?? pageSections(page))[0]?.text ?? '');
  const line = text.replace(/\s+/g, ' ').trim();
  if (line) return line.length > 200 ? `${line.slice(0, 197).replace(/\s+\S*$/, '')}…` : line;
  return page.kind === 'api' ? `API ${page.apiKind.replace('-', ' ')}.` : '';
}

function firstSentence(text: string): string {
  const cleaned = text.replace(/^(Class|Interface|Function|Type alias|Enumeration|Variable)\s+/, '');
  const match = /^.*?[.!?](\s|$)/.exec(cleaned);
  return (match ? match[0] : cleaned).trim();
}

function llmsTxt(graph: PageGraph, site: LlmsSite, byArea: Map<string, Page[]>, partOf: (page: Page) => LlmsPagePart): string {
  const url = (file: string) => absolute(graph.base + file, site.url);
  const out: string[] = [`# ${escapeInline(site.title)}`, ''];
  if (site.tagline) out.push(`> ${escapeInline(site.tagline)}`, '');
  const inFull = [...byArea].filter(([area, pages]) => area !== PAGES_AREA && pages.some((p) => p.kind !== 'api')).map(([area]) => area);
  const holds = [
    ...(inFull.length ? [`the ${listPhrase(inFull)} in full`] : []),
    ...(apiPages(byArea).length ? ['the API Reference as compact signatures with summaries'] : []),
  ];
  out.push(
    `Every page below is Markdown at its page URL plus \`.md\` (the site root is \`${graph.base}index.md\`).` +
      (holds.length ? ` [${LLMS_FULL_TXT}](${url(LLMS_FULL_TXT)}) holds ${holds.join(' and ')}.` : ''),
    '',
  );
  const entry = (page: Page) => {
    const { summary } = partOf(page);
    return `- [${escapeInline(page.title)}](${url(markdownFile(graph.base, page.route))})${summary ? `: ${escapeInline(summary)}` : ''}`;
  };
  const optional: Page[] = [];
  for (const [area, pages] of byArea) {
    if (area === PAGES_AREA) {
      optional.push(...pages);
      continue;
    }
    if (pages.length === 0) continue;
    out.push(`## ${escapeInline(area)}`, '');
    for (const page of pages) out.push(entry(page));
    out.push('');
  }
  if (optional.length) {
    out.push('## Optional', '');
    for (const page of optional) out.push(entry(page));
    out.push('');
  }
  return out.join('\n').trimEnd() + '\n';
}

function llmsFullTxt(graph: PageGraph, site: LlmsSite, byArea: Map<string, Page[]>, partOf: (page: Page) => LlmsPagePart): string {
  const parts: string[] = [`# ${escapeInline(site.title)}: full documentation\n\n${site.tagline ? `> ${escapeInline(site.tagline)}\n\n` : ''}Source: ${absolute(graph.base, site.url)}\n`];
  for (const [area, pages] of byArea) {
    if (area === PAGES_AREA) continue;
    for (const page of pages) {
      if (page.kind === 'api') continue;
      const md = partOf(page).markdown;
      const newline = md.indexOf('\n');
      const [title, rest] = newline < 0 ? [md, ''] : [md.slice(0, newline), md.slice(newline + 1)];
      parts.push(`${title}\n\nSource: ${absolute(page.route, site.url)}\n${rest}`);
    }
  }
  const api = apiPages(byArea);
  if (api.length) parts.push(apiSignatures(api, partOf));
  return parts.join('\n---\n\n').trimEnd() + '\n';
}

/** The API Reference's pages, whichever area the navbar names them by. */
function apiPages(byArea: Map<string, Page[]>): Page[] {
  return [...byArea.values()].flatMap((pages) => pages.filter((p) => p.kind === 'api'));
}

/** `A`, `A and B`, `A, B and C`. */
function listPhrase(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The API Reference's sections in llms-full.txt, in this order. */
const KIND_TITLES: Record<ApiKind, string> = { class: 'Classes', interface: 'Interfaces', function: 'Functions', 'type-alias': 'Type aliases', enumeration: 'Enumerations', variable: 'Variables' };
const SIGNATURE_MAX = 160;
const DECLARATION_MAX = 300;
const TO_MARKDOWN: ToMarkdownOptions = { extensions: [gfmToMarkdown()], bullet: '-', listItemIndent: 'one' };

/**
 * The API Reference in brief: per item its declaration and summary, and each member's signature and summary. Each
 * item's entry is made on its own (`apiEntry`, kept per page between builds); here they are only put in order.
 */
function apiSignatures(pages: Page[], partOf: (page: Page) => LlmsPagePart): string {
  const items = pages.filter((p): p is ApiItemPage => p.kind === 'api' && !isApiListPage(p));
  const blocks: string[] = [markdownOf([{ type: 'heading', depth: 1, children: [{ type: 'text', value: 'API Reference' }] }])];
  for (const [kind, title] of Object.entries(KIND_TITLES)) {
    const ofKind = items.filter((p) => p.apiKind === kind);
    if (ofKind.length === 0) continue;
    blocks.push(markdownOf([{ type: 'heading', depth: 2, children: [{ type: 'text', value: title }] }]));
    for (const page of ofKind.sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0))) {
      const entry = partOf(page).api;
      if (entry) blocks.push(entry);
    }
  }
  return blocks.join('\n\n') + '\n';
}

/** An API item page's entry in llms-full.txt: a linked heading, its summary, declaration and members. */
export function apiEntry(page: PageWithBody, siteUrl: string): string | undefined {
  if (page.kind !== 'api' || isApiListPage(page)) return undefined;
  const nodes: MdRoot['children'] = [{ type: 'heading', depth: 3, children: [{ type: 'link', url: absolute(page.route, siteUrl), children: [{ type: 'text', value: page.title }] }] }];
  const summary = page.description ?? '';
  if (summary) nodes.push({ type: 'paragraph', children: [{ type: 'text', value: summary.replace(/\s+/g, ' ').trim() }] });
  const declaration = topSignature(page);
  if (declaration) nodes.push({ type: 'code', lang: 'ts', value: clip(declaration, DECLARATION_MAX) });
  const members = apiMembers(page);
  if (members.length) {
    const list: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: members.map(({ name, signature, summary: text }): ListItem => {
        const line: PhrasingContent[] = [{ type: 'inlineCode', value: clip(signature || name, SIGNATURE_MAX) }];
        if (text) line.push({ type: 'text', value: `: ${text}` });
        return { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: line }] };
      }),
    };
    nodes.push(list);
  }
  return markdownOf(nodes);
}

/** Flow content as Markdown, without the final newline (blocks are joined by blank lines). */
function markdownOf(children: MdRoot['children']): string {
  return flowToMarkdown(children, TO_MARKDOWN) ?? toMarkdown({ type: 'root', children }, TO_MARKDOWN).replace(/\n$/, '');
}

function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function classes(node: Element): string[] {
  const cls = node.properties.className;
  return Array.isArray(cls) ? cls.map(String) : [];
}

/** The item's own declaration: the first signature block outside the member sections. */
function topSignature(page: PageWithBody<ApiItemPage>): string | undefined {
  for (const node of page.body.children) {
    if (node.type !== 'element') continue;
    if (node.tagName === 'pre' && classes(node).includes(API_CLASS.signature)) return toString(node);
    if (node.tagName === 'section') break;
  }
  return undefined;
}

interface Member {
  name: string;
  signature: string;
  summary: string;
}

/** Each documented member: an element with an h3 id listed in the page's TOC, its first signature and summary. */
function apiMembers(page: PageWithBody<ApiItemPage>): Member[] {
  const members: Member[] = [];
  const names = new Map(page.headings.filter((h) => h.depth === 3).map((h) => [h.id, h.text]));
  const visit = (nodes: readonly (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      const name = memberName(node, names);
      if (name !== undefined) {
        const signature = findSignature(node);
        members.push({ name, signature: signature ? toString(signature) : name, summary: firstSentence(findSummary(node) ?? '') });
        continue;
      }
      visit(node.children);
    }
  };
  visit(page.body.children);
  return members;
}

/** The TOC text of the member an element documents: that of the id of an h3 child the TOC lists. */
function memberName(node: Element, names: ReadonlyMap<string, string>): string | undefined {
  for (const child of node.children) {
    if (child.type !== 'element' || child.tagName !== 'h3' || typeof child.properties.id !== 'string') continue;
    const name = names.get(child.properties.id);
    if (name !== undefined) return name;
  }
  return undefined;
}

function findSignature(node: Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'pre' && classes(child).includes(API_CLASS.signature)) return child;
    const found = findSignature(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * Parts of a member section that are not its summary: the classes src/render/api/members.ts gives its source line,
 * labels, return value, parameter and type parameter lists and flags. (Parameters once went by other names here, so an
 * undocumented member took its first parameter's description as its summary; test/llms/api-fixture.test.ts pins this.)
 */
const NOT_SUMMARY = new Set<string>([API_CLASS.source, API_CLASS.label, API_CLASS.returns, API_CLASS.params, API_CLASS.typeParams, API_CLASS.flags]);

function findSummary(node: Element): string | undefined {
  for (const child of node.children) {
    if (child.type !== 'element' || classes(child).some((c) => NOT_SUMMARY.has(c)) || child.tagName === 'pre' || /^h\d$/.test(child.tagName)) continue;
    if (child.tagName === 'p') return toString(child);
    const found = findSummary(child);
    if (found) return found;
  }
  return undefined;
}
