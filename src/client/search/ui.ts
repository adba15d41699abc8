// The search module, loaded only when the reader opens search (src/client/search/loader.ts imports it): the dialog
// (Ctrl/Cmd+K, '/', the navbar button) and the search page's live results. Plain DOM, no framework: it is small, needs
// no server markup to hydrate, and keeps the first query inside its byte budget.
//
// Accessibility: a modal <dialog> (focus stays inside, Escape closes, focus returns to where it was); the input is a
// combobox whose listbox holds the results grouped by area; ↑/↓ move the active option, Enter opens it, the mouse
// moves the active option too.
import { parseQuery, searchPageUrl, type SearchFragment, type SearchManifest } from '../../shared/search.ts';
import { siteTrailingSlash } from '../trailing-slash.ts';
import { SearchEngine, type SearchHit } from './engine.ts';
import { escapeHtml, excerpt, highlight } from './excerpt.ts';
import { choose, DIALOG_LIST, PAGE_LIST, resultLimit, type Chosen, type ListSize } from './groups.ts';
import { SEARCH_CSS } from './styles.ts';

export interface SearchContext {
  base: string;
  manifest: SearchManifest;
}

export interface SearchUi {
  engine: SearchEngine;
  /** Opens the dialog, optionally with a query. */
  open(query?: string): void;
  close(): void;
  /** Turns the search page's form into live search (idempotent). */
  mountPage(root: HTMLElement): void;
}

const SUB_SECTIONS = 2;

export function createSearch(context: SearchContext): SearchUi {
  const { base, manifest } = context;
  const fetchJson = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
    return res.json();
  };
  const engine = new SearchEngine(manifest, base, fetchJson);
  injectStyles();
  let dialog: Dialog | undefined;
  return {
    engine,
    open(query) {
      dialog ??= createDialog(engine, base);
      dialog.open(query);
    },
    close() {
      dialog?.close();
    },
    mountPage(root) {
      if (root.dataset.searchMounted) return;
      root.dataset.searchMounted = 'true';
      mountPage(engine, base, root);
    },
  };
}

function injectStyles(): void {
  if (document.getElementById('docgen-search-styles')) return;
  const style = document.createElement('style');
  style.id = 'docgen-search-styles';
  style.textContent = SEARCH_CSS;
  document.head.append(style);
}

interface Dialog {
  open(query?: string): void;
  close(): void;
}

let uid = 0;

function createDialog(engine: SearchEngine, base: string): Dialog {
  const id = `docgen-search-${++uid}`;
  const dialog = document.createElement('dialog');
  dialog.className = 'search-dialog';
  dialog.setAttribute('aria-label', 'Search the documentation');
  dialog.innerHTML = `
    <div class="search-panel">
      <form class="search-form" role="search" action="${escapeHtml(searchPageUrl(base, siteTrailingSlash()))}" method="get">
        <svg class="search-icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.4 12.99l4.3 4.3-1.41 1.42-4.3-4.3a8 8 0 1 1 1.41-1.42zM8 14A6 6 0 1 0 8 2a6 6 0 0 0 0 12z" fill="currentColor"/></svg>
        <input class="search-input" name="q" type="text" role="combobox" aria-expanded="false" aria-controls="${id}-list" aria-autocomplete="list"
          aria-label="Search the documentation" placeholder="Search the docs" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go">
        <button type="button" class="search-close" aria-label="Close"><kbd>Esc</kbd></button>
      </form>
      <div class="search-filters" role="group" aria-label="Filter by area"></div>
      <div class="search-status" role="status" aria-live="polite"></div>
      <div class="search-results" id="${id}-list" role="listbox" aria-label="Results"></div>
      <footer class="search-footer">
        <span><kbd>↑</kbd><kbd>↓</kbd> to move</span><span><kbd>Enter</kbd> to open</span><span><kbd>Esc</kbd> to close</span>
        <a class="search-all" href="${escapeHtml(searchPageUrl(base, siteTrailingSlash()))}">All results</a>
      </footer>
    </div>`;
  const input = dialog.querySelector<HTMLInputElement>('.search-input')!;
  const view = createView(engine, base, {
    id,
    input,
    list: dialog.querySelector<HTMLElement>('.search-results')!,
    status: dialog.querySelector<HTMLElement>('.search-status')!,
    filters: dialog.querySelector<HTMLElement>('.search-filters')!,
    size: DIALOG_LIST,
    onQuery: (query, area) => {
      const all = dialog.querySelector<HTMLAnchorElement>('.search-all')!;
      all.href = searchPageHref(base, query, area);
    },
  });
  let returnFocus: HTMLElement | null = null;

  const close = () => {
    if (!dialog.open) return;
    dialog.close();
  };
  dialog.addEventListener('close', () => {
    input.setAttribute('aria-expanded', 'false');
    if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
    returnFocus = null;
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  });
  // A click on the backdrop lands on the <dialog> itself.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) close();
  });
  dialog.querySelector('.search-close')!.addEventListener('click', close);
  dialog.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    view.activate();
  });
  // Following a result (or "All results") closes the dialog; the router, if any, handles the navigation.
  dialog.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (link && dialog.contains(link)) close();
  });

  return {
    open(query) {
      if (!dialog.isConnected) document.body.append(dialog);
      if (!dialog.open) {
        returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
      }
      if (query !== undefined) input.value = query;
      input.focus();
      input.select();
      input.setAttribute('aria-expanded', 'true');
      view.run();
    },
    close,
  };
}

