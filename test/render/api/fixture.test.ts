// The API Reference on the fixture library: the golden rendering of every page, plus the properties the golden file
// would only show implicitly (anchors, symbols, links, warnings, caching, sidebar).
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApi, loadApi, type ApiResult } from '../../../src/render/api/index.ts';
import { buildApiPart, joinApiParts } from '../../../src/render/api/build-api.ts';
import { loadProject } from '../../../src/render/api/cache.ts';
import { resolveApiConfig } from '../../../src/render/api/config.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { isApiListPage } from '../../../src/render/llms/sections.ts';
import type { ApiPage, PageWithBody } from '../../../src/shared/types.ts';
import { FIXTURE_CONFIG, ROOT, fixtureContext, tempCacheDir } from './helpers.ts';

let cacheDir: string;
let cold: ApiResult;
let warm: ApiResult;

beforeAll(async () => {
  cacheDir = tempCacheDir();
  cold = await loadApi(FIXTURE_CONFIG, fixtureContext(cacheDir));
  warm = await loadApi(FIXTURE_CONFIG, fixtureContext(cacheDir));
});

const page = (id: string): PageWithBody<ApiPage> => {
  const found = warm.pages.find((p) => p.id === id);
  if (!found) throw new Error(`no page ${id}`);
  return found;
};
const html = (p: PageWithBody<ApiPage>) => toHtml(p.body);

function elements(root: Root | Element, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of root.children) {
    if (child.type !== 'element') continue;
    if (test(child)) out.push(child);
    elements(child, test, out);
  }
  return out;
}
const ids = (p: PageWithBody<ApiPage>) => elements(p.body, (el) => typeof el.properties.id === 'string').map((el) => String(el.properties.id));
const hrefs = (p: PageWithBody<ApiPage>) => elements(p.body, (el) => el.tagName === 'a').map((el) => String(el.properties.href));

