// Authored hrefs to final URLs: relative `.md` file links become routes, `api:` links become API pages and member
// anchors, site paths get the base URL. The page is left as loaded: each route's view puts the resolved URLs into
// its copy of the body (./view-body.ts). Whether the targets exist is the link checker's question, asked after
// rendering; this stage only reports what it cannot even translate.
import path from 'node:path';
import { DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import { contentHash } from '../core/hash.ts';
import { objectId } from '../core/identity.ts';
import type { Page } from '../../shared/types.ts';
import { isExternal, splitHref, type TrailingSlash } from '../../shared/urls.ts';
import { readUrl, unsafeScheme } from '../../shared/url-reader.ts';
import { closest } from '../core/suggest.ts';
import { configRoute } from './navbar.ts';

export interface LinkContext {
  base: string;
  /** config.trailingSlash: the form of the routes site paths resolve to. */
  trailingSlash: TrailingSlash;
  /** Source file → page, for `.md` links. */
  bySource: Map<string, Page>;
  symbols: Record<string, string>;
  diagnostics: DiagnosticBag;
  /** config.onBrokenLinks: a link that cannot be translated is a broken link. */
  onBroken: LinkPolicy;
  /** config.onBrokenMarkdownLinks: what a link to a Markdown file that is no page is (it is left as written). */
  onBrokenMarkdown: LinkPolicy;
  /** The docs' and the standalone pages' folders (project-relative), where a link `/file.md` is looked for first. */
  contentDir: string;
  pagesDir: string;
}

type LinkPolicy = 'throw' | 'warn' | 'ignore';

/**
 * The URL each of the page's authored links resolves to, in the order of `page.links`. Generated pages (the API
 * Reference) author no links: their hrefs are final URLs, checked by their generator.
 */
export function resolvePageLinks(page: Page, ctx: LinkContext): string[] {
  return page.links.map((link) => resolveHref(link.href, page, ctx, link.line));
}

/** What resolving a page's links gave, and what it reported, under the context it was resolved in. */
interface Resolved {
  contextKey: string;
  hrefs: string[];
  reported: Diagnostic[];
}
const resolvedPages = new WeakMap<Page, Resolved>();

/**
 * `resolvePageLinks`, once per page object and context: watch mode keeps an unchanged page's object between
 * rebuilds, so an edit that moves no page and no symbol resolves only the edited page's links (its problems are
 * reported again from memory). `contextKey` must change whenever anything a link resolves against does: see
 * `linkContextKey`.
 */
export function resolvePageLinksOnce(page: Page, ctx: LinkContext, contextKey: string): string[] {
  let resolved = resolvedPages.get(page);
  if (resolved?.contextKey !== contextKey) {
    const scratch = new DiagnosticBag();
    const hrefs = resolvePageLinks(page, { ...ctx, diagnostics: scratch });
    resolvedPages.set(page, (resolved = { contextKey, hrefs, reported: scratch.items }));
  }
  ctx.diagnostics.items.push(...resolved.reported);
  return resolved.hrefs;
}

/** Everything besides the page that its links resolve against: the base, each source's route, the symbols, the policies. */
export function linkContextKey(ctx: Omit<LinkContext, 'diagnostics'>): string {
  const routes = [...ctx.bySource].map(([file, page]) => `${file}\0${page.route}`);
  return contentHash(ctx.base, String(ctx.trailingSlash), ctx.onBroken, ctx.onBrokenMarkdown, ctx.contentDir, ctx.pagesDir, objectId(ctx.symbols), ...routes);
}

function resolveHref(written: string, page: Page, ctx: LinkContext, line: number): string {
  const scheme = unsafeScheme(written, 'link');
  if (scheme) {
    const href = written;
    // Whatever onBrokenLinks says: such a link either runs code on the reader's page or is blocked by the browser.
    ctx.diagnostics.error({
      file: page.sourceFile,
      line,
      message: `link '${href.length > 60 ? `${href.slice(0, 57)}…` : href}' uses the ${scheme} scheme, which runs code or opens an inline document instead of a page.`,
      hint: 'Link to a page or an https: URL; show code in a code block.',
    });
    return href;
  }
  // As the browser reads it (spaces at its ends, tabs and newlines gone): rendered so, and checked so.
  const href = readUrl(written).url;
  if (href.startsWith('api:')) return resolveApi(href.slice(4), page, ctx, line);
  // A path of the site that is no page (../markdown/features/pathname-links.ts): under the base, never checked.
  if (href.startsWith('pathname://')) return ctx.base + href.slice('pathname://'.length).replace(/^\//, '');
  if (isExternal(href) || href.startsWith('#')) return href;
  const { path: target, query, hash } = splitHref(href);
  const suffix = `${query}${hash ? `#${hash}` : ''}`;
  if (MARKDOWN_FILE.test(target)) {
    const candidates = sourceCandidates(target, page, ctx);
    const dest = candidates.map((file) => ctx.bySource.get(file) ?? sourcesInNfc(ctx.bySource).get(file.normalize('NFC'))).find((found) => found !== undefined);
    const [file] = candidates;
    if (!dest) {
      // Left as written, as Docusaurus leaves it: the page still renders, with the link the author wrote.
      report(ctx.onBrokenMarkdown, ctx, {
        file: page.sourceFile,
        line,
        message: `link '${href}' points to ${file}, which is not a page of this site.`,
        hint: `${hintFor(file, [...ctx.bySource.keys()])} Point it at the file of a doc or page, from this file's folder (a draft is no page of a production build).`,
      });
      return href;
    }
    return dest.route + suffix;
  }
  if (target.startsWith('/')) return siteRoute(ctx.base, target, ctx.trailingSlash) + suffix;
  return href;
}

const nfcSources = new WeakMap<Map<string, Page>, Map<string, Page>>();
/** The pages by source file with the names in NFC: a link typed `Résumé.md` finds a file named in NFD. */
function sourcesInNfc(bySource: Map<string, Page>): Map<string, Page> {
  let byNfc = nfcSources.get(bySource);
  if (!byNfc) nfcSources.set(bySource, (byNfc = new Map([...bySource].map(([file, page]) => [file.normalize('NFC'), page]))));
  return byNfc;
}

/**
 * The files a link to a Markdown file may name, project-relative, in the order Docusaurus tries them
 * (resolveMarkdownLinkPathname): `@site/…` from the site's folder; `/…` from the page's content folder, then the
 * site's; `./…` and `../…` from the page's folder; a bare name from the page's folder, its content folder, the site's.
 */
function sourceCandidates(target: string, page: Page, ctx: LinkContext): [string, ...string[]] {
  const decoded = decodeURIComponent(target);
  const from = (dir: string, name: string) => path.posix.normalize(path.posix.join(dir, name)).replace(/^\.\//, '');
  if (decoded.startsWith('@site/')) return [from('', decoded.slice('@site/'.length))];
  const own = path.posix.dirname(page.sourceFile ?? '');
  const content = page.kind === 'page' ? ctx.pagesDir : ctx.contentDir;
  if (decoded.startsWith('/')) return [from(content, decoded.slice(1)), from('', decoded.slice(1))];
  if (decoded.startsWith('./') || decoded.startsWith('../')) return [from(own, decoded)];
  return [from(own, decoded), from(content, decoded), from('', decoded)];
}

/** The path of a link to a Markdown file: its page's URL once resolved. */
const MARKDOWN_FILE = /\.mdx?$/;

/**
 * Whether an authored href links to a Markdown file (`./setup.md#install`): one this module resolves to its page's
 * URL, or leaves as written and reports under onBrokenMarkdownLinks when no page has that file.
 */
export function isMarkdownFileLink(href: string): boolean {
  return !href.startsWith('api:') && !href.startsWith('#') && !isExternal(href) && MARKDOWN_FILE.test(splitHref(href).path);
}

/** configRoute, remembered: API pages repeat the same site paths thousands of times, and watch mode resolves them all again. */
const siteRoutes = new Map<string, string>();
function siteRoute(base: string, target: string, trailingSlash: TrailingSlash): string {
  const key = `${base}\0${String(trailingSlash)}\0${target}`;
  let route = siteRoutes.get(key);
  if (route === undefined) {
    if (siteRoutes.size >= 50_000) siteRoutes.clear();
    siteRoutes.set(key, (route = configRoute(base, target, trailingSlash)));
  }
  return route;
}

function resolveApi(symbol: string, page: Page, ctx: LinkContext, line: number): string {
  const url = ctx.symbols[symbol];
  if (url) return url;
  report(ctx.onBroken, ctx, {
    file: page.sourceFile,
    line,
    message: `link 'api:${symbol}' names no exported API symbol.`,
    hint: Object.keys(ctx.symbols).length
      ? `${hintFor(symbol, Object.keys(ctx.symbols))} API links use the exported name, or Name.member.`
      : 'This site has no API Reference configured (the `api` field of site.config.ts), so no api: link can resolve.',
  });
  return `api:${symbol}`;
}

function report(policy: LinkPolicy, ctx: LinkContext, d: Parameters<DiagnosticBag['error']>[0]): void {
  if (policy === 'throw') ctx.diagnostics.error(d);
  else if (policy === 'warn') ctx.diagnostics.warn(d);
}

function hintFor(wanted: string, candidates: string[]): string {
  const near = closest(wanted, candidates, 3);
  return near.length ? `Did you mean: ${near.join(', ')}?` : 'No similar name found.';
}
