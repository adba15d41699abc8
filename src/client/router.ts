// Client-side navigation. Internal links load the next page without a full reload: the target's own
// HTML file (its page data) is fetched — usually already prefetched on hover or when the link came into view — while
// the old page stays visible; then the regions that change (navbar, page) are swapped in, `<html>` and its colour
// mode stay. Afterwards the page scrolls to the hash target or the top (not when only the query changed), focus moves
// to the main region and a live region announces the new page. Back and forward restore scroll positions.
//
// Failures: no answer at all (the preload failed) or a new deployment (changed build id) → a full page load of the
// target; an error status → the error text with 'Retry'; a page whose regions cannot be applied → the chrome crash
// screen, whose 'Try again' loads the page in full.
import { ANNOUNCER_ID, LOADING_DELAY_MS, MAIN_ID, META_NAMES } from '../shared/dom.ts';
import { routeStem } from '../shared/urls.ts';
import { pageView } from './analytics.ts';
import { revealTarget } from './details.ts';
import { closeMobileSidebar } from './mobile-sidebar.ts';
import { markHashJump } from './navbar.ts';
import { startProgress } from './progress.ts';
import { unmountIslands } from './islands.ts';
import { screen } from './screens.ts';

interface Loaded {
  status: number;
  statusText: string;
  /** Final URL after redirects (e.g. `.html` → canonical). */
  url: string;
  html: string;
}

const pages = new Map<string, Promise<Loaded>>();
const SCROLL_KEY = 'docgen.scroll';
let base = '/';
let buildId = '';
let current = new URL(location.href);
let sequence = 0;
let onPage: () => void = () => {};
/** History key of the entry whose page is on screen (history.state may already be the next one during a pop). */
let shownKey = '';

const cacheKey = (url: URL) => url.pathname + url.search;

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The key the router gave a history entry (its state); '' for an entry it did not make. */
const keyOf = (state: { key?: string } | null): string => state?.key ?? '';

/** The current entry's key, after giving it one if it has none (the first page, an entry the browser made for a hash). */
function entryKey(): string {
  let key = keyOf(history.state);
  if (!key) history.replaceState({ ...history.state, key: (key = newKey()) }, '');
  return key;
}

function scrollPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}');
  } catch {
    return {};
  }
}

function saveScroll(): void {
  const key = shownKey;
  if (!key) return;
  try {
    const all = scrollPositions();
    all[key] = scrollY;
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(all));
  } catch {
    /* storage full or blocked: positions are not restored */
  }
}

/** Fetches (once) the HTML of a page. Rejects when there is no answer; error statuses resolve. */
export function loadPage(url: URL): Promise<Loaded> {
  const key = cacheKey(url);
  let promise = pages.get(key);
  if (!promise) {
    promise = fetch(key, { headers: { Accept: 'text/html' }, credentials: 'same-origin' }).then(async (res) => ({
      status: res.status,
      statusText: res.statusText,
      url: res.url || url.href,
      html: await res.text(),
    }));
    pages.set(key, promise);
    promise.then(
      (loaded) => loaded.status >= 400 && loaded.status !== 404 && pages.delete(key),
      () => pages.delete(key),
    );
  }
  return promise;
}

/** Whether a link is one this router handles: same origin, under the base, a page (not a file), same window. */
export function routable(link: HTMLAnchorElement): URL | undefined {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.getAttribute('rel')?.includes('external')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(base)) return undefined;
  if (/\.(?!html$)[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url;
}

function fullLoad(url: URL, replace = false): void {
  if (replace) location.replace(url.href);
  else location.assign(url.href);
}

function announce(text: string): void {
  const region = document.getElementById(ANNOUNCER_ID);
  if (!region) return;
  region.textContent = '';
  setTimeout(() => (region.textContent = text), 50);
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep it raw */
  }
  const target = document.getElementById(id);
  if (!target) return false;
  markHashJump();
  revealTarget(target);
  target.scrollIntoView();
  return true;
}

