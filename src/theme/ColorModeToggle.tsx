import { colorModeLabel } from './color-mode.ts';

/**
 * The colour-mode switch. Its server markup never depends on the current mode (the inline head script decides that),
 * and it stays disabled until the client has mounted it, so a click before then is never lost.
 */
export function ColorModeToggle({ respectPrefersColorScheme, defaultMode = 'light' }: { respectPrefersColorScheme: boolean; defaultMode?: 'light' | 'dark' }) {
  return (
    <button
      type="button"
      className="color-mode-toggle icon-button"
      disabled
      aria-label={colorModeLabel(respectPrefersColorScheme ? 'system' : defaultMode)}
      data-respect-system={respectPrefersColorScheme || undefined}
      data-default-mode={defaultMode}
    >
      <svg className="icon-light" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4" />
      </svg>
      <svg className="icon-dark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg className="icon-system" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-6v2h3v2H7v-2h3v-2H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v8h14V7H5z" />
      </svg>
    </button>
  );
}
