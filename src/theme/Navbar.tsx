import type { ReactNode } from 'react';
import type { NavbarDropdown, NavbarLink, ResolvedNavbarItem, SiteData } from '../shared/site.ts';
import { unreachable } from '../shared/unreachable.ts';
import { MOBILE_SIDEBAR_ID } from '../shared/dom.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { CloseIcon } from './icons.tsx';
import { Logo } from './Logo.tsx';
import { SearchButton } from './SearchButton.tsx';

/**
 * The top navbar: brand, items on the left and right, the colour-mode switch, and below 996 px the
 * 'Toggle navigation bar' button that opens the mobile sidebar. The mobile sidebar's primary menu is the navbar items;
 * its secondary menu (the docs sidebar) is filled in by the client from the page's own sidebar when opened.
 */
/** Where the reader is: the route, and the sidebar it sits in (the active navbar item, the mobile menu's panels). */
export interface NavbarPlace {
  route: string;
  sidebar?: string;
}

export function Navbar({ site, page }: { site: SiteData; page: NavbarPlace }) {
  const { navbar } = site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const toggle = !site.colorMode.disableSwitch && <ColorModeToggle respectPrefersColorScheme={site.colorMode.respectPrefersColorScheme} defaultMode={site.colorMode.defaultMode} />;
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={navbar.hideOnScroll || undefined}>
      <div className="navbar-inner">
        <button type="button" className="navbar-toggle icon-button" aria-label="Toggle navigation bar" aria-expanded="false" aria-controls={MOBILE_SIDEBAR_ID}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Brand site={site} />
        <ul className="navbar-items navbar-left">
          {left.map((item) => (
            <NavbarItem key={item.configPath} item={item} page={page} />
          ))}
        </ul>
        <ul className="navbar-items navbar-right">
          {right.map((item) => (
            <NavbarItem key={item.configPath} item={item} page={page} />
          ))}
          {toggle && <li className="navbar-color-mode">{toggle}</li>}
          {navbar.search && (
            <li className="navbar-item navbar-item-search">
              <SearchButton item={navbar.search} />
            </li>
          )}
        </ul>
      </div>
      <div className="navbar-backdrop" data-close-sidebar="" />
      <div className="navbar-sidebar" id={MOBILE_SIDEBAR_ID} hidden>
        <div className="navbar-sidebar-head">
          <Brand site={site} />
          <button type="button" className="icon-button navbar-sidebar-close" aria-label="Close navigation bar" data-close-sidebar="">
            <CloseIcon size={18} />
          </button>
        </div>
        <div className="navbar-sidebar-panels">
          <div className="navbar-sidebar-panel" data-panel="primary">
            <ul className="menu-list">
              {navbar.items.map((item) => (
                <NavbarItem key={item.configPath} item={item} page={page} mobile />
              ))}
            </ul>
          </div>
          {page.sidebar && (
            <div className="navbar-sidebar-panel" data-panel="secondary">
              <button type="button" className="button-clean navbar-sidebar-back" data-back-to-main="">
                ← Back to main menu
              </button>
              <div data-secondary-menu="" />
            </div>
          )}
        </div>
      </div>
    </nav>
  );
}

function Brand({ site }: { site: SiteData }) {
  const { navbar } = site;
  return (
    <a className="navbar-brand" href={navbar.logo?.href ?? site.home}>
      {navbar.logo && <Logo logo={navbar.logo} />}
      {navbar.title ? <span className="navbar-title">{navbar.title}</span> : !navbar.logo && <span className="navbar-title">{site.title}</span>}
    </a>
  );
}

/** Whether a navbar link should read as the current area. */
function isActive(link: NavbarLink, page: NavbarPlace): boolean {
  if (link.activeSidebar) return page.sidebar === link.activeSidebar;
  if (link.activePrefix && !link.external) return page.route === link.activePrefix || page.route.startsWith(`${link.activePrefix}/`);
  return false;
}