/** Puts the new document's changing regions in place of the current ones. Throws when the page lacks them. */
function swap(doc: Document, url: URL): void {
  const nextWrapper = doc.querySelector('.page-wrapper');
  const nextNavbar = doc.querySelector('.navbar');
  const wrapper = document.querySelector('.page-wrapper');
  const navbar = document.querySelector('.navbar');
  if (!nextWrapper || !nextNavbar || !wrapper || !navbar) throw new Error(`The page at ${url.pathname} has no navbar or page region to show.`);
  closeMobileSidebar();
  unmountIslands(wrapper);
  const menu = document.querySelector('.doc-sidebar .doc-sidebar-menu');
  const sameSidebar = document.body.dataset.sidebar && document.body.dataset.sidebar === doc.body.dataset.sidebar;
  const menuScroll = menu?.scrollTop ?? 0;
  document.title = doc.title;
  // The islands' code URLs change with the page: an `.mdx` page adds its own.
  for (const name of ['description', 'keywords', META_NAMES.islands]) {
    const next = doc.head.querySelector(`meta[name="${name}"]`);
    const now = document.head.querySelector(`meta[name="${name}"]`);
    if (next && now) now.replaceWith(document.importNode(next, true));
    else if (next) document.head.append(document.importNode(next, true));
    else now?.remove();
  }
  const canonical = doc.head.querySelector('link[rel="canonical"]');
  document.head.querySelector('link[rel="canonical"]')?.replaceWith(...(canonical ? [document.importNode(canonical, true)] : []));
  const hidden = navbar.classList.contains('navbar-hidden');
  const newNavbar = document.importNode(nextNavbar, true);
  if (hidden) newNavbar.classList.add('navbar-hidden');
  navbar.replaceWith(newNavbar);
  wrapper.replaceWith(document.importNode(nextWrapper, true));
  for (const attr of ['data-page-kind', 'data-route', 'data-sidebar']) {
    const value = doc.body.getAttribute(attr);
    if (value === null) document.body.removeAttribute(attr);
    else document.body.setAttribute(attr, value);
  }
  if (sameSidebar) {
    const nextMenu = document.querySelector('.doc-sidebar .doc-sidebar-menu');
    if (nextMenu) nextMenu.scrollTop = menuScroll;
  }
}

/** `refresh`: the page on screen again, in place, as `docgen serve` shows a saved edit (no history entry, scroll kept). */
export type NavigationMode = 'push' | 'replace' | 'pop' | 'refresh';

export async function navigate(to: URL, mode: NavigationMode = 'push', restoreY?: number): Promise<void> {
  const id = ++sequence;
  const from = current;
  const finish = to.pathname !== from.pathname ? startProgress() : () => {};
  if (mode !== 'pop' && mode !== 'refresh') saveScroll();
  let loaded: Loaded;
  try {
    loaded = await loadPage(to);
  } catch {
    // The preload failed: let the browser load the page itself, with its own loading indicator (so no bar).
    finish();
    if (id === sequence) fullLoad(to, mode !== 'push');
    return;
  }
  if (id !== sequence) return;
  const final = new URL(loaded.url);
  final.hash = to.hash;
  const commitUrl = () => {
    const state = { key: newKey() };
    if (mode === 'push') history.pushState(state, '', final.href);
    else if (mode === 'replace') history.replaceState(state, '', final.href);
    else if (mode === 'refresh') return;
    shownKey = keyOf(history.state);
    current = new URL(location.href);
  };
  if (loaded.status >= 400 && loaded.status !== 404) {
    commitUrl();
    showLoadError(final, `Failed to load ${final.pathname}: the server answered ${loaded.status}${loaded.statusText ? ` ${loaded.statusText}` : ''}.`);
    finish();
    return;
  }
  const doc = new DOMParser().parseFromString(loaded.html, 'text/html');
  const nextBuild = doc.querySelector<HTMLMetaElement>(`meta[name="${META_NAMES.build}"]`)?.content;
  if (!nextBuild || nextBuild !== buildId) {
    // A new deployment (or not one of our pages): its code and styles may differ from what this page runs.
    finish();
    fullLoad(to, mode !== 'push');
    return;
  }
  try {
    swap(doc, final);
  } catch (error) {
    commitUrl();
    showCrash(final, error as Error);
    finish();
    return;
  }
  commitUrl();
  if (restoreY !== undefined) scrollTo(0, restoreY);
  else if (!scrollToHash(final.hash) && !(final.pathname === from.pathname && final.search !== from.search)) scrollTo(0, 0);
  if (mode === 'refresh') {
    // The reader stays where they were reading: no focus move, no announcement, no page view.
    onPage();
    return;
  }
  const main = document.getElementById(MAIN_ID);
  main?.focus({ preventScroll: true });
  announce(document.title);
  onPage();
  pageView();
  finish();
}

