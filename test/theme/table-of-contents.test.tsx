// The table of contents nests headings by depth, however many levels a page's TOC reaches.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableOfContents } from '../../src/theme/TableOfContents.tsx';

const heading = (depth: number, id: string) => ({ depth, id, text: id });
const links = (html: string) => html.replace(/<a href="#([^"]+)" class="toc-link">[^<]*<\/a>/g, '$1').replace(/<\/?li>/g, '').replace(/<ul class="toc-list">/g, '[').replace(/<\/ul>/g, ']');

describe('table of contents', () => {
  it('puts each heading under the last one of a smaller depth', () => {
    const html = renderToStaticMarkup(<TableOfContents headings={[heading(2, 'a'), heading(3, 'b'), heading(4, 'c'), heading(3, 'd'), heading(2, 'e'), heading(4, 'f')]} />);
    expect(links(html.slice(html.indexOf('<ul'), html.lastIndexOf('</nav>')))).toBe('[a[b[c]d]e[f]]');
  });

  it('keeps headings of one depth side by side, even before the first of a smaller depth', () => {
    const html = renderToStaticMarkup(<TableOfContents headings={[heading(3, 'a'), heading(3, 'b'), heading(2, 'c'), heading(3, 'd')]} />);
    expect(links(html.slice(html.indexOf('<ul'), html.lastIndexOf('</nav>')))).toBe('[abc[d]]');
  });
});
