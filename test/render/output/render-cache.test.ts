// The render cache between processes (issue 22): a route's HTML is checked whole once, then known by its file's stamp,
// so a warm build stats each page's HTML instead of reading and hashing it; a file changed since (rewritten, cut
// short) is read again, and one that is no longer whole is rendered again.
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileStamp } from '../../../src/render/core/file-stamp.ts';
import { contentHash } from '../../../src/render/core/hash.ts';
import { openRenderCache } from '../../../src/render/output/render-cache.ts';

const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = ((file: string, ...rest: unknown[]) => {
    if (String(file).endsWith('.html')) reads.count++;
    return (actual.readFile as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof actual.readFile;
  return { ...actual, default: { ...actual, readFile }, readFile };
});

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docgen-render-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
beforeEach(() => void (reads.count = 0));

const HTML = '<!DOCTYPE html><html><body><h1 id="title">Title</h1></body></html>';
const HASH = contentHash(HTML);

describe('the render cache', () => {
  it("knows a page's HTML by its stamp in the next process, and reads it again only once it changed", async () => {
    const first = await openRenderCache(cacheDir, 'production');
    await first.put('key-1', { htmlHash: HASH, ids: ['title'], hrefs: [] }, HTML);
    const file = first.htmlFile(HASH);
    // Stored as it is published: its name, the hash of its bytes, is its seal.
    expect(readFileSync(file, 'utf8')).toBe(HTML);
    expect(first.get('key-1')?.stamp).toBe(await fileStamp(file));
    await first.save(['key-1']);

    const second = await openRenderCache(cacheDir, 'production');
    const record = second.get('key-1')!;
    expect(record.stamp).toBe(await fileStamp(file));
    reads.count = 0;
    expect(await second.intact(record)).toBe(true);
    expect(reads.count).toBe(0);

    // Rewritten with the same bytes: a new stamp, read once and known by it again.
    writeFileSync(file, readFileSync(file));
    expect(await second.intact(record)).toBe(true);
    expect(reads.count).toBe(1);
    expect(await second.intact(record)).toBe(true);
    expect(reads.count).toBe(1);
    // The new stamp is saved, though the keys are the same.
    await second.save(['key-1']);
    expect((await openRenderCache(cacheDir, 'production')).get('key-1')?.stamp).toBe(await fileStamp(file));

    // Cut short: no longer whole, so the route renders again.
    truncateSync(file, 20);
    expect(await second.intact(record)).toBe(false);
    rmSync(file);
    expect(await second.intact(record)).toBe(false);
  });
});
