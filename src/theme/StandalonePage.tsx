import type { ReactNode } from 'react';
import type { SiteData } from '../shared/site.ts';
import type { PageView } from '../shared/types.ts';
import { LastUpdated } from './LastUpdated.tsx';
import { MAIN_ID } from './Layout.tsx';
import { Markdown } from './Markdown.tsx';
import { VisibilityBanners } from './VisibilityBanners.tsx';
import { hasOwnH1 } from './own-h1.ts';

/** A page outside the docs (no sidebar): markdown pages and React component pages. */
export function StandalonePage({ view, site, component }: { view: PageView; site: SiteData; component?: ReactNode }) {
  const { page, body, updated } = view;
  return (
    <main id={MAIN_ID} className="standalone-main" tabIndex={-1}>
      <article className="standalone-article">
        {component ?? (
          <>
            <VisibilityBanners frontmatter={page.frontmatter} />
            {!(page.frontmatter.hide_title && hasOwnH1(body)) && <h1 className={page.frontmatter.hide_title ? 'sr-only' : 'doc-title'}>{page.title}</h1>}
            <div className="markdown">
              <Markdown tree={body} demos={site.demos} />
            </div>
            {updated && (
              <footer className="doc-footer">
                <LastUpdated updated={updated} lang={site.lang} />
              </footer>
            )}
          </>
        )}
      </article>
    </main>
  );
}
