import { describe, expect, it } from 'vitest';
import { canonicalRoute, isExternal, normalizeBase, resolveInternal, routeFromPath, routeOfPathname, routeToFile, splitHref, SUFFIXED_PATH } from '../../src/shared/urls.ts';

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
      expect(SUFFIXED_PATH.test(p), p).toBe(true);
      expect(canonicalRoute('/docs/', p), p).not.toBe(p);
    }
    for (const p of ['/docs/manual/Core', '/docs/no/such/page', '/docs/llms.txt']) expect(SUFFIXED_PATH.test(p), p).toBe(false);
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
