// link check: every href and #anchor that rendering produced, against every route's ids (../links). A route's
// problems depend on its own hrefs (its key) and on the routes and ids that exist (the world): a route is checked
// again only when either changed since it was last checked. The files of a long sidebar's lazy categories are checked
// on every run: a few hundred links, each once.
import { checkFragmentLinks, checkLinksByRoute, type RenderedLinks } from '../links/check-links.ts';
import { contentHash } from '../core/hash.ts';
import { defineStage } from './stage.ts';

export const linksStage = defineStage({
  name: 'links',
  needs: ['graph', 'render', 'siteFiles'],
  async run({ graph: { config, graph }, render: { routes }, siteFiles: { fileRoutes, fragments } }, { state: { checked } }) {
    const world = contentHash(...[...routes.values()].flatMap((r) => [r.route, r.idsKey]), ...[...fileRoutes].sort(), config.onBrokenLinks, config.onBrokenAnchors);
    const stale = new Set<string>();
    for (const { route, key } of routes.values()) {
      const last = checked.get(route);
      if (last?.key !== key || last.world !== world) stale.add(route);
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
    for (const [route, problems] of fresh) checked.set(route, { key: routes.get(route)!.key, world, problems });
    for (const route of [...checked.keys()]) if (!routes.has(route)) checked.delete(route);
    return { problems: [...[...routes.keys()].flatMap((route) => checked.get(route)?.problems ?? []), ...checkFragmentLinks(fragments, options)] };
  },
  detail: ({ problems }) => `${problems.length} problems`,
});
