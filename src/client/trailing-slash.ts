// Whether the site's page routes end in `/` (config `trailingSlash: true`): the theme marks the base URL's <meta>.
import { META_NAMES, TRAILING_SLASH_ATTR } from '../shared/dom.ts';

export function siteTrailingSlash(): boolean {
  return document.querySelector(`meta[name="${META_NAMES.base}"]`)?.hasAttribute(TRAILING_SLASH_ATTR) ?? false;
}