function replaceWrapper(content: HTMLElement): void {
  const wrapper = document.querySelector('.page-wrapper');
  if (!wrapper) return void document.body.prepend(content);
  unmountIslands(wrapper);
  const main = document.createElement('main');
  main.id = MAIN_ID;
  main.tabIndex = -1;
  main.className = 'standalone-main screen-main';
  main.append(content);
  wrapper.replaceChildren(main);
  scrollTo(0, 0);
  main.focus({ preventScroll: true });
}

function showLoadError(url: URL, message: string): void {
  replaceWrapper(
    screen('load-error', message, () => {
      const spinner = setTimeout(() => document.querySelector('.screen-main')?.replaceChildren(screen('spinner')), LOADING_DELAY_MS);
      void navigate(url, 'replace').finally(() => clearTimeout(spinner));
    }),
  );
  announce(message);
}

function showCrash(url: URL, error: Error): void {
  console.error('[docgen] Could not show the page:', error);
  replaceWrapper(screen('crash-chrome', error.message, () => fullLoad(url, true)));
  announce('This page crashed.');
}

/**
 * Shows the current page's latest HTML in place (`docgen serve` calls it after an edit; quicker than a reload and
 * it keeps the scroll position). Every fetched page is dropped first: any of them may predate the edit. A page that
 * cannot be swapped in is loaded in full, as a navigation to it would be.
 */
export function refreshPage(): Promise<void> {
  pages.clear();
  return navigate(new URL(location.href), 'refresh', scrollY);
}

export function setupRouter(options: { base: string; buildId: string; onPage: () => void }): void {
  base = options.base;
  buildId = options.buildId;
  onPage = options.onPage;
  // A static host that cannot redirect serves `manual/Core.html` at `/docs/manual/Core.html` and the root's
  // `index.html` at `/docs/index.html`: show the canonical address, as the preview server's redirect would. The
  // route's stem tells its forms apart without the site's trailing-slash policy, which the page's route already has.
  const route = document.body.dataset.route;
  if (route && document.body.dataset.pageKind !== '404' && route !== location.pathname && routeStem(location.pathname) === routeStem(route)) {
    history.replaceState(history.state, '', route + location.search + location.hash);
  }
  current = new URL(location.href);
  history.scrollRestoration = 'manual';
  const kept = keyOf(history.state);
  shownKey = entryKey();
  if (kept) {
    const y = scrollPositions()[kept];
    if (y !== undefined && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !== 'navigate') scrollTo(0, y);
  }
  let timer = 0;
  addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = window.setTimeout(saveScroll, 100);
    },
    { passive: true },
  );
  addEventListener('pagehide', saveScroll);

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const url = routable(link);
    if (!url) return;
    // A jump within the page is the browser's job (it also moves focus); the hashchange handler records it.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    const same = url.href === location.href;
    void navigate(url, same ? 'replace' : 'push');
  });

  addEventListener('popstate', (event) => {
    // The entry being left is still `shownKey`: record where the reader was, even when they go back sooner than the
    // debounced scroll handler would have.
    saveScroll();
    const to = new URL(location.href);
    const key = keyOf(event.state);
    const y = key ? scrollPositions()[key] : undefined;
    if (to.pathname === current.pathname && to.search === current.search) {
      current = to;
      shownKey = key;
      if (y !== undefined) {
        markHashJump();
        scrollTo(0, y);
      } else scrollToHash(to.hash);
      return;
    }
    void navigate(to, 'pop', y);
  });

  addEventListener('hashchange', () => {
    // A traversal to another page also fires hashchange when the fragments differ; the navigation handles that.
    if (location.pathname !== current.pathname || location.search !== current.search) return;
    current = new URL(location.href);
    shownKey = entryKey();
    pageView();
  });
}
