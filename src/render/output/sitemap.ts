import type { Page, PageUpdated } from '../../shared/types.ts';
import { absoluteUrl } from '../../shared/urls.ts';

/**
 * sitemap.xml of every readable page (the not-found page, drafts and unlisted pages are not in it), with the date of
 * its source's last commit as `<lastmod>` where git gave one.
 */
export function sitemapXml(siteUrl: string, pages: Iterable<Page>, updated: ReadonlyMap<string, PageUpdated>): string {
  const urls = [...pages]
    .filter((p) => p.kind !== '404' && p.frontmatter.unlisted !== true)
    .map((p) => {
      const date = updated.get(p.route);
      const lastmod = date?.kind === 'date' ? `<lastmod>${date.date}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(siteUrl, p.route))}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
