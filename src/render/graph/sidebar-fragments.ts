// Lazy sidebar categories. Every page of a sidebar shows the whole sidebar, so a long one makes every page of it long:
// with 1,800 manual pages, 200 KB of each page's 280 KB was sidebar, and each page's size, render, write and swap in
// the browser grew with the site. From `docs.lazySidebarFrom` entries on, each category of a sidebar that starts
// closed gets a `fragment`: the URL of a file with its entries' markup (../output/sidebar-fragments.ts renders and
// writes them). A page where such a category is closed names the file instead of holding the entries, and the client
// fetches it when the category opens (src/client/islands/SidebarFragments.tsx), as Docusaurus renders a closed
// category's items only once it opens. Categories open on a page (the current page's own, and those that never
// close) are whole in it, so a page reads the same as before until a reader opens another category.
import { docgenFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';
import type { SidebarItem } from '../../shared/types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * Where the fragments are written, under the base URL: `assets/sidebar.<hash>.htm`, content-hashed like the other
 * assets. Not `.html`: servers that give pages clean URLs (docgen's own among them) redirect a `.html` path, which
 * would cost each fetch a second request and lose the assets' long caching.
 */
export const FRAGMENT_PREFIX = 'assets/sidebar.';

/** The sidebars, with a `fragment` on each closed category of those that have at least `from` entries. */
export function withFragments(sidebars: Record<string, SidebarItem[]>, base: string, from: number): Record<string, SidebarItem[]> {
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, entryCount(items) >= from ? lazyItems(items, base, 1) : items]));
}

/** Every category and link of a sidebar, at every depth. */
export function entryCount(items: readonly SidebarItem[]): number {
  return items.reduce((sum, item) => sum + 1 + (item.type === 'category' ? entryCount(item.items) : 0), 0);
}

/** Each category of the sidebar that has a fragment, with the level of its list of entries (the top list is level 1). */
export function fragmentCategories(items: readonly SidebarItem[], level = 1): { category: Category & { fragment: string }; level: number }[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const inner = fragmentCategories(item.items, level + 1);
    return hasFragment(item) ? [{ category: item, level: level + 1 }, ...inner] : inner;
  });
}

function hasFragment(category: Category): category is Category & { fragment: string } {
  return !!category.fragment;
}

/**
 * `level` is that of the list `items` is in. A fragment is named by what its markup is made of: docgen's code (the
 * theme), its entries' level and the entries, their own fragments' names included, so that a browser may keep it as
 * long as it likes.
 */
function lazyItems(items: readonly SidebarItem[], base: string, level: number): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const inner = lazyItems(item.items, base, level + 1);
    if (!item.collapsible || !item.collapsed || !inner.length) return { ...item, items: inner };
    const hash = contentHash(docgenFingerprint(), String(level + 1), JSON.stringify(inner));
    return { ...item, items: inner, fragment: `${base}${FRAGMENT_PREFIX}${hash}.htm` };
  });
}
