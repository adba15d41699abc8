// Times the whole-site outputs the build makes beside or after rendering — the search client module, the search
// index, llms.txt with every page's Markdown copy — each on its own, in this fresh process (they memoise within a
// process, so timing them again after a build would measure the memo). Prints JSON.
//
//   node --import tsx scripts/bench/derived-once.ts [root]   (the site, default the current folder)
//
// These are internal modules of docgen, which move as the pipeline changes: they are imported by name at run time,
// not statically, so that a move never breaks the type check; when one is not where it was, this prints
// `{"unavailable": "<why>"}` and the bench shows "n/a".
import path from 'node:path';

type Fn = (...args: unknown[]) => unknown;
const src = path.resolve(import.meta.dirname, '../../src/render');
const load = async (file: string): Promise<Record<string, unknown>> => (await import(path.join(src, file))) as Record<string, unknown>;
const fn = (module: Record<string, unknown>, name: string, file: string): Fn => {
  if (typeof module[name] !== 'function') throw new Error(`src/render/${file} no longer exports ${name}`);
  return module[name] as Fn;
};

try {
  const [engine, log, search] = await Promise.all([load('engine/engine.ts'), load('core/log.ts'), load('search/index.ts')]);
  const loadSite = fn(engine, 'loadSite', 'engine/engine.ts');
  const createLogger = fn(log, 'createLogger', 'core/log.ts');
  const bundleSearchClient = fn(search, 'bundleSearchClient', 'search/index.ts');
  const buildSearchIndex = fn(search, 'buildSearchIndex', 'search/index.ts');
  const buildLlmsFiles = fn(search, 'buildLlmsFiles', 'search/index.ts');

  const { config, graph } = (await loadSite({ root: process.argv[2] ?? process.cwd(), mode: 'production', logger: createLogger('quiet') })) as {
    config: { title: string; tagline: string; url: string; demos?: unknown };
    graph: unknown;
  };
  const timed = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const value = await work();
    return [value, performance.now() - start];
  };
  // In the order the build makes them.
  const [client, searchClientMs] = await timed(() => bundleSearchClient(true) as Promise<{ file: string }>);
  const [, searchIndexMs] = await timed(() => buildSearchIndex(graph, { client: client.file }));
  const [, llmsMs] = await timed(() =>
    buildLlmsFiles(graph, { title: config.title, tagline: config.tagline, url: config.url, demos: config.demos }),
  );
  process.stdout.write(JSON.stringify({ searchClientMs, searchIndexMs, llmsMs }) + '\n');
} catch (error) {
  process.stdout.write(JSON.stringify({ unavailable: (error as Error).message.split('\n')[0] }) + '\n');
}
