import type { ReactNode } from 'react';

/** A content heading with a visible "#" link to itself, so readers can copy a link to any section. */
export function Heading({ as: Tag, id, children, ...rest }: { as: 'h2' | 'h3' | 'h4'; id?: string; children?: ReactNode }) {
  if (!id) return <Tag {...rest}>{children}</Tag>;
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to this section`}>
        #
      </a>
    </Tag>
  );
}
