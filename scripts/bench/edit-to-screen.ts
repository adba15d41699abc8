// `docgen serve`, edit to screen: from the moment a saved file is on disk (the `writeFile` resolved) to the frame in
// which an open Chromium tab shows the change. Two kinds of change, each edited `iterations` times (or only the
// kinds asked for):
//   text   a sentence appended to a manual page's body (a new one each time); the tab shows that page and the
//          change is on screen when the sentence is in its rendered text;
//   move   `sidebar_position` of another page of the same sidebar set to -1 (first) or 9999 (last), in turn; the
//          tab (the same page) shows the change when its sidebar lists the moved page before or after the open one.
//
// How the time is taken, and why it is comparable:
//   - The tab runs a MutationObserver (installed by an init script, so it also survives a full reload of the page,
//     not only the client's in-place swap). When the change is in the DOM, it waits for the next animation frame
//     (the one that paints the change) and for a task queued from it, which runs once that frame is produced, and
//     takes `performance.timeOrigin + performance.now()` then. It sends that to the benchmark through an exposed
//     function (the binding call's own delay does not count: the value it carries does).
//   - The save time is `performance.timeOrigin + performance.now()` in this process right after `writeFile`.
//   - Both are wall-clock-based, but from two processes: before each edit (and again after a full reload, which
//     starts a new document) the offset between the two clocks is measured by round trips (the shortest of five);
//     the tab's time is corrected by it. The offsets seen are reported (they are normally under a millisecond).
//   - An edit not shown within `timeoutMs` counts as a miss: it is kept in the figures as infinitely slow, so a
//     miss can never make the percentiles look better, and the tab is reloaded before the next edit.
// The server is `docgen serve --root <copy> --port 0 --host 127.0.0.1` run as a user runs it (./docgen-command.ts),
// on a scratch copy of the site (./site-copy.ts); the memory of its process tree is sampled throughout. It watches
// docgen's own theme and client code as it does for anyone, so an edit to them while the bench runs restarts its
// renderer (the tab then reloads, counted in the figures). The lines it prints for people are what the bench reads:
// its URL, and one report a build ("✓ updated 1 page in 120 ms (content/docs/manual/Core.md)"), taken as the moment
// that line arrives. They split each edit into server (save → the server reports the build: its watcher, debounce
// and build), its own build time as it reports it, and client (report → on screen: the reload event, the page fetch
// and the swap in the tab). A report the bench cannot read leaves those parts "n/a"; the screen time never needs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { fencedContext } from '../../test/release/site.ts';
import { docgenCommand } from './docgen-command.ts';
import { watchTree, type TreeMemory } from './process-tree.ts';
import type { SiteCopy } from './site-copy.ts';

export type EditKind = 'text' | 'move';

export interface EditKindOptions {
  /** File of the site to edit, relative to its root. */
  file: string;
  /** Its route, relative to the base URL (`manual/Core`). */
  route: string;
}

export interface EditToScreenOptions {
  /** The docgen checkout whose CLI serves the site. */
  docgen: string;
  copy: SiteCopy;
  browser: Browser;
  /** The kinds of change timed, in this order (default both). */
  kinds?: EditKind[];
  /** The page edited, and the page open in the tab for both kinds (default manual/Core). */
  text?: EditKindOptions;
  /** The page moved within the open page's sidebar (default manual/UI). */
  move?: EditKindOptions;
  /** Timed edits of each kind (default 20), after `warmup` untimed ones (default 2). */
  iterations?: number;
  warmup?: number;
  /** Quiet time after the first build, as an author takes to open the page (default 3000 ms). */
  settleMs?: number;
  /** Pause after an edit is on screen before the next one (default 500 ms, plus up to 100 ms of jitter). */
  pauseMs?: number;
  timeoutMs?: number;
}

export interface EditSample {
  /** Save → on screen, ms; Infinity for a miss. */
  screenMs: number;
  /** The tab loaded a new document instead of swapping the page in place. */
  reloaded: boolean;
  /** Save → the server's report of the build that took the change arrived (watcher, debounce, build), ms. */
  serverMs?: number;
  /** The server's own build time (its report), ms, and the pages it says it updated. */
  rebuildMs?: number;
  updated?: number;
  /** Report → on screen, ms: the reload event, the page fetch and the swap in the tab. */
  clientMs?: number;
  /** Clock offset applied (tab − bench), ms, and the round trip it was measured in. */
  clockOffsetMs: number;
  clockRttMs: number;
}

