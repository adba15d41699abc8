// `docgen clean` (issue 43): removes the project's .docgen-cache and says how much it freed, as `docusaurus clear`
// does; the built site stays, and the next build starts cold and gives the same site.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { build } from '../../src/render/commands/build.ts';
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
});
