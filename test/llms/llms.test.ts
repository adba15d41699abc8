// Docs for AI assistants on a fixture site: llms.txt, llms-full.txt and each page's Markdown are generated, parse as
// Markdown without raw HTML, and link only to routes (and anchors) the site has.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root as MdRoot } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type BuildResult } from '../../src/render/commands/build.ts';
import { isSearchable } from '../../src/render/llms/areas.ts';
import { canonicalRoute } from '../../src/shared/urls.ts';
import { silentLogger } from '../helpers/fixture-site.ts';
import { searchSite } from '../search/fixture.ts';

vi.mock('../../src/render/load/content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/render/load/content.ts')>();
  const { withApiPages } = await import('../search/fixture.ts');
  return { ...original, loadContent: withApiPages(original.loadContent) };
});

const SITE = 'https://example.test';
let root: string;
let result: BuildResult;
const read = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');
const parse = (text: string) => unified().use(remarkParse).use(remarkGfm).parse(text);

beforeAll(async () => {
  root = searchSite();
  result = await build({ root, logger: silentLogger });
});

/** Every page that gets a Markdown twin, and its file. */
function markdownFiles(): [string, string][] {
  return [...result.graph.pages.values()].filter(isSearchable).map((p) => [p.route, p.route === '/docs/' ? 'index.md' : `${p.route.slice('/docs/'.length)}.md`]);
}

function links(tree: MdRoot): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') found.push((node as { url: string }).url);
  });
  return found;
}

/** A site link must land on a page of the graph (with an element of that id) or on a generated Markdown file. */
function checkLink(url: string, from: string): string | undefined {
  if (!url.startsWith(SITE)) return /^https?:|^mailto:/.test(url) ? undefined : `${from}: relative link ${url}`;
  const { pathname, hash } = new URL(url);
  if (pathname.endsWith('.md') || pathname.endsWith('.txt')) {
    return existsSync(path.join(root, 'build', pathname.slice('/docs/'.length))) ? undefined : `${from}: no file for ${url}`;
  }
  const route = canonicalRoute('/docs/', pathname);
  const rendered = route && result.links.get(route);
  if (!rendered) return `${from}: no page at ${url}`;
  if (hash && !rendered.ids.has(decodeURIComponent(hash.slice(1)))) return `${from}: no #${hash.slice(1)} on ${route}`;
  return undefined;
}

describe('llms.txt', () => {
  it('follows the llms.txt convention: title, summary, one section per area, each page with its one-line summary', () => {
    const text = read('llms.txt');
    const lines = text.split('\n');
    expect(lines[0]).toBe('# XR Fixture');
    expect(lines[2]).toBe('> A fixture for search.');
    const sections = lines.filter((l) => l.startsWith('## '));
    expect(sections).toEqual(['## Manual', '## Templates', '## Samples', '## API Reference', '## Optional']);
    expect(text).toContain(`- [Depth](${SITE}/docs/manual/Depth.md): Depth sensing, the depth mesh and occlusion.`);
    expect(text).toContain(`- [Introduction](${SITE}/docs/index.md): What the fixture toolkit is and where to start.`);
    expect(text).toContain(`- [Options](${SITE}/docs/api/classes/Options.md): A central configuration class for the entire system.`);
    // A page without a description gets its first sentence; standalone pages go to Optional.
    expect(text).toMatch(new RegExp(`- \\[Depth\\]\\(${SITE}/docs/api/classes/Depth.md\\): .+`));
    expect(text.slice(text.indexOf('## Optional'))).toContain(`- [About the fixture](${SITE}/docs/about.md): Who writes this fixture.`);
    // Manual pages in sidebar order.
    const manual = text.slice(text.indexOf('## Manual'), text.indexOf('## Templates'));
    expect([...manual.matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1])).toEqual(['Introduction', 'Core', 'Depth', 'Lighting', 'Drag Manager']);
    // Every page is listed once, the search and not-found pages are not.
    const listed = [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]).filter((u) => u?.endsWith('.md'));
    expect(listed.length).toBe(markdownFiles().length);
    expect(text).not.toContain('search.md');
    expect(text).not.toContain('404');
  });
});

