// link check: every href and #anchor that rendering produced, against every route's ids (../links). A route's
// problems depend on its own hrefs (its key) and on the routes and ids that exist (the world): a route is checked
// again only when either changed since it was last checked, and a `.tsx` page every time (its imports' links are in
// no key). The files of a long sidebar's lazy categories are checked
// on every run: a few hundred links, each once.
//
// `docgen serve` keeps what it checked in memory; a build or `check-links` reads what the last one of its mode checked
// from the cache (`links/<mode>.json`) and saves it back: after an edit, the next build checks the edited routes only
// (checking all 454 routes of the real site, ~135,000 hrefs, took ~40 ms of every build).
import path from 'node:path';
import { checkFragmentLinks, checkLinksByRoute, type RenderedLinks } from '../links/check-links.ts';
import { contentHash } from '../core/hash.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { isDynamic } from '../graph/page-view.ts';
import { defineStage } from './stage.ts';
import { present } from '../../shared/present.ts';
import { cachePath } from '../core/cache-namespaces.mjs';

/** Each route's link problems as last checked, with what they were checked against. */
type Checked = Map<string, { key: string; world: string; problems: Diagnostic[] }>;

/** What the link check keeps from one run of an engine to the next: what it last checked. */
interface LinksState {
  checked: Checked;
}

/** What the last build of `mode` checked; nothing when there is no such file, or it is damaged. */
async function lastChecked(file: string): Promise<Checked> {
  const stored = await readSealedJson(file, isStoredChecked);
  return new Map(stored ? Object.entries(stored) : []);
}

/**
 * Written by this module, whole (sealed): a route's entry is used only when its key and world match this build's,
 * and its key hashes docgen's code, so an entry an older docgen wrote is never taken.
 */
function isStoredChecked(value: unknown): value is Record<string, Checked extends Map<string, infer V> ? V : never> {
  return typeof value === 'object' && value !== null;
}

export const linksStage = defineStage({
  name: 'links',
  needs: ['graph', 'render', 'siteFiles'],
  state: (): LinksState => ({ checked: new Map() }),
  async run({ graph: { config, graph }, render: { routes }, siteFiles: { fileRoutes, fragments } }, { watch, cacheDir, mode }, state) {
    const file = path.join(cachePath(cacheDir, 'links'), `${mode}.json`);
    if (!watch && state.checked.size === 0) state.checked = await lastChecked(file);
    const { checked } = state;
    const world = contentHash(...[...routes.values()].flatMap((r) => [r.route, r.idsKey]), ...[...fileRoutes].sort(), config.onBrokenLinks, config.onBrokenAnchors);
    const stale = new Set<string>();
    for (const { route, key } of routes.values()) {
      const last = checked.get(route);
      const page = graph.pages.get(route);
      // A `.tsx` page's links come from the modules it imports, which its key does not cover.
      if (last?.key !== key || last.world !== world || (page && isDynamic(page))) stale.add(route);
    }
    const options = {
      base: config.baseUrl,
      trailingSlash: config.trailingSlash,
      pages: graph.pages,
      resolved: graph.links,
      rendered: new Map<string, RenderedLinks>([...routes].map(([route, output]) => [route, output.links])),
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      files: fileRoutes,
    };
    const fresh = checkLinksByRoute({ ...options, only: stale });
    for (const [route, problems] of fresh) checked.set(route, { key: present(routes.get(route), `the output of ${route}`).key, world, problems });
    for (const route of [...checked.keys()]) if (!routes.has(route)) checked.delete(route);
    if (!watch && stale.size > 0) await writeSealed(file, JSON.stringify(Object.fromEntries(checked)));
    return { problems: [...[...routes.keys()].flatMap((route) => checked.get(route)?.problems ?? []), ...checkFragmentLinks(fragments, options)] };
  },
  detail: ({ problems }) => `${problems.length} problems`,
});
