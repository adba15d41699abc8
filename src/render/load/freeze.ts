// Pages are immutable once loaded: what a route shows beyond its page is derived in its view (graph/page-view.ts).
// Outside production (tests, a development run of docgen's own code) every page is deeply frozen as the graph takes
// it, so a stage that writes to one throws at the write instead of changing what another build, route or thread
// sees. The CLI runs in production, where the freeze would only cost time.
import type { Page } from '../../shared/types.ts';

export const freezePages = process.env.NODE_ENV !== 'production';

export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/** The page, frozen when `freezePages` holds. */
export function loadedPage(page: Page): Page {
  return freezePages ? deepFreeze(page) : page;
}
