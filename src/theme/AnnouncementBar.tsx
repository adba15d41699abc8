import type { SiteData } from '../shared/site.ts';
import { CloseIcon } from './icons.tsx';

/**
 * The announcement bar. Its content is HTML from the site owner's config. A bar dismissed earlier is hidden before
 * first paint by the head script (it marks <html> when the stored dismissal matches this bar's id), so it never flashes.
 */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-close icon-button" aria-label="Close">
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
