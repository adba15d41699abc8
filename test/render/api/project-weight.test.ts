// How heavy a package's conversion will be, told from its TypeScript sources before it starts: the content stage
// parses a small site in the build's thread beside a light one, and in a thread beside a heavy one.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conversionIsHeavy } from '../../../src/render/api/project-weight.ts';
import { tempFolder } from '../../helpers/temp-folders.ts';

/** A package's folder with these files (path → size in bytes), and the path of its entry point. */
function entryPoint(files: Record<string, number>): string {
  const dir = tempFolder(os.tmpdir(), 'docgen-weight-');
  for (const [file, size] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x'.repeat(size));
  }
  return path.join(dir, 'src/index.ts');
}

const KB = 1024;

describe('the weight of a conversion', () => {
  it('is light for a small package: the fixture library and the Docusaurus fixture', () => {
    expect(conversionIsHeavy(path.resolve(import.meta.dirname, '../../fixtures/api-lib/src/index.ts'))).toBe(false);
    expect(conversionIsHeavy(path.resolve(import.meta.dirname, '../../fixtures/docusaurus-site/packages/pebble-queue/src/index.ts'))).toBe(false);
  });

  it("is heavy for the SDK's sources", () => {
    expect(conversionIsHeavy(path.resolve(import.meta.dirname, '../../../node_modules/xrblocks/src/xrblocks.ts'))).toBe(true);
  });

  it("counts every TypeScript file below the entry point's folder, from 256 KB on", () => {
    expect(conversionIsHeavy(entryPoint({ 'src/index.ts': 10 * KB, 'src/a/b/deep.ts': 240 * KB, 'src/c.tsx': 5 * KB }))).toBe(false);
    expect(conversionIsHeavy(entryPoint({ 'src/index.ts': 10 * KB, 'src/a/b/deep.ts': 240 * KB, 'src/c.tsx': 6 * KB, 'src/d.mts': 1 }))).toBe(true);
  });

  it('leaves out node_modules, hidden folders, other files, and what is beside the entry point’s folder', () => {
    expect(conversionIsHeavy(entryPoint({ 'src/index.ts': 1, 'src/node_modules/big/index.d.ts': 400 * KB, 'src/.docgen-cache/x.ts': 400 * KB, 'src/data.json': 400 * KB, 'lib/other.ts': 400 * KB }))).toBe(false);
  });

  it('counts a folder it cannot read for nothing: an entry point whose folder is gone is light', () => {
    expect(conversionIsHeavy('/nonexistent/docgen/src/index.ts')).toBe(false);
  });
});
