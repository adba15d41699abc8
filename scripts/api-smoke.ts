// Converts the site's SDK (site.config.ts `api`) with the API Reference module and prints counts and timings: a cold
// conversion (into a fresh, temporary cache folder), a cached load, and building the pages with the site's markdown
// pipeline. Checks the pages against the package's own export list. Run: npx tsx scripts/api-smoke.ts
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMarkdownProcessor } from '../src/render/markdown/pipeline.ts';
import { loadProject } from '../src/render/api/cache.ts';
import { resolveApiConfig } from '../src/render/api/config.ts';
import { readExportList } from '../test/helpers/export-list.ts';
import { buildApi } from '../src/render/api/index.ts';
import { KINDS } from '../src/render/api/model.ts';
import { loadConfig } from '../src/render/config/load.ts';
import { isApiListPage } from '../src/render/llms/sections.ts';
import type { ApiItemPage, PageWithBody } from '../src/shared/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const { api } = await loadConfig(root);
if (!api) throw new Error('site.config.ts has no api section');
const config = resolveApiConfig(api, root);
const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docgen-api-smoke-'));
const ms = (n: number) => `${Math.round(n)} ms`;

try {
  // CPU time next to wall time: on a shared machine the wall clock also counts other processes' work.
  const timed = async <T>(run: () => Promise<T>): Promise<[T, string]> => {
    const cpu = process.cpuUsage();
    const wall = performance.now();
    const value = await run();
    const used = process.cpuUsage(cpu);
    return [value, `${ms(performance.now() - wall)} wall, ${ms((used.user + used.system) / 1000)} CPU`];
  };
  const [cold, coldTime] = await timed(() => loadProject(config, cacheDir));
  console.log(`cold conversion (TypeDoc ran: ${!cold.fromCache}): ${coldTime}`);
  const [warm, warmTime] = await timed(() => loadProject(config, cacheDir));
  console.log(`cached load (from cache: ${warm.fromCache}): ${warmTime}`);

  const processor = await createMarkdownProcessor();
  const ctx = { root, base: '/docs/', siteTitle: 'XR Blocks', cacheDir, markdown: (md: string, file: string) => processor.toHast(md, file) };
  const [result, pagesTime] = await timed(() => buildApi(config, warm, ctx));
  console.log(`pages built: ${result.pages.length} in ${pagesTime}`);

  const exported = readExportList(path.join(config.packageRoot, 'build/xrblocks.d.ts'));
  const apiPages = result.pages.filter((p): p is PageWithBody<ApiItemPage> => p.kind === 'api' && !isApiListPage(p));
  let mismatches = 0;
  console.log(`\n${'kind'.padEnd(14)}${'pages'.padStart(7)}${'export list'.padStart(13)}`);
  for (const { kind } of KINDS) {
    const pages = apiPages.filter((p) => p.apiKind === kind).length;
    const listed = exported.filter((e) => e.kind === kind).length;
    if (pages !== listed) mismatches++;
    console.log(`${kind.padEnd(14)}${String(pages).padStart(7)}${String(listed).padStart(13)}${pages === listed ? '' : '   MISMATCH'}`);
  }
  console.log(`${'total'.padEnd(14)}${String(apiPages.length).padStart(7)}${String(exported.length).padStart(13)}`);
  console.log(`symbols: ${Object.keys(result.symbols).length}; sidebar categories: ${result.sidebar[0]?.type === 'category' ? result.sidebar[0].items.length : 0}`);
  console.log(`\nwarnings (${result.warnings.length}):`);
  for (const w of result.warnings) console.log(`  ${w}`);
  if (mismatches) process.exitCode = 1;
} finally {
  rmSync(cacheDir, { recursive: true, force: true });
}
