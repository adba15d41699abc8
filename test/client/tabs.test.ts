// @vitest-environment happy-dom
// Tab sets in the browser: arrow keys, Home and End move focus and choice together (wrapping, mirrored right to
// left), a click chooses, and a set with a groupId keeps its choice and makes every set of its group follow.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enhanceTabs, revealTab, setupTabs } from '../../src/client/tabs.ts';
import { TAB_CLASSES, TABS_READY_ATTR, TABS_STORAGE_KEY } from '../../src/shared/tabs.ts';

/** A tab set as the markdown pipeline writes it (src/render/markdown/features/tabs.ts). */
function tabSet(labels: string[], group?: string): string {
  const tabs = labels.map((l) => `<button type="button" role="tab" class="${TAB_CLASSES.tab}" data-value="${l}">${l}</button>`).join('');
  const panels = labels.map((l) => `<div role="tabpanel" class="${TAB_CLASSES.panel}" data-value="${l}"><p id="in-${l}">${l} text</p></div>`).join('');
  return `<div class="${TAB_CLASSES.set}"${group ? ` data-group="${group}"` : ''}><div role="tablist" class="${TAB_CLASSES.list}">${tabs}</div>${panels}</div>`;
}

const sets = () => [...document.querySelectorAll(`.${TAB_CLASSES.set}`)];
const tabsOf = (set: Element) => [...set.querySelectorAll<HTMLButtonElement>(`.${TAB_CLASSES.tab}`)];
/** The chosen label of a set, checked against its tabs' state and its panels' visibility. */
function chosen(set: Element): string | undefined {
  const selected = tabsOf(set).filter((t) => t.getAttribute('aria-selected') === 'true');
  const shown = [...set.querySelectorAll<HTMLElement>(`.${TAB_CLASSES.panel}`)].filter((p) => !p.hidden);
  expect(selected.map((t) => t.dataset.value)).toEqual(shown.map((p) => p.dataset.value));
  expect(selected.map((t) => t.tabIndex)).toEqual(selected.map(() => 0));
  return selected[0]?.dataset.value;
}
function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

beforeAll(() => setupTabs());
beforeEach(() => localStorage.clear());

describe('tab sets', () => {
  it('show their first tab, or the remembered choice of their group', () => {
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ pm: 'yarn' }));
    document.body.innerHTML = tabSet(['a', 'b']) + tabSet(['npm', 'yarn'], 'pm') + tabSet(['npm', 'pnpm'], 'pm');
    enhanceTabs();
    expect(sets().map(chosen)).toEqual(['a', 'yarn', 'npm']);
    expect(sets().every((s) => s.hasAttribute(TABS_READY_ATTR))).toBe(true);
  });

  it('move focus and choice with the arrow keys, wrapping, and jump with Home and End', () => {
    document.body.innerHTML = tabSet(['a', 'b', 'c']);
    enhanceTabs();
    const [set] = sets();
    const [a, b, c] = tabsOf(set!);
    expect(press(a!, 'ArrowRight').defaultPrevented).toBe(true);
    expect([chosen(set!), document.activeElement]).toEqual(['b', b]);
    press(b!, 'ArrowRight');
    press(c!, 'ArrowRight');
    expect([chosen(set!), document.activeElement]).toEqual(['a', a]);
    press(a!, 'ArrowLeft');
    expect(chosen(set!)).toBe('c');
    press(c!, 'Home');
    expect(chosen(set!)).toBe('a');
    press(a!, 'End');
    expect(chosen(set!)).toBe('c');
  });

  it('mirror the arrow keys right to left, and leave other keys and shortcuts to the browser', () => {
    document.body.innerHTML = `<div style="direction: rtl">${tabSet(['a', 'b', 'c'])}</div>`;
    enhanceTabs();
    const [set] = sets();
    const [a] = tabsOf(set!);
    press(a!, 'ArrowLeft');
    expect(chosen(set!)).toBe('b');
    const [, b] = tabsOf(set!);
    expect(press(b!, 'ArrowLeft', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(b!, 'Enter').defaultPrevented).toBe(false);
    expect(chosen(set!)).toBe('b');
  });

  it('choose on click, and a grouped choice is kept and followed by every set of the group', () => {
    document.body.innerHTML = tabSet(['npm', 'yarn'], 'pm') + tabSet(['x', 'y']) + tabSet(['npm', 'yarn', 'pnpm'], 'pm');
    enhanceTabs();
    tabsOf(sets()[0]!)[1]!.click();
    expect(sets().map(chosen)).toEqual(['yarn', 'x', 'yarn']);
    expect(JSON.parse(localStorage.getItem(TABS_STORAGE_KEY)!)).toEqual({ pm: 'yarn' });
    tabsOf(sets()[2]!)[2]!.click();
    // The first set has no pnpm variant: it keeps what it shows.
    expect(sets().map(chosen)).toEqual(['yarn', 'x', 'pnpm']);
  });

  it('follow a choice made in another browser tab', () => {
    document.body.innerHTML = tabSet(['npm', 'yarn'], 'pm');
    enhanceTabs();
    localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify({ pm: 'yarn' }));
    dispatchEvent(new StorageEvent('storage', { key: TABS_STORAGE_KEY }));
    expect(chosen(sets()[0]!)).toBe('yarn');
  });

  it('show the panel holding the target of a link, and say whether that changed the page', () => {
    document.body.innerHTML = tabSet(['a', 'b']);
    enhanceTabs();
    expect(revealTab(document.getElementById('in-b')!)).toBe(true);
    expect(chosen(sets()[0]!)).toBe('b');
    expect(revealTab(document.getElementById('in-b')!)).toBe(false);
  });
});
