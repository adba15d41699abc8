// @vitest-environment happy-dom
// Prefetching: a link the pointer or focus rests on is fetched ahead, once, unless the reader saves data or the
// connection is 2g; links to the page on screen and to files are never fetched.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed, setupPrefetch } from '../../src/client/prefetch.ts';
import { setupRouter } from '../../src/client/router.ts';

const fetchMock = vi.fn<typeof fetch>(() => new Promise(() => {}));

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

function hover(href: string): void {
  const a = document.createElement('a');
  a.href = href;
  document.body.append(a);
  a.dispatchEvent(new Event('pointerover', { bubbles: true }));
}

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/docs/manual/Core');
  setupRouter({ base: '/docs/', buildId: 'b', onPage: () => {} });
  setupPrefetch();
});
beforeEach(() => {
  fetchMock.mockClear();
});
afterEach(() => setConnection(undefined));

describe('prefetchAllowed', () => {
  it('allows prefetching unless the reader saves data or the connection is 2g', () => {
    expect(prefetchAllowed()).toBe(true);
    setConnection({ effectiveType: '4g' });
    expect(prefetchAllowed()).toBe(true);
    setConnection({ effectiveType: '4g', saveData: true });
    expect(prefetchAllowed()).toBe(false);
    for (const effectiveType of ['2g', 'slow-2g']) {
      setConnection({ effectiveType });
      expect(prefetchAllowed(), effectiveType).toBe(false);
    }
  });
});

describe('hover', () => {
  it('fetches the page a link goes to, once however often the pointer comes back', () => {
    hover('/docs/manual/Depth');
    hover('/docs/manual/Depth');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/docs/manual/Depth']);
  });

  it('fetches nothing for the page on screen, for files, or when saving data', () => {
    hover('/docs/manual/Core#setup');
    hover('/docs/img/logo.svg');
    setConnection({ saveData: true });
    hover('/docs/manual/Hands');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
