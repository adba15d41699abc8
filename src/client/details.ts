// Link targets inside collapsed content: a link to an anchor inside a closed `<details>` (a `:::details` block) or
// inside a tab that is not shown opens it, on the first load, on a jump within the page (hashchange) and on a
// client-side navigation (the router calls `revealTarget` before scrolling). For printing, every closed `<details>`
// opens and closes again afterwards: the stylesheet's print rules cannot open one in every browser.
import { enhanceTabs, revealTab } from './tabs.ts';

/**
 * Opens what hides `element`: closed `<details>` around it and hidden tab panels. True when anything opened. Every
 * tab set of a page just swapped in takes its remembered choice first, so that nothing above the target changes
 * height after the scroll to it.
 */
export function revealTarget(element: Element): boolean {
  enhanceTabs();
  let changed = revealTab(element);
  for (let details = element.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    // A target that is the summary itself is visible already.
    if (!details.open && !(element.closest('summary')?.parentElement === details)) {
      details.open = true;
      changed = true;
    }
  }
  return changed;
}

function revealHash(): void {
  let id = location.hash.slice(1);
  if (!id) return;
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep it raw */
  }
  const target = document.getElementById(id);
  // The browser scrolled before the target could be seen (or not at all): scroll again now that it shows.
  if (target && revealTarget(target)) target.scrollIntoView();
}

export function setupDetails(): void {
  revealHash();
  addEventListener('hashchange', revealHash);
  let opened: HTMLDetailsElement[] = [];
  addEventListener('beforeprint', () => {
    opened = [...document.querySelectorAll<HTMLDetailsElement>('.markdown details:not([open])')];
    for (const details of opened) details.open = true;
  });
  addEventListener('afterprint', () => {
    for (const details of opened) details.open = false;
    opened = [];
  });
}
