// Watch mode keys its caches by files it reads on every edit (docgen's code, the lockfile, the tsconfig): a file
// unchanged since the last read is answered from memory, and any write is seen (issue 22: an edit's cost must not grow
// with what it reads).
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((file: string, ...rest: unknown[]) => {
    reads.files.push(String(file));
    return (actual.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof actual.readFileSync;
  return { ...actual, default: { ...actual, readFileSync }, readFileSync };
});
import { readStamped } from '../../../src/render/core/stamped-read.ts';
import { contentHash } from '../../../src/render/core/hash.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-stamped-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readStamped', () => {
  it('gives the text and its hash, and undefined for no file or a folder', () => {
    const file = path.join(dir, 'a.ts');
    writeFileSync(file, 'export const a = 1;\n');
    expect(readStamped(file)).toEqual({ text: 'export const a = 1;\n', hash: contentHash('export const a = 1;\n') });
    expect(readStamped(path.join(dir, 'none.ts'))).toBeUndefined();
    expect(readStamped(dir)).toBeUndefined();
  });

  it('does not read an old file again until it is written to', () => {
    const file = path.join(dir, 'old.ts');
    writeFileSync(file, 'one');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    expect(readStamped(file)?.text).toBe('one');
    const before = reads.files.length;
    expect(readStamped(file)?.text).toBe('one');
    expect(reads.files.length).toBe(before);
    writeFileSync(file, 'two');
    expect(readStamped(file)?.text).toBe('two');
    expect(reads.files.slice(before)).toEqual([file]);
  });

  it('reads a file modified within the clock tick every time: a second write may keep its stamp', () => {
    const file = path.join(dir, 'racy.ts');
    const now = new Date();
    writeFileSync(file, 'aaaa');
    utimesSync(file, now, now);
    expect(readStamped(file)?.text).toBe('aaaa');
    writeFileSync(file, 'bbbb');
    utimesSync(file, now, now);
    expect(readStamped(file)?.text).toBe(readFileSync(file, 'utf8'));
    expect(readStamped(file)?.text).toBe('bbbb');
  });
});
