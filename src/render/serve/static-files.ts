// Answers a request with a file of the served folder, for both servers (`docgen preview` and `docgen serve`), the way
// a static host does:
//   - only a regular file that really lies inside the folder: a symbolic link is followed only when its target is
//     inside too, and a dangling link, a loop, a link to a folder, a FIFO or a dotfile is no file (a 404);
//   - byte ranges as RFC 9110 says (see `byteRange`), ETag and Last-Modified with conditional GET, and HEAD;
//   - a content type for every file, with a charset on text, and `X-Content-Type-Options: nosniff`.
// Each request looks the file up afresh, so a rebuilt folder is served at once and nothing walks the folder ahead.
import { constants, promises as fs } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { isPageHtml } from './routing.ts';
import { errorCode } from '../core/thrown.ts';

/** A file of the served folder, open for reading. */
export interface SiteFile {
  handle: fs.FileHandle;
  size: number;
  mtime: Date;
  etag: string;
  contentType: string;
}

/**
 * Opens the first of `sitePaths` (`/`-separated, decoded, starting with `/`, as `resolveRequest` gives them) that is a
 * regular file inside `dir`, or resolves undefined. The caller sends it (`sendFile`) or closes its handle.
 */
export async function openSiteFile(dir: string, sitePaths: string[]): Promise<SiteFile | undefined> {
  const realDir = await fs.realpath(dir).catch(missing);
  if (!realDir) return undefined;
  for (const sitePath of sitePaths) {
    // As written, then in the other Unicode form: a page's file is named in NFC, a static file as its file system
    // stored it, and a browser sends whichever form the link had.
    for (const form of new Set([sitePath, sitePath.normalize('NFC'), sitePath.normalize('NFD')])) {
      const file = await openInside(dir, realDir, form);
      if (file) return file;
    }
  }
  return undefined;
}

/** Reads a whole file of the served folder (see `openSiteFile`), or resolves undefined. */
export async function readSiteFile(dir: string, sitePath: string): Promise<Buffer | undefined> {
  const file = await openSiteFile(dir, [sitePath]);
  if (!file) return undefined;
  try {
    return await file.handle.readFile();
  } finally {
    await file.handle.close();
  }
}

/**
 * The static `.html` file a redirected request names (`Resolution.file`: `/demos/sorter.html`), open for sending, when
 * it is one: a static host serves such a file at its own name; a page's `.html` address is redirected to its route.
 */
export async function staticHtmlFile(dir: string, named: string | undefined): Promise<SiteFile | undefined> {
  const html = named === undefined ? undefined : await readSiteFile(dir, named);
  return named !== undefined && html && !isPageHtml(html) ? openSiteFile(dir, [named]) : undefined;
}

async function openInside(dir: string, realDir: string, sitePath: string): Promise<SiteFile | undefined> {
  const segments = sitePath.split('/').slice(1);
  // resolveRequest refuses these already; a file name is never built from them here either.
  if (!sitePath.startsWith('/') || segments.some((s) => s === '' || s === '..' || s.includes('\\') || s.includes('\0'))) return undefined;
  // Dotfiles are never part of a site, but `.well-known` is a place hosts serve.
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return undefined;
  // The path with every link resolved must still lie inside the folder (ENOENT: missing or dangling; ELOOP: a loop).
  const real = await fs.realpath(path.join(dir, ...segments)).catch(missing);
  if (!real || !real.startsWith(realDir + path.sep)) return undefined;
  // O_NONBLOCK: opening a FIFO must not wait for a writer; O_NOFOLLOW: `real` names no link, and must still not.
  const handle = await fs.open(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW).catch(missing);
  if (!handle) return undefined;
  const stats = await handle.stat().catch(() => undefined);
  if (!stats?.isFile()) {
    await handle.close();
    return undefined;
  }
  return {
    handle,
    size: stats.size,
    mtime: stats.mtime,
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    contentType: contentType(real),
  };
}

/**
 * A lookup that failed: no such file (missing, a dangling link, a loop, a link's target refused), except when the
 * process ran out of file handles, which is no answer about the file: thrown, for the server to answer 503
 * (`answerOutOfFiles`), not a 404 for a page that exists.
 */
function missing(error: NodeJS.ErrnoException): undefined {
  if (outOfFiles(error)) throw error;
  return undefined;
}

/** Whether an error says that this process (EMFILE) or the system (ENFILE) has no file handle left. */
export function outOfFiles(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'EMFILE' || code === 'ENFILE';
}

/** The answer while no file can be opened: try again in a moment. */
export function answerOutOfFiles(res: http.ServerResponse): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1', 'Cache-Control': 'no-store' });
  res.end('The server has too many files open; try again in a moment.\n');
}

/**
 * Sends an open file (and closes it): 304 when a conditional GET matches, 206 or 416 for a byte range, else 200; the
 * body only for GET. Headers set on `res` before (Cache-Control) are kept.
 */
