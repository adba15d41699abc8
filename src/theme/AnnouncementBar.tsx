import type { SiteData } from '../shared/site.ts';

/**
 * The announcement bar. Its content is HTML from the site owner's config. A bar dismissed earlier is hidden before
 * first paint by the head script (it marks <html> with the dismissed id), so it never flashes.
 */
export function AnnouncementBar({ bar }: { bar: NonNullable<SiteData['announcementBar']> }) {
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" data-announcement-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-close icon-button" aria-label="Close">
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="3" strokeLinecap="round" d="M4 4l16 16M20 4L4 20" />
          </svg>
        </button>
      )}
    </div>
  );
}
