// Stand-in for `@theme/TOCCollapsible`: the headings of `toc` in a box that opens, "On this page", as docgen's own
// table of contents shows on narrow screens (./TOCInline.tsx reads the props).
import { TocTree } from '../TableOfContents.tsx';
import { headingsOf, type TocItem } from './TOCInline.tsx';

export default function TOCCollapsible(props: { toc: readonly TocItem[]; minHeadingLevel?: number; maxHeadingLevel?: number; className?: string }) {
  return (
    <details className={`toc-collapsible${props.className ? ` ${props.className}` : ''}`}>
      <summary>On this page</summary>
      <TocTree headings={headingsOf(props)} />
    </details>
  );
}
