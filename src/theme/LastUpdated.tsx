import type { PageUpdated } from '../shared/types.ts';
import { unreachable } from '../shared/unreachable.ts';

/**
 * "Last updated on {date}" (the last commit of the page's source) or, on API pages, the SDK version they document.
 * The date is formatted in UTC, so every build of the same commit writes the same text.
 */
export function LastUpdated({ updated, lang }: { updated: PageUpdated; lang: string }) {
  switch (updated.kind) {
    case 'date': {
      const text = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${updated.date}T00:00:00Z`));
      return (
        <p className="last-updated">
          Last updated on <time dateTime={updated.date}>{text}</time>
          {updated.author && (
            <>
              {' by '}
              <b>{updated.author}</b>
            </>
          )}
        </p>
      );
    }
    case 'author':
      return (
        <p className="last-updated">
          Last updated by <b>{updated.author}</b>
        </p>
      );
    case 'version':
      return <p className="last-updated">{`Generated from ${updated.label}`}</p>;
    default:
      return unreachable(updated);
  }
}
