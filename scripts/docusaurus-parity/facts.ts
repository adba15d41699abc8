// What the comparison reads from a built page, the same way for both builds: the facts are plain data, written to a
// JSON snapshot, so that the report and the engineers matching Docusaurus read the same thing. Where the two themes
// mark the same part of a page differently (sidebar, table of contents, breadcrumbs, pagination, edit link), each
// build has its reader (docusaurus.ts, docgen.ts) and this module reads the rest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';
import { parse, serialize } from 'parse5';
import { MARKERS } from './markers.ts';

/** A sidebar entry as a reader sees it: a category when it has `items`. */
export interface SidebarEntry {
  label: string;
  href?: string;
  items?: SidebarEntry[];
}

export interface PageFacts {
  /** The document's <title>. */
  title: string;
  /** The first <h1> of <main>, or null when the page has none (hide_title). */
  h1: string | null;
  /** Every <h2> and <h3> of <main> that has an id, in order, as `h2#id`. */
  headings: string[];
  /** The ids the table of contents links to, in order; empty when the page shows none. */
  toc: string[];
  /** Whether the page asks search engines not to index it (unlisted). */
  noindex: boolean;
  /** Whether the page shows breadcrumbs. */
  breadcrumbs: boolean;
  /** The previous and next page links (pagination_prev / pagination_next), null when absent. */
  prev: string | null;
  next: string | null;
  /** The labels of the previous and next links (a neighbour's pagination_label), without the theme's « and ». */
  paginationLabels: string[];
  /** The "Edit this page" link (editUrl, custom_edit_url), null when absent. */
  editUrl: string | null;
  /** The `data-demo` names of the fixture's own components rendered on the page, sorted. */
  components: string[];
  /** The names of the MARKERS found on the page, in MARKERS order. */
  markers: string[];
}

/** The parts of a page each theme marks in its own way. */
export interface ThemeReader {
  toc(document: Document): string[];
  breadcrumbs(document: Document): boolean;
  prev(document: Document): string | null;
  next(document: Document): string | null;
  paginationLabels(document: Document): string[];
  editUrl(document: Document): string | null;
}

/** A built HTML file and the route a static host serves it at. */
export interface BuiltPage {
  route: string;
  file: string;
  document: Document;
}

/** The HTML files of a site's static folder (`static/demos/x.html` as `demos/x.html`): copied into a build, not pages. */
export function staticHtmlFiles(siteDir: string): Set<string> {
  const dir = path.join(siteDir, 'static');
  if (!existsSync(dir)) return new Set();
  return new Set((readdirSync(dir, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/')).filter((file) => file.endsWith('.html')));
}

/**
 * Every HTML page of a build folder but 404.html and the static folder's own HTML files, by the route a static host
 * serves it at: `a/index.html` is `<base>a/`, `a.html` is `<base>a`. Reading routes from the files (not from what the
 * pages say about themselves) is what makes `trailingSlash` visible.
 */
export function readBuild(outDir: string, baseUrl: string, staticFiles: ReadonlySet<string>): BuiltPage[] {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  });
  const parser = new window.DOMParser();
  const pages: BuiltPage[] = [];
  for (const rel of (readdirSync(outDir, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/')).sort()) {
    if (!rel.endsWith('.html') || rel === '404.html' || staticFiles.has(rel)) continue;
    const route = baseUrl + (rel === 'index.html' || rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel.slice(0, -'.html'.length));
    // Docusaurus Faster's HTML minifier leaves attribute values unquoted (`href=/a/b/>`), which happy-dom's parser
    // reads as a self-closing tag, losing the slash: parse5, the HTML standard's parser, reads it, and its output
    // quotes every value.
    const html = serialize(parse(readFileSync(path.join(outDir, rel), 'utf8')));
    const document = parser.parseFromString(html, 'text/html') as unknown as Document;
    pages.push({ route, file: rel, document });
  }
  return pages;
}

/** Text as a reader sees it: whitespace collapsed, zero-width characters (Docusaurus's anchor links) dropped. */
export function text(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const link of copy.querySelectorAll('.hash-link')) link.remove();
  return (copy.textContent ?? '').replace(/[\u200b-\u200d\ufeff]/g, '').replace(/\s+/g, ' ').trim();
}

export function pageFacts(document: Document, theme: ThemeReader): PageFacts {
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  return {
    title: text(document.querySelector('title')),
    h1: h1 ? text(h1) : null,
    headings: [...(main?.querySelectorAll('h2[id], h3[id]') ?? [])].map((heading) => `${heading.tagName.toLowerCase()}#${heading.id}`),
    toc: theme.toc(document),
    noindex: /\bnoindex\b/i.test(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''),
    breadcrumbs: theme.breadcrumbs(document),
    prev: theme.prev(document),
    next: theme.next(document),
    paginationLabels: theme.paginationLabels(document).map((label) => label.replace(/^«\s*|\s*»$/g, '')),
    editUrl: theme.editUrl(document),
    components: [...new Set([...document.querySelectorAll('[data-demo]')].map((element) => element.getAttribute('data-demo') ?? ''))].sort(),
    markers: MARKERS.filter((marker) =>
      [...document.querySelectorAll(marker.selector)].some((element) => marker.text === undefined || text(element).includes(marker.text)),
    ).map((marker) => marker.name),
  };
}

/** The ids of the `#fragment` links among `links`. */
export function fragmentIds(links: Iterable<Element>): string[] {
  return [...links].map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('#')).map((href) => decodeURIComponent(href.slice(1)));
}
