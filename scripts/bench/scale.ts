// How docgen scales with the number of markdown pages: the real site built cold with N pages added (copies of the
// manual, ./scale-site.ts), for each N asked, whole process from spawn to exit with the peak memory of its process
// tree (./builds.ts, ./process-tree.ts), then `docgen serve` on the same site with the time from saving a manual
// page to the open tab showing it (./edit-to-screen.ts, text edits only: a move in the manual's sidebar re-renders
// every page of that sidebar, which is what the added pages join).
//
// What an added page costs is the difference with N = 0, over N: the API Reference's conversion, which every cold
// build does, cancels out. Each count is compared with an N = 0 build made just before it (the first count's is the
// N = 0 row), as the build figures are with their yardstick: the machine's speed, which changes while other work
// shares its cores, then weighs on both sides alike. The cost is compared with the libraries' floor on the same
// pages (./floor-once.ts): the markdown, highlighting and React rendering libraries alone, per page, on one thread.
// docgen can spread pages over the cores, so the fair comparison is with the floor divided by the cores.
//
// The docgen checkout is a parameter: the same pages, floor and measurement can run against a worktree of an older
// commit, to compare before and after. Each N gets a fresh copy of that checkout's site, inside it
// (`.docgen-cache/bench-scale-site/`), and no .docgen-cache of its own: a cold build.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { docgenBuild } from './builds.ts';
import { measureEditToScreen, type EditKindResult } from './edit-to-screen.ts';
import type { FloorFigures } from './floor-once.ts';
import type { TreeMemory } from './process-tree.ts';
import { runScript } from './run-script.ts';
import { addManualCopies, MANUAL, manualPages } from './scale-site.ts';
import { messageOf } from '../../src/render/core/thrown.ts';
import { makeSiteCopy } from './site-copy.ts';

/** Longest a cold build may take: with 1,800 pages added, builds have taken 13 to over 15 minutes on a busy 2-core machine. */
const BUILD_TIMEOUT_MS = 60 * 60_000;

export interface ScaleOptions {
  /** The docgen checkout built and served. */
  docgen: string;
  /** Pages to add; 0 is measured too (first) whether asked for or not, since every per-page figure needs it. */
  counts: number[];
  /** Timed text edits under `docgen serve` for each count; no browser, no edit-to-screen figures. */
  edits: number;
  browser?: Browser;
  /** Keep the last scratch site (the one whose build failed, if one did). */
  keep?: boolean;
  log?: (message: string) => void;
}

/** An N = 0 build, which a count's figures are the difference with. */
interface Reference {
  coldMs: number;
  memory: TreeMemory;
}

export interface ScaleRow {
  added: number;
  /** Pages the build reported (the site's own included). */
  pages?: number;
  coldMs: number;
  /** Its process tree's memory; `memory.peakMb` is the peak. */
  memory: TreeMemory;
  /** The N = 0 build it is compared with; absent for N = 0. */
  reference?: Reference;
  /** (cold(N) − cold(0)) / N, ms, and (peak(N) − peak(0)) / N, MB, against `reference`; absent for N = 0. */
  msPerPage?: number;
  mbPerPage?: number;
  /** Save → on screen under `docgen serve`, or why it could not be measured. */
  editToScreen?: { text: EditKindResult; startMs: number; peakMb: number } | { error: string };
}

export interface ScaleFigures {
  /** The count whose build failed (a broken link, a crash, or over BUILD_TIMEOUT_MS): the larger ones were not tried. */
  failed?: { added: number; error: string };
  docgen: string;
  /** The checkout's commit when the section started, with "+changes" when docgen's files differed from it. */
  commit: string;
  /** os.availableParallelism(). */
  cores: number;
  floor: FloorFigures;
  /** Floor per page over the cores, ms. */
  floorPerCoreMs: number;
  rows: ScaleRow[];
}

function commitOf(checkout: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', checkout, ...args], { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'src', 'bin') ? '+changes' : ''}`;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export async function measureScale(options: ScaleOptions): Promise<ScaleFigures> {
  const { docgen, browser } = options;
  const log = options.log ?? (() => {});
  const counts = [...new Set([0, ...options.counts])].sort((a, b) => a - b);
  const root = path.join(docgen, '.docgen-cache', 'bench-scale-site');
  const commit = commitOf(docgen);

  log("scale: the libraries' floor…");
  const pages = manualPages(docgen).map((f) => path.join(docgen, MANUAL, f));
  // Not docgen: React's production build is chosen for it here (see floor-once.ts).
  const floor = runScript<FloorFigures>('floor-once.ts', pages, { NODE_ENV: 'production' });
  const cores = os.availableParallelism();

  /** A fresh copy of the site with `added` pages, built cold. */
  const coldBuild = async (added: number) => {
    const copy = makeSiteCopy(docgen, root);
    addManualCopies(copy.root, added);
    log(`scale: +${added} pages, cold build…`);
    const build = await docgenBuild(docgen, copy, { timeoutMs: BUILD_TIMEOUT_MS }).catch((error: unknown) => {
      if (!options.keep) copy.remove();
      throw error;
    });
    log(`scale: +${added} pages, cold ${(build.ms / 1000).toFixed(1)} s, peak ${Math.round(build.memory.peakMb)} MB`);
    return { copy, build };
  };

  const rows: ScaleRow[] = [];
  let failed: ScaleFigures['failed'];
  let reference: Reference | undefined;
  for (const added of counts) {
    let built: Awaited<ReturnType<typeof coldBuild>>;
    try {
      // The first count after N = 0 is compared with the N = 0 row, each later one with an N = 0 build just before it.
      if (added && rows.length > 1) {
        const zero = await coldBuild(0);
        zero.copy.remove();
        reference = { coldMs: zero.build.ms, memory: zero.build.memory };
      }
      built = await coldBuild(added);
    } catch (error) {
      // The counts measured so far stand; a larger count would only take longer to fail.
      failed = { added, error: (error as Error).message };
      break;
    }
    const { copy, build } = built;
    try {
      const row: ScaleRow = { added, pages: build.pages, coldMs: build.ms, memory: build.memory };
      if (!added) reference = { coldMs: build.ms, memory: build.memory };
      else if (reference) {
        row.reference = reference;
        row.msPerPage = (build.ms - reference.coldMs) / added;
        row.mbPerPage = (build.memory.peakMb - reference.memory.peakMb) / added;
      }
      rows.push(row);
      if (browser) {
        log(`scale: +${added} pages, docgen serve, ${options.edits} edits…`);
        try {
          const e = await measureEditToScreen({ docgen, copy, browser, kinds: ['text'], iterations: options.edits, warmup: 1 });
          row.editToScreen = { text: e.text!, startMs: e.startMs, peakMb: e.memory.peakMb };
        } catch (error) {
          // The build figures of this count stand without it; the table says why it is missing.
          row.editToScreen = { error: messageOf(error).split('\n')[0] ?? '' };
        }
      }
    } finally {
      if (!options.keep || added !== counts.at(-1)) copy.remove();
    }
  }
  return { docgen, commit, cores, floor, floorPerCoreMs: floor.floorMs / cores, rows, failed };
}
