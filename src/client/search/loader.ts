// Part of the main bundle, and all of search it holds: the keyboard shortcuts (Ctrl/Cmd+K, '/'), the navbar button and
// the search page hook. Nothing is fetched until the reader opens search or points at the button; then the manifest
// (revalidated, so edits show in `docgen serve` and a new deployment is picked up) and the search module load, and
// the module loads index shards as queries need them.
import { META_NAMES } from '../../shared/dom.ts';
import { SEARCH_BUTTON_ATTR, SEARCH_MANIFEST, SEARCH_PAGE_ATTR, SEARCH_PAGE_PATH, type SearchManifest } from '../../shared/search.ts';
import type { createSearch, SearchUi } from './ui.ts';
import type {} from '../browser-globals.d.ts';

let loading: Promise<SearchUi> | undefined;

function base(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${META_NAMES.base}"]`)?.content || '/';
}

/** Loads (once) the manifest and the search module. */
export function loadSearch(): Promise<SearchUi> {
  if (!loading) {
    const root = base();
    loading = (async () => {
      const res = await fetch(root + SEARCH_MANIFEST, { cache: 'no-cache' });
      if (!res.ok) throw new Error(`${root + SEARCH_MANIFEST}: ${res.status} ${res.statusText}`);
      // The manifest and the module are this build's own output, written with the types named here.
      const manifest: SearchManifest = await res.json();
      const mod: { createSearch: typeof createSearch } = await import(root + manifest.client);
      return mod.createSearch({ base: root, manifest });
    })();
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** Opens the dialog; if search cannot load, goes to the search page instead. */
export function openSearch(query?: string): void {
  loadSearch().then(
    (ui) => ui.open(query),
    (error: unknown) => {
      console.warn('[docgen] search could not load:', error);
      // The page's stem: on a `trailingSlash: true` site the host's redirect or the not-found page finds its route.
      location.assign(base() + SEARCH_PAGE_PATH + (query ? `?q=${encodeURIComponent(query)}` : ''));
    },
  );
}

function editable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

const searchButton = (target: EventTarget | null) => (target instanceof Element ? target.closest(`[${SEARCH_BUTTON_ATTR}]`) : null);

/** Document-level listeners; installed once. */
export function setupSearch(): void {
  document.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    const k = event.key === 'k' || event.key === 'K';
    if ((k && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) || (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !editable(event.target))) {
      event.preventDefault();
      openSearch();
    }
  });
  // Capture phase: the button is a link to the search page, and this must run before a client-side router takes it.
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !searchButton(event.target)) return;
      event.preventDefault();
      openSearch();
    },
    true,
  );
  const preload = (event: Event) => {
    if (searchButton(event.target)) loadSearch().catch(() => {});
  };
  document.addEventListener('pointerover', preload, { passive: true });
  document.addEventListener('focusin', preload);
}

/** Apple keyboards say ⌘ where others say Ctrl: the navbar button's shortcut hint follows the reader's platform. */
export function showPlatformShortcut(): void {
  const nav = navigator;
  if (!/^(mac|iphone|ipad|ipod)/i.test(nav.userAgentData?.platform || nav.platform || '')) return;
  for (const key of document.querySelectorAll(`[${SEARCH_BUTTON_ATTR}] kbd:first-child`)) key.textContent = '⌘';
}

/** On the search page, turns its form into live search. Runs for every page shown (first load and navigations). */
export function mountSearchPage(): void {
  const root = document.querySelector<HTMLElement>(`[${SEARCH_PAGE_ATTR}]`);
  if (!root) return;
  // The query shows at once; results follow when the module has loaded.
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  const query = new URLSearchParams(location.search).get('q');
  if (input && query && !input.value) input.value = query;
  loadSearch().then(
    (ui) => ui.mountPage(root),
    (error: unknown) => {
      const status = root.querySelector('.search-page-results');
      if (status) status.textContent = 'Search could not load. Check your connection and reload the page.';
      console.warn('[docgen] search could not load:', error);
    },
  );
}