/** One navbar item, in the top bar or (`mobile`) in the mobile sidebar's menu. */
function NavbarItem({ item, page, mobile = false }: { item: ResolvedNavbarItem; page: NavbarPlace; mobile?: boolean }): ReactNode {
  const content = mobile ? renderMobileItem(item, page) : renderItem(item, page);
  if (content === null) return null;
  // The search item stays in the top bar on small screens (the other items move into the mobile sidebar).
  const kind = !mobile && item.type === 'search' ? 'navbar-item-search' : undefined;
  return <li className={[mobile ? 'menu-item' : 'navbar-item', kind, item.className].filter(Boolean).join(' ')}>{content}</li>;
}

/** Accessible-name prefixes of the locale and version dropdowns: their label alone names the current choice. */
const DROPDOWN_LABELS: Record<NavbarDropdown['type'], string | undefined> = { dropdown: undefined, localeDropdown: 'Languages', docsVersionDropdown: 'Versions' };

function renderItem(item: ResolvedNavbarItem, page: NavbarPlace): ReactNode {
  switch (item.type) {
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
    case 'search':
      return <SearchButton item={item} />;
    case 'dropdown':
    case 'localeDropdown':
    case 'docsVersionDropdown': {
      const active = item.items.some((child) => isActive(child, page));
      const named = DROPDOWN_LABELS[item.type];
      return (
        <div className="dropdown" data-dropdown="">
          <button type="button" className={`navbar-link dropdown-toggle${active ? ' active' : ''}`} aria-haspopup="true" aria-expanded="false" aria-label={named ? `${named}: ${item.label}` : undefined}>
            {item.type === 'localeDropdown' && <GlobeIcon />}
            {item.label}
          </button>
          <ul className="dropdown-menu">
            {item.items.map((child, i) => (
              <li key={i}>{renderLink(child, page, 'dropdown-link')}</li>
            ))}
          </ul>
        </div>
      );
    }
    case 'default':
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return renderLink(item, page, 'navbar-link');
    default:
      return unreachable(item);
  }
}

/** The mobile sidebar's form of an item: links as menu links, dropdowns as collapsibles that start expanded when the current route is inside. */
function renderMobileItem(item: ResolvedNavbarItem, page: NavbarPlace): ReactNode {
  switch (item.type) {
    case 'html':
      return renderItem(item, page);
    case 'search':
      // Shown in the top bar at every width, so not repeated in the menu.
      return null;
    case 'dropdown':
    case 'localeDropdown':
    case 'docsVersionDropdown': {
      const active = item.items.some((child) => isActive(child, page));
      const label = DROPDOWN_LABELS[item.type] ?? item.label;
      return (
        <div className="menu-collapsible" data-collapsible="">
          <div className="menu-category-head">
            <span className="menu-category-label">{label}</span>
            <CaretButton expanded={active} expand="Expand the dropdown" collapse="Collapse the dropdown" />
          </div>
          <ul className="menu-list menu-collapse-body" hidden={!active || undefined}>
            {item.items.map((child, i) => (
              <li key={i}>{renderLink(child, page, 'menu-link')}</li>
            ))}
          </ul>
        </div>
      );
    }
    case 'default':
    case 'doc':
    case 'docSidebar':
    case 'docsVersion':
      return renderLink(item, page, 'menu-link');
    default:
      return unreachable(item);
  }
}

/** The caret that expands and collapses a collapsible; its label says what it does now. */
export function CaretButton({ expanded, expand, collapse }: { expanded: boolean; expand: string; collapse: string }) {
  return (
    <button type="button" className="menu-caret" aria-expanded={expanded} aria-label={expanded ? collapse : expand} data-collapse-toggle="" data-label-expand={expand} data-label-collapse={collapse} />
  );
}

function renderLink(item: NavbarLink, page: NavbarPlace, className: string): ReactNode {
  const active = isActive(item, page);
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={item.href}
      aria-current={active ? 'page' : undefined}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
      {item.external && <ExternalIcon />}
    </a>
  );
}

function GlobeIcon() {
  return (
    <svg className="globe-icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16zM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4z"
      />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
