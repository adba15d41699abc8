// A browser module built apart (the code highlighter, the Mermaid island) is kept whole in files beside the assets, so
// that a build names and copies its files without reading them: a kept file is trusted while it has the stamp it was
// written with, compared with its hash once it has another, and the module is made again once one is gone or changed.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepApart, readKeptApart } from '../../../src/render/assets/kept-apart.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-kept-apart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const made = {
  file: 'assets/tool.AAAA1111.js',
  files: [
    { file: 'assets/tool.AAAA1111.js', code: 'import("./tool-chunk.BBBB2222.js");' },
    { file: 'assets/tool-chunk.BBBB2222.js', code: 'export const grammar = 1;' },
  ],
};

describe('a module built apart, kept', () => {
  it('is read back by the docgen that kept it, naming files that hold its code', async () => {
    const kept = await keepApart(dir, 'tool-production', 'key-1', made);
    expect(await readKeptApart(dir, 'tool-production', 'key-1')).toEqual(kept);
    expect(kept.file).toBe(made.file);
    expect(kept.files.map(({ file, from }) => [file, readFileSync(from, 'utf8')])).toEqual(made.files.map(({ file, code }) => [file, code]));
    // Another docgen's key, or another module's name: not this one.
    expect(await readKeptApart(dir, 'tool-production', 'key-2')).toBeUndefined();
    expect(await readKeptApart(dir, 'other-production', 'key-1')).toBeUndefined();
  });

  it('is trusted through a rewrite with the same bytes, and made again after one with other bytes or a removal', async () => {
    const kept = await keepApart(dir, 'tool-production', 'key-1', made);
    const chunk = kept.files[1]!.from;
    writeFileSync(chunk, made.files[1]!.code);
    const again = await readKeptApart(dir, 'tool-production', 'key-1');
    expect(again?.files[1]?.stamp).not.toBe(kept.files[1]!.stamp);
    writeFileSync(chunk, 'export const grammar = 2;');
    expect(await readKeptApart(dir, 'tool-production', 'key-1')).toBeUndefined();
    await keepApart(dir, 'tool-production', 'key-1', made);
    rmSync(chunk);
    expect(await readKeptApart(dir, 'tool-production', 'key-1')).toBeUndefined();
  });
});
