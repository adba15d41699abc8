// Navbar items of every type, positions, the locale/version labels, and a dropdown read as active where one of its links is.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { NavbarLink, ResolvedNavbarItem, SiteData } from '../../src/shared/site.ts';
import { Navbar, type NavbarPlace } from '../../src/theme/Navbar.tsx';

const page: NavbarPlace = { route: '/docs/manual/Core', sidebar: 'tutorialSidebar' };
const at = { position: 'right', configPath: 'navbar.items[0]' } as const;
const link = (over: Partial<NavbarLink>): NavbarLink => ({ type: 'default', label: '', href: '/docs/', ...at, ...over });
const site = (items: ResolvedNavbarItem[]): SiteData => ({
  title: 'XR Blocks', tagline: '', base: '/docs/', url: 'https://x.test', lang: 'en', dir: 'ltr', locales: [], versions: [],
  navbar: { title: 'XR Blocks', hideOnScroll: false, items },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  assets: { css: '/docs/a.css' }, buildId: 'b', customFields: {}, headTags: [], trailingSlash: false, home: '/docs/',
});
const render = (items: ResolvedNavbarItem[], search?: SiteData['navbar']['search']) => {
  const data = site(items);
  return renderToString(<Navbar site={{ ...data, navbar: { ...data.navbar, search } }} page={page} />);
};

describe('Navbar', () => {
  it('renders every item kind, left and right, with the Languages and Versions labels', () => {
    const html = render([
      link({ type: 'docSidebar', position: 'left', label: 'Manual', href: '/docs/', activeSidebar: 'tutorialSidebar' }),
      link({ type: 'doc', position: 'left', label: 'Core doc', href: '/docs/manual/Core', activePrefix: '/docs/manual/Core' }),
      link({ type: 'default', label: 'GitHub', href: 'https://github.com/google/xrblocks', external: true }),
      { type: 'dropdown', label: 'More', items: [link({ label: 'Depth', href: '/docs/manual/Depth' })], ...at },
      { type: 'localeDropdown', label: 'English', items: [link({ label: 'English', href: '/docs/' })], ...at },
      { type: 'docsVersionDropdown', label: 'Next', items: [link({ label: 'Next', href: '/docs/' })], ...at },
      link({ type: 'docsVersion', label: 'Next', href: '/docs/' }),
      { type: 'search', label: 'Search', href: '/docs/search', ...at },
      { type: 'html', label: '', html: '<span class="custom-html">v0.17</span>', ...at },
    ]);
    const left = html.slice(html.indexOf('navbar-left'), html.indexOf('navbar-right'));
    expect(left).toContain('>Manual</a>');
    expect(left).toContain('>Core doc</a>');
    expect(left).not.toContain('GitHub');
    expect(html).toMatch(/<a class="navbar-link active" href="\/docs\/" aria-current="page">Manual<\/a>/);
    expect(html).toContain('aria-label="Languages: English"');
    expect(html).toContain('aria-label="Versions: Next"');
    expect(html).toContain('<span class="menu-category-label">Languages</span>');
    expect(html).toContain('<span class="menu-category-label">Versions</span>');
    expect(html).toContain('navbar-search');
    expect(html).toContain('<span class="custom-html">v0.17</span>');
    expect(html).toContain('aria-label="Toggle navigation bar"');
    expect(html).toContain('aria-label="Close navigation bar"');
    expect(html).toContain('aria-label="Expand the dropdown"');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('Switch between dark and light mode (currently light mode)');
  });

  it('marks a dropdown active when the current page is one of its links, and expands it in the mobile menu', () => {
    const more = (href: string): ResolvedNavbarItem => ({ type: 'dropdown', label: 'More', items: [link({ label: 'Core', href, activePrefix: href })], ...at });
    const inside = render([more('/docs/manual/Core')]);
    expect(inside).toContain('class="navbar-link dropdown-toggle active"');
    expect(inside).toMatch(/<ul class="menu-list menu-collapse-body">/);
    const outside = render([more('/docs/manual/Depth')]);
    expect(outside).toContain('class="navbar-link dropdown-toggle"');
    expect(outside).toMatch(/<ul class="menu-list menu-collapse-body" hidden="">/);
  });

  it("puts the search of `navbar.search` at the navbar's end, after the colour-mode switch, with its shortcut hint (issue #42)", () => {
    const html = render([link({ label: 'GitHub', href: 'https://github.com/google/xrblocks', external: true })], { type: 'search', label: 'Search', href: '/docs/search', position: 'right', configPath: 'navbar.search' });
    const right = html.slice(html.indexOf('navbar-right'), html.indexOf('navbar-backdrop'));
    expect(right.indexOf('GitHub')).toBeLessThan(right.indexOf('color-mode-toggle'));
    expect(right.indexOf('color-mode-toggle')).toBeLessThan(right.indexOf('class="navbar-search"'));
    expect(right).toMatch(/<li class="navbar-item navbar-item-search"><a class="navbar-search" href="\/docs\/search"[^>]*aria-keyshortcuts="Control\+K Meta\+K \/"/);
    expect(right).toContain('<kbd>K</kbd>');
    expect(render([])).not.toContain('navbar-search');
  });
});
