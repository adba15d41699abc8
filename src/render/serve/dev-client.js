// docgen serve: the browser side of live reload and the error overlay. Injected into pages by the dev server only;
// never part of a build. Plain browser JavaScript, served as is.
const base = new URL('..', import.meta.url).pathname;
const SCROLL_KEY = 'docgen:scroll';

/** The page's canonical route, as the build names it (no `.html`, no trailing slash except the base). */
function currentRoute() {
  let p = decodeURI(location.pathname).replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > base.length && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

function reload() {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, y: window.scrollY }));
  } catch {}
  location.reload();
}

/**
 * Shows the new version of this page. When the client runtime offers `refresh()` (fetch this page again, bypassing
 * its page cache, and swap it in place like a client-side navigation, keeping the scroll position), that is used: it
 * is quicker than a reload. Otherwise, and if it fails, the page is reloaded.
 */
function refresh() {
  const runtime = window.__docgen;
  if (runtime && typeof runtime.refresh === 'function') {
    Promise.resolve()
      .then(() => runtime.refresh())
      .catch(reload);
  } else reload();
}

try {
  const saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null');
  sessionStorage.removeItem(SCROLL_KEY);
  if (saved && saved.path === location.pathname && !location.hash) {
    const restore = () => window.scrollTo(0, saved.y);
    if (document.readyState === 'complete') restore();
    else addEventListener('load', restore, { once: true });
  }
} catch {}

class ErrorOverlay extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }
  show(errors) {
    const root = this.shadowRoot;
    root.innerHTML = `<style>
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
      button { float: right; background: none; border: 1px solid #555; color: inherit; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
    </style>
    <div class="panel" role="alertdialog" aria-modal="false" aria-labelledby="t">
      <button type="button" aria-label="Close">Close</button>
      <h2 id="t"></h2>
      <ol></ol>
      <p class="foot">The page shows the last successful build. Fix the file and save: this overlay goes away by itself.</p>
    </div>`;
    root.querySelector('h2').textContent = `docgen: ${errors.length} error${errors.length === 1 ? '' : 's'}`;
    const list = root.querySelector('ol');
    for (const e of errors) {
      const li = document.createElement('li');
      const where = [e.file, e.line].filter(Boolean).join(':') + (e.configPath ? ` ${e.configPath}` : '');
      if (where) li.append(Object.assign(document.createElement('div'), { className: 'where', textContent: where }));
      li.append(Object.assign(document.createElement('div'), { className: 'message', textContent: e.message }));
      if (e.hint) li.append(Object.assign(document.createElement('div'), { className: 'hint', textContent: e.hint }));
      list.append(li);
    }
    root.querySelector('button').addEventListener('click', () => this.remove());
  }
}
if (!customElements.get('docgen-error-overlay')) customElements.define('docgen-error-overlay', ErrorOverlay);

let lastErrors = '[]';
function showErrors(errors) {
  const key = JSON.stringify(errors);
  const existing = document.querySelector('docgen-error-overlay');
  if (!errors.length) {
    existing?.remove();
    document.documentElement.removeAttribute('data-docgen-errors');
  } else if (key !== lastErrors || !existing) {
    const overlay = existing ?? document.createElement('docgen-error-overlay');
    overlay.show(errors);
    if (!existing) document.body.append(overlay);
    document.documentElement.setAttribute('data-docgen-errors', String(errors.length));
  }
  lastErrors = key;
}

let session;
const events = new EventSource(`${base}__docgen/events`);
events.addEventListener('hello', (e) => {
  const data = JSON.parse(e.data);
  // A new server process (restarted `docgen serve`) may serve a different site: start over.
  if (session && data.session !== session) return reload();
  // Reconnected to the same server after a gap: events may have been missed, so trust no cached page.
  if (session) allStale = true;
  session = data.session;
  document.documentElement.setAttribute('data-docgen-live', 'connected');
  showErrors(data.errors);
});
events.addEventListener('errors', (e) => showErrors(JSON.parse(e.data).errors));
/** Pages changed since this document loaded; the client router may hold their old HTML from a prefetch. */
const stale = new Set();
let allStale = false;
events.addEventListener('reload', (e) => {
  const data = JSON.parse(e.data);
  const route = currentRoute();
  const notFound = document.body?.dataset.pageKind === '404';
  if (data.all) return reload();
  if (data.routes.includes(route) || (notFound && data.routes.includes(`${base}404`))) return refresh();
  for (const r of data.routes) stale.add(r);
});
// A link to a changed page is followed by the browser itself (a full load), not by the client router, whose copy of
// that page may predate the change. Capture on window runs before the router's listener on document.
addEventListener(
  'click',
  (event) => {
    if (!stale.size && !allStale) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || link.origin !== location.origin) return;
    let p = decodeURI(link.pathname).replace(/\/index\.html$/, '/').replace(/\.html$/, '');
    if (p.length > base.length && p.endsWith('/')) p = p.slice(0, -1);
    if (allStale || stale.has(p)) event.stopImmediatePropagation();
  },
  true,
);
events.addEventListener('error', () => document.documentElement.setAttribute('data-docgen-live', 'disconnected'));
