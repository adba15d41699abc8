// The validated config and the graph, shaped for the theme.
import { homeRoute } from '../config/docs-root.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { PageGraph } from '../graph/types.ts';
import { configRoute } from '../graph/navbar.ts';
import type { FooterLink, LogoData, SiteData } from '../../shared/site.ts';
import { isExternal } from '../../shared/urls.ts';
import { searchPageUrl } from '../../shared/search.ts';

/** `analytics`: whether the configured analytics belong in the pages (production builds that did not opt out). */
export function siteData(config: SiteConfig, graph: PageGraph, assets: SiteData['assets'], buildId: string, analytics: boolean): SiteData {
  const base = config.baseUrl;
  const route = (to: string) => configRoute(base, to, config.trailingSlash);
  const asset = (src: string) => (isExternal(src) || src.startsWith(base) ? src : route(src));
  const logo = (l: LogoData | undefined): LogoData | undefined => l && { ...l, src: asset(l.src), srcDark: l.srcDark && asset(l.srcDark), href: l.href && (isExternal(l.href) ? l.href : route(l.href)) };
  const link = (l: { label: string; to?: string; href?: string }): FooterLink => {
    const href = l.href ?? route(l.to ?? '');
    return { label: l.label, href, external: isExternal(href) };
  };
  const localeConfig = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const footer = config.footer;
  return {
    title: config.title,
    tagline: config.tagline,
    base,
    trailingSlash: config.trailingSlash ?? false,
    home: homeRoute(config, (route) => graph.pages.has(route)),
    url: config.url,
    lang: localeConfig?.htmlLang ?? config.i18n.defaultLocale,
    dir: localeConfig?.direction ?? 'ltr',
    locales: config.i18n.locales.map((locale) => ({ locale, label: config.i18n.localeConfigs[locale]?.label ?? locale, href: base })),
    versions: Object.entries(config.docs.versions).map(([name, v]) => ({ name, label: v.label, href: base })),
    repository: config.repository,
    favicon: config.favicon && asset(config.favicon),
    navbar: {
      title: config.navbar.title,
      logo: logo(config.navbar.logo),
      hideOnScroll: config.navbar.hideOnScroll,
      items: graph.navbar,
      search:
        config.navbar.search && !graph.navbar.some((item) => item.type === 'search')
          ? { type: 'search', position: 'right', label: 'Search', href: searchPageUrl(base, config.trailingSlash), configPath: 'navbar.search' }
          : undefined,
    },
    footer: footer && {
      style: footer.style,
      columns: footer.links.flatMap((entry) => ('title' in entry ? [{ title: entry.title, items: entry.items.map(link) }] : [])),
      links: footer.links.flatMap((entry) => ('title' in entry ? [] : [link(entry)])),
      logo: logo(footer.logo),
      copyright: footer.copyright,
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    analytics: analytics && config.analytics?.gtag ? { trackingID: config.analytics.gtag.trackingID, anonymizeIP: config.analytics.gtag.anonymizeIP } : undefined,
    assets,
    buildId,
    demos: config.demos,
    customFields: config.customFields,
    headTags: config.headTags,
  };
}
