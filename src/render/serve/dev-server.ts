// `docgen serve`: builds the site, serves it, watches the sources and rebuilds incrementally, and reloads the open
// tabs over server-sent events. Errors (bad frontmatter, broken links, config errors, a broken theme) are printed in
// the terminal and shown as an overlay in the browser while the server keeps running; fixing the file clears them.
//
// The server (this module) never imports the theme or the site config. The build runs in a worker thread holding the
// build engine (../engine/engine.ts); a change to the config or to docgen's theme or client code replaces the
// worker, so nothing stale survives.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { watch } from 'chokidar';
import sirv from 'sirv';
import { formatDiagnostic, type Diagnostic } from '../diagnostics.ts';
import { createLogger, formatMs, type Logger, type Verbosity } from '../log.ts';
import { projectRoot } from '../site.ts';
import { routeToFile } from '../../shared/urls.ts';
import { failedReport, type DevBuildChange, type DevBuildReport } from './build-report.ts';
import { encodeSitePath, isHashedAsset, resolveRequest } from './routing.ts';
import type { WorkerInput, WorkerReply, WorkerRequest } from './worker.ts';

export interface ServeOptions {
  /** Project root holding site.config.ts (default: the current directory). */
  root?: string;
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Interface to bind; default 127.0.0.1 (this machine only). */
  host?: string;
  /** Where the served files are written (default `<root>/.docgen-cache/serve`). */
  outDir?: string;
  logger?: Logger;
  verbosity?: Verbosity;
  /** Also watch docgen's own theme and client sources and restart the builder when they change (default true). */
  watchDocgen?: boolean;
  /** Quiet period after a file event before rebuilding, in ms: editors often write a file in several steps. */
  debounceMs?: number;
}

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

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);
// docgen's own theme and browser code (the same folders build.ts reads; not imported from there, since importing
// build.ts would load the theme into this process).
const THEME_DIR = path.resolve(import.meta.dirname, '../../theme');
const CLIENT_DIR = path.resolve(import.meta.dirname, '../../client');
const EVENTS = '/__docgen/events';
const CLIENT = '/__docgen/client.js';
/** Site paths of files made from the whole graph (see output/whole-site-files.ts). */
const DERIVED = /\.(md|txt|xml|json)$|^\/assets\/search[./]|^\/search-index/i;
const IGNORED = /(^|[\\/])(node_modules|\.git|\.docgen-cache)([\\/]|$)|(^|[\\/])\.[^\\/]*$|~$|\.(swp|swx|tmp)$/;

type ChangeKind = 'restart' | 'content' | 'images' | 'files';

interface Pending {
  restart: boolean;
  /** A re-check after a burst of changes (see `scheduleRecheck`), not caused by a file event itself. */
  recheck?: boolean;
  images: boolean;
  files: Set<string>;
  changedAt?: number;
}

