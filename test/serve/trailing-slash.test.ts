// `trailingSlash: true` end to end (issue 23, item 4): a fixture site built with it has every page route ending in
// `/` and written as `route/index.html`; its links, sidebars, navbar, sitemap, canonical URLs, llms.txt and search
// page use that form; files keep theirs; and the preview server answers the slash form and redirects the others.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { preview, type RunningServer } from '../../src/render/serve/preview.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { request } from './http.ts';

let root: string;
let out: string;
let server: RunningServer;
const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

beforeAll(async () => {
  root = fixtureSite(
    {
      ...baseFiles,
      'content/docs/guide/03-Third.md': '---\ntitle: Third\n---\nSee [the logo](/img/logo.svg) and [second](./02-Second.md#custom).\n',
      'content/static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    {
      ...baseConfig,
      trailingSlash: true,
      navbar: { items: [...baseConfig.navbar.items, { to: '/guide/Second', label: 'Second' }, { type: 'search', position: 'right' }] },
      footer: { links: [{ label: 'Third', to: '/guide/Third' }] },
    },
  );
  await build({ root, logger: silentLogger, analytics: false });
  out = path.join(root, 'build');
  server = await preview({ root, outDir: 'build', port: 0, host: '127.0.0.1' });
});
afterAll(() => server?.close());

describe('trailingSlash: true', () => {
  it('writes each page as route/index.html, files as they are', () => {
    for (const file of ['index.html', 'guide/First/index.html', 'guide/Second/index.html', 'search/index.html', '404.html', 'img/logo.svg', 'guide/First.md']) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(existsSync(path.join(out, 'guide/First.html'))).toBe(false);
  });

  it('links pages by their slash form in the content, the sidebar, the navbar and the footer, and files without it', () => {
    const intro = hrefs(read('index.html'));
    // Content: a `.md` link; the sidebar; a navbar `to`; the search item; the footer's `to`.
    expect(intro).toEqual(expect.arrayContaining(['/docs/guide/First/#setup', '/docs/guide/First/', '/docs/guide/Second/', '/docs/search/', '/docs/guide/Third/']));
    const second = hrefs(read('guide/Second/index.html'));
    // A site path written without the slash (`/guide/First#setup`) gains it.
    expect(second).toContain('/docs/guide/First/#setup');
    const third = hrefs(read('guide/Third/index.html'));
    expect(third).toEqual(expect.arrayContaining(['/docs/img/logo.svg', '/docs/guide/Second/#custom']));
    // No internal page link anywhere is in the other form.
    for (const file of ['index.html', 'guide/First/index.html', 'guide/Second/index.html', 'guide/Third/index.html']) {
      const pageLinks = hrefs(read(file)).filter((h) => /^\/docs\/guide\/[A-Za-z]+(#|$)/.test(h));
      expect(pageLinks, file).toEqual([]);
    }
  });

  it('names the slash form in the sitemap, the canonical link, og:url and llms.txt', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://example.test/docs/guide/First/</loc>');
    expect(sitemap).toContain('<loc>https://example.test/docs/</loc>');
    expect(sitemap).not.toMatch(/guide\/First<\/loc>/);
    const first = read('guide/First/index.html');
    expect(first).toContain('<link rel="canonical" href="https://example.test/docs/guide/First/"/>');
    expect(first).toContain('<meta property="og:url" content="https://example.test/docs/guide/First/"/>');
    // The page's Markdown copy is the route without its slash, plus `.md`.
    expect(read('llms.txt')).toContain('/docs/guide/First.md');
  });

  it('marks the site for the client, and has the not-found page look for the slash form', () => {
    expect(read('guide/First/index.html')).toMatch(/<meta name="docgen-base" content="\/docs\/" data-trailing-slash=""\/>/);
    expect(read('404.html')).toContain(String(/(?:\.html|[^/])$/));
  });

  it('serves the slash form and redirects the others to it, query kept; files as they are', async () => {
    const page = await request(server.port, '/docs/guide/First/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>First | Fixture</title>');
    for (const [from, to] of [
      ['/docs/guide/First', '/docs/guide/First/'],
      ['/docs/guide/First.html', '/docs/guide/First/'],
      ['/docs/guide/First/index.html', '/docs/guide/First/'],
      ['/docs/guide/First?q=1', '/docs/guide/First/?q=1'],
      ['/docs/index.html', '/docs/'],
      ['/docs', '/docs/'],
    ]) {
      const res = await request(server.port, from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    for (const file of ['/docs/img/logo.svg', '/docs/guide/First.md', '/docs/sitemap.xml', '/docs/llms.txt']) expect((await request(server.port, file)).status, file).toBe(200);
    const missing = await request(server.port, '/docs/guide/Nope/');
    expect(missing.status).toBe(404);
  });
});
