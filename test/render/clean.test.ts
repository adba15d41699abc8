// `docgen clean` (issue 43): removes the project's .docgen-cache and says how much it freed, as `docusaurus clear`
// does; the built site stays, and the next build starts cold and gives the same site.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { build } from '../../src/render/commands/build.ts';
import { formatBytes } from '../../src/render/core/log.ts';
import { fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

async function cli(...args: string[]): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await main(['node', 'docgen', ...args], { stdout: () => {}, stderr: (s) => (stderr += s) });
  return { code, stderr };
}

describe('docgen clean', () => {
  it('removes .docgen-cache, says what it freed, and leaves the built site', async () => {
    const root = fixtureSite();
    await build({ root, logger: silentLogger, analytics: false });
    const page = readFileSync(path.join(root, 'build/guide/First.html'), 'utf8');
    expect(existsSync(path.join(root, '.docgen-cache'))).toBe(true);

    const first = await cli('clean', '--root', root);
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/Removed .*\.docgen-cache \(\d+(\.\d)? [kM]B freed\)\./);
    expect(existsSync(path.join(root, '.docgen-cache'))).toBe(false);
    expect(readFileSync(path.join(root, 'build/guide/First.html'), 'utf8')).toBe(page);

    const again = await cli('clean', '--root', root);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain('Nothing to remove');

    await build({ root, logger: silentLogger, analytics: false });
    expect(readFileSync(path.join(root, 'build/guide/First.html'), 'utf8')).toBe(page);
  });

  it('with --verbose, says what each namespace of the cache held, by the register of namespaces', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-clean-'));
    try {
      const files: Record<string, number> = {
        'og/a.png': 10,
        'render/production.json': 3,
        'render/pages/b.html': 5,
        'render/pages/c.html': 5,
        'api-pkg-1234.json': 4,
        'apipages-pkg-5678.json': 6,
        'bench-site/notes.txt': 7,
      };
      for (const [file, size] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, '.docgen-cache', file)), { recursive: true });
        writeFileSync(path.join(root, '.docgen-cache', file), 'x'.repeat(size));
      }
      const { code, stderr } = await cli('clean', '--root', root, '--verbose');
      expect(code).toBe(0);
      expect(stderr.split('\n').filter((line) => line.startsWith('  · '))).toEqual([
        "  · og 10 B: each page's link-preview card (`<hash>.png`)",
        "  · render/pages 10 B: each route's HTML as published",
        '  · other 7 B',
        "  · apipages-* 6 B: the API Reference's finished page model (`apipages-<package>-<key>.json`)",
        "  · api-* 4 B: TypeDoc's converted project (`api-<package>-<key>.json`)",
        "  · render 3 B: one index per build mode (`<mode>.json`): each route's key, its HTML's hash, its ids and hrefs",
      ]);
      expect(stderr).toContain('(40 B freed)');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes sizes as a person reads them', () => {
    expect([0, 999, 1000, 1_234_567, 123_456_789, 5e12].map(formatBytes)).toEqual(['0 B', '999 B', '1.0 kB', '1.2 MB', '123 MB', '5.0 TB']);
  });
});
