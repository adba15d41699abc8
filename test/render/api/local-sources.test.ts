// A local package's sources are in the converted project's key, so that an edit of a doc comment converts the package
// again without a version bump; an installed package's sources are named by its version alone.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../../../src/render/api/cache.ts';
import { resolveApiConfig } from '../../../src/render/api/config.ts';
import { localSourceDir, localSourcesKey } from '../../../src/render/api/local-sources.ts';
import { ROOT } from './helpers.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/api-lib');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'docgen-local-sources-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A site at `root` documenting the fixture library at `dir` (relative to the site), copied there unless it is there. */
function librarySite(dir: string, root = path.join(tmp, 'site')) {
  if (!existsSync(path.join(root, dir, 'package.json'))) cpSync(FIXTURE, path.join(root, dir), { recursive: true });
  return resolveApiConfig({ packageName: 'api-lib', entryPoint: `${dir}/src/index.ts`, tsconfig: `${dir}/tsconfig.json` }, root);
}

function edit(file: string, from: string, to: string): void {
  const before = readFileSync(file, 'utf8');
  if (!before.includes(from)) throw new Error(`${file}: ${from} not found`);
  writeFileSync(file, before.replace(from, to));
}

/** The package-relative paths a key names. */
const keyedFiles = (key: string[]) => key.filter((_, i) => i % 2 === 0);

describe("a local package's sources", () => {
  it('are the TypeScript files in its folder, outside node_modules and dot folders', () => {
    const config = librarySite('packages/lib');
    const pkg = path.join(tmp, 'site/packages/lib');
    mkdirSync(path.join(pkg, 'node_modules/dep'), { recursive: true });
    writeFileSync(path.join(pkg, 'node_modules/dep/index.ts'), 'export const dep = 1;\n');
    mkdirSync(path.join(pkg, '.cache'));
    writeFileSync(path.join(pkg, '.cache/x.ts'), 'export const x = 1;\n');
    mkdirSync(path.join(pkg, 'dist'));
    writeFileSync(path.join(pkg, 'dist/index.js'), 'export const built = 1;\n');
    writeFileSync(path.join(pkg, 'src/NOTES.md'), 'Not a source.\n');
    expect(localSourceDir(config)).toBe(pkg);
    expect(keyedFiles(localSourcesKey(config))).toEqual(['src/index.ts', 'src/shape.ts', 'src/thing.ts', 'src/util.ts', 'src/widget.ts']);
  });

  it('change the converted project’s key when a source is edited, added or removed, and not otherwise', () => {
    const config = librarySite('packages/keyed');
    const src = path.join(tmp, 'site/packages/keyed/src');
    const before = cacheKey(config);
    writeFileSync(path.join(src, 'NOTES.md'), 'Not a source.\n');
    expect(cacheKey(config)).toBe(before);

    const widget = path.join(src, 'widget.ts');
    const original = readFileSync(widget, 'utf8');
    edit(widget, '/**', '/** Edited. ');
    expect(cacheKey(config)).not.toBe(before);
    writeFileSync(widget, original);
    expect(cacheKey(config)).toBe(before);

    writeFileSync(path.join(src, 'extra.ts'), 'export const extra = 1;\n');
    expect(cacheKey(config)).not.toBe(before);
    unlinkSync(path.join(src, 'extra.ts'));
    expect(cacheKey(config)).toBe(before);
  });

  it('are read where a linked package lives, though the site reaches it through node_modules', () => {
    const real = path.join(tmp, 'linked-lib');
    cpSync(FIXTURE, real, { recursive: true });
    const site = path.join(tmp, 'linking-site');
    mkdirSync(path.join(site, 'node_modules'), { recursive: true });
    symlinkSync(real, path.join(site, 'node_modules/api-lib'), 'dir');
    const config = librarySite('node_modules/api-lib', site);
    expect(localSourceDir(config)).toBe(real);
    const before = cacheKey(config);
    edit(path.join(real, 'src/widget.ts'), '/**', '/** Edited. ');
    expect(cacheKey(config)).not.toBe(before);
  });
});

describe("an installed package's sources", () => {
  it('are not read: its version names them', () => {
    const config = librarySite('node_modules/api-lib');
    expect(localSourceDir(config)).toBeUndefined();
    expect(localSourcesKey(config)).toEqual([]);
    const before = cacheKey(config);
    edit(path.join(tmp, 'site/node_modules/api-lib/src/widget.ts'), '/**', '/** Edited. ');
    expect(cacheKey(config)).toBe(before);
  });

  it('are told apart by the package’s own path, not by where the project is', () => {
    // A project checked out under a folder named node_modules still documents its local package as local.
    const root = path.join(tmp, 'node_modules/checkout');
    const config = librarySite('packages/lib', root);
    expect(localSourceDir(config)).toBe(path.join(root, 'packages/lib'));
  });
});
