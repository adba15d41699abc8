// The render cache between processes (issue 22): a route's HTML is checked whole once, then known by its file's stamp,
// so a warm build stats each page's HTML instead of reading and hashing it; a file changed since (rewritten, cut
// short) is read again, and one that is no longer whole is rendered again. HTML nothing refers to goes once old.
import { mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileStamp } from '../../../src/render/core/file-stamp.ts';
import { contentHash } from '../../../src/render/core/hash.ts';
import { openRenderCache } from '../../../src/render/output/render-cache.ts';
import { PRUNED_MARK } from '../../../src/render/core/prune-files.mjs';

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
const HOUR = 60 * 60 * 1000;

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

  it("gives the next process every record's ids and hrefs as they were, in an index that does not grow with the square of a sidebar", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-render-cache-runs-'));
    const sidebar = Array.from({ length: 1000 }, (_, i) => `/docs/manual/copy${i}/Core`);
    const cache = await openRenderCache(dir, 'production');
    const records = Array.from({ length: 200 }, (_, i) => ({
      htmlHash: HASH,
      ids: ['title', `part-${i}`],
      // Each page: the navbar, the whole sidebar, its own links (one repeated, one back into the sidebar), the footer.
      hrefs: ['/docs/', ...sidebar, `/docs/page-${i}`, `/docs/page-${i}`, sidebar[i]!, '#top', '/docs/'],
    }));
    for (const [i, record] of records.entries()) await cache.put(`key-${i}`, record, HTML);
    await cache.save(records.map((_, i) => `key-${i}`));
    // A second save of the same cache encodes again what changed only; it must still write the same records.
    await cache.put('key-0', { ...records[0]!, hrefs: ['/docs/changed', ...sidebar] });
    await cache.save(records.map((_, i) => `key-${i}`));

    const next = await openRenderCache(dir, 'production');
    expect(next.get('key-0')?.hrefs).toEqual(['/docs/changed', ...sidebar]);
    for (const [i, record] of records.entries()) if (i > 0) expect(next.get(`key-${i}`)).toMatchObject({ ids: record.ids, hrefs: record.hrefs });
    // 200 pages × 1,000 sidebar links: every string once, each page's sidebar a run of two numbers.
    const size = readFileSync(path.join(dir, 'render', 'production.json')).length;
    expect(size).toBeLessThan(120_000);
    rmSync(dir, { recursive: true, force: true });
  });

  it("prunes HTML no mode's index refers to once it is an hour old, and looks again only a few minutes later", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docgen-render-prune-'));
    try {
      const cache = await openRenderCache(dir, 'production');
      const page = (n: number) => `<!DOCTYPE html><p>${n}</p>`;
      for (const n of [1, 2, 3]) await cache.put(`key-${n}`, { htmlHash: contentHash(page(n)), ids: [], hrefs: [] }, page(n));
      // Another mode's index holds page 2.
      const dev = await openRenderCache(dir, 'development');
      await dev.put('key-2', { htmlHash: contentHash(page(2)), ids: [], hrefs: [] }, page(2));
      await dev.save(['key-2']);
      const age = (n: number, ms: number) => utimesSync(cache.htmlFile(contentHash(page(n))), new Date(Date.now() - ms), new Date(Date.now() - ms));
      for (const n of [1, 2, 3]) age(n, 2 * HOUR);
      const stored = () => readdirSync(cache.htmlDir).filter((name) => name.endsWith('.html')).sort();
      const named = (...ns: number[]) => ns.map((n) => `${contentHash(page(n))}.html`).sort();

      await cache.save(['key-1'], { prune: true });
      expect(stored()).toEqual(named(1, 2));
      // Unused and old, but the folder was pruned a moment ago: left for a later build.
      await cache.put('key-4', { htmlHash: contentHash(page(4)), ids: [], hrefs: [] }, page(4));
      age(4, 2 * HOUR);
      await cache.save(['key-1'], { prune: true });
      expect(stored()).toEqual(named(1, 2, 4));
      // A 24th of the hour later, it is due again.
      const mark = path.join(cache.htmlDir, PRUNED_MARK);
      utimesSync(mark, new Date(Date.now() - HOUR / 24 - 1000), new Date(Date.now() - HOUR / 24 - 1000));
      await cache.save(['key-1'], { prune: true });
      expect(stored()).toEqual(named(1, 2));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
