// One atomic write (issue 43): every file docgen writes for readers to find whole goes through
// src/render/core/atomic-write.mjs, the launcher included; only the output swap (./staging.ts) and `docgen clean`, which
// moves the cache aside before removing it, rename folders.
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { atomicWrite, atomicWriteSync } from '../../../src/render/core/atomic-write.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'docgen-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the atomic write', () => {
  it('is the only place in docgen that renames a file into place', () => {
    const renaming = fg
      .sync(['src/**/*.{ts,tsx,mjs}', 'bin/docgen'], { cwd: REPO })
      .filter((file) => /\brename(Sync)?\(/.test(readFileSync(path.join(REPO, file), 'utf8')))
      .sort();
    // clean.ts moves the cache folder aside to remove it, and never puts a file in place.
    expect(renaming).toEqual(['src/render/commands/clean.ts', 'src/render/core/atomic-write.mjs', 'src/render/output/staging.ts']);
  });

  it('leaves the whole file and no temporary one; a failed write names the folder and leaves nothing', async () => {
    const file = path.join(dir, 'page.html');
    await atomicWrite(file, 'whole');
    atomicWriteSync(path.join(dir, 'sync.txt'), 'also whole');
    expect(readFileSync(file, 'utf8')).toBe('whole');
    const missing = path.join(dir, 'no-such-folder', 'x.txt');
    const error = await atomicWrite(missing, 'x').catch((e: unknown) => e);
    // The disk error names the file's folder (the message a full disk gives says which folder ran out).
    expect(path.dirname((error as { path?: string }).path ?? '')).toBe(path.dirname(missing));
    expect(readdirSync(dir).sort()).toEqual(['page.html', 'sync.txt']);
  });
});
