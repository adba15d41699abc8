// The HTTP side of `docgen serve`: answers requests from the served folder, adds the live-reload script to every page
// (the building page until the first build is done, a placeholder while there is no page), and tells the open tabs
// over server-sent events when a build changed what they show or the errors they overlay. Only requests that name
// this machine (or the configured host) are answered: a page elsewhere cannot read the site or its build errors by
// pointing its own host name at 127.0.0.1.
import type http from 'node:http';
import { isIP } from 'node:net';
import type { Diagnostic } from '../core/diagnostics.ts';
import { formatMs, type Logger } from '../core/log.ts';
import type { DevBuildReport } from './build-report.ts';
import { CLIENT_DIR } from '../assets/assets.ts';
import { answerBuilding, listen } from './listener.ts';
import { isHashedAsset, pageFile, resolveRequest } from './routing.ts';
import { answerOutOfFiles, openSiteFile, outOfFiles, readSiteFile, sendFile, staticHtmlFile } from './static-files.ts';

const EVENTS = '/__docgen/events';
const CLIENT = '/__docgen/client.js';
/** Site paths of files made from the whole graph (see output/whole-site-files.ts). */
const DERIVED = /\.(md|txt|xml|json)$|^\/assets\/search[./]|^\/search-index/i;

/** The events the open tabs listen for (src/client/dev/live-reload.ts). */
type LiveEvent =
  | { event: 'hello'; data: { session: string; errors: Diagnostic[] } }
  | { event: 'errors'; data: { errors: Diagnostic[] } }
  | { event: 'reload'; data: { all: boolean; routes: string[] } };

export interface DevHttpOptions {
  /** The folder served, which the build worker writes. */
  outDir: string;
  host: string;
  /** 0 picks a free port. */
  port: number;
  logger: Logger;
  /** Writes the whole-site files of the last build; undefined while no build worker can (see WorkerSlot.derive). */
  derive(): Promise<string[]> | undefined;
}

export interface DevHttp {
  /** The site's URL, at the base the first build starts from. */
  url: string;
  port: number;
  /** Errors the overlay currently shows. */
  readonly errors: Diagnostic[];
  /** Serves a build's result: its base URL, its errors, and a reload of the tabs it changed. */
  publish(report: DevBuildReport, restarted: boolean): void;
  /** Ends the open event streams and their heartbeat. */
  endLiveReload(): void;
  /** Stops listening and drops every connection. */
  close(): Promise<void>;
}