export async function serve(options: ServeOptions = {}): Promise<DevServer> {
  const root = projectRoot(options.root);
  const logger = options.logger ?? createLogger(options.verbosity ?? 'normal');
  const outDir = path.resolve(root, options.outDir ?? '.docgen-cache/serve');
  const host = options.host ?? '127.0.0.1';
  const debounceMs = options.debounceMs ?? 8;
  const session = `${process.pid}-${Date.now().toString(36)}`;

  let base = '/docs/';
  let errors: Diagnostic[] = [];
  let warningsKey = '';
  const clients = new Set<http.ServerResponse>();
  const listeners = new Set<(event: BuildEvent) => void>();
  const files = sirv(outDir, { dev: true, etag: true, dotfiles: false, extensions: [] });
  // Bundled while the first build runs; a failure surfaces when a page asks for it (a 500 naming the error).
  const devClient = import('../output/client-bundle.ts').then((m) => m.bundleDevClient(CLIENT_DIR));
  devClient.catch(() => {});

  // ---- HTTP ---------------------------------------------------------------------------------------------------
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      logger.error(`docgen serve: ${req.url}: ${error.stack ?? error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error; see the terminal running docgen serve.');
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const resolved = resolveRequest(base, req.url);
    if (resolved.kind === 'bad') return void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    if (resolved.kind === 'redirect') return void res.writeHead(302, { Location: resolved.location, 'Cache-Control': 'no-store' }).end();
    if (resolved.kind === 'not-found') return sendHtml(res, 404, path.join(outDir, '404.html'));
    const sitePath = resolved.path;
    if (sitePath === EVENTS) return openEvents(req, res);
    if (sitePath === CLIENT) {
      const code = await devClient;
      // Its URL carries the session id, so a browser may keep it for the life of this server.
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, max-age=31536000, immutable' });
      return void res.end(code);
    }
    // Whole-site files (search index, sitemap, llms.txt, Markdown copies) are made when first asked for after a change.
    if (derivedStale && DERIVED.test(sitePath)) await ensureDerived();
    // Pages: `/guide/First` → guide/First.html, `/` → index.html, with the live-reload script added.
    if (!/\.[a-z0-9]+$/i.test(sitePath)) {
      const file = path.join(outDir, routeToFile(base, resolved.route));
      if (existsSync(file)) return sendHtml(res, 200, file);
    }
    // Content-hashed assets never change under their name; a reload then costs one request, for the HTML.
    res.setHeader('Cache-Control', isHashedAsset(sitePath) ? 'private, max-age=31536000, immutable' : 'no-cache');
    req.url = encodeSitePath(sitePath);
    files(req, res, async () => {
      if (derivedStale && !retried.has(req) && /\.[a-z0-9]+$/i.test(sitePath)) {
        // Perhaps a whole-site file the site makes now and has not written yet (pages are never such files).
        retried.add(req);
        await ensureDerived();
        req.url = encodeSitePath(sitePath);
        return files(req, res, () => void sendHtml(res, 404, path.join(outDir, '404.html')));
      }
      void sendHtml(res, 404, path.join(outDir, '404.html'));
    });
  }

  const retried = new WeakSet<http.IncomingMessage>();
  let derivedStale = false;
  let deriving: Promise<void> | undefined;
  function ensureDerived(): Promise<void> {
    if (!derivedStale || !worker) return deriving ?? Promise.resolve();
    derivedStale = false;
    const started = performance.now();
    deriving = worker
      .derive()
      .then(
        (written) => logger.debug(`wrote ${written.length} search and sitemap files in ${formatMs(performance.now() - started)}`),
        (error: Error) => {
          derivedStale = true;
          logger.warn(`docgen serve: the search index and sitemap could not be written: ${error.message}`);
        },
      )
      .finally(() => (deriving = undefined));
    return deriving;
  }

  async function sendHtml(res: http.ServerResponse, status: number, file: string): Promise<void> {
    let html: string;
    try {
      html = await readFile(file, 'utf8');
    } catch {
      html = placeholderPage();
    }
    const script = `<script type="module" src="${base}__docgen/client.js?v=${session}"></script>`;
    html = html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : script + html;
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  }

  function placeholderPage(): string {
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>docgen serve</title></head><body data-page-kind="404"><main style="font:16px system-ui;margin:4rem auto;max-width:40rem"><h1>${errors.length ? 'The site did not build' : 'Building…'}</h1><p>This page reloads by itself when the build succeeds.</p></main></body></html>`;
  }

  function openEvents(req: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    res.write(`retry: 300\n`);
    send(res, 'hello', { session, errors });
    clients.add(res);
    req.on('close', () => clients.delete(res));
  }

  function send(res: http.ServerResponse, event: string, data: unknown): void {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  function broadcast(event: string, data: unknown): void {
    for (const res of clients) send(res, event, data);
  }

  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, 25_000);
  heartbeat.unref();

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 3000, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as { port: number }).port;
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

  // ---- the build worker ---------------------------------------------------------------------------------------
  let worker: BuildWorker | undefined;
  const workerInput: WorkerInput = { root, outDir, verbosity: options.verbosity ?? 'normal' };

  // ---- watching -----------------------------------------------------------------------------------------------
  let watchedContent = [path.join(root, 'content')];
  let staticDir = path.join(root, 'content/static');
  let apiInputs: string[] = [];
  const configFile = path.join(root, 'site.config.ts');
  const docgenDirs = [THEME_DIR, CLIENT_DIR];
  const within = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

  function classify(file: string): ChangeKind | undefined {
    if (file === configFile || docgenDirs.some((d) => within(d, file))) return 'restart';
    if (within(staticDir, file)) return 'files';
    if (apiInputs.includes(file)) return 'content';
    if (!watchedContent.some((d) => within(d, file))) return undefined;
    if (/\.(md|mdx|tsx|ts|jsx|js)$/.test(file)) return 'content';
    // Images and other files pages refer to; editors' scratch files (no extension) are not worth a rebuild.
    return /\.[a-z0-9]+$/i.test(file) ? 'images' : undefined;
  }

  const watcher = watch([...watchedContent, configFile, ...(options.watchDocgen === false ? [] : docgenDirs)], {
    ignoreInitial: true,
    // The API inputs (a package manifest under node_modules) are watched although their folder is not.
    ignored: (p: string) => !apiInputs.includes(p) && (IGNORED.test(path.relative(root, p)) || within(outDir, p)),
  });
  watcher.on('all', (event, file) => {
    if (event === 'addDir') return;
    notify([file]);
  });
  watcher.on('error', (error) => logger.warn(`docgen serve: watcher: ${(error as Error).message}`));

  // ---- the build loop -----------------------------------------------------------------------------------------
  let pending: Pending | undefined = { restart: true, images: false, files: new Set() };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastEvent: BuildEvent | undefined;
  let recheckTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const idleWaiters: ((event: BuildEvent | undefined) => void)[] = [];

  function notify(changed: string[]): void {
    if (closed) return;
    for (const f of changed) {
      const file = path.resolve(root, f);
      const kind = classify(file);
      if (!kind) continue;
      pending ??= { restart: false, images: false, files: new Set() };
      pending.changedAt ??= performance.now();
      pending.files.add(path.relative(root, file));
      if (kind === 'restart') pending.restart = true;
      if (kind === 'images') pending.images = true;
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
   * builder compares content hashes, so when nothing else changed this costs a re-read of the sources and renders
   * nothing.
   */
  function scheduleRecheck(): void {
    clearTimeout(recheckTimer);
    recheckTimer = setTimeout(() => {
      recheckTimer = undefined;
      if (closed) return;
      pending ??= { restart: false, images: false, files: new Set(), recheck: true };
      if (!running && !timer) startLoop();
    }, 60);
  }

  function startLoop(): void {
    timer = undefined;
    if (running || closed || !pending) return;
    running = (async () => {
      // Always settle asynchronously, so that `running` is assigned before the loop can clear it.
      await Promise.resolve();
      while (pending && !closed) {
        const batch = pending;
        pending = undefined;
        await runBuild(batch);
      }
      running = undefined;
      if (!recheckTimer) for (const resolve of idleWaiters.splice(0)) resolve(lastEvent);
    })();
  }

  async function runBuild(batch: Pending): Promise<void> {
    const change: DevBuildChange = { images: batch.images };
    let restarted = false;
    let report: DevBuildReport;
    try {
      if (batch.restart || !worker) {
        await worker?.terminate();
        worker = new BuildWorker(workerInput);
        restarted = true;
      }
      report = await worker.build(change);
    } catch (error) {
      // The worker could not load (a syntax error in the theme) or died: show it, start a new one on the next change.
      await worker?.terminate();
      worker = undefined;
      const e = error as Error & { diagnostics?: Diagnostic[] };
      report = failedReport(e.diagnostics ?? [{ severity: 'error', message: e.message ?? String(error) }]);
    }
    if (closed) return;
    if (report.base) base = report.base;
    if (report.ok && (restarted || report.changed.length || report.removed.length)) derivedStale = true;
    if (report.ok) {
      watchedContent = report.watch.content;
      staticDir = report.watch.static;
      apiInputs = report.watch.api;
      watcher.add([...report.watch.content, report.watch.static, ...report.watch.api]);
    }
    const previousErrors = JSON.stringify(errors);
    errors = report.errors;
    if (JSON.stringify(errors) !== previousErrors) broadcast('errors', { errors });
    if (report.ok && (restarted || report.assetsChanged)) broadcast('reload', { all: true, routes: [] });
    else if (report.changed.length) broadcast('reload', { all: false, routes: report.changed });
    const event: BuildEvent = { report, restarted, files: [...batch.files].sort(), changedAt: batch.changedAt, doneAt: performance.now() };
    lastEvent = event;
    if (!batch.recheck && batch.files.size) scheduleRecheck();
    if (!batch.recheck || report.changed.length || report.removed.length || JSON.stringify(errors) !== previousErrors) printReport(event);
    for (const listener of listeners) listener(event);
  }

  function printReport({ report, restarted, files: changedFiles }: BuildEvent): void {
    const what = changedFiles.length ? ` (${changedFiles.slice(0, 3).join(', ')}${changedFiles.length > 3 ? ', …' : ''})` : '';
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
    url: `http://${displayHost}:${port}${base}`,
    port,
    get errors() {
      return errors;
    },
    idle() {
      if (!running && !pending && !timer && !recheckTimer) return Promise.resolve(lastEvent);
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    onBuild(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify,
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      clearTimeout(recheckTimer);
      clearInterval(heartbeat);
      await watcher.close();
      for (const res of clients) res.end();
      clients.clear();
      await running?.catch(() => {});
      await worker?.terminate();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const resolve of idleWaiters.splice(0)) resolve(lastEvent);
    },
  };
}

/** A module of the renderer (the theme, most likely) failed to compile or load: name the file and line if we can. */
function loadFailure(message: string): Diagnostic {
  const at = /(\/[^\s:]+\.[cm]?[jt]sx?):(\d+):\d+: ERROR: (.*)/.exec(message);
  const hint = 'Fix it and save: the server restarts the renderer when docgen\'s theme, client code or the config changes.';
  if (!at) return { severity: 'error', message: `docgen could not load its renderer: ${message}`, hint };
  return { severity: 'error', file: path.relative(process.cwd(), at[1]), line: Number(at[2]), message: `docgen could not load its renderer: ${at[3]}`, hint };
}

/** One build worker: a thread running ./worker.ts, answering requests in order. */
class BuildWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (r: never) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private dead: Error | undefined;

  constructor(input: WorkerInput) {
    this.worker = new Worker(WORKER_ENTRY, { workerData: input });
    this.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'built' || reply.type === 'derived') {
        const waiter = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        if (reply.type === 'built') waiter?.resolve(reply.report as never);
        else if (reply.error) waiter?.reject(new Error(reply.error));
        else waiter?.resolve(reply.files as never);
      } else if (reply.type === 'fatal') {
        this.fail(Object.assign(new Error(reply.message), { diagnostics: [loadFailure(reply.message)] }));
      }
    });
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the build worker exited (code ${code})`)));
  }

  build(change: DevBuildChange): Promise<DevBuildReport> {
    return this.send<DevBuildReport>((id) => ({ type: 'build', id, change }));
  }

  /** Writes the sitemap, search index and other whole-site files of the last build; resolves with the files written. */
  derive(): Promise<string[]> {
    return this.send<string[]>((id) => ({ type: 'derive', id }));
  }

  async terminate(): Promise<void> {
    this.dead ??= new Error('the build worker was replaced');
    await this.worker.terminate();
  }

  private send<T>(request: (id: number) => WorkerRequest): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (r: never) => void, reject });
      this.worker.postMessage(request(id));
    });
  }

  private fail(error: Error): void {
    this.dead ??= error;
    for (const { reject } of this.waiting.values()) reject(this.dead);
    this.waiting.clear();
  }
}
