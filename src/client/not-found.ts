// A static host that cannot redirect (GitHub Pages, S3, most file servers) answers a suffixed form of a route —
// `/docs/manual/Core/`, `/docs/manual/Core/index.html`; on a `trailingSlash: true` site `/docs/manual/Core` or
// `/docs/manual/Core.html` — with the not-found page. There the client asks for the
// canonical route and, when it exists, shows it through the router: at the canonical address, query and hash kept,
// in place of the current history entry. Until then the head script keeps the not-found text hidden
// (src/theme/not-found-head.ts); when there is no such page, the text shows.
import { FINDING_PAGE_ATTR } from '../shared/dom.ts';
import { routeStem } from '../shared/urls.ts';
import { pageView } from './analytics.ts';
import { loadPage, navigate } from './router.ts';
import { siteTrailingSlash } from './trailing-slash.ts';

/**
 * On the not-found page, looks for the page its address names. Returns undefined when there is none to look for;
 * otherwise the search, which ends with a page view of whatever it shows.
 */
export function findPage(base: string): Promise<void> | undefined {
  const html = document.documentElement;
  const show = () => html.removeAttribute(FINDING_PAGE_ATTR);
  const route = document.body.dataset.pageKind === '404' ? pageRoute(base, location.pathname, siteTrailingSlash()) : undefined;
  if (!route || route === location.pathname) {
    show();
    return undefined;
  }
  const to = new URL(location.href);
  to.pathname = route;
  const notFound = () => {
    show();
    pageView();
  };
  return loadPage(to).then(async (loaded) => {
    if (loaded.status !== 200) return notFound();
    await navigate(to, 'replace');
    // The not-found text is gone unless the router went for a full load (a page of another deployment): keep it
    // hidden then, and let the next page show the text of a not-found page it swaps in.
    if (!document.querySelector('.not-found')) show();
  }, notFound);
}

/**
 * The page route an address outside the site's forms names: its stem, in the site's form (the base for the root).
 * A file's address (`img/logo.png`) is looked for as a page too; the not-found text shows when there is none.
 */
function pageRoute(base: string, pathname: string, trailingSlash: boolean): string | undefined {
  const stem = routeStem(pathname);
  if (stem + '/' === base) return base;
  return stem.startsWith(base) ? stem + (trailingSlash ? '/' : '') : undefined;
}
