// The build loop of `docgen serve`: gathers changed files into the next batch, waits for a quiet moment (editors write
// a file in several steps), runs one build at a time, follows a burst of changes with a re-check, and prints what
// each build did.
import path from 'node:path';
import { formatDiagnostic } from '../core/diagnostics.ts';
import { contentHash } from '../core/hash.ts';
import { readRegularFileSync } from '../core/regular-file.ts';
import { formatMs, type Logger } from '../core/log.ts';
import { unreachable } from '../../shared/unreachable.ts';
import type { DevBuildChange, DevBuildReport } from './build-report.ts';
import type { WorkerBuild } from './build-worker.ts';
import type { FileChange } from './dev-watcher.ts';

export interface BuildEvent {
  report: DevBuildReport;
  /** The build ran in a fresh worker (first build, config or theme change, or after a crash). */
  restarted: boolean;
  /** Project-relative files whose change triggered the build. */
  files: string[];
  /** `performance.now()` when the first of those changes was seen, and when the build's result was sent out. */
  changedAt?: number;
  doneAt: number;
}

/** The changes the next build is for. */
interface Pending {
  restart: boolean;
  /** A re-check after a burst of changes (see `scheduleRecheck`), not caused by a file event itself. */
  recheck?: boolean;
  images: boolean;
  files: Set<string>;
  /** Every change of the batch was a content source modified in place (see EngineChange.modified). */
  inPlace: boolean;
  changedAt?: number;
}

export interface BuildLoopOptions {
  /** The project root the changed files' paths are relative to. */
  root: string;
  /** Quiet period after a change before building, in ms. */
  debounceMs: number;
  logger: Logger;
  /** Runs one build, in a fresh worker when `restart`; a build that failed resolves with a failed report. */
  build(change: DevBuildChange, restart: boolean): Promise<WorkerBuild>;
  /** Shows a build's result (reload and error events, the files watched) before it is printed and listeners hear of it. */
  publish(report: DevBuildReport, restarted: boolean): void;
}

export interface BuildLoop {
  notify(changes: FileChange[]): void;
  /** Resolves once no build is running or waiting; with the last build's event. */
  idle(): Promise<BuildEvent | undefined>;
  onBuild(listener: (event: BuildEvent) => void): () => void;
  /** Takes no more changes and starts no more builds; resolves once the build under way, if any, has ended. */
  stop(): Promise<void>;
  /** Answers the `idle()` calls still waiting: the server has closed, so no build will end them. */
  releaseIdle(): void;
}

