// `docgen clean` beside a running `docgen serve`: the server keeps its site in the cache, so clean refuses, naming the
// server, and the server goes on answering; once it stops, clean removes the cache. It used to remove it at once:
// every page then answered 404, and each edit failed with "ENOENT … copyfile" until the server was restarted.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { serve } from '../../src/render/serve/dev-server.ts';
import { fixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { request } from './http.ts';

async function clean(root: string): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await main(['node', 'docgen', 'clean', '--root', root], { stdout: () => {}, stderr: (s) => (stderr += s) });
  return { code, stderr };
}

describe('docgen clean while docgen serve runs', () => {
  it('refuses, naming the server, and the server keeps serving; after it stops, clean removes the cache', async () => {
    const root = fixtureSite();
    const server = await serve({ root, port: 0, logger: silentLogger, watchDocgen: false });
    try {
      expect((await server.idle())?.report.ok).toBe(true);
      const refused = await clean(root);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(new RegExp(`docgen serve \\(pid ${process.pid}\\) is using it`));
      expect(refused.stderr).toContain('Nothing was removed.');
      expect((await request(server.port, '/docs/guide/First')).status).toBe(200);
    } finally {
      await server.close();
    }
    expect((await clean(root)).code).toBe(0);
    expect(existsSync(path.join(root, '.docgen-cache'))).toBe(false);
  });
});