export interface Stats {
  n: number;
  missed: number;
  median: number;
  p95: number;
  max: number;
  min: number;
}

export interface EditKindResult {
  kind: EditKind;
  file: string;
  openRoute: string;
  screen: Stats;
  server?: Stats;
  rebuild?: Stats;
  client?: Stats;
  updated?: Stats;
  reloads: number;
  samples: EditSample[];
}

export interface EditToScreenResult {
  /** Spawn of the server → its first build done, ms. */
  startMs: number;
  /** The site's .docgen-cache existed when the server started (after the build bench it does). */
  cacheWarm: boolean;
  pages?: number;
  /** One result for each kind timed. */
  text?: EditKindResult;
  move?: EditKindResult;
  /** Peak memory of the server's process tree over the whole measurement (the first build included). */
  memory: TreeMemory;
  maxClockOffsetMs: number;
  /** Longest round trip an offset was measured in: each offset is known to within half of its round trip. */
  maxClockRttMs: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nearest-rank percentiles; misses (Infinity) sort last. */
export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  // NaN for no values at all.
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { n: values.length, missed: values.filter((v) => !Number.isFinite(v)).length, median: at(0.5), p95: at(0.95), max: at(1), min: at(0) };
}

/** A line of the server's output the bench understands; `at` is when it arrived (epoch ms, this process's clock). */
export type ServerEvent =
  | { type: 'listening'; at: number; url: string }
  | {
      type: 'build';
      at: number;
      ok: boolean;
      /** Its own build time, ms (a failed build's report gives none). */
      ms?: number;
      /** Pages it says it built or updated. */
      pages?: number;
      /** The changed files it names (up to three), relative to the site's root. */
      files: string[];
      /** A failed build: the lines it printed before its report. */
      errors?: string[];
    };

const duration = (value: string, unit: string) => Number(value) * (unit === 's' ? 1000 : 1);

/**
 * Reads one line of `docgen serve`'s output: its URL, or a build report, "✓ <what> in <time> (<files>)" or
 * "✗ <n> errors (<files>); …". `before` holds the lines printed since the last report (a failure's diagnostics).
 */
export function parseServerLine(line: string, at: number, before: string[]): ServerEvent | undefined {
  const [, url] = /^docgen serve: (https?:\/\/\S+)/.exec(line) ?? [];
  if (url !== undefined) return { type: 'listening', at, url };
  const files = (list: string | undefined) => (list ?? '').split(', ').filter((f) => f && f !== '…');
  const [built, what = '', time = '', unit = '', changed] = /^✓ (.+?) in ([\d.]+) (ms|s)(?: \((.+)\))?$/.exec(line) ?? [];
  if (built !== undefined) {
    const [, pages] = /(\d+) pages?\b/.exec(what) ?? [];
    return { type: 'build', at, ok: true, ms: duration(time, unit), pages: pages === undefined ? undefined : Number(pages), files: files(changed) };
  }
  const failed = /^✗ \d+ errors?(?: \((.+?)\))?;/.exec(line);
  if (failed) return { type: 'build', at, ok: false, files: files(failed[1]), errors: before.filter((l) => l.trim()) };
  return undefined;
}

