import type { SidebarItem } from '../shared/types.ts';
import { CaretButton, ExternalIcon } from './Navbar.tsx';

/**
 * The docs sidebar. Categories without a page of their own are native <details>, so they open and close without
 * JavaScript (the client animates them); categories with a page have the link plus a caret button. The ones on the
 * way to the current page start open, and the current page is marked with aria-current (the client scrolls it into
 * view).
 */
export function DocSidebar({ items, route, label = 'Docs sidebar' }: { items: SidebarItem[]; route: string; label?: string }) {
  return (
    <nav className="doc-sidebar-menu" aria-label={label}>
      <SidebarList items={items} route={route} level={1} />
    </nav>
  );
}

function SidebarList({ items, route, level, hidden }: { items: SidebarItem[]; route: string; level: number; hidden?: boolean }) {
  return (
    <ul className={`menu-list menu-level-${level}${hidden !== undefined ? ' menu-collapse-body' : ''}`} hidden={hidden || undefined}>
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
    if (!item.collapsible) {
      return (
        <li className="menu-category">
          <div className="menu-category-head">{item.href ? <CategoryLink item={item} current={current} /> : <span className="menu-category-label">{item.label}</span>}</div>
          <SidebarList items={item.items} route={route} level={level + 1} />
        </li>
      );
    }
    if (item.href) {
      return (
        <li className="menu-category" data-collapsible="">
          <div className="menu-category-head">
            <CategoryLink item={item} current={current} />
            <CaretButton expanded={open} expand={`Expand sidebar category '${item.label}'`} collapse={`Collapse sidebar category '${item.label}'`} />
          </div>
          <SidebarList items={item.items} route={route} level={level + 1} hidden={!open} />
        </li>
      );
    }
    return (
      <li className="menu-category">
        <details open={open || undefined} data-collapsible="">
          <summary className="menu-category-head">
            <span className="menu-category-label">{item.label}</span>
          </summary>
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

function CategoryLink({ item, current }: { item: Extract<SidebarItem, { type: 'category' }>; current: boolean }) {
  return (
    <a className={`menu-link${current ? ' active' : ''}`} href={item.href} aria-current={current ? 'page' : undefined}>
      {item.label}
    </a>
  );
}

function contains(items: SidebarItem[], route: string): boolean {
  return items.some((item) => (item.type === 'category' ? item.href === route || contains(item.items, route) : item.href === route));
}
