// Hydrates the islands the theme marked (src/theme/Island.tsx): each element names its island, carries its JSON props,
// its `identifierPrefix` and when to hydrate — 'load', 'idle', 'visible' or 'interaction'. An island's code (React and
// the component) is its own file, listed in the page's `docgen-islands` meta and imported only when needed, so pages
// whose islands nobody uses never load React. A click on an island's button before its code is there is replayed once
// it is hydrated; if that takes longer than the loading delay a spinner shows, and if the code fails to load the error
// text and 'Retry' show.
import { ISLAND_ATTR, ISLAND_HYDRATE_ATTR, ISLAND_PREFIX_ATTR, ISLAND_PROPS_ATTR, LOADING_DELAY_MS } from '../shared/dom.ts';
import { islandUrls } from './island-urls.ts';
import { screen } from './screens.ts';

interface IslandModule {
  hydrate(root: HTMLElement, props: unknown, prefix: string, name: string): Promise<() => void>;
}

const modules = new Map<string, Promise<IslandModule>>();
const hydrations = new Map<HTMLElement, Promise<void>>();
const unmounts = new Map<HTMLElement, () => void>();
let retries = 0;

function load(name: string): Promise<IslandModule> {
  let promise = modules.get(name);
  if (!promise) {
    const url = islandUrls()[name];
    // After a failure the URL gets a query, so the browser does not answer from its failed-module cache.
    promise = url ? import(retries ? `${url}?retry=${retries}` : url) : Promise.reject(new Error(`The code of the '${name}' island is missing.`));
    promise.catch(() => modules.delete(name));
    modules.set(name, promise);
  }
  return promise;
}

function hydrate(el: HTMLElement): Promise<void> {
  let promise = hydrations.get(el);
  if (promise) return promise;
  const name = el.getAttribute(ISLAND_ATTR) ?? '';
  const root = el.querySelector<HTMLElement>(':scope > [data-island-root]') ?? el;
  el.dataset.islandState = 'loading';
  promise = load(name)
    .then((mod) => mod.hydrate(root, JSON.parse(el.getAttribute(ISLAND_PROPS_ATTR) ?? '{}'), el.getAttribute(ISLAND_PREFIX_ATTR) ?? '', name))
    .then(
      (unmount) => {
        unmounts.set(el, unmount);
        el.dataset.islandState = 'hydrated';
      },
      (error: unknown) => {
        hydrations.delete(el);
        el.dataset.islandState = 'failed';
        throw error;
      },
    );
  hydrations.set(el, promise);
  return promise;
}

/** The reader clicked `target` before the island was hydrated: hydrate, then click it again. */
function replayClick(el: HTMLElement, target: HTMLElement): void {
  el.querySelector(':scope > [data-screen]')?.remove();
  const spinner = setTimeout(() => el.append(screen('spinner')), LOADING_DELAY_MS);
  hydrate(el)
    .then(
      () => target.isConnected && target.click(),
      (error: Error) => {
        const message = `Could not load this part of the page: ${error.message}`;
        el.append(
          screen('load-error', message, () => {
            retries++;
            replayClick(el, target);
          }),
        );
      },
    )
    .finally(() => {
      clearTimeout(spinner);
      el.querySelector(':scope > [data-screen="spinner"]')?.remove();
    });
}

function onInteraction(el: HTMLElement): void {
  const warm = () => void hydrate(el).catch(() => {});
  for (const type of ['pointerenter', 'focusin', 'touchstart']) el.addEventListener(type, warm, { once: true, passive: true });
  el.addEventListener(
    'click',
    (event) => {
      if (el.dataset.islandState === 'hydrated') return;
      const target = (event.target as Element).closest<HTMLElement>('button');
      if (!target || !el.contains(target) || target.closest('[data-screen]')) return;
      event.preventDefault();
      event.stopPropagation();
      replayClick(el, target);
    },
    true,
  );
}

export function hydrateIslands(container: ParentNode = document): void {
  for (const el of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    if (el.dataset.islandScheduled) continue;
    el.dataset.islandScheduled = 'true';
    const when = el.getAttribute(ISLAND_HYDRATE_ATTR);
    const go = () => void hydrate(el).catch((error) => console.error(error));
    if (when === 'interaction') onInteraction(el);
    else if (when === 'idle') ('requestIdleCallback' in window ? requestIdleCallback(go) : setTimeout(go, 1));
    else if (when === 'visible') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          go();
        }
      });
      observer.observe(el);
    } else go();
  }
}

/** Unmounts the islands inside a region that is about to be replaced. */
export function unmountIslands(container: ParentNode): void {
  for (const el of container.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)) {
    unmounts.get(el)?.();
    unmounts.delete(el);
    hydrations.delete(el);
  }
}
