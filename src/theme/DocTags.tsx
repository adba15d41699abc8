import type { DocTag } from '../shared/types.ts';

/** The "Tags:" row under a doc that has tags, each a link to its tag's page (Docusaurus's TagsListInline). */
export function DocTags({ tags }: { tags: readonly DocTag[] }) {
  return (
    <div className="doc-tags">
      <b>Tags:</b>
      <ul className="tag-list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="tag tag-regular" rel="tag" href={tag.href} title={tag.description}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
