// A static host that cannot redirect to canonical URLs, answering as GitHub Pages does (and S3 website hosting and
// most file servers, near enough): a file is served as it is; `x` is served from `x.html`; a folder `x` without
// `x.html` gets a 301 to `x/`; `x/` is served from `x/index.html` only when that exists; anything else gets the
// root `404.html` with status 404. The query string is ignored. The built site sits under the base URL, and the root
// 404.html is the site's own, as the deploy workflow publishes it. Binds 127.0.0.1 on a free port.
import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface StaticHost {
  /** The site's base URL on this host, ending in `/`. */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml',
};

const kind = (file: string): 'file' | 'dir' | undefined => {
  try {
    const stat = statSync(file);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : undefined;
  } catch {
    return undefined;
  }
};

/** Serves `dir` (a built site) under `base` the way GitHub Pages would. */
export async function githubPagesHost(dir: string, base = '/docs/'): Promise<StaticHost> {
  const server = http.createServer((req, res) => {
    const send = (status: number, file: string) => {
      res.writeHead(status, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    };
    const notFound = () => send(404, path.join(dir, '404.html'));
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    const redirect = (location: string) => {
      res.writeHead(301, { Location: location });
      res.end();
    };
    // The base is a folder: `/docs` → `/docs/`.
    if (`${pathname}/` === base) return redirect(base);
    if (!pathname.startsWith(base) || pathname.includes('..')) return notFound();
    const file = path.join(dir, pathname.slice(base.length));
    if (pathname.endsWith('/')) return kind(path.join(file, 'index.html')) === 'file' ? send(200, path.join(file, 'index.html')) : notFound();
    if (kind(file) === 'file') return send(200, file);
    if (kind(`${file}.html`) === 'file') return send(200, `${file}.html`);
    if (kind(file) === 'dir') return redirect(`${pathname}/`);
    notFound();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
