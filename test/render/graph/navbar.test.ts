// Navbar items from config to the links the theme renders: doc ids, sidebars, versions and locales resolved.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { configRoute, resolveNavbar } from '../../../src/render/graph/navbar.ts';
import { doc } from './pages.ts';

/** A production build's leavings: `manual/Draft` is a draft, and `plans` a sidebar of drafts only. */
const production = { drafts: new Set(['manual/Draft']), emptiedByDrafts: new Set(['plans']) };

function navbarOf(items: unknown[], extra: object = {}, left: { drafts?: Set<string>; emptiedByDrafts?: Set<string> } = {}) {
  const config = validateConfig({ title: 'T', url: 'https://x.test', docs: { sidebars: { guide: ['intro'], empty: [], plans: ['manual/Draft'] } }, navbar: { items }, ...extra });
  const core = doc('manual/Core', { title: 'Core' });
  const diagnostics = new DiagnosticBag();
  const navbar = resolveNavbar({
    config,
    docs: new Map([[core.id, core]]),
    drafts: left.drafts ?? new Set(),
    sidebarEntry: { guide: { label: 'Intro', href: '/docs/' }, empty: undefined, plans: undefined },
    emptiedByDrafts: left.emptiedByDrafts ?? new Set(),
    diagnostics,
  });
  return { navbar, diagnostics };
}

