// Runs one production build in this process and prints its figures as JSON (the benchmark spawns it so that each
// measurement starts from a fresh process and peak memory belongs to that build alone).
import { build } from '../../src/render/build.ts';
import { createLogger } from '../../src/render/log.ts';

const outDir = process.argv[2] ?? '.docgen-cache/bench-build';
const result = await build({ outDir, logger: createLogger('quiet') });
const kinds: Record<string, number> = {};
for (const page of result.graph.pages.values()) kinds[page.kind] = (kinds[page.kind] ?? 0) + 1;
process.stdout.write(
  JSON.stringify({ timings: result.timings, pages: result.pageCount, kinds, maxRssMb: process.resourceUsage().maxRSS / 1024 }) + '\n',
);
