import { describe, expect, it } from 'vitest';
import { canonicalRoute, isExternal, normalizeBase, pathRoute, resolveInternal, routeFromPath, routeOfPathname, routeStem, routeToFile, splitHref, suffixedPath } from '../../src/shared/urls.ts';

describe('url helper', () => {
  it('normalises the base URL to /x/', () => {
    expect(normalizeBase('docs')).toBe('/docs/');
    expect(normalizeBase('/docs')).toBe('/docs/');
    expect(normalizeBase('/')).toBe('/');
  });

  it('makes routes without trailing slash, except the site root', () => {
    expect(routeFromPath('/docs/', '')).toBe('/docs/');
    expect(routeFromPath('/docs/', '/manual/Core/')).toBe('/docs/manual/Core');
    expect(routeFromPath('/docs/', './api')).toBe('/docs/api');
  });

  it('normalises .html, /index.html and trailing slashes', () => {
    expect(canonicalRoute('/docs/', '/docs/manual/Core.html')).toBe('/docs/manual/Core');
    expect(canonicalRoute('/docs/', '/docs/api/index.html')).toBe('/docs/api');
    expect(canonicalRoute('/docs/', '/docs/api/')).toBe('/docs/api');
    expect(canonicalRoute('/docs/', '/docs/index.html')).toBe('/docs/');
    expect(canonicalRoute('/docs/', '/docs')).toBe('/docs/');
    expect(canonicalRoute('/docs/', '/other/page')).toBeUndefined();
  });

  it('tells the suffixed forms canonicalRoute removes (what the not-found page hides its text for)', () => {
    for (const p of ['/docs/manual/Core.html', '/docs/manual/Core/index.html', '/docs/manual/Core/', '/docs/index.html', '/docs/api/']) {
      expect(suffixedPath(undefined).test(p), p).toBe(true);
      expect(canonicalRoute('/docs/', p), p).not.toBe(p);
    }
    for (const p of ['/docs/manual/Core', '/docs/no/such/page', '/docs/llms.txt']) expect(suffixedPath(false).test(p), p).toBe(false);
  });

  describe('with trailingSlash: true', () => {
    it("ends page routes in a slash, and never a file's", () => {
      expect(routeFromPath('/docs/', 'manual/Core', true)).toBe('/docs/manual/Core/');
      expect(routeFromPath('/docs/', '', true)).toBe('/docs/');
      expect(routeFromPath('/docs/', 'img/logo.svg')).toBe('/docs/img/logo.svg');
      expect(pathRoute('/docs/', '/manual/Core', true)).toBe('/docs/manual/Core/');
      expect(pathRoute('/docs/', 'img/logo.svg', true)).toBe('/docs/img/logo.svg');
      // A page whose name looks like a file's is named with its slash.
      expect(pathRoute('/docs/', 'release/v1.2/', true)).toBe('/docs/release/v1.2/');
    });

    it('takes the forms without a slash, with .html and with /index.html to the slash form', () => {
      for (const p of ['/docs/manual/Core', '/docs/manual/Core/', '/docs/manual/Core.html', '/docs/manual/Core/index.html']) {
        expect(canonicalRoute('/docs/', p, true), p).toBe('/docs/manual/Core/');
      }
      expect(canonicalRoute('/docs/', '/docs/index.html', true)).toBe('/docs/');
      expect(canonicalRoute('/docs/', '/docs/llms.txt', true)).toBe('/docs/llms.txt');
      expect(canonicalRoute('/docs/', '/docs/manual/Core.md', true)).toBe('/docs/manual/Core.md');
      expect(routeOfPathname('/docs/', '/docs/guide/Q%26A', true)).toBe('/docs/guide/Q&A/');
    });

    it('writes each page as a folder of its own, and resolves relative links against that folder', () => {
      expect(routeToFile('/docs/', '/docs/manual/Core/')).toBe('manual/Core/index.html');
      expect(routeToFile('/docs/', '/docs/')).toBe('index.html');
      expect(resolveInternal('/docs/', '/docs/manual/Core/', '../Depth/#usage', true)).toEqual({ route: '/docs/manual/Depth/', hash: 'usage' });
      expect(resolveInternal('/docs/', '/docs/manual/Core/', '/docs/manual/Depth', true)).toEqual({ route: '/docs/manual/Depth/', hash: '' });
    });

    it("tells the addresses the not-found page looks for a page at: .html, or no slash", () => {
      for (const p of ['/docs/manual/Core', '/docs/manual/Core.html', '/docs/manual/Core/index.html']) expect(suffixedPath(true).test(p), p).toBe(true);
      for (const p of ['/docs/manual/Core/', '/docs/']) expect(suffixedPath(true).test(p), p).toBe(false);
    });
  });

  it("gives every form of a route the same stem, whatever the trailing-slash policy (how the client tells a page's own forms)", () => {
    for (const form of ['/docs/manual/Core', '/docs/manual/Core/', '/docs/manual/Core.html', '/docs/manual/Core/index.html']) expect(routeStem(form), form).toBe('/docs/manual/Core');
    for (const root of ['/docs/', '/docs/index.html', '/docs']) expect(routeStem(root), root).toBe('/docs');
    expect(routeStem('/docs/manual/Core.md')).toBe('/docs/manual/Core.md');
    expect(routeStem('/docs/manual/Cor')).not.toBe(routeStem('/docs/manual/Core'));
  });

  it('maps routes to output files', () => {
    expect(routeToFile('/docs/', '/docs/')).toBe('index.html');
    expect(routeToFile('/docs/', '/docs/api/classes/Core')).toBe('api/classes/Core.html');
  });

  it('resolves internal hrefs as a browser would', () => {
    expect(resolveInternal('/docs/', '/docs/manual/Core', 'Depth#usage')).toEqual({ route: '/docs/manual/Depth', hash: 'usage' });
    expect(resolveInternal('/docs/', '/docs/manual/Core', '../api/classes/Core')).toEqual({ route: '/docs/api/classes/Core', hash: '' });
    expect(resolveInternal('/docs/', '/docs/manual/Core', '#top')).toEqual({ route: '/docs/manual/Core', hash: 'top' });
    expect(resolveInternal('/docs/', '/docs/', '/docs/api/?x=1#a%20b')).toEqual({ route: '/docs/api', hash: 'a b' });
  });

  it('tells external links from internal ones', () => {
    expect(isExternal('https://threejs.org')).toBe(true);
    expect(isExternal('mailto:a@b.c')).toBe(true);
    expect(isExternal('//cdn.test/x')).toBe(true);
    expect(isExternal('/docs/api')).toBe(false);
    expect(isExternal('Depth.md')).toBe(false);
    expect(splitHref('a/b?q=1#h')).toEqual({ path: 'a/b', query: '?q=1', hash: 'h' });
  });

  it("reads the route of a tab's address however it escapes the page's name, as the servers do (issue 25, row 14)", () => {
    for (const pathname of ['/docs/guide/Q&A', '/docs/guide/Q%26A']) expect(routeOfPathname('/docs/', pathname)).toBe('/docs/guide/Q&A');
    for (const pathname of ['/docs/guide/C%2B%2B', '/docs/guide/C%2b%2b']) expect(routeOfPathname('/docs/', pathname)).toBe('/docs/guide/C++');
    expect(routeOfPathname('/docs/', '/docs/guide/a%3Db.html')).toBe('/docs/guide/a=b');
    expect(routeOfPathname('/docs/', '/docs/guide/bad%E0')).toBe('/docs/guide/bad%E0');
  });
});
