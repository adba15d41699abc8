import type { ReactNode } from 'react';
import type { SiteData } from '../shared/site.ts';
import type { Page } from '../shared/types.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

export const MAIN_ID = 'main-content';

/** The chrome around every page: skip link, announcement bar, navbar, main region, footer. */
export function Layout({ site, page, children }: { site: SiteData; page: Page; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      {site.announcementBar && <AnnouncementBar bar={site.announcementBar} />}
      <Navbar site={site} page={page} />
      <div className="page-wrapper">{children}</div>
      {site.footer && <Footer footer={site.footer} />}
    </>
  );
}
