// bin/docgen fingerprints docgen's sources as it names the CLI's bundle, and leaves the fingerprint for the CLI, which
// would otherwise look at every file again (src/render/core/source-index.mjs `SOURCES_FINGERPRINT`). It must be the
// fingerprint the CLI's threads compute for themselves, or every cache a thread keys would miss.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docgenFingerprint, folderFingerprint } from '../../../src/render/core/fingerprint.ts';
import { docgenSourceIndex, filesFingerprint, SOURCES_FINGERPRINT } from '../../../src/render/core/source-index.mjs';

const repo = path.resolve(import.meta.dirname, '../../..');
afterEach(() => void Reflect.deleteProperty(globalThis, SOURCES_FINGERPRINT));

describe("the fingerprint of docgen's sources", () => {
  it("is the same computed as bin/docgen lists and looks at the files as computed by the CLI's own code", () => {
    const src = path.join(repo, 'src');
    // As bin/docgen lists them: every file under src/, in directory order.
    const files = readdirSync(src, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    const index = docgenSourceIndex();
    const launcher = filesFingerprint(src, files, path.join(repo, 'package-lock.json'), (file) => index.entry(file));
    expect(launcher).toMatch(/^[0-9a-f]{10}$/);
    expect(folderFingerprint(['.'])).toBe(launcher);
    expect(docgenFingerprint()).toBe(launcher);
  });

  it("is bin/docgen's when it left one", () => {
    Reflect.set(globalThis, SOURCES_FINGERPRINT, 'launcher01');
    expect(docgenFingerprint()).toBe('launcher01');
  });
});
