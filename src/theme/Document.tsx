import type { ReactNode } from 'react';
import { HIGHLIGHTER_CODE, META_NAMES, TRAILING_SLASH_ATTR } from '../shared/dom.ts';
import type { SiteData } from '../shared/site.ts';
import type { PageView } from '../shared/types.ts';
import { unreachable } from '../shared/unreachable.ts';
import { absoluteUrl } from '../shared/urls.ts';
import { MERMAID_ISLAND } from '../shared/mermaid.ts';
import { headScript } from './color-mode.ts';
import { DocPage } from './DocPage.tsx';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { StandalonePage } from './StandalonePage.tsx';
import { notFoundHeadScript } from './not-found-head.ts';
import { tabsHeadScript } from './tabs-head.ts';

export interface DocumentProps {
  view: PageView;
  site: SiteData;
  /** The rendered component of a `.tsx` page. */
  component?: ReactNode;
}

/** The layout of each kind of page inside the site's chrome. */
function PageBody({ view, site, component }: DocumentProps): ReactNode {
  switch (view.page.kind) {
    case 'doc':
    case 'api':
      return <DocPage view={view} site={site} />;
    case 'page':
      return <StandalonePage view={view} site={site} component={component} />;
    case '404':
      return <NotFoundPage site={site} />;
    default:
      return unreachable(view.page);
  }
}

/** The whole HTML document of one route. */
export function Document({ view, site, component }: DocumentProps) {
  const { page, card, sidebarId } = view;
  const title = `${page.kind === '404' ? 'Page not found' : page.title} | ${site.title}`;
  // A page's own `<head>` (an `.mdx` page's, src/render/markdown/mdx/page-head.ts): its title is the document's, and
  // its meta tags replace the theme's of the same name or property, as react-helmet does in Docusaurus.
  const own = new Set((page.head?.tags ?? []).flatMap(({ tagName, attributes }) => (tagName === 'meta' ? [attributes.name, attributes.property].filter((key) => typeof key === 'string') : [])));
  const ours = (key: string) => !own.has(key);
  // The Mermaid island's code, named only by the pages that show a diagram.
  const diagrams = page.diagrams && site.assets.mermaid;
  const description = page.description ?? page.excerpt ?? site.tagline;
  const canonical = absoluteUrl(site.url, page.route);
  return (
    <html lang={site.lang} dir={site.dir} data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{page.head?.title ?? title}</title>
        {description && ours('description') && <meta name="description" content={description} />}
        {page.frontmatter.keywords && ours('keywords') && <meta name="keywords" content={page.frontmatter.keywords.join(', ')} />}
        {page.kind === '404' ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
        {page.frontmatter.unlisted === true && <meta name="robots" content="noindex, nofollow" />}
        {ours('og:title') && <meta property="og:title" content={title} />}
        {description && ours('og:description') && <meta property="og:description" content={description} />}
        {ours('og:type') && <meta property="og:type" content={page.kind === 'page' && page.route === site.base ? 'website' : 'article'} />}
        {page.kind !== '404' && ours('og:url') && <meta property="og:url" content={canonical} />}
        {ours('og:site_name') && <meta property="og:site_name" content={site.title} />}
        {card && ours('og:image') && <meta property="og:image" content={card.src} />}
        {card && <meta property="og:image:alt" content={card.alt} />}
        {card?.generated && <meta property="og:image:width" content="1200" />}
        {card?.generated && <meta property="og:image:height" content="630" />}
        {ours('twitter:card') && <meta name="twitter:card" content="summary_large_image" />}
        {ours('twitter:title') && <meta name="twitter:title" content={title} />}
        {description && ours('twitter:description') && <meta name="twitter:description" content={description} />}
        <meta name={META_NAMES.build} content={site.buildId} />
        <meta name={META_NAMES.base} content={site.base} {...(site.trailingSlash && { [TRAILING_SLASH_ATTR]: '' })} />
        {site.favicon && <link rel="icon" href={site.favicon} />}
        {[...site.headTags, ...(page.head?.tags ?? [])].map(({ tagName: Tag, attributes, innerHTML }, i) => (
          <Tag key={i} {...attributes} {...(innerHTML !== undefined && { dangerouslySetInnerHTML: { __html: innerHTML } })} />
        ))}
        {/* The only render-blocking script: colour mode, announcement dismissal, tab choices and, on the not-found page, whether to hide its text, before first paint. */}
        <script
          dangerouslySetInnerHTML={{
            __html:
              headScript({ colorMode: site.colorMode, announcementId: site.announcementBar?.isCloseable ? site.announcementBar.id : undefined, base: site.base }) +
              ';' +
              tabsHeadScript() +
              (page.kind === '404' ? ';' + notFoundHeadScript(site.trailingSlash) : ''),
          }}
        />
        {site.analytics && <meta name={META_NAMES.gtag} content={site.analytics.trackingID} data-anonymize-ip={String(site.analytics.anonymizeIP)} />}
        <link rel="stylesheet" href={site.assets.css} />
        {site.assets.client && <script type="module" src={site.assets.client} />}
        {(site.assets.islands || view.module || diagrams) && (
          <meta
            name={META_NAMES.islands}
            content={JSON.stringify({
              ...site.assets.islands,
              ...(view.module && { [view.module.island.name]: view.module.island.url }),
              ...(view.module?.highlighter && { [HIGHLIGHTER_CODE]: view.module.highlighter }),
              ...(diagrams && { [MERMAID_ISLAND]: diagrams }),
            })}
          />
        )}
      </head>
      <body data-page-kind={page.kind} data-route={page.route} data-sidebar={sidebarId}>
        <Layout site={site} page={{ route: page.route, sidebar: sidebarId }}>
          <PageBody view={view} site={site} component={component} />
        </Layout>
      </body>
    </html>
  );
}
