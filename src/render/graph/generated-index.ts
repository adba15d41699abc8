// The page of a category whose `_category_` file asks for a generated index (`link: {type: 'generated-index'}`): its
// title and description, then a card for each of the category's items, as Docusaurus makes it. It is a doc page of
// the graph like any other (sidebar, breadcrumbs, prev/next, search, llms files, Markdown copy), whose body is HAST
// made here rather than parsed: every stage after the graph reads it as it reads a parsed page.
import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { contentHash } from '../core/hash.ts';
import type { DocPage, Frontmatter, Page, SidebarItem } from '../../shared/types.ts';
import { unreachable } from '../../shared/unreachable.ts';
import { cardHeading, itemCount } from '../../shared/doc-cards.ts';
import { firstLink, type GeneratedIndex } from './sidebars.ts';

/** The generated index page of a category; `docs` by id give its docs' cards their descriptions. */
export function generatedIndexPage(index: GeneratedIndex, docs: ReadonlyMap<string, Page>, base: string): DocPage {
  const children: ElementContent[] = [];
  if (index.description) children.push(h('p', { className: ['generated-index-description'] }, index.description));
  children.push(h('div', { className: ['category-cards'] }, index.category.items.flatMap((item) => card(item, docs))));
  const body: Root = { type: 'root', children };
  const frontmatter: Frontmatter = { ...(index.keywords && { keywords: index.keywords }), ...(index.image && { image: index.image }) };
  const page: Omit<DocPage, 'hash'> = {
    route: index.route,
    kind: 'doc',
    // Not a doc of the docs folder: no doc id names it, so its id is its path under the base.
    id: index.route.slice(base.length),
    title: index.title,
    description: index.description,
    frontmatter,
    headings: [],
    body,
    links: [],
  };
  return { ...page, hash: contentHash(JSON.stringify(page)) };
}

/** An item's card: its title, a link to it, and what it is about. */
function card(item: SidebarItem, docs: ReadonlyMap<string, Page>): ElementContent[] {
  if (!listed(item)) return [];
  const href = item.type === 'category' ? ((item.linkUnlisted ? undefined : item.href) ?? firstLink(item.items)?.href) : item.href;
  if (href === undefined) return [];
  const external = item.type === 'link' && item.external;
  // The icon and title as Docusaurus's DocCard draws them, as the `@theme/DocCard` stand-in does.
  const { icon, title } = cardHeading(item.label, item.type === 'category' ? 'category' : 'link', external ? item.href : href);
  const heading = h('h2', { className: ['category-card-title'], title }, [
    // The icon is drawn from its attribute by the stylesheet, so that no text reader (search, the Markdown copy) reads it.
    h('a', { href, ...(external ? { target: '_blank', rel: ['noopener', 'noreferrer'] } : {}) }, [h('span', { className: ['category-card-icon'], dataIcon: icon, ariaHidden: 'true' }), title]),
  ]);
  const about = description(item, docs);
  const classes = ['category-card', `category-card-${item.type}`, ...(item.className ? item.className.split(/\s+/) : [])];
  return [h('div', { className: classes }, [heading, ...(about ? [h('p', { className: ['category-card-description'], title: about }, about)] : [])])];
}

function description(item: SidebarItem, docs: ReadonlyMap<string, Page>): string | undefined {
  switch (item.type) {
    case 'doc':
      return describedBy(docs.get(item.id));
    case 'category':
      return item.description ?? itemCount(item.items.length);
    case 'link':
      return item.description;
    default:
      return unreachable(item);
  }
}

/** What a doc's card says of it: its description, or else the first line of its text, as Docusaurus says. */
function describedBy(doc: Page | undefined): string | undefined {
  return doc && (doc.description ?? doc.excerpt);
}

/**
 * Unlisted docs get no card, nor do categories that lead to nothing listed: neither their own page (when it is listed)
 * nor any of their items (Docusaurus's findFirstSidebarItemLink).
 */
function listed(item: SidebarItem): boolean {
  if (item.type === 'doc') return !item.unlisted;
  if (item.type === 'link') return true;
  return (item.href !== undefined && !item.linkUnlisted) || item.items.some(listed);
}