describe('resolveNavbar', () => {
  it('turns site paths into routes under the base, keeps external URLs, and marks internal links active by route prefix', () => {
    const { navbar } = navbarOf([{ label: 'Core', to: '/manual/Core' }, { label: 'Also core', to: '/docs/manual/Core' }, { label: 'GitHub', href: 'https://github.test/x' }]);
    expect(navbar).toEqual([
      { type: 'default', position: 'right', configPath: 'navbar.items[0]', label: 'Core', href: '/docs/manual/Core', external: false, activePrefix: '/docs/manual/Core' },
      { type: 'default', position: 'right', configPath: 'navbar.items[1]', label: 'Also core', href: '/docs/manual/Core', external: false, activePrefix: '/docs/manual/Core' },
      { type: 'default', position: 'right', configPath: 'navbar.items[2]', label: 'GitHub', href: 'https://github.test/x', external: true, activePrefix: undefined },
    ]);
  });

  it("labels a doc item with the doc's title unless it has its own, and a docSidebar item goes to the sidebar's first page", () => {
    const { navbar } = navbarOf([{ type: 'doc', docId: 'manual/Core' }, { type: 'doc', docId: 'manual/Core', label: 'Start' }, { type: 'docSidebar', sidebarId: 'guide', label: 'Guide' }]);
    expect(navbar).toMatchObject([
      { type: 'doc', label: 'Core', href: '/docs/manual/Core', activePrefix: '/docs/manual/Core' },
      { type: 'doc', label: 'Start', href: '/docs/manual/Core' },
      { type: 'docSidebar', label: 'Guide', href: '/docs/', activeSidebar: 'guide' },
    ]);
  });

  it('reports a doc id that does not exist with the closest one, and leaves the item out', () => {
    const { navbar, diagnostics } = navbarOf([{ type: 'doc', docId: 'manual/Cor' }, { type: 'search' }]);
    expect(navbar.map((item) => item.type)).toEqual(['search']);
    expect(diagnostics.errors).toEqual([expect.objectContaining({ configPath: 'navbar.items[0].docId', message: "doc id 'manual/Cor' does not exist.", hint: expect.stringContaining('manual/Core') })]);
  });

  it('leaves out a docSidebar item whose sidebar has nothing to link to (an error of the sidebar stage)', () => {
    const { navbar, diagnostics } = navbarOf([{ type: 'docSidebar', sidebarId: 'empty' }]);
    expect(navbar).toEqual([]);
    expect(diagnostics.items).toEqual([]);
  });

  it('leaves out a doc item naming a draft, in a dropdown too, and reports nothing, as Docusaurus hides it', () => {
    const { navbar, diagnostics } = navbarOf(
      [
        { type: 'doc', docId: 'manual/Draft' },
        { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'manual/Draft' }, { type: 'doc', docId: 'manual/Core' }] },
        // Docusaurus keeps a dropdown whose entries all render nothing, its menu empty.
        { type: 'dropdown', label: 'Drafts', items: [{ type: 'doc', docId: 'manual/Draft', label: 'Soon' }] },
      ],
      {},
      production,
    );
    expect(diagnostics.items).toEqual([]);
    expect(navbar).toMatchObject([
      { type: 'dropdown', label: 'More', configPath: 'navbar.items[1]', items: [{ type: 'doc', label: 'Core', configPath: 'navbar.items[1].items[1]' }] },
      { type: 'dropdown', label: 'Drafts', items: [] },
    ]);
  });

  it('still reports a doc id that is neither a doc nor a draft', () => {
    const { navbar, diagnostics } = navbarOf([{ type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'manual/Draf' }] }], {}, production);
    expect(navbar).toMatchObject([{ type: 'dropdown', items: [] }]);
    expect(diagnostics.errors).toEqual([expect.objectContaining({ configPath: 'navbar.items[0].items[0].docId', message: "doc id 'manual/Draf' does not exist." })]);
  });

  it('reports a docSidebar item whose sidebar drafts leave empty, at its config path, as Docusaurus fails such a build', () => {
    const { navbar, diagnostics } = navbarOf([{ type: 'docSidebar', sidebarId: 'plans' }, { type: 'dropdown', label: 'More', items: [{ type: 'docSidebar', sidebarId: 'plans' }] }], {}, production);
    expect(navbar).toMatchObject([{ type: 'dropdown', items: [] }]);
    const message = "sidebar 'plans' has nothing to link to in a production build: every doc in it is a draft.";
    expect(diagnostics.errors).toEqual([
      expect.objectContaining({ configPath: 'navbar.items[0].sidebarId', message }),
      expect.objectContaining({ configPath: 'navbar.items[1].items[0].sidebarId', message }),
    ]);
  });

  it('fills the version and locale dropdowns from the config, and resolves a dropdown of links', () => {
    const { navbar } = navbarOf(
      [{ type: 'docsVersionDropdown' }, { type: 'localeDropdown', position: 'left' }, { type: 'dropdown', label: 'More', items: [{ type: 'doc', docId: 'manual/Core' }, { label: 'Intro', to: '/' }] }],
      { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } } } },
    );
    expect(navbar).toMatchObject([
      { type: 'docsVersionDropdown', label: 'Next', items: [{ label: 'Next', href: '/docs/' }] },
      { type: 'localeDropdown', position: 'left', label: 'English', items: [{ label: 'English', href: '/docs/', position: 'left' }, { label: 'Français', href: '/docs/' }] },
      { type: 'dropdown', label: 'More', items: [{ type: 'doc', label: 'Core', href: '/docs/manual/Core', configPath: 'navbar.items[2].items[0]' }, { type: 'default', label: 'Intro', href: '/docs/' }] },
    ]);
  });

  it('points the search item at the search page and keeps html as written', () => {
    const { navbar } = navbarOf([{ type: 'search' }, { type: 'html', value: '<b>v1</b>', className: 'tag' }]);
    expect(navbar).toMatchObject([
      { type: 'search', label: 'Search', href: '/docs/search' },
      { type: 'html', html: '<b>v1</b>', className: 'tag' },
    ]);
  });
});

describe('configRoute', () => {
  it('accepts a site path with or without the base', () => {
    expect(configRoute('/docs/', '/manual/Core', undefined)).toBe('/docs/manual/Core');
    expect(configRoute('/docs/', '/docs/manual/Core', undefined)).toBe('/docs/manual/Core');
    expect(configRoute('/docs/', '/', undefined)).toBe('/docs/');
  });

  it("gives a page's path the slash of a trailingSlash: true site, and a file's none", () => {
    expect(configRoute('/docs/', '/manual/Core', true)).toBe('/docs/manual/Core/');
    expect(configRoute('/docs/', '/docs/manual/Core/', true)).toBe('/docs/manual/Core/');
    expect(configRoute('/docs/', 'img/logo.svg', true)).toBe('/docs/img/logo.svg');
    expect(configRoute('/docs/', '/manual/Core/', false)).toBe('/docs/manual/Core');
  });
});
