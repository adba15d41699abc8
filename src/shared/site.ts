// Site-wide data the theme renders from: the validated config in the form the chrome needs, plus build facts
// (asset URLs, build id). JSON-serialisable so islands can receive parts of it as props.
import type { DemoHosting } from './demo.ts';
import type { DeepReadonly } from './readonly.ts';
import { unreachable } from './unreachable.ts';

/** What every navbar item has. */
interface NavbarItemFields {
  position: 'left' | 'right';
  label: string;
  className?: string;
  /** Index path in the config (`navbar.items[3]`): a stable key. */
  configPath: string;
}

/** A link: `default`, `doc`, `docSidebar` and `docsVersion` items, and every entry of a dropdown. */
export interface NavbarLink extends NavbarItemFields {
  type: 'default' | 'doc' | 'docSidebar' | 'docsVersion';
  /** Final URL. */
  href: string;
  external?: boolean;
  /** The item is shown active on pages of this sidebar (docSidebar items). */
  activeSidebar?: string;
  /** The item is shown active on routes starting with this prefix. */
  activePrefix?: string;
}

/** A menu of links: the author's own, the locales or the docs versions. */
export interface NavbarDropdown extends NavbarItemFields {
  type: 'dropdown' | 'localeDropdown' | 'docsVersionDropdown';
  items: NavbarLink[];
}

/** The search button: a link to the search page that the client turns into the search dialog. */
export interface NavbarSearch extends NavbarItemFields {
  type: 'search';
  href: string;
}

/** Markup from the site owner's config. */
export interface NavbarHtml extends NavbarItemFields {
  type: 'html';
  html: string;
}

/** A navbar item as the theme renders it: every link resolved to a final URL. */
/** A navbar item as the graph resolved it, read-only. */
export type ResolvedNavbarItem = DeepReadonly<NavbarLink | NavbarDropdown | NavbarSearch | NavbarHtml>;

/** Whether an item is a link of its own (not a menu, the search button or markup). */
export function isNavbarLink(item: ResolvedNavbarItem): item is NavbarLink {
  switch (item.type) {
    case 'default':
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return true;
    case 'dropdown':
    case 'localeDropdown':
    case 'docsVersionDropdown':
    case 'search':
    case 'html':
      return false;
    default:
      return unreachable(item);
  }
}

export interface LogoData {
  src: string;
  srcDark?: string;
  alt: string;
  width?: number;
  height?: number;
  href?: string;
}

export interface FooterLink {
  label: string;
  href: string;
  external: boolean;
}

export interface SiteData {
  title: string;
  tagline: string;
  /** Base URL, `/docs/`. */
  base: string;
  /** The config's `trailingSlash`: page routes end in `/`. */
  trailingSlash: boolean;
  /** Where "home" links go: the base URL, or the docs' root when docs sit under a route base and nothing is at the base. */
  home: string;
  /** Deployment origin, for canonical and Open Graph URLs. */
  url: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  locales: { locale: string; label: string; href: string }[];
  versions: { name: string; label: string; href: string }[];
  repository?: { url: string; editUrl?: string };
  favicon?: string;
  navbar: {
    title?: string;
    logo?: LogoData;
    hideOnScroll: boolean;
    items: readonly ResolvedNavbarItem[];
    /** The search button at the navbar's end, after the colour-mode switch (config `navbar.search`). */
    search?: NavbarSearch;
  };
  footer?: {
    style: 'links' | 'simple';
    columns: { title: string; items: FooterLink[] }[];
    links: FooterLink[];
    logo?: LogoData;
    copyright?: string;
  };
  announcementBar?: { id: string; content: string; backgroundColor: string; textColor: string; isCloseable: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  analytics?: { trackingID: string; anonymizeIP: boolean };
  /** Content-hashed asset URLs. */
  assets: {
    css: string;
    /** Infima's content classes, which only the pages using them link (src/render/assets/infima-classes.ts). */
    infima?: string;
    client?: string;
    /** Island name → URL of its code (React included). */
    islands?: Record<string, string>;
    /** KaTeX's stylesheet, which pages that show math link (../render/assets/math-styles.ts); none on sites without. */
    math?: string;
    /** The Mermaid island's code, which pages that show a diagram name (../client/mermaid/diagram.ts); none on sites without. */
    mermaid?: string;
  };
  /** Changes with every deployment whose output differs; the client does a full load when it changes. */
  buildId: string;
  /** Where `::demo` apps run; absent when the site has no demos. */
  demos?: DemoHosting;
  customFields: Record<string, unknown>;
  /** The config's own `<head>` tags, attributes named as in HTML (React renders them as they are). */
  headTags: HeadTag[];
}

export interface HeadTag {
  tagName: 'link' | 'meta' | 'script' | 'style' | 'noscript' | 'base';
  attributes: Record<string, string | boolean>;
  /** The element's content as HTML. */
  innerHTML?: string;
}
