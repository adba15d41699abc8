// Serves a build folder on 127.0.0.1 the way a plain static host does: the folder at the site's base URL, a folder's
// index.html for its path, the build's 404.html with status 404 for the rest. Both builds are served by this one
// server, so that nothing but the builds differs between them (docgen's own preview adds its own URL rules).
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sirv from 'sirv';

export interface StaticServer {
  /** The site's home, e.g. http://127.0.0.1:41234/pebble/ */
  url: string;
  close(): Promise<void>;
}

export async function serveBuild(dir: string, baseUrl: string): Promise<StaticServer> {
  const notFoundFile = path.join(dir, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('<!DOCTYPE html><title>Not found</title><h1>Not found</h1>');
  const sendNotFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  };
  const files = sirv(dir, { extensions: ['html'], dev: true, onNoMatch: (_req, res) => sendNotFound(res) });
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(baseUrl)) return sendNotFound(res);
    req.url = `/${url.slice(baseUrl.length)}`;
    files(req, res, () => sendNotFound(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${baseUrl}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
