// Stand-in for `@theme/Admonition`: the same markup as docgen's `:::note` blocks, so both spellings look and read alike.
// A type Docusaurus does not know is drawn as an info, as Docusaurus draws it.
import type { ReactNode } from 'react';
import { admonition, admonitionOf } from '../../shared/admonitions.ts';

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const drawn = admonitionOf(type) ?? admonition('info');
  return (
    <div className={drawn.classes.join(' ')}>
      <p className="admonition-title">{title ?? drawn.title}</p>
      {children}
    </div>
  );
}
