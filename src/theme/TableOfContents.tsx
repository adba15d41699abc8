import type { TocHeading } from '../shared/types.ts';
import { Breakable } from './Breakable.tsx';

interface TocNode {
  heading: TocHeading;
  children: TocNode[];
}

/**
 * Nests a flat heading list (h2, h3, h4, h2…) by depth: each heading goes under the last one above it of a smaller
 * depth, so a page whose TOC reaches h4 (`toc_max_heading_level: 4`) shows three levels.
 */
function nest(headings: readonly TocHeading[]): TocNode[] {
  const top: TocNode[] = [];
  const open: TocNode[] = [];
  for (const heading of headings) {
    for (let last = open.at(-1); last && last.heading.depth >= heading.depth; last = open.at(-1)) open.pop();
    const node = { heading, children: [] };
    (open.at(-1)?.children ?? top).push(node);
    open.push(node);
  }
  return top;
}

/** The headings' links, nested by level. */
export function TocTree({ headings }: { headings: readonly TocHeading[] }) {
  return <TocList nodes={nest(headings)} />;
}

function TocList({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="toc-list">
      {nodes.map(({ heading, children }) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="toc-link">
            <Breakable text={heading.text} />
          </a>
          {children.length > 0 && <TocList nodes={children} />}
        </li>
      ))}
    </ul>
  );
}

/** The desktop table of contents, beside the content. */
export function TableOfContents({ headings }: { headings: readonly TocHeading[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList nodes={nest(headings)} />
    </nav>
  );
}

/** The mobile variant: a collapsible 'On this page' above the content. */
export function TableOfContentsMobile({ headings }: { headings: readonly TocHeading[] }) {
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <TocList nodes={nest(headings)} />
    </details>
  );
}
