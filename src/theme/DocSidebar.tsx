import type { SidebarItem } from '../shared/types.ts';
import { ExternalIcon } from './Navbar.tsx';

/**
 * The docs sidebar. Categories are native <details>, so they open and close without JavaScript; the ones on the way
 * to the current page start open, and the current page is marked with aria-current.
 */
export function DocSidebar({ items, route, label = 'Docs sidebar' }: { items: SidebarItem[]; route: string; label?: string }) {
  return (
    <nav className="doc-sidebar-menu" aria-label={label}>
      <SidebarList items={items} route={route} level={1} />
    </nav>
  );
}

function SidebarList({ items, route, level }: { items: SidebarItem[]; route: string; level: number }) {
  return (
    <ul className={`menu-list menu-level-${level}`}>
      {items.map((item, i) => (
        <SidebarEntry key={`${item.label}-${i}`} item={item} route={route} level={level} />
      ))}
    </ul>
  );
}

function SidebarEntry({ item, route, level }: { item: SidebarItem; route: string; level: number }) {
  if (item.type === 'category') {
    const current = item.href === route;
    const open = current || contains(item.items, route) || !item.collapsed || !item.collapsible;
    const label = item.href ? (
      <a className={`menu-link${current ? ' active' : ''}`} href={item.href} aria-current={current ? 'page' : undefined}>
        {item.label}
      </a>
    ) : (
      <span className="menu-category-label">{item.label}</span>
    );
    if (!item.collapsible) {
      return (
        <li className="menu-category">
          <div className="menu-category-head">{label}</div>
          <SidebarList items={item.items} route={route} level={level + 1} />
        </li>
      );
    }
    return (
      <li className="menu-category">
        <details open={open || undefined}>
          <summary className="menu-category-head">{label}</summary>
          <SidebarList items={item.items} route={route} level={level + 1} />
        </details>
      </li>
    );
  }
  const current = item.type === 'doc' && item.href === route;
  const external = item.type === 'link' && item.external;
  return (
    <li>
      <a
        className={`menu-link${current ? ' active' : ''}`}
        href={item.href}
        aria-current={current ? 'page' : undefined}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {external && <ExternalIcon />}
      </a>
    </li>
  );
}

function contains(items: SidebarItem[], route: string): boolean {
  return items.some((item) => (item.type === 'category' ? item.href === route || contains(item.items, route) : item.href === route));
}
