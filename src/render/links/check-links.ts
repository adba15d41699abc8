// Validates every internal href of every rendered page against the graph: the route must exist and, when there is a
// #fragment, the target page must contain an element with that id. Broken links come back with the source file and
// line when the author wrote them, and the closest existing route.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { AuthoredLink, Page } from '../../shared/types.ts';
import type { RenderedLinks } from '../output/files.ts';
import type { SidebarFragment } from '../output/sidebar-fragments.ts';

export type { RenderedLinks };
import { isExternal, resolveInternal, type TrailingSlash } from '../../shared/urls.ts';
import { unsafeScheme } from '../../shared/url-reader.ts';
import { closest } from '../core/suggest.ts';
import { isMarkdownFileLink } from '../graph/resolve-links.ts';


export interface LinkCheckOptions {
  base: string;
  /** config.trailingSlash: the form of page routes, which an href without it (or with it, otherwise) is another form of. */
  trailingSlash?: TrailingSlash;
  pages: ReadonlyMap<string, Page>;
  /** Route → the URLs its authored links resolved to (the graph's `links`), to name the source of a broken one. */
  resolved: ReadonlyMap<string, readonly string[]>;
  rendered: Map<string, RenderedLinks>;
  onBrokenLinks: 'throw' | 'warn' | 'ignore';
  onBrokenAnchors: 'throw' | 'warn' | 'ignore';
  /** Routes that exist without being pages (files from the static folder, assets). */
  files: Set<string>;
  /** Check only the links on these routes (watch mode re-checks what a change can affect); targets are all pages. */
  only?: Set<string>;
}

export function checkLinks(options: LinkCheckOptions): Diagnostic[] {
  return [...checkLinksByRoute(options).values()].flat();
}

/** The problems of each checked route (every route, or those of `only`), in route order. */
export function checkLinksByRoute(options: LinkCheckOptions): Map<string, Diagnostic[]> {
  const { pages, rendered } = options;
  const byRoute = new Map<string, Diagnostic[]>();
  const report = reporter(options);
  // An href that starts with '/' means the same on every page: the theme's chrome repeats hundreds of them on each
  // page (the API sidebar alone has ~270), so each is checked once.
  const absolute = new Map<string, Problem | undefined>();
  const check = (href: string, route: string) => {
    if (!href.startsWith('/')) return checkOne(href, route, options);
    if (!absolute.has(href)) absolute.set(href, checkOne(href, route, options));
    return absolute.get(href);
  };
  for (const [route, page] of pages) {
    if (options.only && !options.only.has(route)) continue;
    const links = rendered.get(route);
    if (!links) continue;
    const found: Diagnostic[] = [];
    byRoute.set(route, found);
    const seen = new Set<string>();
    // The page's own links that run code were reported at their lines when its links were resolved.
    const authoredUnsafe = page.links.some((link) => unsafeScheme(link.href, 'link'));
    for (const href of links.hrefs) {
      const scheme = !seen.has(href) && unsafeScheme(href, 'link');
      if (scheme && !authoredUnsafe) {
        seen.add(href);
        // A component's link (a prop it renders into an `<a>`): React blocks a javascript: URL, so the link is dead.
        found.push({
          severity: 'error',
          file: page.sourceFile ?? route,
          message: `a component on ${route} renders a link with the ${scheme} scheme, which runs code or opens an inline document instead of a page.`,
          hint: 'Give the component a page or an https: URL; show code in a code block.',
        });
        continue;
      }
      // Unresolvable `api:` hrefs look like external URLs here; the graph stage has already reported them.
      if (!href || seen.has(href) || isExternal(href)) continue;
      seen.add(href);
      // A link to a Markdown file that is no page, left as written: the graph stage reported it, as
      // onBrokenMarkdownLinks says (Docusaurus would report it again here, as a broken link).
      if (unresolvedMarkdownLink(page, options.resolved.get(route), href)) continue;
      const problem = check(href, route);
      const reported = problem && report(problem, href);
      if (!reported) continue;
      const authored = authoredLink(page, options.resolved.get(route), href);
      found.push({
        severity: reported.severity,
        file: page.sourceFile ?? route,
        line: authored?.line || undefined,
        message:
          `${reported.kind} ${authored && authored.href !== href ? `'${authored.href}' (resolved to ${href})` : `'${href}'`}` +
          (authored ? '' : ` rendered on ${route} by the theme`) +
          `: ${problem.message}`,
        hint: reported.hint,
      });
    }
  }
  return byRoute;
}

