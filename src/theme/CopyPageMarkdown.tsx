import { COPY_MARKDOWN_ATTR } from '../shared/search.ts';

/**
 * 'Copy page as Markdown' for AI assistants, and a link to the page's Markdown (`/docs/manual/Core.md`). The button
 * needs JavaScript (src/client/search/copy-markdown.ts) and stays hidden until the client runs; the link works always.
 */
export function CopyPageMarkdown({ href }: { href: string }) {
  return (
    <div className="page-actions">
      <button type="button" className="copy-markdown" {...{ [COPY_MARKDOWN_ATTR]: href }}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z" />
        </svg>
        <span className="copy-markdown-label" aria-live="polite">
          Copy page as Markdown
        </span>
      </button>
      <a className="view-markdown" href={href} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
