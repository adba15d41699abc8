// Stand-in for `@theme/Admonition`: the same markup as docgen's `:::note` blocks, so both spellings look and read alike.
import type { ReactNode } from 'react';

const TITLES: Record<string, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Warning' };

export default function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  // Docusaurus reads `caution` as `warning`.
  const kind = type === 'caution' ? 'warning' : type in TITLES ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}`}>
      <p className="admonition-title">{title ?? TITLES[kind]}</p>
      {children}
    </div>
  );
}
