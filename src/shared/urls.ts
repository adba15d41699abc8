// The one place that turns paths into URLs. Every stage (graph, link checker, theme, client, preview server) goes
// through these functions, so the base URL and the trailing-slash policy are decided exactly once:
//   - the base URL always starts and ends with '/' (`/docs/`);
//   - the site root is the base itself (`/docs/`); every other page route has NO trailing slash (`/docs/manual/Core`),
//     written as `manual/Core.html`; unless the site sets `trailingSlash: true` (Docusaurus's setting, with its
//     meaning), when every page route has one (`/docs/manual/Core/`), written as `manual/Core/index.html`;
//   - files (`/docs/img/logo.png`, `/docs/llms.txt`) never have one;
//   - `.html` and `/index.html` suffixes are not part of a route and are normalised away.

import { leavesSite, readUrl } from './url-reader.ts';

/** A site's trailing-slash policy (config `trailingSlash`): `true` ends page routes in `/`; otherwise they do not. */
export type TrailingSlash = boolean | undefined;

/** Normalises a configured base URL to the `/x/` form. */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * Turns a site-relative path (`manual/Core`, `/manual/Core/`, ``) into a route under the base: a page's route in the
 * site's form when `trailingSlash` is given, a file's (never a trailing slash) when it is not.
 */
export function routeFromPath(base: string, sitePath: string, trailingSlash?: TrailingSlash): string {
  const inner = sitePath
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
  return inner ? `${base}${inner}${trailingSlash ? '/' : ''}` : base;
}

/**
 * The route a site path written by an author names (a link, a config `to`), which may be a page or a file: with
 * `trailingSlash: true` a page's route ends in `/`, so a path gets one unless its last segment has an extension
 * (`img/logo.png`) and it was not written with one.
 */
export function pathRoute(base: string, sitePath: string, trailingSlash: TrailingSlash): string {
  return routeFromPath(base, sitePath, trailingSlash && (sitePath.endsWith('/') || !FILE_NAME.test(sitePath)));
}

/** A last path segment with an extension: a file's name. */
const FILE_NAME = /\.[a-z0-9]+$/i;

/**
 * Canonical form of a URL path that may carry a `.html`, `/index.html` or trailing-slash suffix, or lack the slash
 * a `trailingSlash: true` site's routes end in. Returns undefined for paths outside the base.
 */
export function canonicalRoute(base: string, pathname: string, trailingSlash?: TrailingSlash): string | undefined {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  // A `.html` form names a page, whatever the rest of its name looks like.
  const page = p !== pathname;
  if (p + '/' === base) p = base;
  if (!p.startsWith(base)) return undefined;
  const inner = p.slice(base.length);
  return page ? routeFromPath(base, inner, trailingSlash) : pathRoute(base, inner, trailingSlash);
}

/**
 * A route or address without the suffix that tells its forms apart (`/index.html`, `.html`, a trailing slash):
 * `/docs/a/b`, `/docs/a/b/`, `/docs/a/b.html` and `/docs/a/b/index.html` share the stem `/docs/a/b`, whatever the
 * site's trailing-slash policy, so the browser can tell a form of its page's route without knowing that policy.
 */
export function routeStem(pathname: string): string {
  return pathname.replace(/(?:\/index\.html|\.html|\/)$/, '');
}

/**
 * The route a browser's `location.pathname` shows, whatever characters its address escapes: `/docs/guide/Q%26A` is
 * the page of `Q&A.md`, as the servers read it. A segment that does not decode is taken as written.
 */
export function routeOfPathname(base: string, pathname: string, trailingSlash?: TrailingSlash): string | undefined {
  const decoded = pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
  return canonicalRoute(base, decoded, trailingSlash);
}

/**
 * The addresses that may be another form of a route (canonicalRoute's input), where the not-found page looks for
 * the page: `.html`, `/index.html` or a trailing slash; on a `trailingSlash: true` site, `.html` or no trailing slash.
 */
export function suffixedPath(trailingSlash: TrailingSlash): RegExp {
  return trailingSlash ? /(?:\.html|[^/])$/ : /(?:\.html|\/)$/;
}

/**
 * The output file (relative to the output folder) that holds a route: `/docs/` → `index.html`, `/docs/a/b` →
 * `a/b.html`, `/docs/a/b/` (a `trailingSlash: true` site) → `a/b/index.html`.
 */
export function routeToFile(base: string, route: string): string {
  const inner = route.slice(base.length);
  if (!inner) return 'index.html';
  return inner.endsWith('/') ? `${inner}index.html` : `${inner}.html`;
}

/**
 * True for hrefs that leave the site: any scheme (`https:`, `mailto:`) or protocol-relative `//host`, read as a
 * browser reads them (./url-reader.ts: ` https://x.org/ ` with its spaces is external).
 */
export function isExternal(href: string): boolean {
  return leavesSite(href);
}

/** Splits `path?query#hash` into its parts; hash without '#'. */
export function splitHref(href: string): { path: string; query: string; hash: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt) : '',
    hash,
  };
}

/**
 * Resolves an internal href as a browser would, from the page at `fromRoute`, and returns the canonical route it
 * lands on plus the anchor. Relative hrefs resolve against the route as browsers do: as a file path, or as a folder
 * when the route ends in `/`.
 */
export function resolveInternal(base: string, fromRoute: string, href: string, trailingSlash?: TrailingSlash): { route: string | undefined; hash: string } {
  // The whole href through the URL parser, as a browser resolves it: spaces at its ends, and tabs and newlines
  // anywhere, the fragment's included, are no part of where it leads.
  const url = new URL(href, `http://site${fromRoute}`);
  const hash = decodeHash(url.hash.slice(1));
  if (!readUrl(href).url.replace(/#.*$/, '')) return { route: fromRoute, hash };
  // Routes are in NFC (a file name's accents, however its file system stores them): so is the path a link names.
  return { route: canonicalRoute(base, decodeURIComponent(url.pathname).normalize('NFC'), trailingSlash), hash };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** An absolute URL for a route, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(siteUrl: string, route: string): string {
  return siteUrl.replace(/\/+$/, '') + route;
}
