import type { TocHeading } from '../shared/types.ts';
import { Breakable } from './Breakable.tsx';

/** Nests a flat heading list (h2, h3, h3, h2…) by depth. */
function nest(headings: TocHeading[]): { heading: TocHeading; children: TocHeading[] }[] {
  const out: { heading: TocHeading; children: TocHeading[] }[] = [];
  const top = Math.min(...headings.map((h) => h.depth));
  for (const heading of headings) {
    if (heading.depth === top || !out.length) out.push({ heading, children: [] });
    else out[out.length - 1].children.push(heading);
  }
  return out;
}

function TocList({ headings }: { headings: TocHeading[] }) {
  return (
    <ul className="toc-list">
      {nest(headings).map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="toc-link">
            <Breakable text={heading.text} />
          </a>
          {children.length > 0 && (
            <ul className="toc-list">
              {children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`} className="toc-link">
                    <Breakable text={child.text} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The desktop table of contents, beside the content. */
export function TableOfContents({ headings }: { headings: TocHeading[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList headings={headings} />
    </nav>
  );
}

/** The mobile variant: a collapsible 'On this page' above the content. */
export function TableOfContentsMobile({ headings }: { headings: TocHeading[] }) {
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <TocList headings={headings} />
    </details>
  );
}
