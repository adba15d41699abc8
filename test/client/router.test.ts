// @vitest-environment happy-dom
// Client navigation: which links the router takes over and which it leaves to the browser, and what taking one over
// does: the target's HTML fetched, its navbar and page swapped in under the same <html>, the address and title
// changed, focus and an announcement moved to the new page; a new deployment's page is loaded in full instead.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routable, setupRouter } from '../../src/client/router.ts';
import { ANNOUNCER_ID, MAIN_ID, META_NAMES } from '../../src/shared/dom.ts';

const BUILD = 'build-1';
const onPage = vi.fn();

/** A page as the theme renders it, reduced to what the router reads. */
function pageHtml(route: string, title: string, build = BUILD, next = 'Depth'): string {
  return `<!DOCTYPE html><html><head><title>${title}</title><meta name="${META_NAMES.build}" content="${build}"><meta name="description" content="About ${title}"></head>
<body data-page-kind="doc" data-route="${route}"><nav class="navbar"><a href="${route}" class="navbar-link active">${title}</a></nav>
<div class="page-wrapper"><main id="${MAIN_ID}" tabindex="-1"><h1>${title}</h1><h2 id="setup">Setup</h2><a id="next" href="/docs/manual/${next}">${next}</a></main></div>
<div id="${ANNOUNCER_ID}" aria-live="assertive"></div></body></html>`;
}

/** Puts a page on screen, as a full load of it would; its last link goes to `next`. */
function show(route: string, title: string, next = 'Depth'): void {
  const doc = new DOMParser().parseFromString(pageHtml(route, title, BUILD, next), 'text/html');
  history.replaceState(history.state, '', route);
  document.title = doc.title;
  document.head.replaceChildren(...[...doc.head.children].map((el) => document.importNode(el, true)));
  document.body.replaceChildren(...[...doc.body.children].map((el) => document.importNode(el, true)));
  for (const attr of ['data-page-kind', 'data-route']) document.body.setAttribute(attr, doc.body.getAttribute(attr)!);
}

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

/**
 * Clicks and tells whether the router took the click over. The browser's own handling of a click that nobody took
 * (following the link) is then cancelled, so the test stays on its page.
 */
function click(target: Element, init: MouseEventInit = {}): boolean {
  let taken = false;
  addEventListener(
    'click',
    (event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return taken;
}

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
  show('/docs/manual/Core', 'Core');
  setupRouter({ base: '/docs/', buildId: BUILD, onPage });
});
beforeEach(() => {
  show('/docs/manual/Core', 'Core');
  fetchMock.mockReset();
  onPage.mockReset();
});
afterEach(() => vi.restoreAllMocks());

describe('routable', () => {
  it('takes pages of this site under the base, with or without .html', () => {
    expect(routable(link('/docs/manual/Depth'))?.pathname).toBe('/docs/manual/Depth');
    expect(routable(link('/docs/manual/Depth.html'))?.pathname).toBe('/docs/manual/Depth.html');
    expect(routable(link('../Depth?x=1#a'))?.href).toBe(`${location.origin}/docs/Depth?x=1#a`);
    expect(routable(link('/docs/manual/Depth', { target: '_self' }))).toBeDefined();
  });

  it('leaves files, other sites, paths outside the base and links meant for another window to the browser', () => {
    for (const href of ['/docs/img/logo.svg', '/docs/manual/Core.md', '/docs/llms.txt', '/elsewhere', 'https://example.test/docs/manual/Core']) {
      expect(routable(link(href)), href).toBeUndefined();
    }
    expect(routable(link('/docs/manual/Depth', { target: '_blank' }))).toBeUndefined();
    expect(routable(link('/docs/manual/Depth', { download: '' }))).toBeUndefined();
    expect(routable(link('/docs/manual/Depth', { rel: 'noopener external' }))).toBeUndefined();
  });
});

describe('clicks', () => {
  it('are taken over for routable links: the page is fetched instead of loaded', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    expect(click(document.getElementById('next')!)).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/docs/manual/Depth', expect.objectContaining({ headers: { Accept: 'text/html' } }));
  });

  it('are left alone with a modifier key, another button, for a jump within the page, or when already handled', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    const next = document.getElementById('next')!;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(next, init), JSON.stringify(init)).toBe(false);
    }
    expect(click(link('#setup'))).toBe(false);
    expect(click(link('/docs/manual/Core#setup'))).toBe(false);
    next.addEventListener('click', (event) => event.preventDefault(), { once: true });
    click(next);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('navigation', () => {
  it('swaps in the navbar and page of the target, keeps <html>, and moves the address, title, focus and announcement', async () => {
    show('/docs/manual/Core', 'Core', 'Hands');
    document.documentElement.setAttribute('data-theme', 'dark');
    fetchMock.mockResolvedValue(new Response(pageHtml('/docs/manual/Hands', 'Hands'), { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const before = history.length;
    click(document.getElementById('next')!);
    await vi.waitFor(() => expect(onPage).toHaveBeenCalled());
    expect(location.pathname).toBe('/docs/manual/Hands');
    expect(history.length).toBe(before + 1);
    expect(document.title).toBe('Hands');
    expect(document.querySelector('h1')!.textContent).toBe('Hands');
    expect(document.querySelector('.navbar-link')!.getAttribute('href')).toBe('/docs/manual/Hands');
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe('About Hands');
    expect(document.body.dataset.route).toBe('/docs/manual/Hands');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(document.activeElement?.id).toBe(MAIN_ID);
    await vi.waitFor(() => expect(document.getElementById(ANNOUNCER_ID)!.textContent).toBe('Hands'));
  });

  it('loads the page in full when it comes from another deployment', async () => {
    show('/docs/manual/Core', 'Core', 'Audio');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    fetchMock.mockResolvedValue(new Response(pageHtml('/docs/manual/Audio', 'Audio', 'build-2'), { status: 200 }));
    click(document.getElementById('next')!);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/docs/manual/Audio`));
    expect(document.title).toBe('Core');
    expect(onPage).not.toHaveBeenCalled();
  });
});
