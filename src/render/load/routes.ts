// How a source file's path becomes a doc id and a route. Numeric prefixes (`01-Name.md`, `01_Name.md`) order the
// sidebar and never appear in ids or URLs.
import path from 'node:path';
import { routeFromPath, type TrailingSlash } from '../../shared/urls.ts';

const NUMBER_PREFIX = /^(\d+)[-_](?=.)/;

/**
 * `templates/00-Basic.md` → `{ id: 'templates/Basic', dir: 'templates', prefix: 0 }`. `filePrefix: false` (front
 * matter `parse_number_prefixes: false`) keeps the file's own prefix in its id, as Docusaurus does; its folders' are
 * still taken off.
 */
export function docIdFromPath(relativeFile: string, frontmatterId?: string, filePrefix = true): { id: string; dir: string; prefix?: number } {
  // In NFC, whatever form the file system gave the name in: macOS writes `é` as `e` and a combining accent (NFD), an
  // author types it as one character, and the two must be one route (as the servers and the link check read them).
  const withoutExt = relativeFile.normalize('NFC').replace(/\\/g, '/').replace(/\.(mdx?|tsx)$/, '');
  const parts = withoutExt.split('/');
  const segments = parts.map((segment, i) => (filePrefix || i < parts.length - 1 ? splitNumberPrefix(segment).name : segment));
  if (frontmatterId) segments[segments.length - 1] = frontmatterId.normalize('NFC');
  return {
    id: segments.join('/'),
    dir: segments.slice(0, -1).join('/'),
    prefix: filePrefix ? splitNumberPrefix(path.posix.basename(withoutExt)).prefix : undefined,
  };
}

/** A file or folder name without its numeric prefix, and the prefix's number: `02-Guides` → `Guides`, 2. */
export function splitNumberPrefix(name: string): { name: string; prefix?: number } {
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: name.slice(match[0].length), prefix: Number(match[1]) } : { name };
}

/**
 * Whether a doc is its folder's index by Docusaurus's convention (isCategoryIndex): named `index` or `README` (in any
 * case), or as its folder is. Such a doc is at its folder's route, and is its category's page.
 */
export function isCategoryIndex(relativeFile: string): boolean {
  const [file = '', folder] = relativeFile.replace(/\\/g, '/').split('/').reverse();
  const name = file.replace(/\.[^.]*$/, '').toLowerCase();
  return name === 'index' || name === 'readme' || (folder !== undefined && name === folder.toLowerCase());
}

/**
 * The route of a doc: its id under the docs' root (`routeBasePath` under the base), or its `slug` (absolute slugs
 * start at the docs' root, relative ones at the doc's folder). `index` docs, and a folder's index by Docusaurus's
 * convention (`categoryIndex`, see `isCategoryIndex`), take their folder's route. In the site's trailing-slash form.
 */
export function docRoute(base: string, id: string, dir: string, slug?: string, trailingSlash?: TrailingSlash, routeBasePath = '', categoryIndex = false): string {
  // `slug: page.html` (Docusaurus writes the page as that file): docgen writes every page as `<route>.html` and
  // serves that file at the route, so the route is the slug without `.html`, and `page.html` is its file.
  const written = slug?.replace(/\.html$/, '');
  const inDocs = written !== undefined ? path.posix.normalize((written.startsWith('/') ? written : `${dir}/${written}`).normalize('NFC')) : categoryIndex ? dir : id.replace(/(^|\/)index$/, '');
  return routeFromPath(base, `${routeBasePath}/${inDocs}`, trailingSlash);
}

/**
 * Why a frontmatter `slug` cannot be a route: it climbs (`..`) above the site's base, where its files would be
 * written outside the output folder, or it holds a character a URL path cannot (`?`, `#`, `%`, `\\`).
 */
export function slugProblem(dir: string, slug: string): { message: string; hint: string } | undefined {
  const unsafe = [...new Set(slug.match(/[?#%\\]/g) ?? [])];
  if (unsafe.length) {
    return {
      message: `the slug ${JSON.stringify(slug)} holds ${unsafe.map((c) => `\`${c}\``).join(', ')}, which a page URL cannot hold.`,
      hint: 'Use letters, digits, `-`, `_`, `.` and `/` in slugs.',
    };
  }
  if (climbsAboveBase(slug.startsWith('/') ? slug : `${dir}/${slug}`)) {
    return {
      message: `the slug ${JSON.stringify(slug)} leads outside the site: its \`..\` climb above the docs' base URL.`,
      hint: 'Give a slug inside the site: an absolute one such as `/guide/page` starts at the base URL, a relative one at the page\'s folder.',
    };
  }
  return undefined;
}

/**
 * Why a frontmatter `id` cannot name a doc. An id replaces the file's name in the doc's id and route, so, as in
 * Docusaurus, it may hold no slash; nor be `.` or `..`, which would put the route on its folder's or another page's
 * (`id: ../search` replaced the search page); nor hold what a URL path cannot.
 */
export function idProblem(id: string): { message: string; hint: string } | undefined {
  const unsafe = [...new Set(id.match(/[/\\?#%]/g) ?? [])];
  if (unsafe.length || id === '.' || id === '..') {
    const what = unsafe.length ? `holds ${unsafe.map((c) => `\`${c}\``).join(', ')}` : 'is a dot segment';
    return {
      message: `the id ${JSON.stringify(id)} ${what}: an id names the file alone, in its folder.`,
      hint: 'Use letters, digits, `-`, `_` and `.` in ids; to publish the page at another path, give it a `slug`.',
    };
  }
  return undefined;
}

/** Whether a path's `..` segments climb above where it starts. */
function climbsAboveBase(sitePath: string): boolean {
  let depth = 0;
  for (const segment of sitePath.split('/')) {
    if (segment === '..') depth--;
    else if (segment !== '' && segment !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}
