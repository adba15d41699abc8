// Where the docs start: the base URL, or the docs' `routeBasePath` under it (a Docusaurus site's `/guide`). The site's
// home is its root when a page is there, or else the docs' root, as a Docusaurus site whose docs sit under a route
// base has nothing at its root unless it has a landing page.
import { routeFromPath } from '../../shared/urls.ts';
import type { SiteConfig } from './schema.ts';

export function docsRoot(config: SiteConfig): string {
  return routeFromPath(config.baseUrl, config.docs.routeBasePath, config.trailingSlash);
}

/** Where "Home" links go: the site root when a page has it, else the docs' root. */
export function homeRoute(config: SiteConfig, hasPage: (route: string) => boolean): string {
  return hasPage(config.baseUrl) ? config.baseUrl : docsRoot(config);
}
