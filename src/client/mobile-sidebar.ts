// The mobile sidebar below 996 px: 'Toggle navigation bar' opens it, 'Close navigation bar', Escape, the
// backdrop or following a link close it, and it closes by itself when the viewport grows to desktop. While open it
// traps focus (the rest of the page is inert). On docs pages it shows the secondary menu — a copy of the page's docs
// sidebar — with '← Back to main menu' leading to the primary menu (the navbar items).
import { DESKTOP_MIN_WIDTH, MOBILE_SIDEBAR_ID } from '../shared/dom.ts';

const desktop = matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
let inerted: HTMLElement[] = [];

const sidebar = () => document.getElementById(MOBILE_SIDEBAR_ID);
const toggleButton = () => document.querySelector<HTMLElement>('.navbar-toggle');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')].filter(
    (el) => el.offsetParent !== null || el.getClientRects().length > 0,
  );
}

function showPanel(panel: 'primary' | 'secondary'): void {
  const el = sidebar();
  if (!el) return;
  el.dataset.show = panel;
  for (const p of el.querySelectorAll<HTMLElement>('[data-panel]')) p.hidden = p.dataset.panel !== panel;
}

export function openMobileSidebar(): void {
  const el = sidebar();
  const navbar = el?.closest<HTMLElement>('.navbar');
  if (!el || !navbar || !el.hidden) return;
  const secondary = el.querySelector<HTMLElement>('[data-secondary-menu]');
  const source = document.querySelector('.doc-sidebar .doc-sidebar-menu');
  if (secondary && source) secondary.replaceChildren(source.cloneNode(true));
  showPanel(secondary && source ? 'secondary' : 'primary');
  el.hidden = false;
  navbar.classList.add('sidebar-open');
  navbar.classList.remove('navbar-hidden');
  document.documentElement.classList.add('scroll-locked');
  toggleButton()?.setAttribute('aria-expanded', 'true');
  // Everything but the sidebar becomes inert: outside the navbar, and the navbar's own bar.
  inerted = [...document.body.children, ...navbar.children].filter(
    (node): node is HTMLElement => node instanceof HTMLElement && node !== navbar && node !== el && !node.contains(el) && !node.classList.contains('navbar-backdrop') && !node.inert && node.tagName !== 'SCRIPT' && node.tagName !== 'TEMPLATE',
  );
  for (const node of inerted) node.inert = true;
  el.querySelector<HTMLElement>('.navbar-sidebar-close')?.focus();
  el.querySelector('.menu-link.active')?.scrollIntoView({ block: 'center' });
}

export function closeMobileSidebar(restoreFocus = false): void {
  const el = sidebar();
  if (!el || el.hidden) return;
  el.hidden = true;
  el.closest('.navbar')?.classList.remove('sidebar-open');
  document.documentElement.classList.remove('scroll-locked');
  for (const node of inerted) node.inert = false;
  inerted = [];
  const toggle = toggleButton();
  toggle?.setAttribute('aria-expanded', 'false');
  if (restoreFocus) toggle?.focus();
}

export function setupMobileSidebar(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!target.closest) return;
    if (target.closest('.navbar-toggle')) return openMobileSidebar();
    if (target.closest('[data-close-sidebar]')) return closeMobileSidebar(true);
    if (target.closest('[data-back-to-main]')) {
      showPanel('primary');
      sidebar()?.querySelector<HTMLElement>('[data-panel="primary"] a, [data-panel="primary"] button')?.focus();
      return;
    }
    if (target.closest(`#${MOBILE_SIDEBAR_ID} a[href]`)) closeMobileSidebar();
  });
  document.addEventListener('keydown', (event) => {
    const el = sidebar();
    if (!el || el.hidden) return;
    if (event.key === 'Escape') return closeMobileSidebar(true);
    if (event.key !== 'Tab') return;
    const items = focusables(el);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !el.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !el.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
  desktop.addEventListener('change', (event) => event.matches && closeMobileSidebar());
}