function mountPage(engine: SearchEngine, base: string, root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const id = `docgen-search-page-${++uid}`;
  const filters = document.createElement('div');
  filters.className = 'search-filters';
  filters.setAttribute('role', 'group');
  filters.setAttribute('aria-label', 'Filter by area');
  const status = document.createElement('div');
  status.className = 'search-status';
  status.setAttribute('role', 'status');
  status.setAttribute('aria-live', 'polite');
  const list = root.querySelector<HTMLElement>('.search-page-results') ?? root.appendChild(document.createElement('div'));
  list.classList.add('search-results');
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Results');
  form.after(filters, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'true');
  input.autocomplete = 'off';
  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  const view = createView(engine, base, {
    id,
    input,
    list,
    status,
    filters,
    size: PAGE_LIST,
    area: params.get('area') ?? undefined,
    onQuery: (query, area) => {
      const href = searchPageHref(base, query, area);
      if (href !== location.pathname + location.search) history.replaceState(history.state, '', href + location.hash);
    },
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    view.activate();
  });
  if (!input.value) input.focus();
  view.run();
}

function searchPageHref(base: string, query: string, area: string | undefined): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (area) params.set('area', area);
  const search = params.toString();
  return searchPageUrl(base, siteTrailingSlash()) + (search ? `?${search}` : '');
}

interface ViewOptions {
  id: string;
  input: HTMLInputElement;
  list: HTMLElement;
  status: HTMLElement;
  filters: HTMLElement;
  size: ListSize;
  area?: string;
  onQuery(query: string, area: string | undefined): void;
}

interface View {
  run(): void;
  /** Opens the active result (Enter). */
  activate(): void;
}

