// The store that keeps the whole-site files in the cache: one file per content, known by its stamp.
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileStore, storedIntact } from '../../../src/render/core/file-store.ts';
import { fileStamp } from '../../../src/render/core/file-stamp.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'docgen-file-store-'));

describe('the file store', () => {
  it('writes one file for files of the same content stored at once, and every record names it as it is', async () => {
    const dir = tempDir();
    const store = fileStore(dir);
    const files = await Promise.all(['a.md', 'b.md', 'c.md'].map((file) => store.put(file, 'Same text — twice.\n')));
    expect(files.map((f) => f.path)).toEqual(['a.md', 'b.md', 'c.md']);
    expect(new Set(files.map((f) => f.from)).size).toBe(1);
    for (const file of files) expect(file.stamp).toBe(await fileStamp(file.from));
    expect(storedIntact(files)).toBe(true);
  });

  it('keeps a file known from before whose stamp holds, and a damaged one is no longer intact', async () => {
    const dir = tempDir();
    const [first] = await Promise.all([fileStore(dir).put('llms.txt', 'Hello.\n')]);
    const mtime = statSync(first.from).mtimeMs;
    const again = await fileStore(dir, [first]).put('llms.txt', 'Hello.\n');
    expect(again).toEqual(first);
    expect(statSync(first.from).mtimeMs).toBe(mtime);

    writeFileSync(first.from, 'Hullo.\n');
    expect(storedIntact([first])).toBe(false);
    // Stored again rather than trusted.
    const mended = await fileStore(dir, [first]).put('llms.txt', 'Hello.\n');
    expect(mended.stamp).not.toBe(first.stamp);
    expect(storedIntact([mended])).toBe(true);
  });
});
