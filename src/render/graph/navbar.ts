// Navbar items from config to final links. Everything that depends on content (doc ids, sidebar entries) is
// resolved here so the theme only renders. A production build leaves drafts out, and with them the items naming one,
// as Docusaurus's theme hides them, rather than reporting their ids as unknown.
import type { DiagnosticBag } from '../core/diagnostics.ts';
import type { NavbarDropdownEntryConfig, NavbarItemConfig } from '../config/navbar.ts';
import type { SiteConfig } from '../config/schema.ts';
import { CONFIG_FILE } from '../config/validate.ts';
import type { NavLink, Page } from '../../shared/types.ts';
import { searchPageUrl } from '../../shared/search.ts';
import type { NavbarLink, ResolvedNavbarItem } from '../../shared/site.ts';
import { unreachable } from '../../shared/unreachable.ts';
import { isExternal, pathRoute, type TrailingSlash } from '../../shared/urls.ts';
import { closestIds } from './sidebars.ts';

export interface NavbarContext {
  config: SiteConfig;
  docs: Map<string, Page>;
  /** The ids of the docs left out as drafts (production builds; none in development, where drafts are pages). */
  drafts: ReadonlySet<string>;
  sidebarEntry: Record<string, NavLink | undefined>;
  /** The sidebars that drafts leave with nothing to link to (./sidebars.ts), which the sidebar stage does not report. */
  emptiedByDrafts: ReadonlySet<string>;
  diagnostics: DiagnosticBag;
}

/**
 * The navbar as the theme renders it. An item that names a draft doc is left out; one that names a missing doc or a
 * sidebar with nothing to link to is left out and reported: here, or (a sidebar empty in every build) by the sidebar
 * stage.
 */
export function resolveNavbar(ctx: NavbarContext): ResolvedNavbarItem[] {
  return ctx.config.navbar.items.flatMap((item, i) => resolveItem(item, `navbar.items[${i}]`, ctx) ?? []);
}

/** A site path as authored in config (`/manual/Core` or `/docs/manual/Core`) to a route, in the site's trailing-slash form. */
export function configRoute(base: string, to: string, trailingSlash: TrailingSlash): string {
  return pathRoute(base, to.startsWith(base) ? to.slice(base.length) : to, trailingSlash);
}

function resolveItem(item: NavbarItemConfig, at: string, ctx: NavbarContext): ResolvedNavbarItem | undefined {
  const { config } = ctx;
  const base = config.baseUrl;
  const common = { position: item.position, className: item.className, configPath: at };
  switch (item.type) {
    case 'default':
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return resolveLink(item, at, ctx);
    case 'dropdown':
      return { ...common, type: item.type, label: item.label ?? '', items: item.items.flatMap((entry, j) => resolveLink(entry, `${at}.items[${j}]`, ctx) ?? []) };
    case 'docsVersionDropdown':
      return {
        ...common,
        type: item.type,
        label: item.label ?? config.docs.versions[config.docs.lastVersion]?.label ?? 'Versions',
        items: Object.entries(config.docs.versions).map(([name, v], j) => ({ type: 'default', position: item.position, label: v.label, href: base, configPath: `docs.versions.${name}#${j}` })),
      };
    case 'localeDropdown':
      return {
        ...common,
        type: item.type,
        label: item.label ?? config.i18n.localeConfigs[config.i18n.defaultLocale]?.label ?? config.i18n.defaultLocale,
        items: config.i18n.locales.map((locale, j) => ({ type: 'default', position: item.position, label: config.i18n.localeConfigs[locale]?.label ?? locale, href: base, configPath: `i18n.locales[${j}]` })),
      };
    case 'search':
      return { ...common, type: item.type, label: item.label ?? 'Search', href: searchPageUrl(base, config.trailingSlash) };
    case 'html':
      return { ...common, type: item.type, label: '', html: item.value };
    default:
      return unreachable(item);
  }
}

function resolveLink(item: NavbarDropdownEntryConfig, at: string, ctx: NavbarContext): NavbarLink | undefined {
  const { config, docs } = ctx;
  const base = config.baseUrl;
  const common = { position: item.position, className: item.className, configPath: at };
  switch (item.type) {
    case 'default': {
      const external = item.href !== undefined && isExternal(item.href);
      const href = item.href ?? configRoute(base, item.to ?? '', config.trailingSlash);
      return { ...common, type: item.type, label: item.label ?? '', href, external, activePrefix: external ? undefined : (item.activeBaseRegex ?? href) };
    }
    case 'doc': {
      const page = docs.get(item.docId);
      // Docusaurus's DocNavbarItem renders nothing for a draft (useLayoutDoc gives it null), in a dropdown too.
      if (!page && ctx.drafts.has(item.docId)) return undefined;
      if (!page) {
        ctx.diagnostics.error({ file: CONFIG_FILE, configPath: `${at}.docId`, message: `doc id '${item.docId}' does not exist.`, hint: closestIds(item.docId, docs) });
        return undefined;
      }
      return { ...common, type: item.type, label: item.label ?? page.title, href: page.route, activePrefix: page.route };
    }
    case 'docSidebar': {
      const entry = ctx.sidebarEntry[item.sidebarId];
      // Unlike a draft doc's item, Docusaurus does not hide this one: its DocSidebarNavbarItem throws on a sidebar with
      // no link (a sidebar of drafts keeps its id, emptied), which fails the build. This says why, and where.
      if (!entry && ctx.emptiedByDrafts.has(item.sidebarId)) {
        ctx.diagnostics.error({
          file: CONFIG_FILE,
          configPath: `${at}.sidebarId`,
          message: `sidebar '${item.sidebarId}' has nothing to link to in a production build: every doc in it is a draft.`,
          hint: 'Publish one of its docs (remove `draft: true`), or remove this navbar item.',
        });
      }
      return entry && { ...common, type: item.type, label: item.label ?? '', href: entry.href, activeSidebar: item.sidebarId };
    }
    case 'docsVersion': {
      const name = item.version ?? config.docs.lastVersion;
      return { ...common, type: item.type, label: item.label ?? config.docs.versions[name]?.label ?? name, href: base };
    }
    default:
      return unreachable(item);
  }
}