/** One readable text block per page; block elements start new lines so diffs point at the changed member. */
function golden(pages: PageWithBody<ApiPage>[]): string {
  return pages
    .map((p) =>
      [
        `=== ${p.route} (${p.id})`,
        `title: ${p.title}`,
        `description: ${p.description ?? '-'}`,
        `api: ${JSON.stringify(p.kind === 'api' ? (isApiListPage(p) ? { apiKind: p.apiKind } : { apiKind: p.apiKind, name: p.name }) : undefined)}`,
        `toc: ${p.headings.map((h) => `${'#'.repeat(h.depth)} ${h.text} {#${h.id}}`).join(' | ')}`,
        toHtml(p.body).replace(/<(section|div|pre|h2|h3|p|ul|li|dl|dt|dd|table|thead|tbody|tr)\b/g, '\n<$1'),
        '',
      ].join('\n'),
    )
    .join('\n');
}

describe('API Reference on the fixture library', () => {
  it('renders every page as pinned in the golden file', async () => {
    await expect(golden(warm.pages)).toMatchFileSnapshot('./__golden__/api-lib.txt');
  });

  it('gives a cached load the same pages as the conversion that filled the cache', () => {
    expect(cold.stats.fromCache).toBe(false);
    expect(warm.stats.fromCache).toBe(true);
    expect(JSON.stringify(warm.pages)).toBe(JSON.stringify(cold.pages));
    expect(warm.symbols).toEqual(cold.symbols);
  });

  it('makes one page per export, under the kind folders, plus the index and globals pages', () => {
    expect(warm.pages.map((p) => p.route)).toEqual([
      '/docs/api',
      '/docs/api/globals',
      '/docs/api/classes/Thing',
      '/docs/api/classes/ToggleWidget',
      '/docs/api/classes/Widget',
      '/docs/api/enumerations/Anchor',
      '/docs/api/enumerations/Shape',
      '/docs/api/functions/clamp',
      '/docs/api/functions/nextFrame',
      '/docs/api/functions/pick',
      '/docs/api/interfaces/Pressable',
      '/docs/api/interfaces/WidgetOptions',
      '/docs/api/type-aliases/DeepPartial',
      '/docs/api/type-aliases/EventName',
      '/docs/api/type-aliases/Frozen',
      '/docs/api/type-aliases/Kind',
      '/docs/api/type-aliases/Point',
      '/docs/api/type-aliases/PressHandler',
      '/docs/api/type-aliases/Size',
      '/docs/api/variables/DEFAULT_GAP',
      '/docs/api/variables/defaults',
      '/docs/api/variables/LIBRARY',
    ]);
    for (const p of warm.pages) {
      expect(p).toMatchObject({ kind: 'api', sidebar: 'typedocSidebar', links: [], frontmatter: {} });
      expect(p.hash).toMatch(/^[0-9a-f]{10}$/);
    }
    expect(page('index').title).toBe('Fixture API');
    expect(page('classes/Widget')).toMatchObject({ title: 'Widget', description: 'A pressable widget.', apiKind: 'class', name: 'Widget' });
  });

  it('anchors members by lowercased name, numbers overloads, and never uses TypeDoc ids', () => {
    const widget = page('classes/Widget');
    expect(widget.headings).toContainEqual({ depth: 2, id: 'methods', text: 'Methods' });
    expect(widget.headings).toContainEqual({ depth: 3, id: 'onpress', text: 'onPress' });
    expect(ids(widget)).toEqual(expect.arrayContaining(['resize', 'resize-1', 'resize-2', 'radius', 'constructor']));
    expect(ids(page('functions/pick'))).toEqual(expect.arrayContaining(['pick-1', 'pick-2']));
    for (const p of warm.pages) {
      const pageIds = ids(p);
      expect(new Set(pageIds).size, `duplicate ids on ${p.route}`).toBe(pageIds.length);
      for (const id of pageIds) expect(id).toMatch(/^[a-z_$][a-z0-9_$-]*$/);
      for (const h of p.headings) expect(pageIds).toContain(h.id);
    }
  });

  it('maps every export and member to its URL for api: links', () => {
    expect(warm.symbols).toMatchObject({
      Widget: '/docs/api/classes/Widget',
      'Widget.resize': '/docs/api/classes/Widget#resize',
      'Widget.onPress': '/docs/api/classes/Widget#onpress',
      'ToggleWidget.moveTo': '/docs/api/classes/ToggleWidget#moveto',
      'Shape.Box': '/docs/api/enumerations/Shape#box',
      'defaults.gap': '/docs/api/variables/defaults#gap',
      pick: '/docs/api/functions/pick',
    });
    // Every internal URL in the map lands on a page and an element that exists.
    for (const url of Object.values(warm.symbols)) {
      const [route, anchor] = url.split('#');
      const target = warm.pages.find((p) => p.route === route);
      expect(target, url).toBeDefined();
      if (anchor) expect(ids(target!), url).toContain(anchor);
    }
  });

  it('links types to their pages, to three.js and to MDN, and resolves {@link} in comments', () => {
    const widget = hrefs(page('classes/Widget'));
    expect(widget).toEqual(
      expect.arrayContaining([
        '/docs/api/classes/Thing',
        '/docs/api/interfaces/Pressable',
        '/docs/api/type-aliases/DeepPartial',
        'https://developer.mozilla.org/en-US/docs/Web/API/MouseEvent',
        'https://threejs.org/docs/#Vector3',
        'https://threejs.org/docs/#Object3D',
        'https://threejs.org/docs/#Object3D.add',
        '/docs/api/classes/Widget#onpress',
        '/docs/api/classes/Thing#moveto',
      ]),
    );
    expect(hrefs(page('functions/nextFrame'))).toEqual(
      expect.arrayContaining([
        'https://developer.mozilla.org/en-US/docs/Web/API/HTMLCanvasElement',
        'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise',
      ]),
    );
    expect(html(page('classes/Widget'))).toContain('<a href="https://threejs.org/docs/#Object3D.add">Object3D.add</a>');
  });

  it('reports an unresolvable {@link} in a doc comment once, with the source file and line', () => {
    expect(warm.warnings).toEqual([
      'test/fixtures/api-lib/src/widget.ts:82: {@link Missing} in the doc comment of Widget.poke does not resolve to an exported symbol or external page',
    ]);
    expect(html(page('classes/Widget'))).toContain('Points at <code>Missing</code>, which does not exist.');
  });

  it('lists own members first, then inherited ones by nearest ancestor, each marked with its origin', () => {
    const toggle = page('classes/ToggleWidget');
    const properties = toggle.headings.filter((h) => h.depth === 3).map((h) => h.text);
    expect(properties).toEqual(['constructor', 'on', 'shape', 'size', 'count', 'object', 'payload', 'radius', 'onPress', 'resize', 'describe', 'poke', 'moveTo', 'mapPayload']);
    expect(html(toggle)).toContain('Inherited from <a href="/docs/api/classes/Thing#moveto"><code>Thing.moveTo</code></a>');
    expect(html(page('classes/Widget'))).toContain('Implementation of <a href="/docs/api/interfaces/Pressable#onpress"><code>Pressable.onPress</code></a>');
  });

  it("gives an inherited constructor its base's parameter descriptions but not its summary, which is about making the base", () => {
    const constructorOf = (id: string) => /<section class="api-member[^"]*"><h3 id="constructor".*?<\/section>/s.exec(html(page(id)))?.[0] ?? '';
    expect(constructorOf('classes/Widget')).toContain('Makes a widget with the given settings.');
    const inherited = constructorOf('classes/ToggleWidget');
    expect(inherited).toContain('Initial settings.');
    expect(inherited).toContain('Inherited from');
    expect(inherited).not.toContain('Makes a widget');
  });

  it('shows what the author wrote instead of TypeScript’s expansion of conditional aliases', () => {
    expect(toHtml(page('classes/Widget').body)).toContain(
      'options</span>: <a href="/docs/api/type-aliases/DeepPartial" class="api-type-link api-ref">DeepPartial</a>&#x3C;<a href="/docs/api/interfaces/WidgetOptions" class="api-type-link api-ref">Widget<wbr>Options</a>> = <span class="api-lit">{}</span>',
    );
  });

  it('builds the typedocSidebar: one category, kinds alphabetical by default, names alphabetical', () => {
    expect(warm.sidebar).toHaveLength(1);
    const [root] = warm.sidebar;
    expect(root).toMatchObject({ type: 'category', label: 'Fixture API', href: '/docs/api' });
    if (root?.type !== 'category') throw new Error('not a category');
    expect(root.items.map((c) => c.label)).toEqual(['Classes', 'Enumerations', 'Functions', 'Interfaces', 'Type Aliases', 'Variables']);
    const variables = root.items[5];
    if (variables?.type !== 'category') throw new Error('not a category');
    expect(variables.items).toEqual([
      { type: 'doc', id: 'variables/DEFAULT_GAP', label: 'DEFAULT_GAP', href: '/docs/api/variables/DEFAULT_GAP' },
      { type: 'doc', id: 'variables/defaults', label: 'defaults', href: '/docs/api/variables/defaults' },
      { type: 'doc', id: 'variables/LIBRARY', label: 'LIBRARY', href: '/docs/api/variables/LIBRARY' },
    ]);
  });

  it("orders the kinds of the sidebar and the index by groupOrder, as TypeDoc orders its groups: those listed, the rest alphabetical at '*'", async () => {
    const result = await loadApi({ ...FIXTURE_CONFIG, groupOrder: ['Variables', '*', 'Classes', 'Namespaces'] }, fixtureContext(cacheDir));
    const expected = ['Variables', 'Enumerations', 'Functions', 'Interfaces', 'Type Aliases', 'Classes'];
    const [root] = result.sidebar;
    if (root?.type !== 'category') throw new Error('not a category');
    expect(root.items.map((c) => c.label)).toEqual(expected);
    const index = result.pages.find((p) => p.id === 'index')!;
    expect(index.headings.map((h) => h.text)).toEqual(expected);
  });

  it('renders doc comments through the site markdown pipeline', async () => {
    const processor = await createMarkdownProcessor();
    const result = await loadApi(FIXTURE_CONFIG, fixtureContext(cacheDir, (md, file) => processor.toHast(md, file)));
    const widget = result.pages.find((p) => p.id === 'classes/Widget')!;
    const out = toHtml(widget.body);
    expect(out).toContain('class="shiki');
    expect(out).toContain('<a href="/docs/api/interfaces/Pressable">Pressable</a>');
  });
});

