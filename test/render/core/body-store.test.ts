// Page trees kept out of memory (issue 22): a stored body reads back as the tree it was, a damaged or removed one is
// an error naming the page rather than an empty page, and bodies no build uses are pruned once old.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bodiesIntact, pruneBodies, storeBody, withTree } from '../../../src/render/core/body-store.ts';
import type { DocPage, PageWithBody } from '../../../src/shared/types.ts';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docgen-bodies-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const page = (hash: string): PageWithBody<DocPage> => ({
  kind: 'doc',
  route: `/docs/${hash}`,
  id: hash,
  sourceFile: `content/docs/${hash}.md`,
  title: hash,
  frontmatter: {},
  headings: [],
  links: [],
  hash,
  body: { type: 'root', children: [{ type: 'element', tagName: 'p', properties: { className: ['x'] }, children: [{ type: 'text', value: `Text of ${hash} ✓` }] }] },
});

describe('the body store', () => {
  it('keeps a tree out of the page and gives the same tree back', async () => {
    const original = page('a1');
    const stored = await storeBody(original, cacheDir);
    expect(stored.body).toEqual({ type: 'stored', file: path.join(cacheDir, 'bodies', 'a1.json'), stamp: expect.any(String) });
    expect(withTree(stored)).toEqual(original);
    // A page in memory is returned as it is.
    expect(withTree(original)).toBe(original);
  });

  it('names the file as told (the API pages: their hash and the model key), and tells whether every tree is still as written', async () => {
    const stored = await storeBody(page('f6'), cacheDir, 'f6-key');
    const file = path.join(cacheDir, 'bodies', 'f6-key.json');
    expect(stored.body).toEqual({ type: 'stored', file, stamp: expect.any(String) });
    expect(withTree(stored)).toEqual(page('f6'));
    expect(bodiesIntact([page('g7'), stored])).toBe(true);
    // Cut short, or garbled at the same length (issue 45, R1: only a missing tree was seen).
    truncateSync(file, 50);
    expect(bodiesIntact([page('g7'), stored])).toBe(false);
    const again = await storeBody(page('f6'), cacheDir, 'f6-key');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Text of', 'Text OF'));
    expect(bodiesIntact([again])).toBe(false);
    rmSync(file);
    expect(bodiesIntact([page('g7'), stored])).toBe(false);
  });

  it('names the page when its stored tree was removed or damaged meanwhile', async () => {
    const stored = await storeBody(page('b2'), cacheDir);
    writeFileSync((stored.body as { file: string }).file, '{"type":"root","children":[]}');
    expect(() => withTree(stored)).toThrow(/the parsed body of content\/docs\/b2\.md .* was removed or damaged during the build; run the build again/);
    rmSync((stored.body as { file: string }).file);
    expect(() => withTree(stored)).toThrow(/content\/docs\/b2\.md/);
  });

  it('prunes the bodies of pages the latest build no longer has, once a day old', async () => {
    const kept = await storeBody(page('c3'), cacheDir);
    const gone = await storeBody(page('d4'), cacheDir);
    const young = await storeBody(page('e5'), cacheDir);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const p of [kept, gone]) utimesSync((p.body as { file: string }).file, dayAgo, dayAgo);
    pruneBodies(cacheDir, [kept]);
    expect(existsSync((gone.body as { file: string }).file)).toBe(false);
    expect(readdirSync(path.join(cacheDir, 'bodies'))).toEqual(expect.arrayContaining(['c3.json', 'e5.json']));
    expect(existsSync((young.body as { file: string }).file)).toBe(true);
  });
});
