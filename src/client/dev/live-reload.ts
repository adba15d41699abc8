// docgen serve's browser side: live reload and the error overlay. The dev server bundles this module on its own and
// injects it into every page it serves; it is never part of a build.
import { RUNTIME_GLOBAL } from '../../shared/dom.ts';
import { routeOfPathname } from '../../shared/urls.ts';
import { siteTrailingSlash } from '../trailing-slash.ts';
import type {} from '../browser-globals.d.ts';

/** One build error as the dev server sends it (src/render/core/diagnostics.ts). */
interface DevError {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  configPath?: string;
  hint?: string;
}

// Served at `<base>__docgen/client.js`, so the base URL is one folder up.
const base = new URL('..', import.meta.url).pathname;

const trailingSlash = siteTrailingSlash();
const routeOf = (pathname: string) => routeOfPathname(base, pathname, trailingSlash);

/**
 * Shows the new version of this page: the client runtime's `refresh()` swaps it in place like a client-side
 * navigation, keeping the scroll position. Without the runtime, or if that fails, the page reloads (the router saves
 * and restores the scroll position across reloads).
 */
function refresh(): void {
  const runtime = window[RUNTIME_GLOBAL];
  if (runtime) runtime.refresh().catch(() => location.reload());
  else location.reload();
}

const OVERLAY_STYLE = `
  :host { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
    background: rgba(0, 0, 0, 0.55); font: 14px/1.5 ui-sans-serif, system-ui, sans-serif; overflow: auto; }
  .panel { margin: 6vh 16px; max-width: 860px; width: 100%; background: #1b1b1d; color: #e3e3e3; border-radius: 8px;
    border-top: 6px solid #e5484d; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.5); padding: 20px 24px; }
  h2 { margin: 0 0 12px; font-size: 18px; color: #ff6369; }
  ol { margin: 0; padding: 0 0 0 20px; }
  li { margin: 0 0 14px; }
  .where { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; color: #7ee0ff; }
  .message { white-space: pre-wrap; word-break: break-word; }
  .hint { color: #b4b4b4; white-space: pre-wrap; }
  .foot { margin-top: 12px; color: #9a9a9a; font-size: 12px; }
  button { float: right; background: none; border: 1px solid #555; color: inherit; border-radius: 4px; padding: 2px 10px; cursor: pointer; }`;

const div = (className: string, textContent: string) => Object.assign(document.createElement('div'), { className, textContent });

class ErrorOverlay extends HTMLElement {
  private readonly root = this.attachShadow({ mode: 'open' });

  show(errors: DevError[]): void {
    const style = Object.assign(document.createElement('style'), { textContent: OVERLAY_STYLE });
    const panel = Object.assign(document.createElement('div'), { className: 'panel' });
    panel.setAttribute('role', 'alertdialog');
    panel.setAttribute('aria-modal', 'false');
    panel.setAttribute('aria-labelledby', 't');
    const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Close' });
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', () => this.remove());
    const title = Object.assign(document.createElement('h2'), { id: 't', textContent: `docgen: ${errors.length} error${errors.length === 1 ? '' : 's'}` });
    const list = document.createElement('ol');
    for (const e of errors) {
      const li = document.createElement('li');
      const where = [e.file, e.line, e.line && e.column].filter(Boolean).join(':') + (e.configPath ? ` ${e.configPath}` : '');
      if (where) li.append(div('where', where));
      li.append(div('message', e.message));
      if (e.hint) li.append(div('hint', e.hint));
      list.append(li);
    }
    const foot = Object.assign(document.createElement('p'), {
      className: 'foot',
      textContent: 'The page shows the last successful build. Fix the file and save: this overlay goes away by itself.',
    });
    panel.append(close, title, list, foot);
    this.root.replaceChildren(style, panel);
  }
}
const OVERLAY = 'docgen-error-overlay';
if (!customElements.get(OVERLAY)) customElements.define(OVERLAY, ErrorOverlay);

let lastErrors = '[]';
function showErrors(errors: DevError[]): void {
  const key = JSON.stringify(errors);
  const existing = document.querySelector<ErrorOverlay>(OVERLAY);
  if (!errors.length) {
    existing?.remove();
    document.documentElement.removeAttribute('data-docgen-errors');
  } else if (key !== lastErrors || !existing) {
    const overlay = existing ?? (document.createElement(OVERLAY) as ErrorOverlay);
    overlay.show(errors);
    if (!existing) document.body.append(overlay);
    document.documentElement.setAttribute('data-docgen-errors', String(errors.length));
  }
  lastErrors = key;
}

let session: string | undefined;
/** Pages changed since this document loaded; the client router may hold their old HTML from a prefetch. */
const stale = new Set<string>();
let allStale = false;

const events = new EventSource(`${base}__docgen/events`);
events.addEventListener('hello', (e) => {
  const data = JSON.parse(e.data) as { session: string; errors: DevError[] };
  // A new server process (restarted `docgen serve`) may serve a different site: start over.
  if (session && data.session !== session) return location.reload();
  // Reconnected to the same server after a gap: events may have been missed, so trust no cached page.
  if (session) allStale = true;
  session = data.session;
  document.documentElement.setAttribute('data-docgen-live', 'connected');
  showErrors(data.errors);
});
events.addEventListener('errors', (e) => showErrors((JSON.parse(e.data) as { errors: DevError[] }).errors));
events.addEventListener('reload', (e) => {
  const data = JSON.parse(e.data) as { all?: boolean; routes: string[] };
  if (data.all) return location.reload();
  const route = routeOf(location.pathname);
  const notFound = document.body?.dataset.pageKind === '404';
  if ((route && data.routes.includes(route)) || (notFound && data.routes.includes(`${base}404`))) return refresh();
  for (const r of data.routes) stale.add(r);
});
events.addEventListener('error', () => document.documentElement.setAttribute('data-docgen-live', 'disconnected'));

// A link to a changed page is followed by the browser itself (a full load), not by the client router, whose copy of
// that page may predate the change. Capture on window runs before the router's listener on document.
addEventListener(
  'click',
  (event) => {
    if (!stale.size && !allStale) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    const route = routeOf(link.pathname);
    if (allStale || (route && stale.has(route))) event.stopImmediatePropagation();
  },
  true,
);
