// The image registry resolves an image as Docusaurus does: from the page's folder, or from the site's folder after
// `@site/` (issue #42: `![…](@site/static/img/…)` was "not found").
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAssetRegistry } from '../../../src/render/load/asset-registry.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docgen-asset-registry-'));
  mkdirSync(path.join(root, 'static/img'), { recursive: true });
  mkdirSync(path.join(root, 'docs/guides'), { recursive: true });
  writeFileSync(path.join(root, 'static/img/lanes.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'docs/guides/beside.png'), 'png');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the image registry', () => {
  it('resolves `@site/…` from the site folder, whatever folder the page is in', () => {
    const images = createAssetRegistry(root, '/base/');
    expect(images.resolve('@site/static/img/lanes.svg', 'docs/guides/images.mdx')).toMatch(/^\/base\/assets\/lanes\.\w+\.svg$/);
    expect(images.entries().map(([abs]) => abs)).toEqual([path.join(root, 'static/img/lanes.svg')]);
  });

  it('resolves a relative path from the page, and says when nothing is there', () => {
    const images = createAssetRegistry(root, '/');
    expect(images.resolve('./beside.png', 'docs/guides/images.mdx')).toMatch(/^\/assets\/beside\.\w+\.png$/);
    expect(images.resolve('@site/static/img/missing.svg', 'docs/guides/images.mdx')).toBeUndefined();
  });
});
