import type { PageNav } from '../shared/types.ts';
import { Breakable } from './Breakable.tsx';

export function Pagination({ prev, next }: Pick<PageNav, 'prev' | 'next'>) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev ? (
        <a className="pagination-link pagination-prev" href={prev.href} rel="prev">
          <span className="pagination-sub">Previous</span>
          <span className="pagination-label">
            « <Breakable text={prev.label} />
          </span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sub">Next</span>
          <span className="pagination-label">
            <Breakable text={next.label} /> »
          </span>
        </a>
      )}
    </nav>
  );
}
