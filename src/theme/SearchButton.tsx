import type { NavbarSearch } from '../shared/site.ts';
import { SEARCH_BUTTON_ATTR } from '../shared/search.ts';

/**
 * The navbar `search` item: a link to the search page, so it works without JavaScript; with it, the client opens the
 * search dialog instead (src/client/search/loader.ts), and pointing at the button starts loading search.
 */
export function SearchButton({ item }: { item: NavbarSearch }) {
  const label = item.label || 'Search';
  return (
    <a className="navbar-search" href={item.href} {...{ [SEARCH_BUTTON_ATTR]: '' }} aria-keyshortcuts="Control+K Meta+K /">
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <path d="M14.4 12.99l4.3 4.3-1.41 1.42-4.3-4.3a8 8 0 1 1 1.41-1.42zM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12z" fill="currentColor" />
      </svg>
      <span className="navbar-search-label">{label}</span>
      <span className="navbar-search-keys" aria-hidden="true">
        <kbd>Ctrl</kbd>
        <kbd>K</kbd>
      </span>
    </a>
  );
}