/** Input, area filters and the result list: runs queries as the reader types and renders them. */
function createView(engine: SearchEngine, base: string, o: ViewOptions): View {
  const { input, list, status, filters } = o;
  let area = o.area && engine.manifest.areas.includes(o.area) ? o.area : undefined;
  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let sequence = 0;

  const renderFilters = () => {
    filters.innerHTML = ['', ...engine.manifest.areas]
      .map((name) => `<button type="button" class="search-filter" data-area="${escapeHtml(name)}" aria-pressed="${String((area ?? '') === name)}">${escapeHtml(name || 'All')}</button>`)
      .join('');
  };
  renderFilters();
  filters.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.search-filter');
    if (!button) return;
    area = button.dataset.area || undefined;
    renderFilters();
    run();
    input.focus();
  });

  const setActive = (index: number, scroll: boolean) => {
    if (options.length === 0) {
      active = -1;
      input.removeAttribute('aria-activedescendant');
      return;
    }
    active = (index + options.length) % options.length;
    options.forEach((option, i) => option.setAttribute('aria-selected', String(i === active)));
    const current = options[active]!;
    input.setAttribute('aria-activedescendant', current.id);
    if (scroll) current.scrollIntoView({ block: 'nearest' });
  };

  input.addEventListener('keydown', (event) => {
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1), true);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      activate();
    }
  });
  input.addEventListener('input', () => run());
  // Browsers send a mousemove when results re-render under a pointer that has not moved; only a pointer that really
  // moved may take the active result away from the keyboard.
  let pointer = '';
  list.addEventListener('mousemove', (event) => {
    const at = `${event.screenX},${event.screenY}`;
    if (at === pointer) return;
    const first = pointer === '';
    pointer = at;
    if (first) return;
    const option = (event.target as Element).closest<HTMLAnchorElement>('[role="option"]');
    const index = option ? options.indexOf(option) : -1;
    if (index >= 0 && index !== active) setActive(index, false);
  });
  list.addEventListener('click', (event) => {
    const more = (event.target as Element).closest<HTMLElement>('[data-show-area]');
    if (!more) return;
    event.preventDefault();
    area = more.dataset.showArea;
    renderFilters();
    run();
    input.focus();
  });

  function activate(): void {
    const option = options[active];
    if (option) option.click();
    else if (input.value.trim()) location.assign(searchPageHref(base, input.value.trim(), area));
  }

  function run(): void {
    const query = input.value;
    const seq = ++sequence;
    const started = performance.now();
    o.onQuery(query.trim(), area);
    if (!query.trim()) {
      list.innerHTML = '';
      options = [];
      setActive(-1, false);
      status.textContent = '';
      list.dataset.state = 'idle';
      return;
    }
    list.dataset.state = 'loading';
    const limit = resultLimit(o.size);
    const immediate = engine.searchLoaded(query, { area, limit });
    const hitsPromise = immediate ? Promise.resolve(immediate) : engine.search(query, { area, limit });
    if (!immediate) status.textContent = 'Loading…';
    hitsPromise
      .then(async (found) => {
        if (seq !== sequence) return;
        // Nothing as typed: one typo per word is forgiven, and the status line says what was searched instead.
        const correction = found.length ? undefined : await engine.correct(query, { area, limit });
        if (seq !== sequence) return;
        const hits = correction?.hits ?? found;
        const shown = choose(hits, o.size);
        const fragments = await Promise.all(shown.pages.map((hit) => engine.fragment(hit.index)));
        if (seq !== sequence) return;
        render(query, hits, shown, fragments, correction?.query);
        list.dataset.state = 'done';
        list.dataset.query = query;
        list.dataset.renderMs = String(Math.round((performance.now() - started) * 10) / 10);
      })
      .catch((error: unknown) => {
        if (seq !== sequence) return;
        list.innerHTML = '';
        options = [];
        setActive(-1, false);
        status.textContent = 'Search could not load. Check your connection and try again.';
        list.dataset.state = 'error';
        console.warn('[docgen] search failed:', error);
      });
  }

  /** Renders the hits of `query`, or of `corrected` when that is what was searched. */
  function render(query: string, hits: SearchHit[], shown: Chosen, fragments: SearchFragment[], corrected?: string): void {
    const parsed = parseQuery(corrected ?? query);
    const terms = parsed.highlight;
    // The active result survives a re-render of the same query (more of the index arrived, a filter changed back);
    // a new query starts at its best match, so that typing and then Enter opens the first result.
    const previous = list.dataset.query === query ? options[active]?.getAttribute('href') : undefined;
    let n = 0;
    const option = (href: string, cls: string, inner: string) => `<a class="${cls}" role="option" id="${o.id}-o${n++}" href="${escapeHtml(href)}" aria-selected="false">${inner}</a>`;
    let html = '';
    shown.groups.forEach(({ area: name, hits: groupHits, total, lead }, g) => {
      html += `<div class="search-group" role="group" aria-labelledby="${o.id}-g${g}"><div class="search-group-title" id="${o.id}-g${g}" role="presentation">${escapeHtml(name)}</div>`;
      for (const hit of groupHits) {
        const fragment = fragments[shown.pages.indexOf(hit)]!;
        const [best, ...rest] = hit.sections.filter((s) => fragment[s.local]);
        // In the lead group, results of several areas meet: an API page's kind says its area, other pages name it.
        const label = hit.page.k ? kindLabel(hit.page.k) : lead ? hit.area : '';
        const kind = label ? `<span class="search-kind">${escapeHtml(label)}</span>` : '';
        const title = `<span class="search-title">${highlight(hit.page.t, terms)}</span>${kind}`;
        const section = best ? fragment[best.local]! : fragment[0]!;
        const heading = best && best.local > 0 ? `<span class="search-heading">${highlight(sectionLabel(hit, section), terms)}</span>` : '';
        html += option(sectionHref(hit, section), 'search-result', `<span class="search-line">${title}${heading}</span><span class="search-excerpt">${excerpt(section[2], terms)}</span>`);
        // The lead group lists pages by their title; their sections would push the other areas' pages apart.
        for (const sub of lead ? [] : rest.slice(0, SUB_SECTIONS)) {
          const s = fragment[sub.local]!;
          if (sub.local === 0 || sub.score <= 0) continue;
          html += option(
            sectionHref(hit, s),
            'search-result search-subresult',
            `<span class="search-line"><span class="search-heading">${highlight(sectionLabel(hit, s), terms)}</span></span><span class="search-excerpt">${excerpt(s[2], terms, 120)}</span>`,
          );
        }
      }
      if (!lead && total > shown.pages.filter((hit) => hit.area === name).length) html += `<button type="button" class="search-more" data-show-area="${escapeHtml(name)}">All ${total} results in ${escapeHtml(name)}</button>`;
      html += '</div>';
    });
    list.innerHTML = html;
    options = [...list.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
    const keep = previous ? options.findIndex((a) => a.getAttribute('href') === previous) : -1;
    setActive(keep >= 0 ? keep : 0, false);
    const total = hits.length;
    const inArea = area ? ` in ${escapeHtml(area)}` : '';
    if (corrected) status.innerHTML = `Showing results for <strong class="search-corrected">${escapeHtml(corrected)}</strong>${inArea} · no results for “${escapeHtml(query.trim())}”`;
    else status.innerHTML = total ? `${total === resultLimit(o.size) ? `${total}+` : total} result${total === 1 ? '' : 's'}${inArea}` : `No results for “${escapeHtml(query.trim())}”${inArea}`;
  }

  return { run, activate };
}

function sectionHref(hit: SearchHit, section: SearchFragment[number]): string {
  return section[0] ? `${hit.page.r}#${section[0]}` : hit.page.r;
}

/** A member section reads as `Class.member`; other sections by their heading. */
function sectionLabel(hit: SearchHit, section: SearchFragment[number]): string {
  return section[3] ? `${hit.page.t}.${section[1]}` : section[1];
}

const KIND_LABELS: Record<string, string> = { class: 'Class', interface: 'Interface', function: 'Function', 'type-alias': 'Type', enumeration: 'Enum', variable: 'Variable' };

function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}
