// Build figures as ratios against a yardstick run in the same bench: TypeDoc's own CLI converting the SDK
// to JSON. Each round runs, in this order,
//   yardstick   TypeDoc's CLI on the SDK (below);
//   cold        `docgen build` with no .docgen-cache (and no output folder), as on a fresh clone;
//   warm        `docgen build` again, nothing changed;
//   edit        `docgen build` after appending a sentence to the body of one manual page (a new one each round);
// so that the machine's speed, which varies (other work shares its two cores), weighs on both sides alike. A figure
// is the median over the rounds; its ratio is that median over the yardstick's median. Each round's own ratio (the
// build over the yardstick run just before it) is kept in the JSON too.
//
// Every run is a whole process, measured from spawn to exit (./process-tree.ts): Node's start-up, tsx and the CLI
// included, as a person waiting for `docgen build` experiences it; peak memory is the sum over its process tree.
// docgen builds a scratch copy of the site (./site-copy.ts) through its CLI, `node bin/docgen build --root <copy>
// --out <copy>/build --verbose`, as a user runs it (./docgen-command.ts); its per-stage times are read from the
// verbose output when it prints them in the form "  <stage>  <time>" (otherwise they are simply missing). tsx's own
// transform cache (in the OS temp folder) is left warm for both sides.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docgenCommand } from './docgen-command.ts';
import { runMeasured, type MeasuredRun, type TreeMemory } from './process-tree.ts';
import type { SiteCopy } from './site-copy.ts';

export interface Run {
  ms: number;
  memory: TreeMemory;
}

export interface BuildRun extends Run {
  /** Per-stage times from the verbose output, ms (empty when it printed none). */
  stages: Record<string, number>;
  /** The total docgen itself reports ("Built N pages in …"), ms. */
  reportedMs?: number;
  pages?: number;
}

export interface Figure {
  runs: (Run & { reportedMs?: number; stages: Record<string, number> })[];
  medianMs: number;
  /** medianMs over the yardstick's median. */
  ratio: number;
  /** Each round: this run over the yardstick run of the same round. */
  roundRatios: number[];
  /** Largest peak memory of the runs, MB. */
  peakMb: number;
  stages?: Record<string, number>;
}

export interface BuildFigures {
  rounds: number;
  yardstick: { command: string; runs: Run[]; medianMs: number; peakMb: number; reflections: number };
  cold: Figure;
  warm: Figure;
  edit: Figure & { file: string };
  pages?: number;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const [lower = NaN, upper = NaN] = sorted.slice(mid - (sorted.length % 2 ? 0 : 1), mid + 1);
  return sorted.length % 2 ? lower : (lower + upper) / 2;
};

/**
 * The yardstick's arguments: TypeDoc's CLI converting the SDK to JSON, plus `--sourceLinkTemplate`. Without it
 * TypeDoc stops with "disableGit is set, but sourceLinkTemplate is not" and writes nothing; the template is the one
 * docgen uses.
 */
export function yardstickArgs(json: string): string[] {
  return [
    '--tsconfig', 'tsconfig.api.json',
    '--entryPoints', 'node_modules/xrblocks/src/xrblocks.ts',
    '--externalPattern', '!**/node_modules/xrblocks/**',
    '--skipErrorChecking', '--excludeExternals', '--excludePrivate', '--excludeInternal', '--disableGit',
    '--sourceLinkTemplate', 'https://github.com/google/xrblocks/blob/v{version}/{path}#L{line}',
    '--json', json,
  ];
}

/** TypeDoc's CLI script, run with `node` directly (not npx: npm's own start-up would be counted). */
function typedocBin(repo: string): string {
  const dir = path.join(repo, 'node_modules', 'typedoc');
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.typedoc;
  if (!bin) throw new Error('typedoc/package.json names no bin');
  return path.join(dir, bin);
}

const tail = (run: MeasuredRun) => (run.stderr || run.stdout).trim().split('\n').slice(-8).join('\n');

async function yardstick(repo: string): Promise<Run & { reflections: number }> {
  const json = path.join(os.tmpdir(), `docgen-bench-typedoc-${process.pid}.json`);
  rmSync(json, { force: true });
  try {
    const run = await runMeasured(process.execPath, [typedocBin(repo), ...yardstickArgs(json)], { cwd: repo });
    if (run.exitCode !== 0 || !existsSync(json)) throw new Error(`the TypeDoc yardstick failed (exit ${run.exitCode ?? run.signal}):\n${tail(run)}`);
    const project = JSON.parse(readFileSync(json, 'utf8')) as { children?: unknown[] };
    const reflections = project.children?.length ?? 0;
    if (!reflections) throw new Error('the TypeDoc yardstick converted nothing (no children in its JSON)');
    return { ms: run.ms, memory: run.memory, reflections };
  } finally {
    rmSync(json, { force: true });
  }
}

