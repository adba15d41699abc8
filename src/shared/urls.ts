// The one place that turns paths into URLs. Every stage (graph, link checker, theme, client, preview server) goes
// through these functions, so the base URL and the trailing-slash policy are decided exactly once:
//   - the base URL always starts and ends with '/' (`/docs/`);
//   - the site root is the base itself (`/docs/`); every other route has NO trailing slash (`/docs/manual/Core`);
//   - `.html` and `/index.html` suffixes are not part of a route and are normalised away.

/** Normalises a configured base URL to the `/x/` form. */
export function normalizeBase(base: string): string {
  const trimmed = base.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** Turns a site-relative path (`manual/Core`, `/manual/Core/`, ``) into a canonical route under the base. */
export function routeFromPath(base: string, sitePath: string): string {
  const inner = sitePath
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.')
    .join('/');
  return inner ? `${base}${inner}` : base;
}

/**
 * Canonical form of a URL path that may carry a `.html`, `/index.html` or trailing-slash suffix. Returns undefined
 * for paths outside the base.
 */
export function canonicalRoute(base: string, pathname: string): string | undefined {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p + '/' === base) p = base;
  if (!p.startsWith(base)) return undefined;
  return routeFromPath(base, p.slice(base.length));
}

/**
 * The route a browser's `location.pathname` shows, whatever characters its address escapes: `/docs/guide/Q%26A` is
 * the page of `Q&A.md`, as the servers read it. A segment that does not decode is taken as written.
 */
export function routeOfPathname(base: string, pathname: string): string | undefined {
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
  return canonicalRoute(base, decoded);
}

/** A path that may be a suffixed form of a route (`.html`, `/index.html`, a trailing slash): canonicalRoute's input. */
export const SUFFIXED_PATH = /(?:\.html|\/)$/;

/** The output file (relative to the output folder) that holds a route: `/docs/` → `index.html`, `/docs/a/b` → `a/b.html`. */
export function routeToFile(base: string, route: string): string {
  const inner = route.slice(base.length);
  return inner ? `${inner}.html` : 'index.html';
}

/** True for hrefs that leave the site: any scheme (`https:`, `mailto:`) or protocol-relative `//host`. */
export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
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
 * lands on plus the anchor. Relative hrefs resolve against the route as a file path, as browsers do for URLs without
 * a trailing slash.
 */
export function resolveInternal(base: string, fromRoute: string, href: string): { route: string | undefined; hash: string } {
  const { path, hash } = splitHref(href);
  if (path === '') return { route: fromRoute, hash: decodeHash(hash) };
  const url = new URL(path, `http://site${fromRoute}`);
  return { route: canonicalRoute(base, decodeURIComponent(url.pathname)), hash: decodeHash(hash) };
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
