// docgen's own code compiles with docgen's tsconfig, whatever tsconfig.json the site has. `docgen serve` runs its
// build worker through tsx, which by default takes the tsconfig of the working directory: from a site whose tsconfig
// did not cover docgen's files, the theme compiled with the classic JSX runtime, and every page rendered after an
// edit failed with "React is not defined" (every link to it then broke). Run as a user runs it: `docgen serve` as a
// process, from the site's own folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseFiles, fixtureSite } from '../helpers/fixture-site.ts';
import { request } from '../serve/http.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const FIRST = 'content/docs/guide/01-First.md';

let child: ChildProcess | undefined;
afterEach(() => {
  // Only the process this file started, by its pid, and only if still running.
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  child = undefined;
});

describe('a site with a tsconfig of its own', () => {
  it('does not change how docgen compiles: docgen serve renders an edited page', { timeout: 300_000 }, async () => {
    const root = fixtureSite({
      ...baseFiles,
      // A tsconfig that covers only the site's folders, with JSX left to another tool.
      'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'preserve' }, include: ['content'] }),
    });
    child = spawn(process.execPath, [path.join(REPO, 'bin/docgen'), 'serve', '--port', '0', '--host', '127.0.0.1'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout!.resume();
    await expect.poll(() => /docgen serve: http:\/\/127\.0\.0\.1:(\d+)\//.test(stderr) || child!.exitCode !== null, { timeout: 120_000 }).toBe(true);
    const port = Number(/docgen serve: http:\/\/127\.0\.0\.1:(\d+)\//.exec(stderr)?.[1]);
    expect(port, stderr).toBeGreaterThan(0);
    const page = async () => (await request(port, '/docs/guide/First')).text;
    await expect.poll(page, { timeout: 120_000 }).toContain('Go ');

    // Rendered in the build worker itself (one page), where tsx compiles the theme.
    writeFileSync(path.join(root, FIRST), '---\ntitle: First\n---\n## Setup\n\nEdited words. Go [next](./02-Second.md).\n');
    await expect.poll(page, { timeout: 120_000 }).toContain('Edited words.');
    expect(stderr).not.toContain('React is not defined');
  });
});
