import type { ReactNode } from 'react';
import type { ResolvedNavbarItem, SiteData } from '../shared/site.ts';
import type { Page } from '../shared/types.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Logo } from './Logo.tsx';

export function Navbar({ site, page }: { site: SiteData; page: Page }) {
  const { navbar } = site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  return (
    <nav className="navbar" aria-label="Main" data-hide-on-scroll={navbar.hideOnScroll || undefined}>
      <div className="navbar-inner">
        <button type="button" className="navbar-toggle icon-button" aria-label="Toggle navigation bar" aria-expanded="false" aria-controls="mobile-sidebar">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <a className="navbar-brand" href={site.base}>
          {navbar.logo && <Logo logo={navbar.logo} />}
          {navbar.title && <span className="navbar-title">{navbar.title}</span>}
        </a>
        <ul className="navbar-items navbar-left">{left.map((item) => <NavbarItem key={item.configPath} item={item} page={page} />)}</ul>
        <ul className="navbar-items navbar-right">
          {right.map((item) => (
            <NavbarItem key={item.configPath} item={item} page={page} />
          ))}
          {!site.colorMode.disableSwitch && (
            <li>
              <ColorModeToggle respectPrefersColorScheme={site.colorMode.respectPrefersColorScheme} />
            </li>
          )}
        </ul>
      </div>
    </nav>
  );
}

/** Whether a navbar item should read as the current area. */
export function isActive(item: ResolvedNavbarItem, page: Page): boolean {
  if (item.activeSidebar) return page.sidebar === item.activeSidebar;
  if (item.activePrefix && !item.external) return page.route === item.activePrefix || page.route.startsWith(`${item.activePrefix}/`);
  return false;
}

/**
 * One navbar item. Rendering is wrapped so that a broken item shows the site owner what to fix instead of taking
 * the whole page down (spec §8).
 */
export function NavbarItem({ item, page, mobile = false }: { item: ResolvedNavbarItem; page: Page; mobile?: boolean }): ReactNode {
  try {
    return <li className={['navbar-item', item.className].filter(Boolean).join(' ')}>{renderItem(item, page, mobile)}</li>;
  } catch (error) {
    return (
      <li className="navbar-item navbar-item-error" role="alert">
        A navbar item failed to render. Please double-check the following navbar item (based on the "type" and "position" fields) in site.config.ts:{' '}
        <code>{JSON.stringify({ type: item.type, position: item.position, label: item.label, at: item.configPath })}</code> ({(error as Error).message})
      </li>
    );
  }
}

const DROPDOWN_LABELS: Partial<Record<ResolvedNavbarItem['type'], string>> = { localeDropdown: 'Languages', docsVersionDropdown: 'Versions' };

function renderItem(item: ResolvedNavbarItem, page: Page, mobile: boolean): ReactNode {
  switch (item.type) {
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
    case 'dropdown':
    case 'localeDropdown':
    case 'docsVersionDropdown': {
      const active = (item.items ?? []).some((child) => isActive(child, page));
      return (
        <details className="dropdown" open={mobile && active ? true : undefined} data-dropdown>
          <summary className={`navbar-link${active ? ' active' : ''}`} aria-label={DROPDOWN_LABELS[item.type] ? `${DROPDOWN_LABELS[item.type]}: ${item.label}` : undefined}>
            {item.label}
          </summary>
          <ul className="dropdown-menu">
            {(item.items ?? []).map((child, i) => (
              <li key={i}>{renderLink(child, page, 'dropdown-link')}</li>
            ))}
          </ul>
        </details>
      );
    }
    default:
      if (!item.href) throw new Error(`no link target for a '${item.type}' item`);
      return renderLink(item, page, 'navbar-link');
  }
}

function renderLink(item: ResolvedNavbarItem, page: Page, className: string): ReactNode {
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

export function ExternalIcon() {
  return (
    <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}
