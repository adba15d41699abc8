// Stand-in for `@theme/Details`: a native `<details>` with docgen's `:::details` markup.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';

export default function Details({ summary, children, ...rest }: DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode }) {
  return (
    <details className="details" {...rest}>
      {/* As Docusaurus's: an element as it is, anything else inside a <summary> (where React shows a boolean as nothing). */}
      {isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>}
      {children}
    </details>
  );
}
