// Stand-in for `@docusaurus/useBaseUrl`: a site path with the base URL in front, as Docusaurus makes it: `/img/a.png`
// → `/docs/img/a.png`; a path that already starts with the base, an external URL or an anchor stays as it is.
import { isExternal } from '../../shared/urls.ts';
import { readUrl } from '../../shared/url-reader.ts';
import useDocusaurusContext from './useDocusaurusContext.ts';

export function withBaseUrl(written: string, baseUrl: string, siteUrl: string, absolute = false): string {
  // As a browser reads it: `' /img/a.png '` is `/img/a.png`, and `' https://x.org/'` is external.
  const { url } = readUrl(written);
  if (!url || url.startsWith('#') || isExternal(url)) return url;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

export default function useBaseUrl(url: string, options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {}): string {
  const { siteConfig } = useDocusaurusContext();
  if (options.forcePrependBaseUrl) return siteConfig.baseUrl + url.replace(/^\//, '');
  return withBaseUrl(url, siteConfig.baseUrl, siteConfig.url, options.absolute);
}
