// Stand-in for `@theme/DocCard`: one sidebar item as a card, the same card a category's generated index page shows
// (src/render/graph/generated-index.ts): its icon and title linking to it, and its description (a doc's, when the
// item gives none; a category's item count). A category with nothing listed to lead to draws nothing, as in Docusaurus.
import type { DocsSidebarItem } from '../../shared/docs-data.ts';
import { cardHeading, itemCount } from '../../shared/doc-cards.ts';
import { isExternal } from '../../shared/urls.ts';
import { findFirstSidebarItemLink, useDocById } from './docs-client.ts';

export default function DocCard({ item }: { item: DocsSidebarItem }) {
  return item.type === 'category' ? <CategoryCard item={item} /> : <LinkCard item={item} />;
}

function CategoryCard({ item }: { item: Extract<DocsSidebarItem, { type: 'category' }> }) {
  const href = findFirstSidebarItemLink(item);
  if (!href) return null;
  return <Card kind="category" label={item.label} href={href} className={item.className} description={item.description ?? itemCount(item.items.length)} />;
}

function LinkCard({ item }: { item: Extract<DocsSidebarItem, { type: 'link' }> }) {
  const doc = useDocById(item.docId);
  return <Card kind={item.docId ? 'doc' : 'link'} label={item.label} href={item.href} className={item.className} description={item.description ?? doc?.description} />;
}

function Card({ kind, label, href, className, description }: { kind: 'category' | 'doc' | 'link'; label: string; href: string; className?: string; description?: string }) {
  const { icon, title } = cardHeading(label, kind === 'category' ? 'category' : 'link', href);
  const external = isExternal(href);
  return (
    <div className={`category-card category-card-${kind}${className ? ` ${className}` : ''}`}>
      <h2 className="category-card-title" title={title}>
        <a href={href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
          <span className="category-card-icon" data-icon={icon} aria-hidden="true" />
          {title}
        </a>
      </h2>
      {description && (
        <p className="category-card-description" title={description}>
          {description}
        </p>
      )}
    </div>
  );
}
