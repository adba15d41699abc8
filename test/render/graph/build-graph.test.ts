// The page graph assembled from pages in memory: routes, doc ids, which sidebar each page belongs to, and the view
// the theme gets for a route.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { buildGraph, graphShape, shapeKey } from '../../../src/render/graph/build-graph.ts';
import { pageView } from '../../../src/render/graph/page-view.ts';
import type { Page, SidebarItemData } from '../../../src/shared/types.ts';
import { apiItem, bodyHrefs, doc, standalone, withLinks } from './pages.ts';

const config = validateConfig({
  title: 'T',
  url: 'https://x.test',
  docs: { sidebars: { guide: ['intro', 'guide/a', 'guide/b'], more: ['guide/b', 'other'] } },
  navbar: { items: [{ type: 'docSidebar', sidebarId: 'more', label: 'More' }] },
});
const apiSidebar: SidebarItemData[] = [{ type: 'doc', id: 'classes/Core', label: 'Core', href: '/docs/api/classes/Core' }];

function graphOf(pages: Page[]) {
  const diagnostics = new DiagnosticBag();
  return { graph: buildGraph({ config, pages, apiSidebar, diagnostics }), diagnostics };
}

const site = () => [doc('other'), doc('guide/b'), standalone('about'), apiItem('Core'), doc('intro'), doc('guide/a')];

describe('buildGraph', () => {
  it('holds every page by route, in route order, and the docs by id', () => {
    const { graph, diagnostics } = graphOf(site());
    expect(diagnostics.items).toEqual([]);
    expect([...graph.pages.keys()]).toEqual(['/docs/', '/docs/about', '/docs/api/classes/Core', '/docs/guide/a', '/docs/guide/b', '/docs/other']);
    expect([...graph.docs.keys()].sort()).toEqual(['guide/a', 'guide/b', 'intro', 'other']);
  });

  it('reports a second page on a route, naming the source of the first, and keeps the first', () => {
    const clash = { ...doc('guide/a-copy'), route: '/docs/guide/a' };
    const { graph, diagnostics } = graphOf([...site(), clash]);
    expect(diagnostics.errors).toEqual([
      expect.objectContaining({ file: 'content/docs/guide/a-copy.md', message: 'route /docs/guide/a is also produced by content/docs/guide/a.md.' }),
    ]);
    expect(graph.pages.get('/docs/guide/a')!.id).toBe('guide/a');
  });

  it('reports a page whose route is another form of a page’s file, and keeps the first (`slug: /index` replaced the home page)', () => {
    // `/docs/index` and `/docs/` are both written as index.html: the build kept one silently, with exit 0.
    const home = { ...doc('home-too'), route: '/docs/index' };
    const { graph, diagnostics } = graphOf([...site(), home]);
    expect(diagnostics.errors).toEqual([
      expect.objectContaining({
        file: 'content/docs/home-too.md',
        message: 'route /docs/index is written to index.html, the file of /docs/ (content/docs/intro.md).',
      }),
    ]);
    expect(graph.pages.get('/docs/')!.id).toBe('intro');
    expect(graph.pages.has('/docs/index')).toBe(false);
  });

  it('fails when no page has the site root', () => {
    const { diagnostics } = graphOf(site().filter((p) => p.id !== 'intro'));
    expect(diagnostics.errors).toContainEqual(expect.objectContaining({ configPath: 'contentDir', message: 'no page has the site root /docs/.' }));
  });

  it('puts a doc in the first sidebar that lists it, none for a doc no sidebar lists, and API pages in theirs', () => {
    const { graph } = graphOf([...site(), doc('loose')]);
    const sidebarOf = (route: string) => graph.sidebarOf.get(route);
    expect(sidebarOf('/docs/guide/b')).toBe('guide');
    expect(sidebarOf('/docs/other')).toBe('more');
    expect(sidebarOf('/docs/loose')).toBeUndefined();
    expect(sidebarOf('/docs/about')).toBeUndefined();
    expect(sidebarOf('/docs/api/classes/Core')).toBe('typedocSidebar');
  });

  it('points the navbar at the first page of its sidebar and resolves every authored link', () => {
    const { graph } = graphOf([...site().filter((p) => p.id !== 'intro'), withLinks(doc('intro'), ['./guide/b.md#top', '/other'])]);
    expect(graph.sidebarEntry).toEqual({ guide: { label: 'intro', href: '/docs/' }, more: { label: 'guide/b', href: '/docs/guide/b' } });
    expect(graph.navbar).toMatchObject([{ type: 'docSidebar', label: 'More', href: '/docs/guide/b', activeSidebar: 'more' }]);
    expect(graph.links.get('/docs/')).toEqual(['/docs/guide/b#top', '/docs/other']);
    expect(bodyHrefs(pageView(graph, '/docs/'))).toEqual(['/docs/guide/b#top', '/docs/other']);
    expect(bodyHrefs(graph.pages.get('/docs/')!)).toEqual(['./guide/b.md#top', '/other']);
  });
});

