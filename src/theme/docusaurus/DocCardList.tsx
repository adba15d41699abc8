// Stand-in for `@theme/DocCardList`: the cards of `items`, or, without them, of the current page's category (its
// sidebar's items on a page in no category), each item that leads somewhere listed, as Docusaurus lists them.
import type { DocsSidebarItem } from '../../shared/docs-data.ts';
import DocCard from './DocCard.tsx';
import { filterDocCardListItems, useCurrentSidebarSiblings } from './docs-client.ts';

export default function DocCardList({ items, className }: { items?: readonly DocsSidebarItem[]; className?: string }) {
  return items ? <Cards items={items} className={className} /> : <SiblingCards className={className} />;
}

function SiblingCards({ className }: { className?: string }) {
  return <Cards items={useCurrentSidebarSiblings()} className={className} />;
}

function Cards({ items, className }: { items: readonly DocsSidebarItem[]; className?: string }) {
  return (
    <section className={`category-cards doc-card-list${className ? ` ${className}` : ''}`}>
      {filterDocCardListItems(items).map((item, i) => (
        <DocCard key={i} item={item} />
      ))}
    </section>
  );
}
