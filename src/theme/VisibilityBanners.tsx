// The notes Docusaurus puts at the top of a page that is `unlisted` or a `draft` (theme-classic's ContentVisibility),
// with its wording and in its place: above the breadcrumbs, as a caution admonition. They stand outside the page's
// content, so search and the page's Markdown copy never read them. A draft is built only while authoring
// (`docgen serve`), so only there is its note seen.
import type { Frontmatter } from '../shared/types.ts';
import { admonition } from '../shared/admonitions.ts';

const CAUTION = admonition('caution').classes.join(' ');

export function VisibilityBanners({ frontmatter }: { frontmatter: Frontmatter }) {
  return (
    <>
      {frontmatter.unlisted === true && (
        <aside className={`${CAUTION} visibility-banner unlisted-banner`} aria-label="Unlisted page">
          <p className="admonition-title">Unlisted page</p>
          <p>This page is unlisted. Search engines will not index it, and only users having a direct link can access it.</p>
        </aside>
      )}
      {frontmatter.draft === true && (
        <aside className={`${CAUTION} visibility-banner draft-banner`} aria-label="Draft page">
          <p className="admonition-title">Draft page</p>
          <p>This page is a draft. It will only be visible in dev and be excluded from the production build.</p>
        </aside>
      )}
    </>
  );
}
