// A change to docgen's own theme must reach every page a warm build writes: the render cache keys each route on a
// fingerprint of docgen's code (src/render/core/fingerprint.ts). The theme is docgen's source, which a test must
// not edit, so this test works on a copy of docgen (its src/, bin/ and manifests, resolving node_modules from this
// repository) and builds a small site with it through the CLI: a build process per step, as the fingerprint is
// computed once per process. The builds run in the copy's folder so that tsx reads the copy's tsconfig (JSX settings).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { baseConfig, baseFiles, fixtureSite } from '../helpers/fixture-site.ts';
import { copySources, readTree, treeDifference } from './output-tree.ts';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');
// Inside the repository, so that the copy's imports resolve from its node_modules.
const docgen = mkdtempSync(path.join(REPO, '.docgen-cache/fixtures/docgen-'));
afterAll(() => rmSync(docgen, { recursive: true, force: true }));
for (const entry of ['src', 'bin', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json']) cpSync(path.join(REPO, entry), path.join(docgen, entry), { recursive: true });

async function buildWith(root: string, out: string): Promise<Map<string, Buffer>> {
  await run(process.execPath, [path.join(docgen, 'bin/docgen'), 'build', '--root', root, '--out', out, '--quiet'], { cwd: docgen, env: { ...process.env, NODE_ENV: 'production' } });
  return readTree(out);
}

describe('a theme change', () => {
  it('re-renders every page of a warm build, exactly as a clean cold build renders them', { timeout: 180_000 }, async () => {
    const site = fixtureSite(baseFiles, baseConfig);
    const before = await buildWith(site, path.join(site, 'build'));

    // The pagination's label, which every doc page shows.
    const pagination = path.join(docgen, 'src/theme/Pagination.tsx');
    const source = readFileSync(pagination, 'utf8');
    expect(source).toContain('Next');
    writeFileSync(pagination, source.replaceAll('>Next<', '>Next page<'));

    const warm = await buildWith(site, path.join(site, 'build'));
    const clean = mkdtempSync(path.join(REPO, '.docgen-cache/fixtures/clean-'));
    try {
      copySources(site, clean, ['.docgen-cache', 'build']);
      const cold = await buildWith(clean, path.join(clean, 'build'));
      expect(treeDifference(warm, cold, { actual: 'warm build', expected: 'clean cold build' })).toBe('');
    } finally {
      rmSync(clean, { recursive: true, force: true });
    }
    expect(warm.get('guide/First.html')!.toString()).toContain('Next page');
    expect(before.get('guide/First.html')!.toString()).not.toContain('Next page');
  });
});
