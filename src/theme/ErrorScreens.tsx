// The error and loading screens: a crash, a failed load, a spinner, the wrong-base-URL banner. They are components so that markup lives in the theme: React islands
// render them directly, and every page carries them in a <template> that the vanilla client clones (so they are
// available even when nothing else can be loaded from the network).
import type { ReactNode } from 'react';
import { BASE_BANNER_TEMPLATE_ID, SCREENS_TEMPLATE_ID } from '../shared/dom.ts';

/**
 * 'This page crashed' with the error message and 'Try again'. The chrome variant ('This page crashed.') is
 * used when the layout itself failed. `onRetry` is wired by React islands; the template copy is wired by the client.
 */
export function CrashScreen({ variant = 'page', message, onRetry }: { variant?: 'page' | 'chrome'; message?: string; onRetry?: () => void }) {
  return (
    <div className={`crash-screen crash-${variant}`} role="alert" data-screen={variant === 'chrome' ? 'crash-chrome' : 'crash'}>
      <h2 className="crash-title">{variant === 'chrome' ? 'This page crashed.' : 'This page crashed'}</h2>
      <p className="crash-message" data-slot="message">
        {message}
      </p>
      <button type="button" className="action-button" data-action="retry" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** A route or lazily loaded part whose code or data failed to load: the error text and 'Retry'. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className="load-error" role="alert" data-screen="load-error">
      <p className="load-error-message" data-slot="message">
        {message}
      </p>
      <button type="button" className="action-button" data-action="retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Shown after the loading delay while something lazily loaded is pending; two animation cycles, 1.5 s and 3 s. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner" role="status" data-screen="spinner">
      <svg className="spinner-svg" width="40" height="40" viewBox="0 0 50 50" aria-hidden="true">
        <circle className="spinner-track" cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
        <circle className="spinner-arc" cx="25" cy="25" r="20" fill="none" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Every screen above, once, for the client to clone. */
export function ScreenTemplates() {
  return (
    <template id={SCREENS_TEMPLATE_ID}>
      <CrashScreen />
      <CrashScreen variant="chrome" />
      <LoadError />
      <Spinner />
    </template>
  );
}

/**
 * The banner for a page loaded without the site runtime, inserted by the head script. Inline styles: when the
 * base URL is wrong the stylesheet did not load either.
 */
export function BaseUrlBanner({ base }: { base: string }): ReactNode {
  const box = { padding: '1rem 1.5rem', margin: 0, fontSize: '1.1rem', fontFamily: 'system-ui, sans-serif', background: '#fde8e6', color: '#1c1e21', borderBottom: '2px solid #b42318' };
  return (
    <template id={BASE_BANNER_TEMPLATE_ID}>
      <div className="base-url-banner" role="alert" style={box}>
        <p style={{ margin: '0 0 0.4rem', fontWeight: 700 }}>This site did not load properly.</p>
        <p style={{ margin: 0 }}>
          Its scripts and styles could not be loaded. The most likely cause is a wrong base URL configuration: the site is configured for{' '}
          <code data-configured-base="">{base}</code> but this page is served from elsewhere. Try setting <code>baseUrl</code> in site.config.ts to{' '}
          <code data-suggested-base="">{base}</code> and rebuilding.
        </p>
      </div>
    </template>
  );
}
