// Builds a site once in this process through docgen's programmatic build() and prints its routes, base URL and title
// as JSON. The release tests spawn it to build the real site once (test/release/site.ts; a process of its own keeps
// the build's memory out of the test worker). The bench runs it after building its copy through the CLI, only for the
// list of routes with their kinds: a warm build of what the CLI just built, which renders nothing, and which the
// bench does not time.
import { build } from '../../src/render/commands/build.ts';
import { loadConfig } from '../../src/render/config/load.ts';
import { createLogger } from '../../src/render/core/log.ts';

//   node --import tsx scripts/bench/build-once.ts [outDir] [root]   (root: the site to build, default the current folder)
const outDir = process.argv[2] ?? '.docgen-cache/bench-build';
const root = process.argv[3] ?? process.cwd();
// Without the site's analytics: the release tests block every request leaving 127.0.0.1, and the bench measures
// docgen's own bytes.
const result = await build({ root, outDir, logger: createLogger('quiet'), analytics: false });
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

process.stdout.write(JSON.stringify({ base: config.baseUrl, siteTitle: config.title, routes }) + '\n');
