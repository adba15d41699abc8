/**
 * Says, on the page itself, that an `unlisted` page is listed nowhere: it is shown to whoever has its address, but no
 * sidebar, search, sitemap or search engine leads to it. It stands above the content, outside it, so search and the
 * page's Markdown copy never read it.
 */
export function UnlistedBanner() {
  return (
    <aside className="admonition admonition-warning unlisted-banner" aria-label="Unlisted page">
      <p className="admonition-title">Unlisted page</p>
      <p>Only readers who have this page's address find it: it is left out of the sidebar, search and the sitemap, and search engines are asked not to index it.</p>
    </aside>
  );
}
