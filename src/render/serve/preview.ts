// Serves a built site the way a static host does, for `npm start` and the load test: everything under the base URL,
// clean URLs, suffix normalisation for pages (`.html`, `/index.html`, trailing slash → canonical path, by 301; on a
// `trailingSlash: true` site, `.html`, `/index.html` and no slash → the path with its slash; a static `.html` file
// is served at its own name), the
// not-found page with status 404, gzip/brotli, immutable caching for content-hashed assets and revalidation for the
// rest, ETag conditional GET, byte ranges and HEAD, no directory listing, and nothing outside the output folder.
//
// Files are answered by static-files.ts (shared with docgen serve: ranges, links kept inside the folder, headers),
// each request looking its file up afresh, so a rebuilt site is served at once; compression is the `compression`
// middleware's. This module only routes.
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { loadSiteConfig } from '../config/load.ts';
import { restoreInterruptedSwap } from '../output/staging.ts';
import { listen, type Listener } from './listener.ts';
import { isHashedAsset, pageFile, resolveRequest } from './routing.ts';
import { answerOutOfFiles, openSiteFile, outOfFiles, readSiteFile, sendFile, staticHtmlFile } from './static-files.ts';

export interface PreviewOptions {
  root: string;
  /** The built site, relative to `root` or absolute. */
  outDir: string;
  port: number;
  host: string;
  /** Base URL and trailing-slash policy; read from the site's config when the base is omitted. */
  base?: string;
  trailingSlash?: boolean;
  /** gzip/brotli responses (default true). */
  compress?: boolean;
  /** A socket already listening (docgen start's, which answered during the build): served from now on instead of opening one. */
  listener?: Listener;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const FALLBACK_NOT_FOUND = Buffer.from('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1></body></html>');

/**
 * Whether `dir` holds a site docgen built: every build writes the not-found page, and most a home page (a site whose
 * docs live below its base, as Docusaurus's `routeBasePath` puts them, has none). A site a build killed mid-swap left
 * aside is put back first (../output/staging.ts): it is the last site built.
 */
export async function isBuiltSite(dir: string): Promise<boolean> {
  await restoreInterruptedSwap(dir);
  return existsSync(path.join(dir, 'index.html')) || existsSync(path.join(dir, '404.html'));
}

export async function preview(options: PreviewOptions): Promise<RunningServer> {
  const { base, trailingSlash } = options.base !== undefined ? { base: options.base, trailingSlash: options.trailingSlash } : await configUrls(options.root);
  const dir = path.resolve(options.root, options.outDir);
  if (!(await isBuiltSite(dir))) throw new Error(`${dir} holds no built site; run \`docgen build\` first.`);

  const compress =
    options.compress === false
      ? undefined
      : (await import('compression')).default({ threshold: 1024, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
  // The last not-found page read: `docgen build` swaps the folder in two renames, and a 404 in between still has one.
  let notFound = (await readSiteFile(dir, '/404.html')) ?? FALLBACK_NOT_FOUND;

  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed\n');
    }
    const resolved = resolveRequest(base, req.url, trailingSlash);
    if (resolved.kind === 'bad') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Bad request\n');
    }
    const respond = async () => {
      if (resolved.kind === 'redirect') {
        // A static `.html` file (a demo of the static folder) is served at its own name, as a static host serves it;
        // a page's `.html` address leads to its route.
        const file = await staticHtmlFile(dir, resolved.file);
        if (file) {
          res.setHeader('Cache-Control', REVALIDATE);
          return sendFile(req, res, file);
        }
        res.writeHead(301, { Location: resolved.location, 'Cache-Control': 'public, max-age=3600' });
        return void res.end();
      }
      if (resolved.kind === 'not-found') return sendNotFound(req, res);
      // `/guide/First` is guide/First.html, `/` index.html, a folder its index.html (a static file's), as on a static
      // host; `/guide/First/` (a `trailingSlash: true` site's page) is guide/First/index.html.
      const p = resolved.path;
      const file = await openSiteFile(dir, p.endsWith('/') ? [pageFile(p)] : [p, pageFile(p), `${p}/index.html`]);
      if (!file) return sendNotFound(req, res);
      res.setHeader('Cache-Control', isHashedAsset(p) ? IMMUTABLE : REVALIDATE);
      sendFile(req, res, file);
    };
    const fail = (error: Error) => {
      if (outOfFiles(error)) return answerOutOfFiles(res);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${error.message}\n`);
    };
    // A byte range of a compressed body is not the range the client asked for: ranges are served uncompressed.
    if (req.headers.range) delete req.headers['accept-encoding'];
    // `compression` is typed as Express middleware; it reads only what Node's own request and response have.
    if (compress) compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => void respond().catch(fail));
    else respond().catch(fail);
  };

  async function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse) {
    notFound = (await readSiteFile(dir, '/404.html')) ?? notFound;
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': notFound.length });
    res.end(req.method === 'HEAD' ? undefined : notFound);
  }

  const listener = options.listener ?? (await listen(options.port, options.host, handler));
  listener.handle(handler);
  return { url: `${listener.origin}${base}`, port: listener.port, close: () => listener.close() };
}

/** The base URL and trailing-slash policy of the site at `root`, from its config. */
async function configUrls(root: string): Promise<{ base: string; trailingSlash: boolean | undefined }> {
  const { config } = await loadSiteConfig(root);
  return { base: config.baseUrl, trailingSlash: config.trailingSlash };
}
