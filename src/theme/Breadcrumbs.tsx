import type { Crumb } from '../shared/types.ts';
import { Breakable } from './Breakable.tsx';

export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const [home, ...rest] = crumbs;
  if (!home) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <a href={home.href} className="breadcrumb-home" aria-label="Home page">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" />
            </svg>
          </a>
        </li>
        {rest.map((crumb, i) => {
          const last = i === rest.length - 1;
          return (
            <li key={i} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? (
                <a href={crumb.href}>
                  <Breakable text={crumb.label} />
                </a>
              ) : (
                <span>
                  <Breakable text={crumb.label} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