describe('the graph’s shape, kept between watch mode’s runs', () => {
  const inputOf = (pages: Page[]) => ({ config, pages, apiSidebar, diagnostics: new DiagnosticBag() });
  const key = (pages: Page[]) => shapeKey(inputOf(pages), 'config');
  const edited = (id: string, over: Partial<Page>) => site().map((page) => (page.id === id ? ({ ...page, ...over } as Page) : page));

  it('has the same key after an edit of bodies, hashes and links, and another after an edit of anything the shape reads', () => {
    const before = key(site());
    expect(key(edited('guide/a', { body: { type: 'root', children: [{ type: 'text', value: 'new' }] }, hash: 'new', links: [{ href: './b.md', line: 3 }] }))).toBe(before);
    // What the sidebars, breadcrumbs, prev/next and navbar show: titles, frontmatter, and headings (a category
    // without a page of its own links to the section of its parent's page named after it).
    expect(key(edited('guide/a', { title: 'A, renamed' }))).not.toBe(before);
    expect(key(edited('guide/a', { frontmatter: { sidebar_position: 9 } }))).not.toBe(before);
    expect(key(edited('guide/a', { headings: [{ depth: 2, id: 'classes', text: 'Classes' }] }))).not.toBe(before);
    expect(key(site().filter((page) => page.id !== 'other'))).not.toBe(before);
    expect(shapeKey(inputOf(site()), 'another config')).not.toBe(before);
  });

  it('made from pages with the same heads, gives the graph a fresh build gives, with the new pages and their links', () => {
    const shape = graphShape(inputOf(site()));
    const pages = [...site().filter((p) => p.id !== 'intro'), withLinks(doc('intro'), ['./guide/b.md#top'])];
    const reused = buildGraph(inputOf(pages), shape);
    const fresh = buildGraph(inputOf(pages));
    expect(reused).toEqual(fresh);
    expect(reused.pages.get('/docs/')).toBe(pages.find((p) => p.id === 'intro'));
    expect(reused.links.get('/docs/')).toEqual(['/docs/guide/b#top']);
    expect(reused.sidebars).toBe(shape.sidebars);
  });

  it('reports what making it found on every build that reuses it', () => {
    const clash = { ...doc('guide/a-copy'), route: '/docs/guide/a' };
    const shape = graphShape(inputOf([...site(), clash]));
    const again = new DiagnosticBag();
    buildGraph({ ...inputOf([...site(), clash]), diagnostics: again }, shape);
    expect(again.errors).toEqual([expect.objectContaining({ message: 'route /docs/guide/a is also produced by content/docs/guide/a.md.' })]);
  });
});

describe('pageView', () => {
  it('gives a page its sidebar, breadcrumbs and neighbours', () => {
    const { graph } = graphOf(site());
    const view = pageView(graph, '/docs/guide/a');
    expect(view.sidebar).toBe(graph.sidebars.guide);
    expect(view.nav).toEqual({
      breadcrumbs: [{ label: 'Home', href: '/docs/' }, { label: 'guide/a', href: '/docs/guide/a' }],
      prev: { label: 'intro', href: '/docs/' },
      next: { label: 'guide/b', href: '/docs/guide/b' },
    });
  });

  it('gives a page outside every sidebar no sidebar, no breadcrumbs and no neighbours', () => {
    const { graph } = graphOf(site());
    expect(pageView(graph, '/docs/about')).toMatchObject({ sidebar: undefined, nav: { breadcrumbs: [] } });
    expect(pageView(graph, '/docs/about').nav.prev).toBeUndefined();
  });
});
