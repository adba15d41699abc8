import type { SiteData } from '../shared/site.ts';
import type { Page, PageView } from '../shared/types.ts';
import { markdownUrl } from '../shared/search.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Breakable } from './Breakable.tsx';
import { CopyPageMarkdown } from './CopyPageMarkdown.tsx';
import { DocSidebar } from './DocSidebar.tsx';
import { DocTags } from './DocTags.tsx';
import { LastUpdated } from './LastUpdated.tsx';
import { MAIN_ID } from './Layout.tsx';
import { Markdown } from './Markdown.tsx';
import { Pagination } from './Pagination.tsx';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents.tsx';
import { VisibilityBanners } from './VisibilityBanners.tsx';
import { hasOwnH1 } from './own-h1.ts';

/** A page with a sidebar: manual, API, template and sample pages. */
export function DocPage({ view, site }: { view: PageView; site: SiteData }) {
  const { page, body, nav, sidebar, updated, tags } = view;
  const fm = page.frontmatter;
  const showToc = !fm.hide_table_of_contents && page.headings.length > 0;
  const editUrl = editLink(page, site);
  const hideTitle = fm.hide_title === true && page.contentTitle === undefined;
  return (
    <div className="doc-layout">
      {sidebar && (
        <aside className="doc-sidebar">
          <DocSidebar items={sidebar} route={page.route} filter={page.kind === 'api' ? 'Filter the API Reference by name' : undefined} />
        </aside>
      )}
      <main id={MAIN_ID} className="doc-main" tabIndex={-1}>
        <div className={`doc-container${showToc ? ' with-toc' : ''}`}>
          <article className="doc-article">
            <VisibilityBanners frontmatter={fm} />
            {fm.breadcrumbs !== false && nav.breadcrumbs.length > 1 && <Breadcrumbs crumbs={nav.breadcrumbs} />}
            {/* As Docusaurus: the source's own `# Title` always shows; `hide_title` hides only the title the page is given. */}
            {!(hideTitle && hasOwnH1(body)) && (
              <h1 className={hideTitle ? 'sr-only' : 'doc-title'}>
                <Breakable text={page.contentTitle ?? page.title} />
              </h1>
            )}
            {/* An unlisted page has no Markdown copy: those are for assistants, which llms.txt leads to every page it lists. */}
            {fm.unlisted !== true && <CopyPageMarkdown href={markdownUrl(site.base, page.route)} />}
            {showToc && <TableOfContentsMobile headings={page.headings} />}
            {/* In the body, as an .mdx page's CSS is: client navigation puts it in place with the page. */}
            {page.math && site.assets.math && <link rel="stylesheet" href={site.assets.math} />}
            <div className="markdown">
              <Markdown tree={body} demos={site.demos} />
            </div>
            {tags && <DocTags tags={tags} />}
            {(editUrl || updated) && (
              <footer className="doc-footer">
                {editUrl && (
                  <a className="edit-link" href={editUrl} target="_blank" rel="noopener noreferrer">
                    Edit this page
                  </a>
                )}
                {updated && <LastUpdated updated={updated} lang={site.lang} />}
              </footer>
            )}
            <Pagination prev={nav.prev} next={nav.next} />
          </article>
          {showToc && <TableOfContents headings={page.headings} />}
        </div>
      </main>
    </div>
  );
}

/**
 * Where "Edit this page" goes: the page's `custom_edit_url` when its frontmatter has one (`null`, or an empty one,
 * for no link), otherwise the configured `editUrl` followed by the source's path.
 */
function editLink(page: Page, site: SiteData): string | undefined {
  const custom = page.frontmatter.custom_edit_url;
  if (custom !== undefined) return custom || undefined;
  return site.repository?.editUrl && page.sourceFile ? site.repository.editUrl + page.sourceFile : undefined;
}