/** `docgen serve` on the copy: its output as events, and waiting for one. */
function startServer(docgen: string, root: string) {
  const cli = docgenCommand(docgen, ['serve', '--root', root, '--port', '0', '--host', '127.0.0.1'], root);
  const child: ChildProcess = spawn(cli.command, cli.args, { cwd: cli.cwd, env: cli.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const events: ServerEvent[] = [];
  const waiters: { match: (e: ServerEvent) => boolean; resolve: (e: ServerEvent) => void; fail: () => void }[] = [];
  let output: string[] = [];
  let sinceReport: string[] = [];
  let exited = false;
  // It prints for people on stderr (its logger) and, in principle, on stdout: both are read alike.
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = '';
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        output = [...output.slice(-20), line];
        const event = parseServerLine(line, now(), sinceReport);
        if (!event) {
          sinceReport.push(line);
          continue;
        }
        if (event.type === 'build') sinceReport = [];
        events.push(event);
        for (const w of [...waiters]) {
          if (!w.match(event)) continue;
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(event);
        }
      }
    });
  }
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
      for (const w of waiters.splice(0)) w.fail();
    }),
  );
  const failure = (what: string, why: string) => new Error(`docgen serve: ${what} (${why})${output.length ? `: ${output.slice(-5).join(' | ')}` : ''}`);
  return {
    child,
    /** The first event of `type` that `match` accepts, past or to come. */
    next<T extends ServerEvent['type']>(type: T, match: (e: Extract<ServerEvent, { type: T }>) => boolean, timeoutMs: number, what: string): Promise<Extract<ServerEvent, { type: T }>> {
      type E = Extract<ServerEvent, { type: T }>;
      const matches = (e: ServerEvent): e is E => e.type === type && match(e as E);
      const found = events.find(matches);
      if (found) return Promise.resolve(found);
      if (exited) return Promise.reject(failure(what, 'the server exited'));
      return new Promise((resolve, reject) => {
        const waiter = {
          match: matches,
          resolve: (e: ServerEvent) => (clearTimeout(timer), resolve(e as E)),
          fail: () => (clearTimeout(timer), reject(failure(what, 'the server exited'))),
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(failure(what, `no report in ${timeoutMs / 1000} s`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    async stop(): Promise<void> {
      if (exited) return;
      child.kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!killed && child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      await exit;
    },
  };
}

/** What the tab runs in every document it loads: see the top of this file. */
function tabScript(): void {
  const KEY = '__docgenBench';
  type Spec = { id: string; kind: 'text'; marker: string; done?: boolean } | { id: string; kind: 'move'; moved: string; anchor: string; movedFirst: boolean; done?: boolean };
  const w = window as unknown as { __benchDoc: string; __benchArm: () => void; __benchShown?: (id: string, at: number, doc: string) => void };
  const doc = Math.random().toString(36).slice(2);
  w.__benchDoc = doc;
  let observer: MutationObserver | undefined;
  const visibleText = (marker: string): boolean => {
    if (!document.body?.textContent?.includes(marker)) return false;
    // Only text a reader can see: not the text of scripts, styles or templates (page data may be embedded there).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.includes(marker)) continue;
      if (!node.parentElement?.closest('script, style, template, noscript')) return true;
    }
    return false;
  };
  const sidebarOrder = (spec: Extract<Spec, { kind: 'move' }>): boolean => {
    const sidebar = document.querySelector('nav[aria-label*="sidebar" i]') ?? document.querySelector('.doc-sidebar, aside');
    const moved = sidebar?.querySelector(`a[href="${spec.moved}"]`);
    const anchor = sidebar?.querySelector(`a[href="${spec.anchor}"]`);
    if (!moved || !anchor) return false;
    const movedFirst = (moved.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    return movedFirst === spec.movedFirst;
  };
  const arm = () => {
    let spec: Spec | null = null;
    try {
      spec = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Spec | null;
    } catch {
      return;
    }
    observer?.disconnect();
    observer = undefined;
    if (!spec || spec.done) return;
    const current = spec;
    const fire = (): boolean => {
      if (!(current.kind === 'text' ? visibleText(current.marker) : sidebarOrder(current))) return false;
      observer?.disconnect();
      observer = undefined;
      sessionStorage.setItem(KEY, JSON.stringify({ ...current, done: true }));
      // The next frame paints the change; a task queued from its animation-frame callback runs once that frame
      // has been produced, so the time is taken then (a little later than the paint rather than before it).
      requestAnimationFrame(() => setTimeout(() => w.__benchShown?.(current.id, performance.timeOrigin + performance.now(), doc), 0));
      return true;
    };
    if (fire()) return;
    observer = new MutationObserver(() => void fire());
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  };
  w.__benchArm = arm;
  arm();
}

async function clockOffset(page: Page): Promise<{ offset: number; rtt: number }> {
  let best = { offset: 0, rtt: Infinity };
  for (let i = 0; i < 5; i++) {
    const before = now();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = now();
    if (after - before < best.rtt) best = { offset: inPage - (before + after) / 2, rtt: after - before };
  }
  return best;
}

export async function measureEditToScreen(options: EditToScreenOptions): Promise<EditToScreenResult> {
  const { docgen, copy, browser } = options;
  const kinds = options.kinds ?? ['text', 'move'];
  const text = options.text ?? { file: 'content/docs/manual/Core.md', route: 'manual/Core' };
  const move = options.move ?? { file: 'content/docs/manual/UI.md', route: 'manual/UI' };
  const iterations = options.iterations ?? 20;
  const warmup = options.warmup ?? 2;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const pauseMs = options.pauseMs ?? 500;

  const textOriginal = copy.read(text.file);
  const moveOriginal = copy.read(move.file);
  const cacheWarm = existsSync(copy.cacheDir);
  const spawned = now();
  const server = startServer(docgen, copy.root);
  const memory = watchTree(server.child.pid!);
  const { context } = await fencedContext(browser);
  try {
    const listening = await server.next('listening', () => true, 60_000, 'did not start');
    const base = new URL(listening.url);
    const openUrl = new URL(text.route, base).href;
    const movedPath = new URL(move.route, base).pathname;
    const anchorPath = new URL(text.route, base).pathname;
    // Its first report is the first build's.
    const ready = await server.next('build', () => true, 10 * 60_000, 'the first build did not finish');
    if (!ready.ok) throw new Error(`docgen serve: the site did not build: ${(ready.errors ?? []).join(' | ')}`);
    // The report comes once the pages are written; wait until it serves the real page (not a placeholder) anyway.
    for (let waited = 0; ; waited += 250) {
      const res = await fetch(openUrl).catch(() => undefined);
      const html = res?.ok ? await res.text() : '';
      if (html.includes(`href="${movedPath}"`)) break;
      if (waited > 10 * 60_000) throw new Error(`docgen serve: ${openUrl} never showed its sidebar`);
      await sleep(250);
    }
    const startMs = now() - spawned;
    await sleep(options.settleMs ?? 3000);

    let shown: ((id: string, at: number, doc: string) => void) | undefined;
    await context.exposeFunction('__benchShown', (id: string, at: number, doc: string) => shown?.(id, at, doc));
    // As source text: tsx compiles this file with esbuild's keepNames, which wraps named functions in a `__name`
    // helper the page does not have.
    await context.addInitScript({ content: `var __name = globalThis.__name || ((f) => f);\n(${tabScript.toString()})();` });
    const page = await context.newPage();
    const open = async () => {
      await page.goto(openUrl);
      // The dev client marks a live connection on <html>; older or newer clients may not: then give it a moment.
      await page.waitForFunction(() => document.documentElement.dataset.docgenLive === 'connected', undefined, { timeout: 10_000 }).catch(() => sleep(1500));
    };
    await open();

    const withPosition = (value: number) => {
      const [, fields] = /^---\r?\n([\s\S]*?)\r?\n---/.exec(moveOriginal) ?? [];
      if (fields === undefined) return `---\nsidebar_position: ${value}\n---\n${moveOriginal}`;
      const body = /^sidebar_position:.*$/m.test(fields) ? fields.replace(/^sidebar_position:.*$/m, `sidebar_position: ${value}`) : `${fields}\nsidebar_position: ${value}`;
      return moveOriginal.replace(fields, body);
    };
    // Where the moved page is now, relative to the open one, decides the first move.
    let movedFirst = await page.evaluate(
      ({ moved, anchor }) => {
        const sidebar = document.querySelector('nav[aria-label*="sidebar" i]') ?? document.querySelector('.doc-sidebar, aside');
        const a = sidebar?.querySelector(`a[href="${moved}"]`);
        const b = sidebar?.querySelector(`a[href="${anchor}"]`);
        if (!a || !b) return undefined;
        return (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      },
      { moved: movedPath, anchor: anchorPath },
    );
    if (movedFirst === undefined) throw new Error(`the sidebar of ${anchorPath} has no link to ${movedPath} or to itself`);

    let offsets = 0;
    let rtts = 0;
    const one = async (kind: EditKind, n: number): Promise<EditSample> => {
      const id = `${kind}-${n}-${Math.random().toString(36).slice(2, 8)}`;
      let spec: Record<string, unknown>;
      let file: string;
      let content: string;
      if (kind === 'text') {
        const marker = `Bench edit ${id}`;
        spec = { id, kind, marker };
        file = text.file;
        content = `${textOriginal.trimEnd()}\n\nThis sentence is a benchmark edit: ${marker}.\n`;
      } else {
        const target = !movedFirst;
        spec = { id, kind, moved: movedPath, anchor: anchorPath, movedFirst: target };
        file = move.file;
        content = withPosition(target ? -1 : 9999);
      }
      const doc = await page.evaluate((s) => {
        sessionStorage.setItem('__docgenBench', JSON.stringify(s));
        (window as unknown as { __benchArm: () => void }).__benchArm();
        return (window as unknown as { __benchDoc: string }).__benchDoc;
      }, spec);
      let clock = await clockOffset(page);
      const seen = new Promise<{ at: number; doc: string } | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs);
        shown = (shownId, at, shownDoc) => {
          if (shownId !== id) return;
          clearTimeout(timer);
          resolve({ at, doc: shownDoc });
        };
      });
      await writeFile(copy.file(file), content);
      const saved = now();
      const result = await seen;
      shown = undefined;
      if (kind === 'move') movedFirst = !movedFirst;
      // The server reports a build after it has sent the reload, so its line may still be on the way.
      const build = await server
        .next('build', (e) => e.files.some((f) => path.normalize(f) === path.normalize(file)) && e.at >= saved, result ? 2000 : 0, 'no build report')
        .catch(() => undefined);
      const report = { serverMs: build && build.at - saved, rebuildMs: build?.ms, updated: build?.pages };
      if (!result) {
        // A miss: start the next edit from a freshly loaded page.
        await sleep(pauseMs);
        await open();
        return { screenMs: Infinity, reloaded: false, ...report, clockOffsetMs: clock.offset, clockRttMs: clock.rtt };
      }
      const reloaded = result.doc !== doc;
      if (reloaded) clock = await clockOffset(page);
      offsets = Math.max(offsets, Math.abs(clock.offset));
      rtts = Math.max(rtts, clock.rtt);
      const screenAt = result.at - clock.offset;
      await sleep(pauseMs + Math.random() * 100);
      return {
        screenMs: screenAt - saved,
        reloaded,
        ...report,
        clientMs: build && screenAt - build.at,
        clockOffsetMs: clock.offset,
        clockRttMs: clock.rtt,
      };
    };

    const runKind = async (kind: EditKind): Promise<EditKindResult> => {
      for (let i = 0; i < warmup; i++) await one(kind, -1 - i);
      const samples: EditSample[] = [];
      for (let i = 0; i < iterations; i++) samples.push(await one(kind, i));
      const opt = (pick: (s: EditSample) => number | undefined) => {
        const values = samples.map(pick).filter((v): v is number => v !== undefined);
        return values.length ? stats(values) : undefined;
      };
      return {
        kind,
        file: kind === 'text' ? text.file : move.file,
        openRoute: anchorPath,
        screen: stats(samples.map((s) => s.screenMs)),
        server: opt((s) => s.serverMs),
        rebuild: opt((s) => s.rebuildMs),
        client: opt((s) => s.clientMs),
        updated: opt((s) => s.updated),
        reloads: samples.filter((s) => s.reloaded).length,
        samples,
      };
    };
    const results: Partial<Record<EditKind, EditKindResult>> = {};
    for (const kind of kinds) {
      if (Object.keys(results).length) await sleep(2 * pauseMs);
      results[kind] = await runKind(kind);
      // The next kind starts from the site as it was copied.
      if (kind === 'text') await writeFile(copy.file(text.file), textOriginal);
      else await writeFile(copy.file(move.file), moveOriginal);
    }
    return { startMs, cacheWarm, pages: ready.pages, ...results, memory: memory.stop(), maxClockOffsetMs: offsets, maxClockRttMs: rtts };
  } finally {
    memory.stop();
    await context.close().catch(() => {});
    await server.stop();
    await writeFile(copy.file(text.file), textOriginal);
    await writeFile(copy.file(move.file), moveOriginal);
  }
}
