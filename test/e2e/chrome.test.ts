// Every element of the chrome on a manual page, an API-like page, a sample page with `::demo`, a template
// page and the not-found page, at 1280 px and 995 px, in light and dark mode; axe-core finds no serious or critical
// violation; a screenshot of each is written to .docgen-cache/screenshots.
import { describe, expect, it } from 'vitest';
import { axeViolations, openTab, screenshot, startSite, type Tab } from './helpers.ts';

const PAGES = [
  { name: 'manual', path: 'manual/Core', h1: 'Core', area: 'Manual', crumbs: true },
  { name: 'api', path: 'api/classes/Core', h1: 'Class: Core', area: 'API Reference', crumbs: true },
  { name: 'sample', path: 'samples/Gemini-XRObject', h1: 'XR Object', area: 'Samples', crumbs: true },
  { name: 'template', path: 'templates/Basic', h1: 'Basic', area: 'Templates', crumbs: true },
  { name: 'notfound', path: 'no/such/page', h1: 'Page not found', area: undefined, crumbs: false },
] as const;

const AREAS = ['Manual', 'API Reference', 'Templates', 'Samples'];

for (const width of [1280, 995]) {
  for (const mode of ['light', 'dark'] as const) {
    describe(`chrome at ${width}px, ${mode}`, () => {
      let tab: Tab;
      for (const p of PAGES) {
        it(`${p.name} page`, async () => {
          const site = await startSite();
          tab ??= await openTab({ viewport: { width, height: 800 }, colorScheme: mode });
          const { page } = tab;
          const response = await page.goto(site.url + p.path);
          await page.waitForSelector('html[data-hydrated]');
          expect(response!.status()).toBe(p.name === 'notfound' ? 404 : 200);
          expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
          const desktop = width >= 996;

          // Skip link: the first focusable element, moving focus to the main content.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
          await page.keyboard.press('Enter');
          expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

          // Announcement bar with its 'Close' button.
          await expect(page.getByRole('region', { name: 'Announcement' }).isVisible()).resolves.toBe(true);
          await expect(page.getByRole('button', { name: 'Close', exact: true }).isVisible()).resolves.toBe(true);

          // Navbar: the 'Main' landmark, brand linking to the base, the four areas, repository link, colour switch.
          const nav = page.getByRole('navigation', { name: 'Main' });
          await expect(nav.count()).resolves.toBe(1);
          const brand = nav.locator('.navbar-inner .navbar-brand');
          expect(await brand.getAttribute('href')).toBe('/docs/');
          expect(await brand.textContent()).toContain('XR Blocks');
          const toggle = nav.locator('.navbar-inner .color-mode-toggle');
          expect(await toggle.getAttribute('aria-label')).toBe(`Switch between dark and light mode (currently system mode)`);
          expect(await toggle.isEnabled()).toBe(true);
          const left = nav.locator('.navbar-left > li > a');
          expect(await left.allTextContents()).toEqual(AREAS);
          const active = nav.locator('.navbar-left a[aria-current="page"]');
          expect(await active.allTextContents()).toEqual(p.area ? [p.area] : []);
          expect(await nav.locator('.navbar-inner button[aria-label="Languages: English"]').isVisible()).toBe(desktop);
          expect(await nav.locator('.navbar-inner button[aria-label="Versions: Next"]').isVisible()).toBe(desktop);
          const mobileToggle = nav.getByRole('button', { name: 'Toggle navigation bar' });
          expect(await mobileToggle.isVisible()).toBe(!desktop);
          expect(await left.first().isVisible()).toBe(desktop);
          expect(await nav.getByRole('link', { name: 'GitHub' }).first().isVisible()).toBe(desktop);

          // One h1; docs page parts.
          expect(await page.locator('h1').allTextContents()).toEqual([p.h1]);
          if (p.name !== 'notfound') {
            const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
            expect(await breadcrumbs.getByRole('link', { name: 'Home page' }).getAttribute('href')).toBe('/docs/');
            expect(await page.locator('.doc-sidebar').isVisible()).toBe(desktop);
            expect(await page.locator('.doc-sidebar .menu-link[aria-current="page"]').count()).toBe(1);
            expect(await page.getByRole('navigation', { name: 'On this page' }).isVisible()).toBe(desktop);
            expect(await page.locator('details.toc-mobile > summary').isVisible()).toBe(!desktop);
            expect(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toMatch(/^https:\/\/github\.com\/google\/xrblocks\/edit\/main\/content\/docs\//);
            expect(await page.getByRole('navigation', { name: 'Docs pages' }).count()).toBe(1);
          } else {
            const links = page.locator('main .not-found-areas a');
            expect(await links.allTextContents()).toEqual(AREAS);
          }
          if (p.name === 'sample' || p.name === 'template') {
            const run = page.getByRole('button', { name: p.name === 'sample' ? 'Run sample' : 'Run template' });
            expect(await run.isVisible()).toBe(true);
            expect(await page.locator('iframe').count()).toBe(0);
          }

          // Footer: link columns, the logo for the current mode, copyright.
          const footer = page.locator('footer.footer');
          expect(await footer.locator('.footer-column-title').allTextContents()).toEqual(['Learn', 'Project']);
          expect(await footer.locator('.logo:visible').getAttribute('src')).toBe(mode === 'dark' ? '/docs/img/logo-dark.svg' : '/docs/img/logo.svg');
          expect(await footer.textContent()).toContain('Apache License 2.0');

          // The mobile sidebar: primary menu, secondary menu with the back button, close button.
          if (!desktop) {
            await mobileToggle.click();
            const sidebar = page.locator('#mobile-sidebar');
            await expect(sidebar.getByRole('button', { name: 'Close navigation bar' }).isVisible()).resolves.toBe(true);
            if (p.name !== 'notfound') {
              await expect(sidebar.getByRole('button', { name: '← Back to main menu' }).isVisible()).resolves.toBe(true);
              await screenshot(page, `${p.name}-${width}-${mode}-sidebar`);
              await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
            }
            expect(await sidebar.locator('[data-panel="primary"] > .menu-list > li > a').allTextContents()).toEqual([...AREAS, 'GitHub']);
            expect(await sidebar.locator('[data-panel="primary"] .menu-category-label').allTextContents()).toEqual(['Guides', 'Versions', 'Languages']);
            await screenshot(page, `${p.name}-${width}-${mode}-menu`);
            await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
          }

          expect(await axeViolations(page)).toEqual([]);
          await page.evaluate(() => scrollTo(0, 0));
          await screenshot(page, `${p.name}-${width}-${mode}`);
          tab.allow(/status of 404/);
          tab.check();
        });
      }
    });
  }
}
