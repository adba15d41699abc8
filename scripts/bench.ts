// npm run bench: speed and size figures, printed as a table and as JSON. Times are printed, never asserted.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.docgen-cache', 'bench-build');

interface BuildFigures {
  timings: Record<string, number>;
  pages: number;
  kinds: Record<string, number>;
  maxRssMb: number;
}

function buildOnce(): BuildFigures {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/build-once.ts'), outDir], {
    cwd: root,
    encoding: 'utf8',
    // As the CLI does: React must load its production build, which renders several times faster.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

const rows: [string, string][] = [];
const json: Record<string, unknown> = {};
const ms = (n: number) => `${Math.round(n)} ms`;

rmSync(path.join(root, '.docgen-cache'), { recursive: true, force: true });
const cold = buildOnce();
const warm = buildOnce();
const markdownPages = (cold.kinds.doc ?? 0) + (cold.kinds.page ?? 0);
json.build = { cold, warm, markdownPages };
rows.push(['pages', `${cold.pages} (${Object.entries(cold.kinds).map(([k, n]) => `${k} ${n}`).join(', ')})`]);
rows.push(['cold build', `${ms(cold.timings.total)}, peak ${cold.maxRssMb.toFixed(0)} MB`]);
rows.push(['warm build', `${ms(warm.timings.total)}, peak ${warm.maxRssMb.toFixed(0)} MB`]);
rows.push(['pages per second (warm)', (warm.pages / (warm.timings.total / 1000)).toFixed(0)]);
rows.push(['markdown load per page (warm)', `${(warm.timings.markdown / markdownPages).toFixed(2)} ms (target < 5 ms)`]);
rows.push(['render per page (warm)', `${(warm.timings.render / warm.pages).toFixed(2)} ms`]);
for (const [stage, time] of Object.entries(warm.timings)) rows.push([`  stage ${stage} (warm)`, ms(time)]);

const width = Math.max(...rows.map(([k]) => k.length));
console.log(rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n'));
console.log(JSON.stringify(json, null, 2));
rmSync(outDir, { recursive: true, force: true });
