import { createContext, useContext } from 'react';
import type { SidebarItem } from '../shared/types.ts';
import { Breakable } from './Breakable.tsx';
import { Island } from './Island.tsx';
import { CaretButton, ExternalIcon } from './Navbar.tsx';
import { NO_LINK_CHECK_ATTR, SIDEBAR_FRAGMENT_ATTR } from '../shared/dom.ts';
import { unreachable } from '../shared/unreachable.ts';

/**
 * Markup of a sidebar entry that does not contain the current page, given by the server. Such an entry renders the
 * same on every page of its sidebar, so the server renders it once per build (the API sidebar has ~270 entries and
 * appears on ~400 pages) and the entry is emitted from that string; the bytes are the same as rendering it here.
 */
export type SidebarEntryMarkup = (item: SidebarItem, level: number) => string;
export const SidebarEntryMarkupContext = createContext<SidebarEntryMarkup | undefined>(undefined);

/**
 * The docs sidebar. Categories without a page of their own are native <details>, so they open and close without
 * JavaScript (the client animates them); categories with a page have the link plus a caret button. The ones on the
 * way to the current page start open, and the current page is marked with aria-current (the client scrolls it into
 * view). `filter` (the box's accessible name) puts a filter box at the top, for long sidebars like the API's.
 */
export function DocSidebar({ items, route, label = 'Docs sidebar', filter }: { items: readonly SidebarItem[]; route: string; label?: string; filter?: string }) {
  return (
    <nav className="doc-sidebar-menu" aria-label={label}>
      {filter && <Island name="SidebarFilter" props={{ label: filter }} hydrate="load" prefix="sidebar-filter-" />}
      {hasFragments(items) && <Island name="SidebarFragments" props={{}} hydrate="load" prefix="sidebar-fragments-" />}
      <SidebarList items={items} route={route} level={1} />
    </nav>
  );
}

/**
 * A list of entries. `fragment`: the category is closed on this page and its entries live in that file (a long
 * sidebar, see src/render/graph/sidebar-fragments.ts), so the list is left empty for the client to fill.
 */
function SidebarList({ items, route, level, hidden, fragment }: { items: readonly SidebarItem[]; route: string; level: number; hidden?: boolean; fragment?: string }) {
  return (
    <ul className={`menu-list menu-level-${level}${hidden !== undefined ? ' menu-collapse-body' : ''}`} hidden={hidden || undefined} {...(fragment && { [SIDEBAR_FRAGMENT_ATTR]: fragment })}>
      {!fragment && <SidebarEntries items={items} route={route} level={level} />}
    </ul>
  );
}

/** The entries of a list, without the list: also what a category's fragment file holds (rendered with no current route). */
export function SidebarEntries({ items, route, level }: { items: readonly SidebarItem[]; route: string; level: number }) {
  return items.map((item, i) => <SidebarEntry key={`${item.label}-${i}`} item={item} route={route} level={level} />);
}

/** Whether any category of the sidebar is lazy; once per sidebar, whose items every page of it shares. */
const lazySidebars = new WeakMap<readonly SidebarItem[], boolean>();
function hasFragments(items: readonly SidebarItem[]): boolean {
  let lazy = lazySidebars.get(items);
  if (lazy === undefined) lazySidebars.set(items, (lazy = items.some(lazyCategory)));
  return lazy;
}

function lazyCategory(item: SidebarItem): boolean {
  return item.type === 'category' && (item.fragment !== undefined || item.items.some(lazyCategory));
}

function SidebarEntry({ item: listed, route, level }: { item: SidebarItem; route: string; level: number }) {
  const markup = useContext(SidebarEntryMarkupContext);
  if (!shown(listed, route)) return null;
  const item = asShown(listed, route);
  const props = entryProps(item);
  if (markup && !containsRoute(item, route)) return <li {...props} dangerouslySetInnerHTML={{ __html: markup(item, level) }} />;
  return (
    <li {...props}>
      <SidebarEntryBody item={item} route={route} level={level} />
    </li>
  );
}

