// How both servers (the production preview and `docgen serve`) map a request line to the output folder, the way the
// deployed site behaves: everything lives under the base URL; `/docs` gains its slash; `.html`, `/index.html` and a
// trailing slash (on a `trailingSlash: true` site, its absence) are redirected to the canonical route; anything that
// tries to leave the output folder or smuggles a NUL byte is refused before a file name is ever built from it.
import { META_NAMES } from '../../shared/dom.ts';
import { canonicalRoute, type TrailingSlash } from '../../shared/urls.ts';

export type Resolution =
  /**
   * 301 to `location` (path and query). `file`: the request names a `.html` file (`/demos/sorter.html`, decoded), which
   * the server serves as it is when it is a static file, not a page (`isPageHtml`), as a static host would.
   */
  | { kind: 'redirect'; location: string; file?: string }
  /** 400: a malformed or hostile path. */
  | { kind: 'bad' }
  /** 404: outside the base URL. */
  | { kind: 'not-found' }
  /**
   * A path inside the output folder, `/`-separated and starting with `/` (`/guide/First`, `/assets/x.css`, `/`, and
   * on a `trailingSlash: true` site `/guide/First/`).
   */
  | { kind: 'file'; path: string; route: string };

export function resolveRequest(base: string, rawUrl: string | undefined, trailingSlash?: TrailingSlash): Resolution {
  const raw = rawUrl ?? '/';
  // The request target is a path; parsing it as one (not as a protocol-relative URL) keeps `//host/…` a path.
  let url: URL;
  try {
    url = raw.startsWith('/') ? new URL(`http://local${raw}`) : new URL(raw);
  } catch {
    return { kind: 'bad' };
  }
  // WHATWG URL parsing has already removed `.` and `..` segments, `%2e%2e` included; what remains is checked decoded.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'bad' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((segment) => segment === '..' || segment === '.')) {
    return { kind: 'bad' };
  }
  const pathname = url.pathname;
  // The host's root and the base without its slash lead to the base; a site whose base is `/` is already there.
  if (pathname !== base && (pathname === '/' || pathname + '/' === base)) return { kind: 'redirect', location: base + url.search };
  if (!pathname.startsWith(base)) return { kind: 'not-found' };
  const canonical = canonicalRoute(base, pathname, trailingSlash);
  if (canonical === undefined) return { kind: 'not-found' };
  if (canonical !== pathname) return { kind: 'redirect', location: canonical + url.search, ...(decoded.endsWith('.html') && { file: '/' + decoded.slice(base.length) }) };
  return { kind: 'file', path: '/' + decoded.slice(base.length), route: canonical };
}

/** The file of the page at a resolved path: `/` → `/index.html`, `/guide/First` → `/guide/First.html`, `/guide/First/` → `/guide/First/index.html`. */
export function pageFile(sitePath: string): string {
  return sitePath.endsWith('/') ? `${sitePath}index.html` : `${sitePath}.html`;
}

/**
 * True for content-hashed build assets, which never change under their name: docgen's (`assets/style.0123456789.css`)
 * and esbuild's, for the islands' code and the chunks they share (`assets/chunk.7JJRCKPV.js`).
 */
export function isHashedAsset(sitePath: string): boolean {
  return /^\/assets\/.+\.(?:[0-9a-f]{10}|[A-Z2-7]{8})\.[a-z0-9]+$/.test(sitePath);
}

/** Whether an HTML file of the output is one of docgen's pages (whose address is its route), not a static file. */
export function isPageHtml(html: Buffer): boolean {
  const headEnd = html.indexOf('</head>');
  return html.subarray(0, headEnd < 0 ? html.length : headEnd).includes(PAGE_MARK);
}

// Every page docgen writes names its build in its head (src/theme/Document.tsx).
const PAGE_MARK = `<meta name="${META_NAMES.build}"`;
