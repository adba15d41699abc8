// A server out of file handles (EMFILE, ENFILE) answers 503 with Retry-After: it used to take the failed open for a
// missing file and answer a page that exists with 404 (issue 45, N68, under a 1,024-file limit).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { preview } from '../../../src/render/serve/preview.ts';
import { request } from '../../serve/http.ts';

// Opening any file whose name holds "busy" fails as a process out of file handles does.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const open: typeof actual.promises.open = (file, ...rest) => {
    if (String(file).includes('busy')) return Promise.reject(Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' }));
    return actual.promises.open(file, ...rest);
  };
  return { ...actual, promises: { ...actual.promises, open } };
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-out-of-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a server out of file handles', () => {
  it('answers 503 with Retry-After, not 404, and answers again once it can open files', async () => {
    for (const page of ['index.html', '404.html', 'busy.html', 'fine.html']) writeFileSync(path.join(dir, page), `<!DOCTYPE html><title>${page}</title>`);
    const server = await preview({ root: dir, outDir: dir, port: 0, host: '127.0.0.1', base: '/docs/', compress: false });
    try {
      const busy = await request(server.port, '/docs/busy');
      expect(busy.status).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect((await request(server.port, '/docs/fine')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
