// The browser entry. Every behaviour enhances server-rendered markup that already reads correctly without it; the
// document-level listeners are installed once and work for whatever page is shown, and `enhancePage` runs for each
// page (first load and every client-side navigation). React loads only with an island that needs it (./islands.ts).
import { META_NAMES, RUNTIME_GLOBAL, type DocgenRuntime } from '../shared/dom.ts';
import { setupAnalytics } from './analytics.ts';
import { setupAnnouncement } from './announcement.ts';
import { setupCollapsibles } from './collapsible.ts';
import { refreshColorModeToggles, setupColorMode } from './color-mode.ts';
import { addCopyButtons, setupCopyButtons } from './copy.ts';
import { setupDetails } from './details.ts';
import { hydrateIslands } from './islands.ts';
import { setupMobileSidebar } from './mobile-sidebar.ts';
import { setupDropdowns, setupHideOnScroll } from './navbar.ts';
import { observeLinks, setupPrefetch } from './prefetch.ts';
import { findPage } from './not-found.ts';
import { refreshPage, setupRouter } from './router.ts';
import { setupCopyMarkdown } from './search/copy-markdown.ts';
import { mountSearchPage, setupSearch, showPlatformShortcut } from './search/loader.ts';
import { enhanceTabs, setupTabs } from './tabs.ts';
import { setupToc } from './toc.ts';
import type {} from './browser-globals.d.ts';

// `refresh` is for docgen serve's live reload (./dev/live-reload.ts); `started` marks that the client ran.
const runtime: DocgenRuntime = { started: performance.now(), refresh: refreshPage };
window[RUNTIME_GLOBAL] = runtime;

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

/** Runs one setup step; a failing step is reported and the others still run. */
function step(name: string, fn: () => void): void {
  try {
    fn();
  } catch (error) {
    console.error(`[docgen] ${name} failed:`, error);
  }
}

function scrollSidebarToActive(): void {
  const link = document.querySelector<HTMLElement>('.doc-sidebar .menu-link.active');
  const menu = link?.closest<HTMLElement>('.doc-sidebar-menu');
  if (!link || !menu) return;
  const l = link.getBoundingClientRect();
  const m = menu.getBoundingClientRect();
  if (l.top < m.top || l.bottom > m.bottom) menu.scrollTop += l.top - m.top - m.height / 3;
}

function enhancePage(): void {
  step('tabs', enhanceTabs);
  step('colour mode', refreshColorModeToggles);
  step('sidebar', scrollSidebarToActive);
  step('table of contents', setupToc);
  step('copy buttons', () => addCopyButtons());
  step('islands', () => hydrateIslands());
  step('prefetch', observeLinks);
  step('search page', mountSearchPage);
  step('search shortcut', showPlatformShortcut);
}

step('colour mode', setupColorMode);
step('announcement', setupAnnouncement);
step('dropdowns', setupDropdowns);
step('mobile sidebar', setupMobileSidebar);
step('collapsibles', setupCollapsibles);
step('hide on scroll', setupHideOnScroll);
step('copy buttons', setupCopyButtons);
const base = meta(META_NAMES.base) || '/';
step('router', () => setupRouter({ base, buildId: meta(META_NAMES.build), onPage: enhancePage }));
let finding: Promise<void> | undefined;
step('not-found page', () => void (finding = findPage(base)));
step('prefetch', setupPrefetch);
step('search', setupSearch);
step('copy markdown', setupCopyMarkdown);
step('tabs', setupTabs);
enhancePage();
step('details', setupDetails);
step('analytics', () => setupAnalytics(!finding));
document.documentElement.dataset.hydrated = 'true';
