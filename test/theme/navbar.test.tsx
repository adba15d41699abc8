// Navbar item kinds (spec §2), positions, the locale/version labels, and the visible error of a failing item (spec §8).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResolvedNavbarItem, SiteData } from '../../src/shared/site.ts';
import type { Page } from '../../src/shared/types.ts';
import { Navbar } from '../../src/theme/Navbar.tsx';

const page: Page = { route: '/docs/manual/Core', kind: 'doc', id: 'manual/Core', title: 'Core', frontmatter: {}, headings: [], body: { type: 'root', children: [] }, links: [], hash: 'x', sidebar: 'tutorialSidebar' };
const item = (over: Partial<ResolvedNavbarItem>): ResolvedNavbarItem => ({ type: 'default', position: 'right', label: '', configPath: 'navbar.items[0]', ...over });
const site = (items: ResolvedNavbarItem[]): SiteData => ({
  title: 'XR Blocks', tagline: '', base: '/docs/', url: 'https://x.test', lang: 'en', dir: 'ltr', locales: [], versions: [],
  navbar: { title: 'XR Blocks', hideOnScroll: false, items },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  assets: { css: '/docs/a.css' }, buildId: 'b', customFields: {},
});
const render = (items: ResolvedNavbarItem[]) => renderToString(<Navbar site={site(items)} page={page} />);

describe('Navbar', () => {
  it('renders every item kind, left and right, with the Languages and Versions labels', () => {
    const html = render([
      item({ type: 'docSidebar', position: 'left', label: 'Manual', href: '/docs/', activeSidebar: 'tutorialSidebar' }),
      item({ type: 'doc', position: 'left', label: 'Core doc', href: '/docs/manual/Core', activePrefix: '/docs/manual/Core' }),
      item({ type: 'default', label: 'GitHub', href: 'https://github.com/google/xrblocks', external: true }),
      item({ type: 'dropdown', label: 'More', items: [item({ label: 'Depth', href: '/docs/manual/Depth' })] }),
      item({ type: 'localeDropdown', label: 'English', items: [item({ label: 'English', href: '/docs/' })] }),
      item({ type: 'docsVersionDropdown', label: 'Next', items: [item({ label: 'Next', href: '/docs/' })] }),
      item({ type: 'docsVersion', label: 'Next', href: '/docs/' }),
      item({ type: 'search', label: 'Search', href: '/docs/search' }),
      item({ type: 'html', html: '<span class="custom-html">v0.17</span>' }),
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
    expect(html).not.toContain('navbar-item-error');
  });

  it('shows a failing item as a visible error naming its configuration, and renders the rest', () => {
    const html = render([item({ type: 'default', label: 'Broken', configPath: 'navbar.items[3]' }), item({ type: 'default', label: 'Fine', href: '/docs/' })]);
    expect(html).toContain('navbar-item-error');
    expect(html).toContain('role="alert"');
    expect(html).toContain('Please double-check the following navbar item');
    expect(html).toContain('navbar.items[3]');
    expect(html).toContain('&quot;label&quot;:&quot;Broken&quot;');
    expect(html).toContain('>Fine</a>');
  });
});
