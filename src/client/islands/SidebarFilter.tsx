// Entry of the SidebarFilter island's code (bundled on its own, no React): the filter box at the top of the API
// sidebar (src/theme/SidebarFilter.tsx). Typing narrows the sidebar to the entries whose names contain every word
// typed, across all kinds, and opens the categories that have matches; clearing it puts every category back as it
// was. ArrowDown moves to the first match, Enter opens it, Escape clears. The query lasts for the tab's session, so
// the next API page shows the same matches. The listeners sit on the document, so the copy of the sidebar in the
// mobile navigation drawer filters too.

import { fillAll, LAZY_LIST } from './sidebar-fragments.ts';

const STORAGE_KEY = 'docgen.sidebar-filter';
const INPUT = '.sidebar-filter-input';

/** How a category looked before filtering opened it, to restore when the query is cleared. */
interface CategoryState {
  details?: boolean;
  body?: boolean;
  caret?: string | null;
}
const saved = new WeakMap<HTMLElement, CategoryState>();
let installed = false;

export async function hydrate(root: HTMLElement): Promise<() => void> {
  install();
  const input = root.querySelector<HTMLInputElement>(INPUT);
  if (!input) return () => {};
  input.disabled = false;
  const stored = read();
  if (stored && !input.value) input.value = stored;
  if (input.value) {
    apply(input);
    revealActive(input);
  }
  return () => {};
}

function install(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('input', (event) => {
    const input = event.target instanceof HTMLInputElement && event.target.matches(INPUT) ? event.target : null;
    if (!input) return;
    apply(input);
    write(input.value);
  });
  document.addEventListener('keydown', (event) => {
    const input = event.target instanceof HTMLInputElement && event.target.matches(INPUT) ? event.target : null;
    if (!input || event.isComposing) return;
    if (event.key === 'Escape' && input.value) {
      // Clears the box only; a second Escape reaches the drawer, which closes.
      event.preventDefault();
      event.stopPropagation();
      input.value = '';
      apply(input);
      write('');
    } else if ((event.key === 'ArrowDown' || event.key === 'Enter') && input.value.trim()) {
      const first = visibleLinks(input)[0];
      if (!first) return;
      event.preventDefault();
      if (event.key === 'ArrowDown') first.focus();
      else first.click();
    }
  });
}

/** Shows the entries matching the box's query (all of them when it is empty) in the sidebar the box belongs to. */
function apply(input: HTMLInputElement, filled = false): void {
  const menu = input.closest<HTMLElement>('.doc-sidebar-menu');
  const list = menu?.querySelector<HTMLElement>(':scope > .menu-list');
  if (!menu || !list) return;
  // The attribute as well as the value: the drawer's copy of the sidebar (a clone) then shows the same query.
  input.defaultValue = input.value;
  const terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
  // A long sidebar's closed categories are not in the page: their entries come first, then the query applies.
  // Should some not come, the query applies to the entries there are.
  if (!filled && terms.length && menu.querySelector(LAZY_LIST)) {
    const then = () => apply(input, true);
    fillAll(menu).then(then, then);
    return;
  }
  const matches = filterList(list, terms);
  const status = menu.querySelector<HTMLElement>('.sidebar-filter-status');
  if (status) {
    status.textContent = terms.length === 0 ? '' : matches === 0 ? 'No entry matches.' : `${matches} ${matches === 1 ? 'entry matches' : 'entries match'}.`;
  }
}

/** Hides the entries of `list` that do not match, opening categories with matches; returns how many match. */
function filterList(list: HTMLElement, terms: string[]): number {
  let matches = 0;
  for (const li of list.children) {
    if (!(li instanceof HTMLElement)) continue;
    const sublist = li.querySelector<HTMLElement>(':scope > details > .menu-list, :scope > .menu-list');
    if (sublist) {
      const inside = filterList(sublist, terms);
      li.hidden = terms.length > 0 && inside === 0;
      if (terms.length > 0) openCategory(li, sublist);
      else restoreCategory(li, sublist);
      matches += inside;
      continue;
    }
    const name = (li.textContent ?? '').toLowerCase();
    const match = terms.every((term) => name.includes(term));
    li.hidden = !match;
    if (match && terms.length > 0) matches++;
  }
  return matches;
}

function openCategory(li: HTMLElement, body: HTMLElement): void {
  const details = li.querySelector<HTMLDetailsElement>(':scope > details');
  const caret = li.querySelector<HTMLElement>(':scope > .menu-category-head [aria-expanded]');
  if (!saved.has(li)) saved.set(li, { details: details?.open, body: body.hidden, caret: caret?.getAttribute('aria-expanded') });
  if (details) details.open = true;
  body.hidden = false;
  caret?.setAttribute('aria-expanded', 'true');
}

function restoreCategory(li: HTMLElement, body: HTMLElement): void {
  const state = saved.get(li);
  if (!state) return;
  saved.delete(li);
  const details = li.querySelector<HTMLDetailsElement>(':scope > details');
  const caret = li.querySelector<HTMLElement>(':scope > .menu-category-head [aria-expanded]');
  if (details && state.details !== undefined) details.open = state.details;
  if (state.body !== undefined && !details) body.hidden = state.body;
  if (caret && state.caret) caret.setAttribute('aria-expanded', state.caret);
}

function visibleLinks(input: HTMLInputElement): HTMLAnchorElement[] {
  const menu = input.closest('.doc-sidebar-menu');
  return menu ? [...menu.querySelectorAll<HTMLAnchorElement>('.menu-list a.menu-link')].filter((a) => a.getClientRects().length > 0 && !a.closest('.menu-category-head')) : [];
}

/** After a filter applied on arrival, the current page's entry (if it matches) is brought into the sidebar's view. */
function revealActive(input: HTMLInputElement): void {
  const menu = input.closest<HTMLElement>('.doc-sidebar-menu');
  const link = menu?.querySelector<HTMLElement>('.menu-link.active');
  if (!menu || !link || link.getClientRects().length === 0) return;
  const l = link.getBoundingClientRect();
  const m = menu.getBoundingClientRect();
  if (l.top < m.top || l.bottom > m.bottom) menu.scrollTop += l.top - m.top - m.height / 3;
}

function read(): string {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function write(value: string): void {
  try {
    if (value) sessionStorage.setItem(STORAGE_KEY, value);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private modes); the filter still works on this page.
  }
}
