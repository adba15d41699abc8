import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { BuildError, formatDiagnostic } from '../../src/render/core/diagnostics.ts';
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
    expect(formatDiagnostic(route)).toBe(
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
    expect(found[2].hint).toContain('#initialize');
  });

  it('follows the configured severity', () => {
    const warn = checkLinks({ ...options, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore' });
    expect(warn).toHaveLength(1);
    expect(warn[0].severity).toBe('warning');
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
