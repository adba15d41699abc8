// Serves a built site the way a static host does: under the base URL, with clean URLs, the spec's suffix
// normalisation (`.html`, `/index.html`, trailing slash → canonical path, by redirect) and the not-found page with
// status 404. File serving itself is sirv's.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { loadConfig } from '../config/load.ts';
import { canonicalRoute } from '../../shared/urls.ts';

export interface PreviewOptions {
  root: string;
  outDir: string;
  port: number;
  host: string;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function preview(options: PreviewOptions): Promise<RunningServer> {
  const config = await loadConfig(options.root);
  const base = config.baseUrl;
  const dir = path.resolve(options.root, options.outDir);
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} holds no built site; run \`docgen build\` first.`);
  const notFound = readFileSync(path.join(dir, '404.html'));
  const files = sirv(dir, {
    extensions: ['html'],
    dotfiles: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/' || url.pathname + '/' === base) return redirect(res, base + url.search);
    const canonical = canonicalRoute(base, url.pathname);
    if (canonical !== undefined && canonical !== url.pathname && !/\.[a-z0-9]+$/i.test(canonical)) {
      return redirect(res, canonical + url.search);
    }
    if (!url.pathname.startsWith(base)) return sendNotFound(res);
    req.url = '/' + url.pathname.slice(base.length) + url.search;
    files(req, res, () => sendNotFound(res));
  });
  function sendNotFound(res: http.ServerResponse) {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFound);
  }
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${address.port}${base}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function redirect(res: http.ServerResponse, location: string) {
  res.writeHead(301, { Location: location });
  res.end();
}
