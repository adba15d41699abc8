// Runs one production build in this process and prints its figures as JSON (the benchmark spawns it so that each
// measurement starts from a fresh process and peak memory belongs to that build alone; the release tests spawn it to
// build the real site once, test/release/site.ts).
// (The search index, its client module and the llms files are made inside the build's `write` stage;
// ./derived-once.ts times them on their own, in a fresh process, since they memoise within one.)
import { build } from '../../src/render/build.ts';
import { loadConfig } from '../../src/render/config/load.ts';
import { createLogger } from '../../src/render/log.ts';

//   node --import tsx scripts/bench/build-once.ts [outDir] [root]   (root: the site to build, default the current folder)
const outDir = process.argv[2] ?? '.docgen-cache/bench-build';
const root = process.argv[3] ?? process.cwd();
// Without the site's analytics: the release tests that build through here block every request leaving 127.0.0.1,
// and the figures are docgen's own bytes.
const result = await build({ root, outDir, logger: createLogger('quiet'), analytics: false });
const maxRssMb = process.resourceUsage().maxRSS / 1024;
const kinds: Record<string, number> = {};
for (const page of result.graph.pages.values()) kinds[page.kind] = (kinds[page.kind] ?? 0) + 1;

const config = await loadConfig(root);
const routes = [...result.graph.pages.values()]
  .map((p) => ({
    route: p.route,
    kind: p.kind,
    title: p.title,
    apiKind: p.kind === 'api' ? p.apiKind : undefined,
    search: (p.kind === 'page' && p.searchPage) || undefined,
  }))
  .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));

process.stdout.write(
  JSON.stringify({
    timings: result.timings,
    pages: result.pageCount,
    kinds,
    maxRssMb,
    base: config.baseUrl,
    siteTitle: config.title,
    routes,
  }) + '\n',
);