/**
 * The links of a long sidebar's lazy categories, which are in files of their own rather than in the pages
 * (../output/sidebar-fragments.ts): checked once each, and named by their sidebar and category.
 */
export function checkFragmentLinks(fragments: readonly SidebarFragment[], options: LinkCheckOptions): Diagnostic[] {
  const report = reporter(options);
  return fragments.flatMap(({ url, sidebar, label, hrefs }) =>
    [...new Set(hrefs)].flatMap((href): Diagnostic[] => {
      if (!href || isExternal(href)) return [];
      const problem = checkOne(href, url, options);
      const reported = problem && report(problem, href);
      if (!reported) return [];
      const message = `${reported.kind} '${href}' in the category '${label}' of the sidebar '${sidebar}': ${problem.message}`;
      return [{ severity: reported.severity, configPath: `docs.sidebars.${sidebar}`, message, hint: reported.hint }];
    }),
  );
}

/**
 * How a problem found at `href` is reported under the config's policies: its severity (none: ignored), what it is
 * and a hint. A suggestion measures the missing route against every route: once per missing route, not once per link
 * to it (a page that hundreds of pages link to, renamed, took 22 s to report at +1,800 pages).
 */
function reporter(options: LinkCheckOptions): (problem: Problem, href: string) => { severity: Diagnostic['severity']; kind: string; hint: string } | undefined {
  const routes = [...options.pages.keys()];
  const suggestions = new Map<string, string>();
  const suggestion = (missing: string) => {
    let found = suggestions.get(missing);
    if (found === undefined) suggestions.set(missing, (found = suggestRoute(missing, routes)));
    return found;
  };
  return (problem, href) => {
    const policy = problem.kind === 'anchor' ? options.onBrokenAnchors : options.onBrokenLinks;
    if (policy === 'ignore') return undefined;
    const anchor = problem.kind === 'anchor';
    return {
      severity: policy === 'throw' ? 'error' : 'warning',
      kind: anchor ? 'broken anchor' : 'broken link',
      hint: anchor ? suggestAnchor(problem.ids, problem.hash) : suggestion(problem.route ?? href),
    };
  };
}

/** The authored link of `page` that rendered as `href`, if the author wrote it. */
export function authoredLink(page: Page, resolved: readonly string[] | undefined, href: string): AuthoredLink | undefined {
  return page.links.find((link, i) => resolved?.[i] === href || link.href === href);
}

/** Whether `href` is an authored link to a Markdown file that the graph left as written, finding no page for it. */
function unresolvedMarkdownLink(page: Page, resolved: readonly string[] | undefined, href: string): boolean {
  return isMarkdownFileLink(href) && page.links.some((link, i) => link.href === href && resolved?.[i] === href);
}

type Problem = { kind: 'route' | 'anchor'; message: string; route?: string; hash: string; ids: Set<string> };

function checkOne(href: string, fromRoute: string, options: LinkCheckOptions): Problem | undefined {
  const { route, hash } = resolveInternal(options.base, fromRoute, href, options.trailingSlash);
  if (route === undefined) return { kind: 'route', message: `it points outside the site's base URL ${options.base}`, hash, ids: new Set() };
  const target = options.rendered.get(route);
  if (!target) {
    if (options.files.has(route) && !hash) return undefined;
    return { kind: 'route', message: `no page at ${route}`, route, hash, ids: new Set() };
  }
  if (hash && !target.ids.has(hash)) return { kind: 'anchor', message: `${route} has no element with id '${hash}'`, route, hash, ids: target.ids };
  return undefined;
}

function suggestRoute(route: string, routes: string[]): string {
  const near = closest(route, routes, 3);
  return near.length ? `Closest existing routes: ${near.join(', ')}.` : 'Check the path; no similar route exists.';
}

function suggestAnchor(ids: Set<string>, hash: string): string {
  const near = closest(hash, [...ids], 3);
  return near.length ? `Ids on that page that come close: ${near.map((id) => `#${id}`).join(', ')}.` : 'That page has no similar id.';
}
