// Breadcrumbs and previous/next links from a page's place in its sidebar, and the frontmatter that overrides them.
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { buildNav } from '../../../src/render/graph/nav.ts';
import type { Page, SidebarItem } from '../../../src/shared/types.ts';
import { doc } from './pages.ts';

const link = (page: Page): SidebarItem => ({ type: 'doc', id: page.id, label: page.title, href: page.route });

function navOf(pages: Page[], sidebar: SidebarItem[]) {
  const diagnostics = new DiagnosticBag();
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const docs = new Map(pages.map((p) => [p.id, p]));
  const sidebarOf = new Map(pages.map((p) => [p.route, 'guide']));
  return { nav: buildNav(byRoute, docs, { guide: sidebar }, sidebarOf, '/docs/', diagnostics), diagnostics };
}

describe('buildNav', () => {
  it('links each page to its neighbours in sidebar reading order, across categories', () => {
    const [intro, a, b] = [doc('intro', { title: 'Intro' }), doc('a', { title: 'A' }), doc('b', { title: 'B' })];
    const { nav } = navOf([intro, a, b], [link(intro), { type: 'category', label: 'Part', collapsed: false, collapsible: true, items: [link(a), link(b)] }]);
    expect(nav.get('/docs/')).toMatchObject({ prev: undefined, next: { label: 'A', href: '/docs/a' } });
    expect(nav.get('/docs/a')).toMatchObject({ prev: { label: 'Intro', href: '/docs/' }, next: { label: 'B', href: '/docs/b' } });
    expect(nav.get('/docs/b')).toMatchObject({ prev: { label: 'A', href: '/docs/a' }, next: undefined });
    expect(nav.get('/docs/b')!.breadcrumbs).toEqual([{ label: 'Home', href: '/docs/' }, { label: 'Part' }, { label: 'B', href: '/docs/b' }]);
  });

  it("names the page's crumb as its sidebar entry, and gives a page that shows no sidebar no breadcrumbs, as Docusaurus does", () => {
    const [a, alone] = [doc('a', { title: 'A long title', frontmatter: { sidebar_label: 'Short' } }), doc('alone', { title: 'Alone' })];
    const diagnostics = new DiagnosticBag();
    const sidebarOf = new Map([[a.route, 'guide']]);
    const nav = buildNav(new Map([a, alone].map((p) => [p.route, p])), new Map([a, alone].map((p) => [p.id, p])), { guide: [{ type: 'doc', id: 'a', label: 'Short', href: a.route }] }, sidebarOf, '/docs/', diagnostics);
    expect(nav.get('/docs/a')!.breadcrumbs).toEqual([{ label: 'Home', href: '/docs/' }, { label: 'Short', href: '/docs/a' }]);
    expect(nav.get('/docs/alone')!.breadcrumbs).toEqual([]);
  });

  it('lets frontmatter turn a link off or point it at another doc, by its sidebar label', () => {
    const target = doc('far', { title: 'Far away', frontmatter: { sidebar_label: 'Far' } });
    const [a, b] = [doc('a', { frontmatter: { pagination_next: 'far' } }), doc('b', { frontmatter: { pagination_prev: null } })];
    const { nav, diagnostics } = navOf([a, b, target], [link(a), link(b), link(target)]);
    expect(nav.get('/docs/a')!.next).toEqual({ label: 'Far', href: '/docs/far' });
    expect(nav.get('/docs/b')!.prev).toBeUndefined();
    expect(nav.get('/docs/b')!.next).toEqual({ label: 'Far away', href: '/docs/far' });
    expect(diagnostics.items).toEqual([]);
  });

  it('reports a pagination field naming a doc that does not exist, in the page that names it', () => {
    const a = doc('a', { frontmatter: { pagination_prev: 'nope' } });
    const { nav, diagnostics } = navOf([a], [link(a)]);
    expect(nav.get('/docs/a')!.prev).toBeUndefined();
    expect(diagnostics.errors).toEqual([expect.objectContaining({ file: 'content/docs/a.md', message: "pagination_prev: doc id 'nope' does not exist." })]);
  });

  it("links a category crumb without a page to the section of its parent's page that bears its name", () => {
    const index = doc('api', { title: 'API', headings: [{ depth: 2, id: 'classes', text: 'Classes' }] });
    const core = doc('api/Core', { title: 'Core' });
    const sidebar: SidebarItem[] = [
      { type: 'category', label: 'API', href: '/docs/api', collapsed: false, collapsible: true, items: [{ type: 'category', label: 'Classes', collapsed: false, collapsible: true, items: [link(core)] }] },
    ];
    const { nav } = navOf([index, core], sidebar);
    expect(nav.get('/docs/api/Core')!.breadcrumbs).toEqual([
      { label: 'Home', href: '/docs/' },
      { label: 'API', href: '/docs/api' },
      { label: 'Classes', href: '/docs/api#classes' },
      { label: 'Core', href: '/docs/api/Core' },
    ]);
  });
});
