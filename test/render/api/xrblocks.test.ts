// The real thing: xrblocks 0.17.0 converted from its sources, checked against the package's own export list (the
// `export {…}` / `export type {…}` lists of build/xrblocks.d.ts), never against hard-coded counts.
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadProject, type LoadedProject } from '../../../src/render/api/cache.ts';
import { resolveApiConfig, type ResolvedApiConfig } from '../../../src/render/api/config.ts';
import { readExportList, type ExportedName } from '../../helpers/export-list.ts';
import { CALIBRATION_FILE } from '../../../src/render/api/comments.ts';
import { buildApi, type ApiResult } from '../../../src/render/api/index.ts';
import { KINDS } from '../../../src/render/api/model.ts';
import { loadConfig } from '../../../src/render/config/load.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { isApiListPage } from '../../../src/render/llms/sections.ts';
import type { ApiItemPage, Page, PageWithBody } from '../../../src/shared/types.ts';
import { ROOT, tempCacheDir } from './helpers.ts';

let config: ResolvedApiConfig;
let cacheDir: string;
let loaded: LoadedProject;
let result: ApiResult;
let exported: ExportedName[];
let processor: Awaited<ReturnType<typeof createMarkdownProcessor>>;

beforeAll(async () => {
  const { api } = await loadConfig(ROOT);
  if (!api) throw new Error('site.config.ts has no api section');
  config = resolveApiConfig(api, ROOT);
  cacheDir = tempCacheDir();
  loaded = await loadProject(config, cacheDir);
  processor = await createMarkdownProcessor();
  result = await buildApi(config, loaded, {
    root: ROOT,
    base: '/docs/',
    siteTitle: 'XR Blocks',
    cacheDir,
    markdown: (md, file) => processor.toHast(md, file),
  });
  exported = readExportList(path.join(config.packageRoot, 'build/xrblocks.d.ts'));
});

const itemPages = () => result.pages.filter((p): p is PageWithBody<ApiItemPage> => p.kind === 'api' && !isApiListPage(p));
const page = (id: string) => result.pages.find((p) => p.id === id);
const ids = (root: Root | Element, out: string[] = []): string[] => {
  for (const child of root.children) {
    if (child.type !== 'element') continue;
    if (typeof child.properties.id === 'string') out.push(child.properties.id);
    ids(child, out);
  }
  return out;
};

describe('API Reference for xrblocks', () => {
  it('converts the pinned SDK version', () => {
    expect(config.packageVersion).toBe('0.17.0');
    expect(loaded.fromCache).toBe(false);
  });

  it('has exactly one page per name in the package export list, with the kind its declaration has', () => {
    const pages = itemPages().map((p) => `${p.apiKind}:${p.title}`).sort();
    const listed = exported.map((e) => `${e.kind}:${e.name}`).sort();
    expect(pages).toEqual(listed);
    for (const { kind } of KINDS) {
      expect(itemPages().filter((p) => p.apiKind === kind).length, kind).toBe(exported.filter((e) => e.kind === kind).length);
    }
  });

  it('has the pages the site spec names', () => {
    const classes = ['Core', 'Agent', 'AI', 'Gemini', 'OpenAI', 'Hands', 'Depth', 'DepthMesh', 'Physics', 'Lighting', 'Panel', 'SpatialPanel'];
    const pagers = ['Pager', 'HorizontalPager', 'VerticalPager', 'PageIndicator'];
    const views = ['View', 'TextView', 'ImageView', 'VideoView', 'IconView', 'LabelView'];
    for (const name of [...classes, ...pagers, ...views]) expect(page(`classes/${name}`)?.route, name).toBe(`/docs/api/classes/${name}`);
    for (const prefix of ['Simulator', 'Speech', 'XR']) {
      const family = exported.filter((e) => e.kind === 'class' && e.name.startsWith(prefix));
      expect(family.length, prefix).toBeGreaterThan(0);
      for (const e of family) expect(page(`classes/${e.name}`), e.name).toBeDefined();
    }
    expect(page('index')).toMatchObject({ route: '/docs/api', title: 'XR Blocks API' });
    expect(page('globals')?.route).toBe('/docs/api/globals');
  });

  it('maps names and members to URLs for api: links', () => {
    expect(result.symbols).toMatchObject({
      Core: '/docs/api/classes/Core',
      core: '/docs/api/variables/core',
      'Options.enableDepth': '/docs/api/classes/Options#enabledepth',
      'Handedness.LEFT': '/docs/api/enumerations/Handedness#left',
      init: '/docs/api/functions/init',
    });
  });

  it('gives every page unique, name-based anchors and a TOC that points at them', () => {
    for (const p of result.pages) {
      const pageIds = ids(p.body);
      expect(new Set(pageIds).size, p.route).toBe(pageIds.length);
      for (const id of pageIds) expect(id, p.route).not.toMatch(/^\d+$/);
      for (const h of p.headings) expect(pageIds, `${p.route}#${h.id}`).toContain(h.id);
    }
  });

  it('shows real types, linked to three.js, MDN and the SDK’s own pages', () => {
    const core = toHtml(page('classes/Core')!.body);
    expect(core).toContain('href="https://threejs.org/docs/#WebGLRenderer"');
    expect(core).toContain('href="/docs/api/classes/Options"');
    const options = toHtml(page('classes/Options')!.body);
    expect(options).toMatch(/Deep(<wbr>)?Readonly<\/a>&#x3C;<a href="\/docs\/api\/type-aliases\/DeepPartial"/);
    const all = result.pages.map((p: Page) => toHtml(p.body as Root)).join('\n');
    expect(all).toContain('href="https://developer.mozilla.org/en-US/docs/Web/API/XRFrame"');
    // xrblocks' own AudioListener is not THREE.AudioListener.
    expect(all).toContain('href="/docs/api/classes/AudioListener"');
  });

  it('keeps warnings to problems in the SDK’s own comments, with file and line', () => {
    for (const warning of result.warnings) expect(warning).toMatch(/^node_modules\/xrblocks\/src\/[\w/.-]+\.ts:\d+: /);
  });

  it('serves a warm build from the cache, without converting again', async () => {
    const warm = await loadProject(config, cacheDir);
    expect(warm.fromCache).toBe(true);
    expect(warm.key).toBe(loaded.key);
  });

  it('renders plain-text comments exactly as the markdown pipeline would', async () => {
    // Spoiling the calibration call switches the fast path off, so every comment goes through the pipeline.
    const slow = await buildApi(config, loaded, {
      root: ROOT,
      base: '/docs/',
      siteTitle: 'XR Blocks',
      cacheDir,
      markdown: async (md, file) => {
        const out = await processor.toHast(md, file);
        if (file === CALIBRATION_FILE) out.hast.children.push({ type: 'text', value: 'spoiled' });
        return out;
      },
    });
    expect(slow.pages.length).toBe(result.pages.length);
    for (const [i, p] of slow.pages.entries()) expect(JSON.stringify(p.body), p.route).toBe(JSON.stringify(result.pages[i]!.body));
  });

  it('builds the typedocSidebar with the kinds in order and names alphabetical', () => {
    const [root] = result.sidebar;
    if (root?.type !== 'category') throw new Error('no category');
    expect(root).toMatchObject({ label: 'XR Blocks API', href: '/docs/api' });
    expect(root.items.map((c) => c.label)).toEqual(['Classes', 'Enumerations', 'Functions', 'Interfaces', 'Type Aliases', 'Variables']);
    for (const category of root.items) {
      if (category.type !== 'category') throw new Error('not a category');
      const labels = category.items.map((i) => i.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || (a < b ? -1 : 1)));
    }
  });
});
