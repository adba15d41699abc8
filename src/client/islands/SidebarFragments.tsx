// Entry of the SidebarFragments island's code (bundled on its own, no React), on pages of a long sidebar whose closed
// categories are left out (src/render/graph/sidebar-fragments.ts). Opening such a category waits for its entries:
// the click is held, the entries are fetched and put in place, and the click goes on to open it (src/client/
// collapsible.ts animates it as any other). Pointing at or focusing a category fetches its entries ahead. The
// listeners sit on the document, so the copy of the sidebar in the mobile drawer works the same.
import { fill, LAZY_LIST } from './sidebar-fragments.ts';

let installed = false;

export async function hydrate(): Promise<() => void> {
  if (!installed) {
    installed = true;
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', ahead, { passive: true });
    document.addEventListener('focusin', ahead);
  }
  // Categories a reader opened before this code was there (a closed `<details>` hides its list, which has no `hidden`).
  for (const list of document.querySelectorAll<HTMLElement>(`details[open] > ${LAZY_LIST}, ${LAZY_LIST}.menu-collapse-body:not([hidden])`)) fill(list).catch(() => {});
  return () => {};
}

/** The lazy list a click or pointer on `target` would open, and the element whose click opens it. */
function lazyCategory(target: EventTarget | null): { list: HTMLElement; trigger: HTMLElement } | undefined {
  if (!(target instanceof Element)) return undefined;
  const summary = target.closest<HTMLElement>('details[data-collapsible] > summary');
  if (summary) {
    const list = summary.parentElement!.querySelector<HTMLElement>(`:scope > ${LAZY_LIST}`);
    return list ? { list, trigger: summary } : undefined;
  }
  // A category with a page of its own: its link navigates, its caret button opens it.
  const head = target.closest<HTMLElement>('[data-collapsible] > .menu-category-head');
  if (!head || (target.closest('a') && !target.closest('[data-collapse-toggle]'))) return undefined;
  const list = head.parentElement!.querySelector<HTMLElement>(`:scope > ${LAZY_LIST}`);
  const trigger = head.querySelector<HTMLElement>('[data-collapse-toggle]');
  return list && trigger ? { list, trigger } : undefined;
}

const pending = new WeakSet<HTMLElement>();

function onClick(event: MouseEvent): void {
  const lazy = lazyCategory(event.target);
  if (!lazy) return;
  event.preventDefault();
  event.stopPropagation();
  if (pending.has(lazy.list)) return;
  pending.add(lazy.list);
  lazy.list.closest('li')?.setAttribute('aria-busy', 'true');
  fill(lazy.list)
    // Entries in place, the click goes on; after a failure the category stays closed, and the next click tries again.
    .then(() => lazy.trigger.isConnected && lazy.trigger.click(), () => {})
    .finally(() => {
      pending.delete(lazy.list);
      lazy.list.closest('li')?.removeAttribute('aria-busy');
    });
}

function ahead(event: Event): void {
  const lazy = lazyCategory(event.target);
  if (lazy) fill(lazy.list).catch(() => {});
}
