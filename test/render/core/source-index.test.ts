// The index of docgen's own sources (src/render/core/source-index.mjs): every command takes each file's hash and
// imports from it while the file's stamp holds, and must still see every write, even one that keeps the file's size
// and puts its modification time back, and never trust a damaged index.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { relativeImports, sourceIndex } from '../../../src/render/core/source-index.mjs';
import { readIntactCode, sealCode } from '../../../src/render/core/sealed-code.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-source-index-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const LONG_AGO = new Date(Date.now() - 3_600_000);
/** A clock a minute ahead: every file written by the test is out of the racy window, its change time included. */
const later = () => Date.now() + 60_000;

/** A file modified an hour ago. */
function oldFile(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  utimesSync(file, LONG_AGO, LONG_AGO);
  return file;
}

/** An index of `files`, written to `indexFile` as a command leaves it. */
function saved(indexFile: string, files: string[], now?: () => number): void {
  const index = sourceIndex(indexFile, now);
  for (const file of files) index.entry(file);
  index.save();
}

/** The index file with one entry's hash replaced: what a later command would read. */
function forgeHash(indexFile: string, file: string, hash: string): void {
  const kept = readIntactCode(indexFile);
  if (!kept) throw new Error('no index written');
  const entries = JSON.parse(kept.code.toString('utf8'));
  entries[file].entry.hash = hash;
  writeFileSync(indexFile, sealCode(JSON.stringify(entries)));
}

describe('the source index', () => {
  it("gives each file's SHA-256 and relative imports, type-only imports left out, and undefined for no file", () => {
    const file = oldFile('a.ts', "import { b } from './b.ts';\nimport type { C } from './c.ts';\nexport * from '../d.mjs';\nconst w = new URL('./w.ts', import.meta.url);\n");
    const index = sourceIndex(path.join(dir, 'index-1.json'));
    expect(index.entry(file)).toEqual({ hash: sha256(readFileSync(file, 'utf8')), imports: [path.join(dir, 'b.ts'), path.resolve(dir, '../d.mjs'), path.join(dir, 'w.ts')] });
    expect(index.entry(path.join(dir, 'none.ts'))).toBeUndefined();
    expect(index.entry(dir)).toBeUndefined();
    expect(relativeImports('/x/y.ts', "import('./z.ts'); export type { T } from './t.ts';")).toEqual(['/x/z.ts']);
  });

  it('answers the next command from the index while the stamp holds, and reads a file again once it is written', () => {
    const indexFile = path.join(dir, 'index-2.json');
    const file = oldFile('kept.ts', 'export const a = 1;\n');
    saved(indexFile, [file], later);
    // The next command trusts what the index holds for an unchanged stamp: the forged hash comes back.
    forgeHash(indexFile, file, 'forged');
    expect(sourceIndex(indexFile, later).entry(file)?.hash).toBe('forged');
    // A write of the same size, with the modification time put back: the change time moved, so the file is read.
    writeFileSync(file, 'export const b = 2;\n');
    utimesSync(file, LONG_AGO, LONG_AGO);
    expect(sourceIndex(indexFile, later).entry(file)?.hash).toBe(sha256('export const b = 2;\n'));
  });

  it('reads a file changed within the clock tick every time, whatever the index holds', () => {
    const indexFile = path.join(dir, 'index-3.json');
    const file = oldFile('racy.ts', 'aaaa');
    saved(indexFile, [file]);
    forgeHash(indexFile, file, 'forged');
    expect(sourceIndex(indexFile).entry(file)?.hash).toBe(sha256('aaaa'));
  });

  it('ignores a damaged index and hashes the files again', () => {
    const indexFile = path.join(dir, 'index-4.json');
    const file = oldFile('damaged.ts', 'export {};\n');
    saved(indexFile, [file]);
    const text = readFileSync(indexFile, 'utf8');
    writeFileSync(indexFile, text.replace(sha256('export {};\n'), sha256('something else')));
    expect(sourceIndex(indexFile).entry(file)?.hash).toBe(sha256('export {};\n'));
    writeFileSync(indexFile, 'not json');
    expect(sourceIndex(indexFile).entry(file)?.hash).toBe(sha256('export {};\n'));
  });

  it('forgets the files it is told are gone, and writes only when something changed', () => {
    const indexFile = path.join(dir, 'index-5.json');
    const a = oldFile('keep-a.ts', 'a');
    const b = oldFile('keep-b.ts', 'b');
    saved(indexFile, [a, b]);
    const next = sourceIndex(indexFile);
    next.entry(a);
    rmSync(indexFile);
    next.save();
    expect(readIntactCode(indexFile), 'nothing changed: no write').toBeUndefined();
    next.keepOnly([a]);
    next.save();
    expect(Object.keys(JSON.parse(readIntactCode(indexFile)!.code.toString('utf8')))).toEqual([a]);
  });
});
