// Site-wide data the theme renders from: the validated config in the form the chrome needs, plus build facts
// (asset URLs, build id). JSON-serialisable so islands can receive parts of it as props.
import type { DemoHosting } from './demo.ts';
import type { NavbarItemType } from './navbar-types.ts';

export interface ResolvedNavbarItem {
  type: NavbarItemType;
  position: 'left' | 'right';
  label: string;
  /** Final URL of the item; absent for dropdowns, search and html items. */
  href?: string;
  external?: boolean;
  /** The item is shown active on pages of this sidebar (docSidebar items). */
  activeSidebar?: string;
  /** The item is shown active on routes starting with this prefix. */
  activePrefix?: string;
  items?: ResolvedNavbarItem[];
  /** Markup of `html` items, from the site owner's config. */
  html?: string;
  className?: string;
  /** Index path in the config (`navbar.items[3]`), shown when the item fails to render. */
  configPath: string;
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
  /** Deployment origin, for canonical and Open Graph URLs. */
  url: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  locales: { locale: string; label: string; href: string }[];
  versions: { name: string; label: string; href: string }[];
  repository?: { url: string; editUrl?: string };
  favicon?: string;
  navbar: { title?: string; logo?: LogoData; hideOnScroll: boolean; items: ResolvedNavbarItem[] };
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
  assets: { css: string; client?: string; /** Island name → URL of its code (React included). */ islands?: Record<string, string> };
  /** Changes with every deployment whose output differs; the client does a full load when it changes. */
  buildId: string;
  /** Where `::demo` apps run; absent when the site has no demos. */
  demos?: DemoHosting;
  customFields: Record<string, unknown>;
}
