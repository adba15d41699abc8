// One listening socket for the life of a server command, whose answer can change while it listens. `docgen start`
// opens it before the build and answers every request with the building page; when the build is done the preview
// server takes the same socket over, so there is no moment when the port is closed or a connection goes unanswered
// (connections opened during the build, kept alive or not yet done sending, are answered by the site). `docgen serve`
// shows the same page until its first build is done.
import http from 'node:http';
import type net from 'node:net';

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface Listener {
  port: number;
  /** `http://127.0.0.1:3000`: the address to print, without a path. */
  origin: string;
  /** Answers every request from now on, those of connections already open included. */
  handle(handler: Handler): void;
  /** Stops listening and drops every connection. */
  close(): Promise<void>;
}

/** Listens on `host:port` (0 picks a free port), answering with `handler`; rejects if it cannot (a port in use). */
export async function listen(port: number, host: string, handler: Handler = answerBuilding): Promise<Listener> {
  let current = handler;
  const server = http.createServer(inTurn((req, res) => current(req, res)));
  // A client may end its side of the connection once its request is sent (HTTP/1.0 tools, `nc -N`); by default Node
  // then closes the socket at once, before any answer that takes a file read. Answer first, then close.
  Object.assign(server, { httpAllowHalfOpen: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  // Listening on a host and port, never on a pipe: the address is one.
  if (address === null || typeof address === 'string') throw new Error(`internal error: no port for ${host}`);
  const bound = address.port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    port: bound,
    origin: `http://${shown}:${bound}`,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Requests a connection may have waiting for their turn before the server stops reading it. */
const WAITING_PER_CONNECTION = 32;

interface Turns {
  busy: boolean;
  waiting: (() => void)[];
  /** This module stopped reading the connection (Node pauses it too, for its own reasons, which this leaves alone). */
  paused: boolean;
}

/**
 * Answers the requests of one connection one at a time. HTTP/1.1 sends the answers in order anyway, but Node starts
 * every request it parses at once: 10,000 pipelined on one socket (580 KB) each opened its file and read it into an
 * answer the client never took, 1.5–1.9 GB and 10,000 open files, and other clients waited seconds. A connection with
 * `WAITING_PER_CONNECTION` requests waiting is not read until they are answered.
 */
function inTurn(handler: Handler): Handler {
  const turns = new WeakMap<net.Socket, Turns>();
  return (req, res) => {
    const socket = req.socket;
    let turn = turns.get(socket);
    if (!turn) {
      const fresh: Turns = { busy: false, waiting: [], paused: false };
      // A closed connection's waiting requests are never answered: nothing is opened for them.
      socket.once('close', () => (fresh.waiting.length = 0));
      turns.set(socket, fresh);
      turn = fresh;
    }
    const { waiting } = turn;
    const start = () => {
      turn.busy = true;
      let ended = false;
      const next = () => {
        if (ended) return;
        ended = true;
        turn.busy = false;
        if (turn.paused && waiting.length < WAITING_PER_CONNECTION) {
          turn.paused = false;
          socket.resume();
        }
        waiting.shift()?.();
      };
      res.once('finish', next);
      res.once('close', next);
      handler(req, res);
    };
    if (!turn.busy) return start();
    waiting.push(start);
    if (waiting.length >= WAITING_PER_CONNECTION && !turn.paused) {
      turn.paused = true;
      socket.pause();
    }
  };
}

/** How long a client should wait before asking again, in seconds; the building page asks again this often. */
const RETRY_SECONDS = 1;

/** What the building page says once no server answers it: `docgen start` ends when its build fails. */
const STOPPED_TITLE = 'docgen has stopped';
const STOPPED_TEXT = 'The build failed, or the server was stopped: the terminal where docgen ran says why. This page reloads by itself when a server answers here again.';

/**
 * The page every path gets while the site builds: status 503 with Retry-After, never cached. It asks for its own
 * address again every second and reloads once the answer is no longer 503 (the site, a redirect, a 404 or an error
 * page); without script it refreshes itself. When no server answers (a failed `docgen start` build ends the
 * process), it says so instead of building forever, and keeps asking. `head` is added to its head (docgen serve's
 * live-reload script).
 */
export function buildingPage(head = ''): string {
  const stopped = `function(){document.title=${JSON.stringify(STOPPED_TITLE)};document.querySelector('h1').textContent=document.title;document.querySelector('main p').textContent=${JSON.stringify(STOPPED_TEXT)};poll()}`;
  const poll = `(function poll(){setTimeout(function(){fetch(location.href,{method:'HEAD',cache:'no-store'}).then(function(r){r.status===503?poll():location.reload()},${stopped})},${RETRY_SECONDS * 1000})})()`;
  return (
    // The reader's light or dark scheme, in the browser's own colours: a white page flashed before a dark site.
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark">' +
    `<meta name="robots" content="noindex"><title>Building the site…</title><script>${poll}</script>` +
    `<noscript><meta http-equiv="refresh" content="${RETRY_SECONDS * 2}"></noscript>${head}</head>` +
    '<body data-page-kind="building"><main style="font:16px/1.5 system-ui,sans-serif;margin:4rem auto;max-width:40rem;padding:0 1rem">' +
    '<h1>Building the site…</h1><p>This page reloads by itself when the site is ready.</p></main></body></html>'
  );
}

/** Answers any request with the building page (HEAD: its headers). */
export function answerBuilding(req: http.IncomingMessage, res: http.ServerResponse, head?: string): void {
  const body = Buffer.from(buildingPage(head));
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_SECONDS),
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