export function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: SiteFile): void {
  const lastModified = file.mtime.toUTCString();
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('ETag', file.etag);
  res.setHeader('Last-Modified', lastModified);
  res.setHeader('Accept-Ranges', 'bytes');
  if (notModified(req, file)) {
    void file.handle.close();
    res.writeHead(304).end();
    return;
  }
  // A range applies to GET only, and only to the representation the client already has part of (If-Range).
  const range = req.method === 'GET' && rangeStillApplies(req, file) ? byteRange(req.headers.range, file.size) : { kind: 'whole' as const };
  if (range.kind === 'unsatisfiable') {
    void file.handle.close();
    res.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Content-Type': 'text/plain; charset=utf-8' }).end();
    return;
  }
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: file.size - 1 };
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', end - start + 1);
  if (range.kind === 'part') res.setHeader('Content-Range', `bytes ${start}-${end}/${file.size}`);
  res.writeHead(range.kind === 'part' ? 206 : 200);
  if (req.method === 'HEAD' || file.size === 0) {
    void file.handle.close();
    res.end();
    return;
  }
  // pipeline: the file is closed however the answer ends, a client gone before it starts included (a stream piped
  // into an answer already closed kept its file open until garbage collection).
  pipeline(file.handle.createReadStream({ start, end, autoClose: true }), res, () => {});
}

export type ByteRange = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/** More range-specs than this in one header is a broken client or an attack: the header is ignored. */
const MAX_RANGES = 100;

/**
 * What a `Range` header asks of a representation of `size` bytes, as RFC 9110 (section 14) says:
 *   - no header, a unit other than `bytes`, or a header that does not parse (`bytes=5-2` among them: a last-pos below
 *     the first-pos makes the range-spec invalid) is ignored: the whole representation;
 *   - `bytes=first-last` with `last` past the end is cut at the end; `bytes=first-` runs to the end; `bytes=-n` is
 *     the last `n` bytes, or the whole representation when it is shorter;
 *   - none of the ranges satisfiable (first-pos at or past the end, a zero suffix, an empty file): unsatisfiable, a
 *     416 with `Content-Range: bytes *\/size`;
 *   - several ranges are merged where they overlap or touch; if they then form one range it is sent (a 206 of one
 *     part), and otherwise the whole representation (this server sends no multipart/byteranges).
 */
export function byteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'whole' };
  const [, unit, ranges = ''] = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)=(.*)$/.exec(header.trim()) ?? [];
  if (unit?.toLowerCase() !== 'bytes') return { kind: 'whole' };
  const items = ranges.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length === 0 || items.length > MAX_RANGES) return { kind: 'whole' };
  const satisfiable: { start: number; end: number }[] = [];
  for (const item of items) {
    const int = /^(\d+)-(\d*)$/.exec(item);
    const suffix = /^-(\d+)$/.exec(item);
    if (int) {
      const first = Number(int[1]);
      const last = int[2] ? Number(int[2]) : Infinity;
      if (last < first) return { kind: 'whole' };
      if (first < size) satisfiable.push({ start: first, end: Math.min(last, size - 1) });
    } else if (suffix) {
      const length = Number(suffix[1]);
      if (length > 0 && size > 0) satisfiable.push({ start: Math.max(0, size - length), end: size - 1 });
    } else {
      return { kind: 'whole' };
    }
  }
  const [first, ...rest] = satisfiable.sort((a, b) => a.start - b.start);
  if (!first) return { kind: 'unsatisfiable' };
  let last = first;
  let count = 1;
  for (const r of rest) {
    if (r.start <= last.end + 1) last.end = Math.max(last.end, r.end);
    else {
      last = r;
      count++;
    }
  }
  return count === 1 ? { kind: 'part', ...first } : { kind: 'whole' };
}

/** If-None-Match (weak comparison, `*`), or else If-Modified-Since, says the client's copy is current. */
function notModified(req: http.IncomingMessage, file: SiteFile): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(file.etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(file.mtime.getTime() / 1000) * 1000 <= since;
}

/** If-Range: the range is sent only if the client's part is of this representation. Our ETags are weak, and a weak tag never matches If-Range; a date must equal Last-Modified. */
function rangeStillApplies(req: http.IncomingMessage, file: SiteFile): boolean {
  const header = req.headers['if-range'];
  if (header === undefined) return true;
  const ifRange = String(header).trim();
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return false;
  return Date.parse(ifRange) === Math.floor(file.mtime.getTime() / 1000) * 1000;
}

/** The types static hosts send for what docgen writes (and, through mrmime, for any static file), with a charset on text. */
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
};

export function contentType(file: string): string {
  const ext = path.extname(file).toLowerCase();
  const type = TYPES[ext] ?? lookup(ext) ?? 'application/octet-stream';
  return /^text\/|[/+](json|xml|javascript)$/.test(type) ? `${type}; charset=utf-8` : type;
}
