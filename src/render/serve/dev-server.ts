// `docgen serve`: builds the site, serves it, watches the sources and rebuilds incrementally, and reloads the open
// tabs over server-sent events. Errors (bad frontmatter, broken links, config errors, a broken theme) are printed in
// the terminal and shown as an overlay in the browser while the server keeps running; fixing the file clears them.
//
// The server (this module and those it composes) never imports the theme or the site config. The build runs in a
// worker thread holding the build engine (../engine/engine.ts); a change to the config or to docgen's theme or client
// code replaces the worker, so nothing stale survives. The parts, each in its own module:
//   dev-http.ts      requests, pages with the live-reload script, the events tabs listen to
//   dev-watcher.ts   the files watched, and what a change to each asks of the build
//   build-loop.ts    batches of changes, one build at a time, the report printed
//   build-worker.ts  the build worker as the server talks to it, replaced on a restart or a crash
import path from 'node:path';
import { useCache } from '../core/cache-users.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { createLogger, type Logger, type Verbosity } from '../core/log.ts';
import { startBuildLoop, type BuildEvent } from './build-loop.ts';
import { createWorkerSlot } from './build-worker.ts';
import { startDevHttp } from './dev-http.ts';
import { watchSources } from './dev-watcher.ts';
import { projectRoot } from '../core/project-root.ts';
import { checkOutputFolder, projectPlaces, resolveOutputFolder } from '../output/output-folder.ts';
import { cachePath, projectCache } from '../core/cache-namespaces.mjs';

export type { BuildEvent } from './build-loop.ts';

export interface ServeOptions {
  /** Project root holding site.config.ts (default: the current directory). */
  root?: string;
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Interface to bind; default 127.0.0.1 (this machine only). */
  host?: string;
  /**
   * Where the served files are written (default `<root>/.docgen-cache/serve`). Files there that the site does not
   * produce are removed, so a folder given here must be empty or a docgen output, and apart from the project's own.
   */
  outDir?: string;
  logger?: Logger;
  verbosity?: Verbosity;
  /** Also watch docgen's own theme and client sources and restart the builder when they change (default true). */
  watchDocgen?: boolean;
  /** Quiet period after a file event before rebuilding, in ms: editors often write a file in several steps. */
  debounceMs?: number;
}

export interface DevServer {
  /** `http://127.0.0.1:3000/docs/` */
  url: string;
  port: number;
  /** Errors the overlay currently shows. */
  readonly errors: Diagnostic[];
  /** Resolves once no build is running or waiting; with the last build's event. */
  idle(): Promise<BuildEvent | undefined>;
  /** Called after every build, once reload and error events have gone out. Returns an unsubscribe function. */
  onBuild(listener: (event: BuildEvent) => void): () => void;
  /** Rebuilds as if these files (absolute or project-relative) had changed. */
  notify(files: string[]): void;
  close(): Promise<void>;
}

export async function serve(options: ServeOptions = {}): Promise<DevServer> {
  const root = projectRoot(options.root);
  const logger = options.logger ?? createLogger(options.verbosity ?? 'normal');
  const cacheDir = projectCache(root);
  const ownFolder = cachePath(cacheDir, 'serve');
  const outDir = options.outDir === undefined ? ownFolder : resolveOutputFolder(path.resolve(root, options.outDir));
  // Its own folder in the cache, named or not, is serve's to write (test/engine/incremental.test.ts names it).
  if (outDir !== resolveOutputFolder(ownFolder)) checkOutputFolder({ outDir, root, places: projectPlaces(root, cacheDir), flag: 'outDir' });

  const worker = createWorkerSlot({ root, outDir, verbosity: options.verbosity ?? 'normal' });
  const http = await startDevHttp({ outDir, host: options.host ?? '127.0.0.1', port: options.port ?? 3000, logger, derive: () => worker.derive() });
  const watcher = await watchSources({ root, outDir, watchDocgen: options.watchDocgen !== false, logger, onChange: (changes) => loop.notify(changes) });
  // Its site lives in the cache: `docgen clean` refuses until the server stops (../core/cache-users.ts).
  const release = useCache(cacheDir, 'docgen serve');
  const loop = startBuildLoop({
    root,
    debounceMs: options.debounceMs ?? 8,
    logger,
    build: (change, restart) => worker.build(change, restart),
    publish(report, restarted) {
      http.publish(report, restarted);
      if (report.ok) watcher.follow(report.watch);
    },
  });
  let closed = false;

  return {
    url: http.url,
    port: http.port,
    get errors() {
      return http.errors;
    },
    idle: () => loop.idle(),
    onBuild: (listener) => loop.onBuild(listener),
    notify: (files) => watcher.changed(files),
    async close() {
      if (closed) return;
      closed = true;
      const stopped = loop.stop();
      await watcher.close();
      http.endLiveReload();
      // A build under way is given up, not awaited: Ctrl+C during a cold first build waited for all of it (47 s on
      // the real site). Its files are written atomically and its cache entries sealed, so what it leaves half-done is
      // made again by the next server.
      await worker.terminate();
      await stopped;
      await http.close();
      loop.releaseIdle();
      release();
    },
  };
}