describe('the API pages made in parts', () => {
  it('join into the pages, sidebar, symbols and warnings the whole makes, whatever the number of parts', async () => {
    const config = resolveApiConfig(FIXTURE_CONFIG, ROOT);
    const project = await loadProject(config, cacheDir);
    const ctx = fixtureContext(cacheDir);
    const whole = await buildApi(config, project, ctx);
    for (const count of [2, 3]) {
      const parts = await Promise.all(Array.from({ length: count }, (_, index) => buildApiPart(config, project, ctx, { index, count })));
      expect(parts.filter((part) => part.sidebar).length).toBe(1);
      expect(parts.reduce((n, part) => n + part.pages.length, 0)).toBe(whole.pages.length);
      const joined = joinApiParts(parts);
      expect(joined.pages.map((p) => p.route)).toEqual(whole.pages.map((p) => p.route));
      expect(joined.pages.map((p) => toHtml(p.body))).toEqual(whole.pages.map((p) => toHtml(p.body)));
      expect({ ...joined, pages: undefined }).toEqual({ ...whole, pages: undefined, stats: undefined });
    }
  });

  it("check each part's links against every part's pages, and fail on one that lands nowhere", async () => {
    const config = resolveApiConfig(FIXTURE_CONFIG, ROOT);
    const project = await loadProject(config, cacheDir);
    const parts = await Promise.all([0, 1].map((index) => buildApiPart(config, project, fixtureContext(cacheDir), { index, count: 2 })));
    // Each part links to pages only the other made: joined, every link lands.
    const own = (part: (typeof parts)[number]) => new Set(part.ids.map(([route]) => route));
    expect(parts.every((part) => part.links.some((url) => !own(part).has(url.split('#')[0]!)))).toBe(true);
    expect(() => joinApiParts(parts)).not.toThrow();
    const target = parts[1]!.ids[0]![0];
    const broken = [parts[0]!, { ...parts[1]!, links: [...parts[1]!.links, `${target}#no-such-member`] }];
    expect(() => joinApiParts(broken)).toThrow(`no element with id 'no-such-member' on ${target}`);
    expect(() => joinApiParts([parts[1]!])).toThrow('no part made the sidebar');
  });
});
