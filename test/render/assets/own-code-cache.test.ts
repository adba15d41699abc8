// docgen's own browser code (the stylesheet, the client and its islands, the modules built apart) is kept beside
// docgen for every site it builds, as its CLI and thread bundles are: a site's first build finds it made and compiles
// none of it, so a cold build of a site costs only the site's own work.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApart, loadAssets } from '../../../src/render/assets/assets.ts';

const caches = [mkdtempSync(path.join(os.tmpdir(), 'docgen-own-a-')), mkdtempSync(path.join(os.tmpdir(), 'docgen-own-b-'))];
afterAll(() => {
  for (const dir of caches) rmSync(dir, { recursive: true, force: true });
});

describe("docgen's own browser code", () => {
  it("is made once for every site: another site's first build reads it and writes nothing into its own cache", async () => {
    const [first, second] = caches as [string, string];
    const made = await loadAssets('production', first);
    const again = await loadAssets('production', second);
    expect(again).toEqual(made);
    expect(existsSync(path.join(second, 'assets'))).toBe(false);
  }, 120_000);

  it('keeps the modules built apart the same way', async () => {
    const [first, second] = caches as [string, string];
    const made = await loadApart('highlighter', 'production', first);
    expect(await loadApart('highlighter', 'production', second)).toEqual(made);
    expect(existsSync(path.join(second, 'assets'))).toBe(false);
  }, 120_000);
});
