// The typedocSidebar: one category named after the site ("{site title} API") that links to the API index, with one
// sub-category per kind in the site's kind order (kindOrder) and the items alphabetical inside.
import type { SidebarItemData } from '../../shared/types.ts';
import type { ApiLinks } from './links.ts';
import { compareNames, type ApiModel, type KindInfo } from './model.ts';

export function buildSidebar(model: ApiModel, links: ApiLinks, label: string, kinds: readonly KindInfo[]): SidebarItemData[] {
  const categories: SidebarItemData[] = [];
  for (const info of kinds) {
    const items = model.items.filter((item) => item.info === info).sort((a, b) => compareNames(a.name, b.name));
    if (items.length === 0) continue;
    categories.push({
      type: 'category',
      label: info.plural,
      collapsed: true,
      collapsible: true,
      items: items.map((item) => ({ type: 'doc', id: item.id, label: item.name, href: links.route(item) })),
    });
  }
  return [{ type: 'category', label, href: links.indexRoute, collapsed: false, collapsible: true, items: categories }];
}
