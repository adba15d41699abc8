// Raw HTTP for server tests: the path goes on the request line exactly as given (no URL normalisation, so `..`,
// `%2e%2e` and NUL bytes reach the server), and compressed bodies come back undecoded.
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body decoded according to Content-Encoding, as text. */
  text: string;
}

export function request(port: number, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: res.headers, body, text: decode(body, res.headers['content-encoding']).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    // A server that never answers fails the test with the path rather than hanging it.
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${path} in 30 s`)));
    req.end();
  });
}

/** Sends bytes on a socket as they are (Node's client refuses a NUL byte or a space in the path). */
export function rawRequest(port: number, requestLine: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}
