// A local package's sources are in the converted project's key, so that an edit of a doc comment converts the package
// again without a version bump; an installed package's sources are named by its version alone.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../../../src/render/api/cache.ts';
import { resolveApiConfig } from '../../../src/render/api/config.ts';
import { localSourceDir, localSourceFiles } from '../../../src/render/api/local-sources.ts';
import { ROOT } from './helpers.ts';

const FIXTURE = path.join(ROOT, 'test/fixtures/api-lib');
const root = mkdtempSync(path.join(os.tmpdir(), 'docgen-local-sources-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A site at `root` documenting a copy of the fixture library at `dir` (relative to the site). */
function librarySite(dir: string) {
  cpSync(FIXTURE, path.join(root, dir), { recursive: true });
  return resolveApiConfig({ packageName: 'api-lib', entryPoint: `${dir}/src/index.ts`, tsconfig: `${dir}/tsconfig.json` }, root);
}

function edit(file: string, from: string, to: string): void {
  const before = readFileSync(file, 'utf8');
  if (!before.includes(from)) throw new Error(`${file}: ${from} not found`);
  writeFileSync(file, before.replace(from, to));
}

describe("a local package's sources", () => {
  it('are the files under its entry point’s folder, outside node_modules and dot folders', () => {
    const config = librarySite('packages/lib');
    const src = path.join(root, 'packages/lib/src');
    mkdirSync(path.join(src, 'node_modules/dep'), { recursive: true });
    writeFileSync(path.join(src, 'node_modules/dep/index.ts'), 'export const dep = 1;\n');
    mkdirSync(path.join(src, '.cache'));
    writeFileSync(path.join(src, '.cache/x.ts'), 'export const x = 1;\n');
    writeFileSync(path.join(src, 'NOTES.md'), 'Not a source.\n');
    expect(localSourceDir(config)).toBe(src);
    expect(localSourceFiles(config).map((f) => path.relative(src, f))).toEqual(['index.ts', 'shape.ts', 'thing.ts', 'util.ts', 'widget.ts']);
  });

  it('change the converted project’s key when a source changes, and only then', () => {
    const config = librarySite('packages/keyed');
    const before = cacheKey(config);
    writeFileSync(path.join(root, 'packages/keyed/src/NOTES.md'), 'Not a source.\n');
    expect(cacheKey(config)).toBe(before);
    const widget = path.join(root, 'packages/keyed/src/widget.ts');
    const original = readFileSync(widget, 'utf8');
    edit(widget, '/**', '/** Edited. ');
    const edited = cacheKey(config);
    expect(edited).not.toBe(before);
    writeFileSync(widget, original);
    expect(cacheKey(config)).toBe(before);
  });
});

describe("an installed package's sources", () => {
  it('are not read: its version names them', () => {
    const config = librarySite('node_modules/api-lib');
    expect(localSourceDir(config)).toBeUndefined();
    expect(localSourceFiles(config)).toEqual([]);
    const before = cacheKey(config);
    edit(path.join(root, 'node_modules/api-lib/src/widget.ts'), '/**', '/** Edited. ');
    expect(cacheKey(config)).toBe(before);
  });
});
