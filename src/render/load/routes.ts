// How a source file's path becomes a doc id and a route. Numeric prefixes (`01-Name.md`, `01_Name.md`) order the
// sidebar and never appear in ids or URLs.
import path from 'node:path';
import { routeFromPath } from '../../shared/urls.ts';

const NUMBER_PREFIX = /^(\d+)[-_](?=.)/;

/** `templates/00-Basic.md` → `{ id: 'templates/Basic', dir: 'templates', prefix: 0 }`. */
export function docIdFromPath(relativeFile: string, frontmatterId?: string): { id: string; dir: string; prefix?: number } {
  const withoutExt = relativeFile.replace(/\\/g, '/').replace(/\.(md|tsx)$/, '');
  const segments = withoutExt.split('/').map((segment) => segment.replace(NUMBER_PREFIX, ''));
  const prefixMatch = NUMBER_PREFIX.exec(path.posix.basename(withoutExt));
  if (frontmatterId) segments[segments.length - 1] = frontmatterId;
  return {
    id: segments.join('/'),
    dir: segments.slice(0, -1).join('/'),
    prefix: prefixMatch ? Number(prefixMatch[1]) : undefined,
  };
}

/**
 * The route of a doc: its id under the base, or its `slug` (absolute slugs start at the base, relative ones at the
 * doc's folder). `index` docs take their folder's route.
 */
export function docRoute(base: string, id: string, dir: string, slug?: string): string {
  if (slug !== undefined) {
    return routeFromPath(base, slug.startsWith('/') ? slug : path.posix.join(dir, slug));
  }
  return routeFromPath(base, id.replace(/(^|\/)index$/, ''));
}