function entryProps(item: SidebarItem): { className?: string; 'data-collapsible'?: string } {
  if (item.type !== 'category') return item.className ? { className: item.className } : {};
  const className = item.className ? `menu-category ${item.className}` : 'menu-category';
  return item.collapsible && item.href ? { className, 'data-collapsible': '' } : { className };
}

/**
 * A category with a page of its own but nothing shown inside (every item unlisted, and none of them this page) is a
 * plain link to that page, as Docusaurus shows it (DocSidebarItemCategoryEmpty).
 */
function asShown(item: SidebarItem, route: string): SidebarItem {
  if (item.type !== 'category' || !item.href || item.items.some((child) => shown(child, route))) return item;
  return { type: 'doc', id: item.docId ?? '', label: item.label, href: item.href, ...(item.className && { className: item.className }) };
}

/** What is inside an entry's `<li>`: exported for the server, which renders the entries off the current path once. */
export function SidebarEntryBody({ item, route, level }: { item: SidebarItem; route: string; level: number }) {
  if (item.type === 'category') {
    const current = item.href === route;
    const open = current || contains(item.items, route) || !item.collapsed || !item.collapsible;
    const fragment = open ? undefined : item.fragment;
    if (!item.collapsible) {
      return (
        <>
          <div className="menu-category-head">
            {item.href ? (
              <CategoryLink item={item} current={current} />
            ) : (
              <span className="menu-category-label">
                <Breakable text={item.label} />
              </span>
            )}
          </div>
          <SidebarList items={item.items} route={route} level={level + 1} />
        </>
      );
    }
    if (item.href) {
      return (
        <>
          <div className="menu-category-head">
            <CategoryLink item={item} current={current} />
            <CaretButton expanded={open} expand={`Expand sidebar category '${item.label}'`} collapse={`Collapse sidebar category '${item.label}'`} />
          </div>
          <SidebarList items={item.items} route={route} level={level + 1} hidden={!open} fragment={fragment} />
        </>
      );
    }
    return (
      <details open={open || undefined} data-collapsible="">
        <summary className="menu-category-head">
          <span className="menu-category-label">
            <Breakable text={item.label} />
          </span>
        </summary>
        <SidebarList items={item.items} route={route} level={level + 1} fragment={fragment} />
      </details>
    );
  }
  const current = item.type === 'doc' && item.href === route;
  const external = item.type === 'link' && item.external;
  return (
    <a
      className={`menu-link${current ? ' active' : ''}`}
      href={item.href}
      aria-current={current ? 'page' : undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.type === 'link' && item.unchecked && { [NO_LINK_CHECK_ATTR]: '' })}
    >
      <Breakable text={item.label} />
      {external && <ExternalIcon />}
    </a>
  );
}

function CategoryLink({ item, current }: { item: Extract<SidebarItem, { type: 'category' }>; current: boolean }) {
  return (
    <a className={`menu-link${current ? ' active' : ''}`} href={item.href} aria-current={current ? 'page' : undefined}>
      <Breakable text={item.label} />
    </a>
  );
}

/**
 * Unlisted docs show only on their own page, and a category only when it holds something shown (or is the page), as
 * Docusaurus shows them. Whether an entry off the current page's path is shown never depends on the page, so the
 * server's one rendering of such an entry holds for every page.
 */
function shown(item: SidebarItem, route: string): boolean {
  switch (item.type) {
    case 'doc':
      return !item.unlisted || item.href === route;
    case 'link':
      return true;
    case 'category':
      return item.href === route || (item.href !== undefined && !item.linkUnlisted) || item.items.some((child) => shown(child, route));
    default:
      return unreachable(item);
  }
}

function contains(items: readonly SidebarItem[], route: string): boolean {
  return items.some((item) => containsRoute(item, route));
}

function containsRoute(item: SidebarItem, route: string): boolean {
  return item.href === route || (item.type === 'category' && contains(item.items, route));
}