describe('llms-full.txt', () => {
  it('holds the Manual, Templates and Samples in full and the API as compact signatures with summaries', () => {
    const text = read('llms-full.txt');
    expect(text).toMatch(/^# XR Fixture: full documentation\n/);
    expect(text).toContain('# Depth\n\nSource: https://example.test/docs/manual/Depth\n');
    expect(text).toContain('## Placing objects on real surfaces');
    expect(text).toContain('# Occlusion');
    expect(text).toContain('# Basic');
    expect(text).not.toContain('# About the fixture');
    const api = text.slice(text.indexOf('\n# API Reference\n'));
    expect(api).toContain('## Classes');
    expect(api).toContain(`### [Options](${SITE}/docs/api/classes/Options)`);
    expect(api).toContain('- `enableDepth(): Options`: Enables depth sensing in WebXR with default options.');
    expect(api).toContain('```ts\nclass DepthMesh extends Mesh\n```');
    expect(api).toContain('## Functions');
    expect(api).toContain('- `LEFT: 0`: The left hand.');
    expect(api).not.toContain('Defined in');
    // Kinds in a fixed order.
    const kinds = [...api.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(kinds).toEqual(['Classes', 'Interfaces', 'Functions', 'Type aliases', 'Enumerations', 'Variables']);
  });
});

describe('page Markdown', () => {
  it('is at a predictable URL for every page: the route plus .md, index.md for the root', () => {
    for (const [, file] of markdownFiles()) expect(existsSync(path.join(root, 'build', file)), file).toBe(true);
    expect(read('index.md')).toMatch(/^# Introduction\n/);
    expect(read('api/classes/Options.md')).toMatch(/^# Options\n\n> A central configuration class/);
  });

  it('turns code, admonitions, tables and links into plain Markdown', () => {
    const md = read('manual/Depth.md');
    expect(md).toMatch(/^# Depth\n\n> Depth sensing, the depth mesh and occlusion\.\n\n/);
    expect(md).toContain('## Enabling depth');
    expect(md).toContain('> **Performance**');
    expect(md).toContain('| Option | Default |');
    expect(md).toContain(`[options.enableDepth()](${SITE}/docs/api/classes/Options#enabledepth)`);
    expect(read('manual/Core.md')).toContain('```ts\nconst options = new xb.Options().enableDepth();\nxb.init(options);\n```');
    expect(read('api/classes/Options.md')).toContain('### `enableDepth`\n\n```ts\nenableDepth(): Options\n```');
  });

  it('is valid Markdown without raw HTML, and every file links only to routes, anchors and files that exist', () => {
    const problems: string[] = [];
    const all = [...markdownFiles().map(([, file]) => file), 'llms.txt', 'llms-full.txt'];
    for (const file of all) {
      const text = read(file);
      const tree = parse(text);
      visit(tree, 'html', (node) => void problems.push(`${file}: raw HTML ${node.value.slice(0, 40)}`));
      expect(tree.children[0], file).toMatchObject({ type: 'heading', depth: 1 });
      expect(text.split('\n').filter((l) => /^```/.test(l)).length % 2, `${file}: unbalanced code fences`).toBe(0);
      for (const url of links(tree)) {
        const problem = checkLink(url, file);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is offered on docs and API pages by a Copy button and a link, and not on standalone pages', () => {
    expect(read('manual/Depth.html')).toContain('data-copy-markdown="/docs/manual/Depth.md"');
    expect(read('manual/Depth.html')).toContain('<a class="view-markdown" href="/docs/manual/Depth.md"');
    expect(read('api/classes/Options.html')).toContain('data-copy-markdown="/docs/api/classes/Options.md"');
    expect(read('index.html')).toContain('data-copy-markdown="/docs/index.md"');
    expect(read('about.html')).not.toContain('data-copy-markdown');
  });
});
