// Tab sets (`::::tabs`): ARIA tabs. Click or arrow keys, Home and End choose a tab (focus and choice move together:
// the panels are already there). A set with a `groupId` keeps its choice in localStorage, and every set of the same
// group follows it, on this page, on pages opened later (the head script shows it before first paint) and in other
// open browser tabs.
import { TAB_CLASSES, TABS_READY_ATTR, TABS_STORAGE_KEY } from '../shared/tabs.ts';

const SET = `.${TAB_CLASSES.set}`;
const TAB = `.${TAB_CLASSES.tab}`;

function choices(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function remember(group: string, value: string): void {
  try {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ ...choices(), [group]: value }));
  } catch {
    /* storage blocked or full: the choice holds for this page only */
  }
}

const tabsOf = (set: Element) => [...set.querySelectorAll<HTMLButtonElement>(`:scope > .${TAB_CLASSES.list} > ${TAB}`)];
const panelsOf = (set: Element) => [...set.querySelectorAll<HTMLElement>(`:scope > .${TAB_CLASSES.panel}`)];

/** Shows the variant labelled `value` in one set; false when the set has no such variant. */
function show(set: Element, value: string): boolean {
  const tabs = tabsOf(set);
  if (!tabs.some((t) => t.dataset.value === value)) return false;
  for (const tab of tabs) {
    const on = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of panelsOf(set)) {
    panel.hidden = panel.dataset.value !== value;
  }
  set.setAttribute(TABS_READY_ATTR, '');
  return true;
}

/** Shows `value` in every set of `group` on the page. */
function showGroup(group: string, value: string): void {
  for (const set of document.querySelectorAll(`${SET}[data-group="${CSS.escape(group)}"]`)) show(set, value);
}

/**
 * The reader chose a tab: its set shows it, and for a group every set of the group does and the choice is kept.
 * The chosen tab stays where it was on screen although sets above it may change height.
 */
function choose(tab: HTMLElement): void {
  const set = tab.closest(SET);
  const value = tab.dataset.value;
  if (!set || value === undefined) return;
  const group = set.getAttribute('data-group');
  const top = tab.getBoundingClientRect().top;
  if (group) {
    remember(group, value);
    showGroup(group, value);
  } else show(set, value);
  const moved = tab.getBoundingClientRect().top - top;
  if (moved) scrollBy(0, moved);
}

/** Shows the panel holding `element` (a link's target); true when that changed the page. */
export function revealTab(element: Element): boolean {
  let changed = false;
  for (let panel = element.closest<HTMLElement>(`.${TAB_CLASSES.panel}`); panel; panel = panel.parentElement?.closest<HTMLElement>(`.${TAB_CLASSES.panel}`) ?? null) {
    const set = panel.parentElement;
    // Before the client takes a set over (a page just swapped in), only its first panel shows, through the stylesheet.
    const shown = set?.hasAttribute(TABS_READY_ATTR) && !panel.hidden;
    if (!shown && set && panel.dataset.value !== undefined) changed = show(set, panel.dataset.value) || changed;
  }
  return changed;
}

/**
 * Every set on the page shows its group's remembered choice, or its first tab. Runs for each page shown; a set
 * already taken over (one that holds a link's target, shown first) keeps its tab.
 */
export function enhanceTabs(): void {
  const remembered = choices();
  for (const set of document.querySelectorAll(`${SET}:not([${TABS_READY_ATTR}])`)) {
    const group = set.getAttribute('data-group');
    const first = tabsOf(set)[0]?.dataset.value;
    if (!(group && remembered[group] !== undefined && show(set, remembered[group])) && first !== undefined) show(set, first);
  }
}

export function setupTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>(`${SET} ${TAB}`);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest?.<HTMLButtonElement>(`${SET} ${TAB}`);
    const set = tab?.closest(SET);
    if (!tab || !set || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = tabsOf(set);
    const i = tabs.indexOf(tab);
    const forward = getComputedStyle(tab).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next = { [forward]: tabs[(i + 1) % tabs.length], [back]: tabs[(i - 1 + tabs.length) % tabs.length], Home: tabs[0], End: tabs.at(-1) }[event.key];
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(next);
  });
  // A choice made in another browser tab.
  addEventListener('storage', (event) => {
    if (event.key !== TABS_STORAGE_KEY) return;
    for (const [group, value] of Object.entries(choices())) showGroup(group, value);
  });
}