/** Stage lines of docgen's verbose log: two spaces, a name, spaces, a time in ms or s; and its last line, "Built N pages (M rendered) in …". */
export function parseStages(log: string): { stages: Record<string, number>; reportedMs?: number; pages?: number } {
  const stages: Record<string, number> = {};
  for (const [, stage = '', value, unit] of log.matchAll(/^ {2}([a-z][\w-]*) +([\d.]+) (ms|s)\b/gm)) stages[stage] = Number(value) * (unit === 's' ? 1000 : 1);
  const built = /Built (\d+) pages (?:\([^)]*\) )?in ([\d.]+) (ms|s)\b/.exec(log);
  return { stages, reportedMs: built ? Number(built[2]) * (built[3] === 's' ? 1000 : 1) : undefined, pages: built ? Number(built[1]) : undefined };
}

/**
 * `docgen build --root <copy> --out <copy>/build --verbose [...flags]` of the checkout `docgen`, measured; killed
 * after `timeoutMs` (default runMeasured's 15 minutes).
 */
export async function docgenBuild(docgen: string, copy: SiteCopy, options: { flags?: string[]; timeoutMs?: number } = {}): Promise<BuildRun> {
  const cli = docgenCommand(docgen, ['build', '--root', copy.root, '--out', copy.outDir, '--verbose', ...(options.flags ?? [])], copy.root);
  const run = await runMeasured(cli.command, cli.args, { cwd: cli.cwd, env: cli.env, timeoutMs: options.timeoutMs });
  if (run.exitCode !== 0) throw new Error(`docgen build failed (exit ${run.exitCode ?? run.signal}):\n${tail(run)}`);
  return { ms: run.ms, memory: run.memory, ...parseStages(run.stderr + run.stdout) };
}

export interface BuildBenchOptions {
  repo: string;
  copy: SiteCopy;
  rounds?: number;
  /** The manual page edited for the `edit` build, relative to the site's root. */
  editFile?: string;
  log?: (message: string) => void;
}

export async function measureBuilds(options: BuildBenchOptions): Promise<BuildFigures> {
  const { repo, copy } = options;
  const rounds = options.rounds ?? 3;
  const editFile = options.editFile ?? 'content/docs/manual/Core.md';
  const log = options.log ?? (() => {});
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const y: (Run & { reflections: number })[] = [];
  const cold: BuildRun[] = [];
  const warm: BuildRun[] = [];
  const edit: BuildRun[] = [];
  for (let round = 1; round <= rounds; round++) {
    const r = `round ${round}/${rounds}`;
    log(`${r}: TypeDoc yardstick…`);
    y.push(await yardstick(repo));
    log(`${r}: yardstick ${secs(y.at(-1)!.ms)}; cold build…`);
    rmSync(copy.cacheDir, { recursive: true, force: true });
    rmSync(copy.outDir, { recursive: true, force: true });
    cold.push(await docgenBuild(repo, copy));
    log(`${r}: cold ${secs(cold.at(-1)!.ms)}; warm build…`);
    warm.push(await docgenBuild(repo, copy));
    log(`${r}: warm ${secs(warm.at(-1)!.ms)}; build after editing ${editFile}…`);
    const original = copy.read(editFile);
    try {
      copy.write(editFile, `${original.trimEnd()}\n\nThis sentence was added by the benchmark (round ${round}, ${Math.random().toString(36).slice(2, 8)}).\n`);
      edit.push(await docgenBuild(repo, copy));
    } finally {
      copy.restore();
    }
    log(`${r}: edit ${secs(edit.at(-1)!.ms)}`);
  }
  const yMedian = median(y.map((r) => r.ms));
  const figure = (runs: BuildRun[]): Figure => {
    const stageNames = [...new Set(runs.flatMap((r) => Object.keys(r.stages)))];
    return {
      runs: runs.map((r) => ({ ms: r.ms, memory: r.memory, reportedMs: r.reportedMs, stages: r.stages })),
      medianMs: median(runs.map((r) => r.ms)),
      ratio: median(runs.map((r) => r.ms)) / yMedian,
      roundRatios: runs.map((r, i) => r.ms / (y[i]?.ms ?? NaN)),
      peakMb: Math.max(...runs.map((r) => r.memory.peakMb)),
      stages: stageNames.length ? Object.fromEntries(stageNames.map((s) => [s, median(runs.map((r) => r.stages[s]).filter((v) => v !== undefined))])) : undefined,
    };
  };
  return {
    rounds,
    yardstick: {
      command: `node ${path.relative(repo, typedocBin(repo))} ${yardstickArgs('<tmp>.json').map((a) => (/[\s*!{}#]/.test(a) ? `'${a}'` : a)).join(' ')}`,
      runs: y.map((r) => ({ ms: r.ms, memory: r.memory })),
      medianMs: yMedian,
      peakMb: Math.max(...y.map((r) => r.memory.peakMb)),
      // Each round's conversion is the same project.
      reflections: Math.max(0, ...y.map((r) => r.reflections)),
    },
    cold: figure(cold),
    warm: figure(warm),
    edit: { ...figure(edit), file: editFile },
    pages: cold.find((r) => r.pages !== undefined)?.pages,
  };
}
