// Watch mode tells a changed file by its stamp (issue 22: an edit's cost must not grow with the site): any write
// changes it, even one of the same size within the file system's clock tick.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStamp } from '../../../src/render/core/file-stamp.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-stamp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fileStamp', () => {
  it('changes with every write, even of the same size at the same mtime, and is undefined for no file', async () => {
    const file = path.join(dir, 'page.md');
    writeFileSync(file, 'aaaa');
    const when = new Date();
    utimesSync(file, when, when);
    const first = await fileStamp(file, { content: true });
    writeFileSync(file, 'bbbb');
    utimesSync(file, when, when);
    expect(await fileStamp(file, { content: true })).not.toBe(first);
    expect(await fileStamp(path.join(dir, 'none.md'))).toBeUndefined();
  });

  it('is the same for a file left alone, without reading it once it is old', async () => {
    const file = path.join(dir, 'old.md');
    writeFileSync(file, 'text');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    expect(await fileStamp(file, { content: true })).toBe(await fileStamp(file));
    expect(await fileStamp(file, { content: true })).toBe(await fileStamp(file, { content: true }));
  });
});
