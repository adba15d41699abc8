import { isNavbarLink, type SiteData } from '../shared/site.ts';
import { MAIN_ID } from './Layout.tsx';

/** Shown for every unknown path (served as 404.html with status 404). */
export function NotFoundPage({ site }: { site: SiteData }) {
  const areas = site.navbar.items.filter(isNavbarLink).filter((item) => !item.external);
  return (
    <main id={MAIN_ID} className="standalone-main not-found" tabIndex={-1}>
      <article className="standalone-article">
        <h1 className="doc-title">Page not found</h1>
        <p>There is no page at this address. It may have moved when the docs were reorganised, or the link that led here has a typo.</p>
        <p>
          Try one of the main areas of the documentation, or start from the <a href={site.home}>home page</a>:
        </p>
        <ul className="not-found-areas">
          {areas.map((item) => (
            <li key={item.configPath}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </article>
    </main>
  );
}
