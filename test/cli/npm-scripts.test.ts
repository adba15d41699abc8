// The commands README promises on a fresh clone: `npm start` builds the real site and serves it, and the authoring
// scripts reach docgen (npm puts node_modules/.bin on PATH, which never holds this package's own bin).
import { execFile, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from '../serve/http.ts';

const REPO = path.resolve(import.meta.dirname, '../..');

/** Runs a command in the repository; `out` is stdout and stderr together. */
function run(command: string, args: string[], timeout = 60_000): Promise<{ code: number; out: string; stdout: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: REPO, timeout }, (error, out, err) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: out + err, stdout: out }));
  });
}

const npm = (args: string[]) => run('npm', args);

describe('npm scripts', () => {
  it.each(['build', 'serve', 'check-links'])('npm run %s runs docgen', async (script) => {
    const { code, out } = await npm(['run', script, '--', '--help']);
    expect(code).toBe(0);
    expect(out).toContain(`Usage: docgen ${script}`);
  });

  it('npm start on a port in use says so at once, in the npm form, before any build work', async () => {
    const taken = http.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as { port: number }).port;
    try {
      const { code, out } = await npm(['start', '--', '--port', String(port)]);
      expect(code).toBe(2);
      expect(out).toContain(`Port ${port} on 127.0.0.1 is in use; run on another one with \`npm start -- --port ${port + 1}\``);
      // Nothing of the build: no stage, no progress, no summary.
      expect(out).not.toMatch(/Built|rendering|config|TypeDoc/i);
    } finally {
      taken.close();
    }
  });

  it('npm start builds the site and serves it on 127.0.0.1', { timeout: 240_000 }, async () => {
    // `--port 0` goes to the last command of the script, the preview server.
    const child = spawn('npm', ['start', '--', '--port', '0'], { cwd: REPO, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`npm start served nothing within 200 s:\n${output}`)), 200_000);
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          const served = /Serving build at (http:\/\/127\.0\.0\.1:\d+\/docs\/)/.exec(output);
          if (served) {
            clearTimeout(timer);
            resolve(served[1]!);
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
      });
      // Every page of the site's graph, however many the authors have written: check-links counts the same graph.
      const check = await run(process.execPath, ['bin/docgen', 'check-links', '--format', 'json'], 120_000);
      const { pages } = JSON.parse(check.stdout) as { pages: number };
      expect(pages).toBeGreaterThan(0);
      expect(output).toContain(`Built ${pages} pages`);
      const port = Number(new URL(url).port);
      const home = await request(port, '/docs/');
      expect(home.status).toBe(200);
      expect(home.text).toContain('<title>Introduction | XR Blocks</title>');
      expect((await request(port, '/docs/api/classes/Core')).status).toBe(200);
    } finally {
      // The whole group: npm, the shell it started and the preview server.
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  });
});
