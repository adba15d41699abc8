// Prefetching: links are fetched ahead when they come into view (while the browser is idle, a few at a time)
// and when the pointer or focus rests on them, so that navigating costs no wait. Nothing is prefetched when the
// reader asked to save data or the connection is slow 2g.
import { loadPage, routable } from './router.ts';
import type {} from './browser-globals.d.ts';

export function prefetchAllowed(): boolean {
  const connection = navigator.connection;
  return !connection || (!connection.saveData && !/2g/.test(connection.effectiveType ?? ''));
}

const queued = new Set<string>();
const queue: URL[] = [];
let running = 0;
const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200));

function candidate(link: Element | null): URL | undefined {
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const url = routable(link);
  if (!url || (url.pathname === location.pathname && url.search === location.search)) return undefined;
  return url;
}

export function prefetch(url: URL): void {
  if (!prefetchAllowed()) return;
  loadPage(url).catch(() => {});
}

function pump(): void {
  while (running < 2) {
    const url = queue.shift();
    if (!url) return;
    running++;
    idle(() => {
      loadPage(url)
        .catch(() => {})
        .finally(() => {
          running--;
          pump();
        });
    });
  }
}

let observer: IntersectionObserver | undefined;

/** Watches the links of the current page; call again after the page changed. */
export function observeLinks(): void {
  observer?.disconnect();
  if (!prefetchAllowed() || !('IntersectionObserver' in window)) return;
  observer = new IntersectionObserver((entries, self) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      self.unobserve(entry.target);
      const url = candidate(entry.target);
      if (!url) continue;
      const key = url.pathname + url.search;
      if (queued.has(key)) continue;
      queued.add(key);
      queue.push(url);
    }
    pump();
  });
  for (const link of document.querySelectorAll('.page-wrapper a[href], .navbar a[href]')) if (candidate(link)) observer.observe(link);
}

export function setupPrefetch(): void {
  const onHover = (event: Event) => {
    const url = candidate((event.target as Element).closest?.('a[href]') ?? null);
    if (url) prefetch(url);
  };
  document.addEventListener('pointerover', onHover, { passive: true });
  document.addEventListener('focusin', onHover);
  document.addEventListener('touchstart', onHover, { passive: true });
}
