// The not-found page's part of the inline head script (see color-mode.ts). A static host that cannot redirect
// (GitHub Pages, S3, most file servers) answers `/docs/manual/Core/` or `/docs/manual/Core/index.html` (on a
// `trailingSlash: true` site, `/docs/manual/Core` or `/docs/manual/Core.html`) with this page,
// and the client then shows the page such an address names (src/client/not-found.ts). So that "Page not found" never
// flashes first, on such an address only it marks <html> before first paint and the stylesheet hides the not-found
// text until the client has decided. Without JavaScript nothing is marked and the text shows; when the client never
// starts (its script failed to load), the load event shows it.
import { FINDING_PAGE_ATTR, RUNTIME_GLOBAL } from '../shared/dom.ts';
import { suffixedPath } from '../shared/urls.ts';

export function notFoundHeadScript(trailingSlash: boolean): string {
  const j = JSON.stringify;
  return (
    `(function(){var d=document.documentElement;if(!${String(suffixedPath(trailingSlash))}.test(location.pathname))return;d.setAttribute(${j(FINDING_PAGE_ATTR)},'');` +
    `addEventListener('load',function(){if(!window[${j(RUNTIME_GLOBAL)}])d.removeAttribute(${j(FINDING_PAGE_ATTR)})})})()`
  );
}
