// Google Analytics (gtag) when the site has a tracking id (a meta tag the theme renders): IP anonymisation as
// configured, and a page_view event on first load and on every change of path, query or hash.
// Without a tracking id nothing is loaded at all.
import { META_NAMES } from '../shared/dom.ts';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let last = '';

/** `firstView: false` when something else sends the first page view (the not-found page looking for its page). */
export function setupAnalytics(firstView = true): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${META_NAMES.gtag}"]`);
  if (!meta?.content) return;
  const id = meta.content;
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments objects themselves.
    // eslint-disable-next-line prefer-rest-params
    (window.dataLayer ??= []).push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: meta.dataset.anonymizeIp !== 'false', send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
  if (firstView) pageView();
}

/** Sends a page view if the address changed since the last one. */
export function pageView(): void {
  if (!window.gtag || location.href === last) return;
  last = location.href;
  window.gtag('event', 'page_view', { page_title: document.title, page_location: location.href, page_path: location.pathname + location.search + location.hash });
}
