// The layout part of the whole-site crawl: at a phone width (390 px) and a laptop width (1280 px) a page must not
// scroll sideways, its h1 must not be cut, and every sidebar and table-of-contents entry must either show its whole
// name or be marked as shortened (an ellipsis from CSS and the full name in `title`). The crawl measures each page at
// both widths in the tab it already has open (a resize, not a second visit).
import type { Page } from 'playwright-core';

/**
 * Laptop first: the crawl's tab is at laptop size (the size the other checks see), so the page is measured there as it
 * loaded, then once resized to a phone's width.
 */
export const LAYOUT_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
const START = LAYOUT_WIDTHS[0];

export interface LayoutAtWidth {
  width: number;
  /** The document's scroll width; more than `width` means the page scrolls sideways. */
  scrollWidth: number;
  /** The viewport's width without a scrollbar. */
  clientWidth: number;
  /** The h1's text runs past its box or the viewport. */
  h1Cut: boolean;
  /** Navigation entries whose text is cut and not marked as shortened: `where: text`. */
  cutEntries: string[];
}

/**
 * Measures the page at each width, the sidebar (its categories opened, so every entry is laid out), the desktop or
 * mobile table of contents and, below desktop width, the mobile navigation drawer with its copy of the sidebar. The
 * tab ends at laptop size again, its page no longer shown: nothing of the page is used after measuring, and laying out
 * a whole page again only to go back to the starting size took about a seventh of the layout pass's CPU.
 */
export async function measureLayout(page: Page): Promise<LayoutAtWidth[]> {
  const out: LayoutAtWidth[] = [];
  for (const size of LAYOUT_WIDTHS) {
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    out.push(await page.evaluate(measureInPage, size.width));
  }
  await page.evaluate(() => document.documentElement.style.setProperty('display', 'none'));
  await page.setViewportSize(START);
  return out;
}

// Runs in the page, in one round trip (every read forces layout, so no frame needs to pass). (No functions held in
// names inside: tsx's keepNames would wrap them in a helper the page does not have.)
const measureInPage = (width: number): LayoutAtWidth => {
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const scrollWidth = doc.scrollWidth;
  // Below desktop width the navigation drawer opens (it copies the sidebar when it does; the page behind it stops
  // scrolling, hence the widths first); its slide-in is finished at once, so things are measured where they rest.
  const toggle = document.querySelector<HTMLElement>('.navbar-toggle');
  const drawer = !!toggle && toggle.getClientRects().length > 0;
  if (drawer) toggle.click();
  for (const animation of document.getAnimations()) animation.finish();
  // Every entry is measured, so hidden categories are opened first; nothing of this page is used afterwards.
  for (const details of document.querySelectorAll<HTMLDetailsElement>('.doc-sidebar-menu details, .toc-mobile')) details.open = true;
  for (const list of document.querySelectorAll<HTMLElement>('.doc-sidebar-menu [hidden]')) list.hidden = false;
  const h1 = document.querySelector('h1');
  const candidates: [Element, string][] = h1 && !h1.classList.contains('sr-only') ? [[h1, 'h1']] : [];
  const containers: [string, string][] = [
    ['.doc-sidebar .doc-sidebar-menu', 'sidebar'],
    ['.navbar-sidebar [data-secondary-menu]', 'drawer'],
    ['.toc', 'toc'],
    ['.toc-mobile', 'toc'],
  ];
  for (const [container, where] of containers) {
    if (where === 'drawer' && !drawer) continue;
    for (const el of document.querySelectorAll(`${container} :is(.menu-link, .menu-category-label, .toc-link)`)) candidates.push([el, where]);
  }
  const clips = new Map<Element, [number, number] | null>();
  let h1Cut = false;
  const cutEntries = new Set<string>();
  for (const [el, where] of candidates) {
    if (el.getClientRects().length === 0) continue;
    // Where the text is laid out…
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    if (rects.length === 0) continue;
    const textLeft = Math.min(...rects.map((r) => r.left));
    const textRight = Math.max(...rects.map((r) => r.right));
    // …against the part of the viewport where it can be seen: its own box if it clips, each clipping ancestor's box,
    // and the viewport. (Entries share their ancestors: each one's clip is read once.)
    let left = 0;
    let right = vw;
    for (let node: Element | null = el; node && node !== doc; node = node.parentElement) {
      let clip = clips.get(node);
      if (clip === undefined) {
        const left = getComputedStyle(node).overflowX === 'visible' ? undefined : node.getBoundingClientRect().left + node.clientLeft;
        clip = left === undefined ? null : [left, left + node.clientWidth];
        clips.set(node, clip);
      }
      if (!clip) continue;
      left = Math.max(left, clip[0]);
      right = Math.min(right, clip[1]);
    }
    if (textRight <= right + 1 && textLeft >= left - 1) continue;
    if (where === 'h1') {
      h1Cut = true;
      continue;
    }
    const text = (el.textContent ?? '').trim();
    // Shortened on purpose: CSS ends it in an ellipsis and the full name is in its title (and in its text, which
    // assistive technology reads).
    const marked = getComputedStyle(el).textOverflow === 'ellipsis' && el.getAttribute('title') === text;
    if (!marked) cutEntries.add(`${where}: ${text}`);
  }
  const result = { width, scrollWidth, clientWidth: vw, h1Cut, cutEntries: [...cutEntries] };
  if (drawer) document.querySelector<HTMLElement>('[data-close-sidebar]')?.click();
  return result;
};

/** What is wrong with a page's layout, one line per problem, naming the page and the width. */
export function layoutProblems(path: string, layout: LayoutAtWidth[]): string[] {
  const problems: string[] = [];
  for (const at of layout) {
    const where = `${path} at ${at.width} px`;
    if (at.scrollWidth > at.clientWidth) problems.push(`${where}: scrolls sideways (${at.scrollWidth} px wide in a ${at.clientWidth} px viewport)`);
    if (at.h1Cut) problems.push(`${where}: the h1 is cut`);
    for (const entry of at.cutEntries) problems.push(`${where}: ${entry.replace(/^(\w+): /, '$1 entry "')}" is cut and not marked as shortened`);
  }
  return problems;
}