/** Listens on `host:port`; rejects if it cannot (a port in use). */
export async function startDevHttp({ outDir, host, port: wantedPort, logger, derive }: DevHttpOptions): Promise<DevHttp> {
  // This server process: a tab that reconnects to another one starts over, and the dev client's URL carries it.
  const session = `${process.pid}-${Date.now().toString(36)}`;
  let base = '/docs/';
  let trailingSlash: boolean | undefined;
  let errors: Diagnostic[] = [];
  const clients = new Set<http.ServerResponse>();
  // Until the first build is published, every page is the building page (the folder may hold a half-written site).
  let building = true;
  // Bundled while the first build runs; a failure surfaces when a page asks for it (a 500 naming the error).
  const devClient = import('../assets/client-bundle.ts').then((m) => m.bundleDevClient(CLIENT_DIR));
  devClient.catch(() => {});

  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    handle(req, res).catch((error: Error) => {
      if (outOfFiles(error)) return answerOutOfFiles(res);
      logger.error(`docgen serve: ${req.url}: ${error.stack ?? error.message}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error; see the terminal running docgen serve.');
    });
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const named = hostName(req.headers.host);
    if (named !== undefined && !allowedHost(named, host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(
        `docgen serve answers requests for localhost, 127.0.0.1 and [::1]${loopback(host) ? '' : ` and ${host}`}, not for "${named}".\n` +
          `To open it under that name, start it with \`docgen serve --host ${named}\`.\n`,
      );
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // docgen serve's own addresses (`__docgen/events`) are not pages: they never gain a trailing slash.
    const resolved = resolveRequest(base, req.url, req.url?.startsWith(`${base}__docgen/`) ? undefined : trailingSlash);
    const sitePath = resolved.kind === 'file' ? resolved.path : undefined;
    if (building && sitePath !== EVENTS && sitePath !== CLIENT) return answerBuilding(req, res, liveReloadScript());
    if (resolved.kind === 'bad') return void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    if (resolved.kind === 'redirect') {
      // A static `.html` file is served at its own name, as on a static host; a page's `.html` address leads to its route.
      const file = await staticHtmlFile(outDir, resolved.file);
      if (file) {
        res.setHeader('Cache-Control', 'no-cache');
        return sendFile(req, res, file);
      }
      return void res.writeHead(302, { Location: resolved.location, 'Cache-Control': 'no-store' }).end();
    }
    if (resolved.kind === 'not-found' || sitePath === undefined) return void (await sendHtml(res, 404, '/404.html'));
    if (sitePath === EVENTS) return openEvents(req, res);
    if (sitePath === CLIENT) {
      const code = await devClient;
      // Its URL carries the session id, so a browser may keep it for the life of this server.
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, max-age=31536000, immutable' });
      return void res.end(code);
    }
    // Whole-site files (search index, sitemap, llms.txt, Markdown copies) are made when first asked for after a change.
    if (derivedStale && DERIVED.test(sitePath)) await ensureDerived();
    // Pages: `/guide/First` → guide/First.html, `/` → index.html (from the decoded path, so `Q&A` and `Q%26A` are
    // one page), with the live-reload script added.
    const hasExtension = /\.[a-z0-9]+$/i.test(sitePath);
    if (!hasExtension && (await sendHtml(res, 200, pageFile(sitePath), false))) return;
    let file = await openSiteFile(outDir, [sitePath]);
    if (!file && derivedStale && hasExtension) {
      // Perhaps a whole-site file the site makes now and has not written yet (pages are never such files).
      await ensureDerived();
      file = await openSiteFile(outDir, [sitePath]);
    }
    if (!file) return void (await sendHtml(res, 404, '/404.html'));
    // Content-hashed assets never change under their name; a reload then costs one request, for the HTML.
    res.setHeader('Cache-Control', isHashedAsset(sitePath) ? 'private, max-age=31536000, immutable' : 'no-cache');
    sendFile(req, res, file);
  }

  let derivedStale = false;
  let deriving: Promise<void> | undefined;
  function ensureDerived(): Promise<void> {
    const started = performance.now();
    // Without a build worker they stay stale, to be written by the next one.
    const writing = derivedStale ? derive() : undefined;
    if (!writing) return deriving ?? Promise.resolve();
    derivedStale = false;
    deriving = writing
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

  const liveReloadScript = () => `<script type="module" src="${base}__docgen/client.js?v=${session}"></script>`;

  /**
   * Sends a page of the served folder (a site path) with the live-reload script added; when there is no such file, the
   * placeholder page, or with `orPlaceholder` false nothing (resolving false).
   */
  async function sendHtml(res: http.ServerResponse, status: number, sitePath: string, orPlaceholder = true): Promise<boolean> {
    const page = await readSiteFile(outDir, sitePath);
    if (!page && !orPlaceholder) return false;
    let html = page?.toString('utf8') ?? placeholderPage();
    const script = liveReloadScript();
    html = html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : script + html;
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(res.req.method === 'HEAD' ? undefined : html);
    return true;
  }

  function placeholderPage(): string {
    return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>docgen serve</title></head><body data-page-kind="404"><main style="font:16px system-ui;margin:4rem auto;max-width:40rem"><h1>${errors.length ? 'The site did not build' : 'Building…'}</h1><p>This page reloads by itself when the build succeeds.</p></main></body></html>`;
  }

  function openEvents(req: http.IncomingMessage, res: http.ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    res.write(`retry: 300\n`);
    send(res, { event: 'hello', data: { session, errors } });
    clients.add(res);
    req.on('close', () => clients.delete(res));
  }

  function send(res: http.ServerResponse, { event, data }: LiveEvent): void {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  function broadcast(event: LiveEvent): void {
    for (const res of clients) send(res, event);
  }

  const heartbeat = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, 25_000);
  heartbeat.unref();

  const listener = await listen(wantedPort, host, answer);

  return {
    url: `${listener.origin}${base}`,
    port: listener.port,
    get errors() {
      return errors;
    },
    publish(report, restarted) {
      building = false;
      if (report.base) {
        base = report.base;
        trailingSlash = report.trailingSlash;
      }
      if (report.ok && (restarted || report.changed.length || report.removed.length)) derivedStale = true;
      const previousErrors = JSON.stringify(errors);
      errors = report.errors;
      if (JSON.stringify(errors) !== previousErrors) broadcast({ event: 'errors', data: { errors } });
      if (report.ok && (restarted || report.assetsChanged)) broadcast({ event: 'reload', data: { all: true, routes: [] } });
      else if (report.changed.length) broadcast({ event: 'reload', data: { all: false, routes: report.changed } });
    },
    endLiveReload() {
      clearInterval(heartbeat);
      for (const res of clients) res.end();
      clients.clear();
    },
    close: () => listener.close(),
  };
}

/** The host name a request names (`Host: localhost:3000` → `localhost`, `[::1]:3000` → `::1`), lower-case. */
function hostName(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const name = header.startsWith('[') ? header.slice(1, header.indexOf(']')) : header.replace(/:\d*$/, '');
  return name.toLowerCase();
}

function loopback(name: string): boolean {
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * A request may name this machine (`localhost`, `*.localhost`, a loopback address) or the host the server was started
 * with. Bound to every interface (0.0.0.0, ::), it also takes any IP address, which other machines use and which no
 * page can point elsewhere; a host name other than these could be a name a page's own server made resolve to this
 * machine (DNS rebinding), and is refused.
 */
export function allowedHost(name: string, configured: string): boolean {
  if (loopback(name) || name === configured.toLowerCase()) return true;
  return (configured === '0.0.0.0' || configured === '::') && isIP(name) !== 0;
}
