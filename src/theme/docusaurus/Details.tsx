// Stand-in for `@theme/Details`: a native `<details>` with docgen's `:::details` markup.
import type { DetailsHTMLAttributes, ReactNode } from 'react';

export default function Details({ summary, children, ...rest }: DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode }) {
  return (
    <details className="details" {...rest}>
      {typeof summary === 'string' || summary === undefined ? <summary>{summary ?? 'Details'}</summary> : summary}
      {children}
    </details>
  );
}
