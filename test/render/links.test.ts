import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { BuildError, formatDiagnostic, type Diagnostic } from '../../src/render/core/diagnostics.ts';
import { loadSite } from '../../src/render/engine/engine.ts';
import { checkLinks } from '../../src/render/links/check-links.ts';
import type { Page } from '../../src/shared/types.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

const page = (route: string, links: Page['links'] = [], sourceFile?: string): Page => ({
  route,
  kind: 'doc',
  id: route,
  sourceFile,
  title: route,
  frontmatter: {},
  headings: [],
  body: { type: 'root', children: [] },
  links,
  hash: '',
});

describe('link checker', () => {
  const pages = new Map([
    ['/docs/', page('/docs/', [{ href: './manual/Cor.md', line: 7 }], 'content/docs/intro.md')],
    ['/docs/manual/Core', page('/docs/manual/Core')],
  ]);
  const rendered = new Map([
    ['/docs/', { ids: new Set(['top']), hrefs: ['/docs/manual/Cor', '/docs/manual/Core#setup', '/docs/manual/Core#init', 'https://x.test', '#top', '/docs/img/logo.svg'] }],
    ['/docs/manual/Core', { ids: new Set(['init', 'initialize']), hrefs: ['/docs/', 'Core#initialise'] }],
  ]);
  const resolved = new Map([['/docs/', ['/docs/manual/Cor']]]);
  const options = { base: '/docs/', pages, resolved, rendered, onBrokenLinks: 'throw', onBrokenAnchors: 'throw', files: new Set(['/docs/img/logo.svg']) } as const;

  it('reports broken routes with file:line, the link as written, the resolution and the closest route', () => {
    const [route] = checkLinks(options);
    expect(route).toMatchObject({ severity: 'error', file: 'content/docs/intro.md', line: 7 });
    expect(route && formatDiagnostic(route)).toBe(
      "error content/docs/intro.md:7: broken link './manual/Cor.md' (resolved to /docs/manual/Cor): no page at /docs/manual/Cor\n  Closest existing routes: /docs/manual/Core.",
    );
  });

  it('checks anchors on other pages and on the same page, suggesting close ids', () => {
    const found = checkLinks(options);
    expect(found.map((d) => d.message)).toEqual([
      "broken link './manual/Cor.md' (resolved to /docs/manual/Cor): no page at /docs/manual/Cor",
      "broken anchor '/docs/manual/Core#setup' rendered on /docs/ by the theme: /docs/manual/Core has no element with id 'setup'",
      "broken anchor 'Core#initialise' rendered on /docs/manual/Core by the theme: /docs/manual/Core has no element with id 'initialise'",
    ]);
    expect(found[2]?.hint).toContain('#initialize');
  });

  it('gives every link to a missing route the same closest routes (found once for that route)', () => {
    const linking = Array.from({ length: 50 }, (_, i) => `/docs/manual/Page${i}`);
    const found = checkLinks({
      ...options,
      pages: new Map([...pages, ...linking.map((route) => [route, page(route)] as const)]),
      rendered: new Map([...rendered, ...linking.map((route): [string, { ids: Set<string>; hrefs: string[] }] => [route, { ids: new Set(), hrefs: ['/docs/manual/Coore'] }])]),
    });
    const toCoore = found.filter((d) => d.message.includes('/docs/manual/Coore'));
    expect(toCoore).toHaveLength(50);
    expect(toCoore[0]!.hint).toMatch(/^Closest existing routes: \/docs\/manual\/Core, /);
    for (const d of toCoore) expect(d.hint).toBe(toCoore[0]!.hint);
  });

  it('follows the configured severity', () => {
    const warn = checkLinks({ ...options, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' });
    expect(warn).toHaveLength(1);
    expect(warn[0]?.severity).toBe('warning');
  });

  it('leaves a link to a Markdown file that the graph left as written to the graph, which reported it', () => {
    const intro = page('/docs/', [{ href: './Gone.md#a', line: 3 }, { href: './manual/Core.md', line: 4 }], 'content/docs/intro.md');
    const found = checkLinks({
      ...options,
      pages: new Map([...pages, ['/docs/', intro]]),
      resolved: new Map([['/docs/', ['./Gone.md#a', '/docs/manual/Core']]]),
      // The same kind of href from the theme, which no author wrote, is checked.
      rendered: new Map([...rendered, ['/docs/', { ids: new Set<string>(), hrefs: ['./Gone.md#a', '/docs/manual/Core', 'Gone.md'] }]]),
    });
    expect(found.map((d) => d.message)).toEqual([
      "broken link 'Gone.md' rendered on /docs/ by the theme: no page at /docs/Gone.md",
      "broken anchor 'Core#initialise' rendered on /docs/manual/Core by the theme: /docs/manual/Core has no element with id 'initialise'",
    ]);
  });
});

describe('link checking in a build', () => {
  it('fails the build on a broken .md link, naming the source line', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: Second\n---\n\nSee [x](./03-Third.md).\n' });
    const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(error.diagnostics[0]).toMatchObject({ file: 'content/docs/guide/02-Second.md', line: 5 });
    expect(error.diagnostics[0].message).toContain('content/docs/guide/03-Third.md, which is not a page of this site');
  });

  describe('a link to a Markdown file that is no page, as onBrokenMarkdownLinks says', () => {
    const files = { ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: Second\n---\n\nSee [x](./03-Third.md#top) and [the plan](./04-Plan.md).\n', 'content/docs/guide/04-Plan.md': '---\ntitle: Plan\ndraft: true\n---\nSoon.\n' };
    const site = (policies: object) => fixtureSite(files, { ...baseConfig, ...policies });
    const problems = (warnings: Diagnostic[]) => warnings.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message}`);

    it('warns once at its line and writes the link as written, whatever onBrokenLinks says', async () => {
      const root = site({ onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'warn' });
      const result = await build({ root, logger: silentLogger, analytics: false });
      // A link to a draft, left out of a production build, is as broken as a link to no file, as in Docusaurus.
      expect(problems(result.warnings)).toEqual([
        'warning content/docs/guide/02-Second.md:5 link \'./03-Third.md#top\' points to content/docs/guide/03-Third.md, which is not a page of this site.',
        'warning content/docs/guide/02-Second.md:5 link \'./04-Plan.md\' points to content/docs/guide/04-Plan.md, which is not a page of this site.',
      ]);
      const html = readFileSync(path.join(root, 'build/guide/Second.html'), 'utf8');
      expect(html).toContain('href="./03-Third.md#top"');
      expect(html).toContain('href="./04-Plan.md"');
    });

    it('is left out with ignore, and fails the build at its line with throw', async () => {
      expect((await build({ root: site({ onBrokenMarkdownLinks: 'ignore' }), logger: silentLogger, write: false })).warnings).toEqual([]);
      const error = await build({ root: site({ onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'throw' }), logger: silentLogger, write: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BuildError);
      expect((error as BuildError).diagnostics.map((d) => `${d.severity} ${d.file}:${d.line} ${d.message.split(' points')[0]}`)).toEqual([
        "error content/docs/guide/02-Second.md:5 link './03-Third.md#top'",
        "error content/docs/guide/02-Second.md:5 link './04-Plan.md'",
      ]);
    });

    it('follows onBrokenLinks when it says nothing, reporting each link once', async () => {
      const { warnings } = await build({ root: site({ onBrokenLinks: 'warn' }), logger: silentLogger, write: false });
      expect(problems(warnings)).toHaveLength(2);
    });

    it('does not apply to a draft while authoring, where the draft is a page', async () => {
      const { graph, warnings } = await loadSite({ root: site({ onBrokenMarkdownLinks: 'warn' }), mode: 'development', logger: silentLogger });
      expect(problems(warnings)).toHaveLength(1);
      expect(graph.links.get('/docs/guide/Second')).toEqual(['./03-Third.md#top', '/docs/guide/Plan']);
    });
  });

  it('fails the build on a broken anchor into another page', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: Second\n---\n[Setup](/guide/First#set-up)\n' });
    const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
    expect(formatDiagnostic(error.diagnostics[0])).toContain("content/docs/guide/02-Second.md:4: broken anchor '/guide/First#set-up' (resolved to /docs/guide/First#set-up)");
    expect(error.diagnostics[0].hint).toContain('#setup');
  });

  it('downgrades to warnings when configured', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: Second\n---\n[Gone](/guide/Gone)\n' }, { ...baseConfig, onBrokenLinks: 'warn' });
    const result = await build({ root, logger: silentLogger, write: false });
    expect(result.warnings.map((w) => w.message)).toContain("broken link '/guide/Gone' (resolved to /docs/guide/Gone): no page at /docs/guide/Gone");
  });

  it('reports api: links when the site has no API reference', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/02-Second.md': '---\ntitle: Second\n---\nUse [Core](api:Core).\n' });
    const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
    expect(error.diagnostics[0]).toMatchObject({ line: 4, message: "link 'api:Core' names no exported API symbol." });
  });

  it('checks links the theme renders (navbar, sidebar, footer) too', async () => {
    const root = fixtureSite(baseFiles, { ...baseConfig, footer: { links: [{ label: 'Missing', to: '/nowhere' }] } });
    const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
    expect(error.diagnostics[0].message).toContain("broken link '/docs/nowhere' rendered on /docs/ by the theme");
  });
});
