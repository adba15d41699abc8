// Stand-ins for `@theme/TOCInline` and `@theme/TOCCollapsible`: a table of contents inside the page's content, of
// the headings of `toc` (the page's own, or a partial's) between the heading levels given (Docusaurus's defaults
// when not: the site's), nested by level, with the look of docgen's own table of contents.
import { TocTree } from '../TableOfContents.tsx';
import type { TocHeading } from '../../shared/types.ts';

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

interface Props {
  toc: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

export function headingsOf({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: Props): TocHeading[] {
  return toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel).map((item) => ({ depth: item.level, id: item.id, text: item.value }));
}

export default function TOCInline(props: Props) {
  return (
    <div className={`toc-inline${props.className ? ` ${props.className}` : ''}`}>
      <TocTree headings={headingsOf(props)} />
    </div>
  );
}
