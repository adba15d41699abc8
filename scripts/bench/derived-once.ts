// Times the whole-site outputs the build makes inside its `write` stage — the search client module, the search index,
// llms.txt with every page's Markdown copy — each on its own, in this fresh process (they memoise within a process,
// so timing them again after a build would measure the memo). Prints JSON.
import { loadSite } from '../../src/render/site.ts';
import { createLogger } from '../../src/render/log.ts';
import { buildLlmsFiles, buildSearchIndex, bundleSearchClient } from '../../src/render/search/index.ts';

const { config, graph } = await loadSite({ root: process.cwd(), mode: 'production', logger: createLogger('quiet') });
const timed = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
};
// In the order the build makes them (src/render/search/index.ts searchOutput).
const [client, searchClientMs] = await timed(() => bundleSearchClient(true));
const [, searchIndexMs] = await timed(() => buildSearchIndex(graph, { client: client.file }));
const [, llmsMs] = await timed(() =>
  buildLlmsFiles(graph, { title: config.title, tagline: config.tagline, url: config.url, demoOrigin: config.customFields?.demoOrigin as string | undefined }),
);
process.stdout.write(JSON.stringify({ searchClientMs, searchIndexMs, llmsMs }) + '\n');
