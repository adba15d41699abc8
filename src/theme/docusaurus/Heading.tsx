// Stand-in for `@theme/Heading`: docgen's heading, with its "#" link when it has an id.
import type { ReactNode } from 'react';
import { Heading as DocgenHeading } from '../Heading.tsx';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: Tag, id, children, ...rest }: { as: Level; id?: string; children?: ReactNode }) {
  if (Tag === 'h2' || Tag === 'h3' || Tag === 'h4') return <DocgenHeading as={Tag} id={id} {...rest}>{children}</DocgenHeading>;
  return <Tag id={id} {...rest}>{children}</Tag>;
}
