// llms-full.txt's API Reference on the real API module's output (the fixture library): golden, so that a change to the
// API pages' markup that the compact signatures read (member sections, signature blocks, parameter and label classes)
// shows up here. Each member's summary is its own doc comment, never the text of a parameter or type parameter.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageGraph } from '../../src/render/graph/types.ts';
import { loadApi } from '../../src/render/api/index.ts';
import { LLMS_FULL_TXT } from '../../src/render/llms/llms.ts';
import { buildLlmsFiles } from '../../src/render/search/index.ts';
import { FIXTURE_CONFIG, fixtureContext, SHARED_CACHE_DIR } from '../render/api/helpers.ts';

let api: string;

beforeAll(async () => {
  const { pages } = await loadApi(FIXTURE_CONFIG, fixtureContext(SHARED_CACHE_DIR));
  const graph: PageGraph = {
    base: '/docs/',
    pages: new Map(pages.map((page) => [page.route, page])),
    docs: new Map(),
    sidebars: {},
    sidebarOf: new Map(),
    links: new Map(),
    nav: new Map(),
    symbols: {},
    navbar: [],
    sidebarEntry: {},
    tags: new Map(),
    docsRoot: '/docs/',
  };
  const full = buildLlmsFiles(graph, { title: 'Fixture', url: 'https://example.test' }).get(LLMS_FULL_TXT)!;
  api = full.slice(full.indexOf('# API Reference\n'));
});

/** The member lines of an item's entry. */
function members(item: string): string[] {
  const start = api.indexOf(`### [${item}](`);
  const end = api.indexOf('\n#', start + 1);
  return api.slice(start, end < 0 ? undefined : end).split('\n').filter((line) => line.startsWith('- `'));
}

describe('llms-full.txt on the API fixture', () => {
  it('gives the API Reference as pinned in the golden file', async () => {
    await expect(api).toMatchFileSnapshot('./__golden__/api-lib-llms-full.txt');
  });

  it('summarises a member by its own comment, not by its parameters or type parameters', () => {
    // Widget's constructor has no comment of its own, only `@param options - Initial settings.`
    const constructor = members('Widget').find((line) => line.startsWith('- `new Widget('));
    expect(constructor).toBeDefined();
    expect(constructor).not.toContain('Initial settings');
    // Thing.mapPayload documents only its type parameter: `@typeParam U - What the payload becomes.`
    const mapPayload = members('Thing').find((line) => line.startsWith('- `mapPayload<U>('));
    expect(mapPayload).toBeDefined();
    expect(mapPayload).not.toContain('What the payload becomes');
    // A documented member keeps its summary.
    expect(members('Widget')).toContain('- `onPress(event: MouseEvent): void`: Called with the DOM event that caused the press.');
  });
});
