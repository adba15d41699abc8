import type { ReactNode } from 'react';
import type { SiteData } from '../shared/site.ts';
import { ANNOUNCER_ID, MAIN_ID } from '../shared/dom.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { BaseUrlBanner, ScreenTemplates } from './ErrorScreens.tsx';
import { Footer } from './Footer.tsx';
import { Navbar, type NavbarPlace } from './Navbar.tsx';

export { MAIN_ID };

/**
 * The chrome around every page: the skip link (the first focusable element), announcement bar, navbar, the page, the
 * footer; then the live region for route announcements and the templates of the error screens and base-URL banner.
 */
export function Layout({ site, page, children }: { site: SiteData; page: NavbarPlace; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} page={page} />
      <div className="page-wrapper">{children}</div>
      {site.footer && <Footer footer={site.footer} />}
      <div id={ANNOUNCER_ID} className="sr-only" aria-live="assertive" aria-atomic="true" />
      <ScreenTemplates />
      <BaseUrlBanner base={site.base} />
    </>
  );
}