/** Starts the loop with the first build (in a fresh worker). */
export function startBuildLoop({ root, debounceMs, logger, build, publish }: BuildLoopOptions): BuildLoop {
  let pending: Pending | undefined = { restart: true, images: false, files: new Set(), inPlace: false };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastEvent: BuildEvent | undefined;
  let recheckTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let warningsKey = '';
  /** The content of each file of the last build's batch as the build started, by hash (undefined: no such file). */
  let batchHashes = new Map<string, string | undefined>();
  const idleWaiters: ((event: BuildEvent | undefined) => void)[] = [];
  const listeners = new Set<(event: BuildEvent) => void>();

  function notify(changes: FileChange[]): void {
    if (stopped) return;
    for (const { file, kind, inPlace } of changes) {
      pending ??= { restart: false, images: false, files: new Set(), inPlace: true };
      pending.changedAt ??= performance.now();
      pending.files.add(file);
      if (kind !== 'content' || !inPlace) pending.inPlace = false;
      switch (kind) {
        case 'restart':
          pending.restart = true;
          break;
        case 'images':
          pending.images = true;
          break;
        case 'content':
        case 'api':
        case 'files':
          // The builder tells what changed by content hashes: the file being in the batch is enough.
          break;
        default:
          unreachable(kind);
      }
    }
    if (pending && recheckTimer) {
      clearTimeout(recheckTimer);
      recheckTimer = undefined;
    }
    if (pending && !running) {
      clearTimeout(timer);
      timer = setTimeout(startLoop, debounceMs);
    }
  }

  /**
   * chokidar reports at most one change per file in 50 ms and may report a write before it has finished (a truncate
   * followed by the write), so a build that followed file events is followed by one more once the burst is over. The
   * re-check first compares the batch's files with what they held as the build started: when none changed, there is
   * no build at all (a rebuild that renders nothing still cost tens of milliseconds of the worker, just as the tab
   * fetches and draws the page the build changed).
   */
  function scheduleRecheck(): void {
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => {
      recheckTimer = undefined;
      if (stopped) return;
      if (!pending && [...batchHashes].every(([file, hash]) => fileHash(file) === hash)) {
        if (!running && !timer) for (const resolve of idleWaiters.splice(0)) resolve(lastEvent);
        return;
      }
      pending ??= { restart: false, images: false, files: new Set(), inPlace: false, recheck: true };
      if (!running && !timer) startLoop();
    }, 60);
  }

  /** The hash of a file's content; undefined when there is no such file, or it is no regular file (a FIFO). */
  function fileHash(file: string): string | undefined {
    const bytes = readRegularFileSync(path.resolve(root, file));
    return bytes && contentHash(bytes);
  }

  function startLoop(): void {
    timer = undefined;
    if (running || stopped || !pending) return;
    running = (async () => {
      // Always settle asynchronously, so that `running` is assigned before the loop can clear it.
      await Promise.resolve();
      while (pending && !stopped) {
        const batch = pending;
        pending = undefined;
        await runBuild(batch);
      }
      running = undefined;
      if (!recheckTimer) for (const resolve of idleWaiters.splice(0)) resolve(lastEvent);
    })();
  }

  async function runBuild(batch: Pending): Promise<void> {
    // Read before the build reads them: whatever the build sees is this or newer.
    if (!batch.recheck) batchHashes = new Map([...batch.files].map((file) => [file, fileHash(file)]));
    const modified = batch.inPlace && !batch.restart ? [...batch.files].map((file) => path.resolve(root, file)) : undefined;
    const { report, restarted } = await build({ images: batch.images, ...(modified && { modified }) }, batch.restart);
    if (stopped) return;
    // Every build's errors are published, so the last build's are the ones the browser shows until this one's.
    const errorsChanged = JSON.stringify(report.errors) !== JSON.stringify(lastEvent?.report.errors ?? []);
    publish(report, restarted);
    const event: BuildEvent = { report, restarted, files: [...batch.files].sort(), changedAt: batch.changedAt, doneAt: performance.now() };
    lastEvent = event;
    if (!batch.recheck && batch.files.size) scheduleRecheck();
    if (!batch.recheck || report.changed.length || report.removed.length || errorsChanged) printReport(event);
    for (const listener of listeners) listener(event);
  }

  function printReport({ report, restarted, files }: BuildEvent): void {
    const what = files.length ? ` (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})` : '';
    const warningsNow = JSON.stringify(report.warnings);
    if (report.warnings.length && warningsNow !== warningsKey) logger.warn(report.warnings.map(formatDiagnostic).join('\n'));
    warningsKey = warningsNow;
    if (report.errors.length) {
      const n = report.errors.length;
      logger.error(`\n${report.errors.map(formatDiagnostic).join('\n\n')}\n\n✗ ${n} error${n > 1 ? 's' : ''}${what}; shown in the browser too. Waiting for changes…`);
      return;
    }
    const pages = report.changed.length;
    const summary = restarted
      ? `built ${report.pageCount} pages`
      : pages
        ? `updated ${pages} page${pages > 1 ? 's' : ''}${report.removed.length ? `, removed ${report.removed.length}` : ''}`
        : report.removed.length
          ? `removed ${report.removed.length} page${report.removed.length > 1 ? 's' : ''}`
          : report.assetsChanged
            ? 'updated files'
            : 'no page changed';
    logger.info(`✓ ${summary} in ${formatMs(report.ms)}${what}`);
  }

  startLoop();

  return {
    notify,
    idle() {
      if (!running && !pending && !timer && !recheckTimer) return Promise.resolve(lastEvent);
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    onBuild(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(recheckTimer);
      return running?.catch(() => {}) ?? Promise.resolve();
    },
    releaseIdle() {
      for (const resolve of idleWaiters.splice(0)) resolve(lastEvent);
    },
  };
}
