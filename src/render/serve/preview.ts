// Serves a built site the way a static host does, for `npm start` and the load test: everything under the base URL,
// clean URLs, suffix normalisation (`.html`, `/index.html`, trailing slash → canonical path, by 301), the
// not-found page with status 404, gzip/brotli, immutable caching for content-hashed assets and revalidation for the
// rest, ETag conditional GET and HEAD, no directory listing, and nothing outside the output folder.
//
// File serving is sirv's (production mode: the file list is read once, so a request can only ever name a file that
// exists in the output folder); compression is the `compression` middleware's. This module only routes.
import { existsSync, readFileSync, watch as watchFs, type FSWatcher } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { loadConfig } from '../config/load.ts';
import { encodeSitePath, isHashedAsset, resolveRequest } from './routing.ts';

export interface PreviewOptions {
  root: string;
  /** The built site, relative to `root` or absolute. */
  outDir: string;
  port: number;
  host: string;
  /** Base URL; read from site.config.ts when omitted. */
  base?: string;
  /** gzip/brotli responses (default true). */
  compress?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export async function preview(options: PreviewOptions): Promise<RunningServer> {
  const base = options.base ?? (await loadConfig(options.root)).baseUrl;
  const dir = path.resolve(options.root, options.outDir);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no built site; run \`docgen build\` first.`);

  let site = load(dir);
  // `docgen build` replaces the output folder in one rename; pick up the new one when it does.
  let reloadTimer: NodeJS.Timeout | undefined;
  let folderWatcher: FSWatcher | undefined;
  try {
    folderWatcher = watchFs(path.dirname(dir), (_event, name) => {
      if (name !== path.basename(dir)) return;
      clearTimeout(reloadTimer);
      reloadTimer = setTimeout(() => {
        if (existsSync(path.join(dir, 'index.html'))) site = load(dir);
      }, 100);
    });
    folderWatcher.unref();
  } catch {
    // Watching is a convenience; without it, restart the preview after rebuilding.
  }

  const compress =
    options.compress === false
      ? undefined
      : compression({ threshold: 1024, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });

  const server = http.createServer((req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed\n');
    }
    const resolved = resolveRequest(base, req.url);
    if (resolved.kind === 'bad') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Bad request\n');
    }
    if (resolved.kind === 'redirect') {
      res.writeHead(301, { Location: resolved.location, 'Cache-Control': 'public, max-age=3600' });
      return void res.end();
    }
    const respond = () => {
      if (resolved.kind === 'not-found') return sendNotFound(req, res);
      // sirv finds `guide/First.html` for `/guide/First`; it sends 304 for a matching If-None-Match before calling
      // setHeaders, so the caching policy is set here, where both responses get it.
      req.url = encodeSitePath(resolved.path);
      res.setHeader('Cache-Control', isHashedAsset(resolved.path) ? IMMUTABLE : REVALIDATE);
      site.files(req, res, () => {
        res.removeHeader('Cache-Control');
        sendNotFound(req, res);
      });
    };
    // A byte range of a compressed body is not the range the client asked for: ranges are served uncompressed.
    if (req.headers.range) delete req.headers['accept-encoding'];
    if (compress) compress(req as never, res as never, respond);
    else respond();
  });

  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': site.notFound.length });
    res.end(req.method === 'HEAD' ? undefined : site.notFound);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as { port: number }).port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}${base}`,
    port,
    close: () =>
      new Promise((resolve) => {
        clearTimeout(reloadTimer);
        folderWatcher?.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function load(dir: string) {
  const files = sirv(dir, {
    extensions: ['html'],
    dotfiles: false,
    etag: true,
    // sirv gives HTML a charset; the other text types get one here.
    setHeaders(res, pathname) {
      const type = contentType(path.extname(pathname));
      if (type) res.setHeader('Content-Type', type);
    },
  });
  return { files, notFound: readFileSync(path.join(dir, '404.html')) };
}

/** The types static hosts send for what docgen writes, with a charset on text. */
function contentType(ext: string): string | undefined {
  const types: Record<string, string> = {
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.map': 'application/json; charset=utf-8',
    '.xml': 'application/xml; charset=utf-8',
    '.txt': 'text/plain; charset=utf-8',
    '.md': 'text/markdown; charset=utf-8',
    '.svg': 'image/svg+xml; charset=utf-8',
    '.webmanifest': 'application/manifest+json; charset=utf-8',
  };
  return types[ext.toLowerCase()];
}
