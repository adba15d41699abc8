// The fixture library (test/fixtures/api-lib) as the API Reference of a fixture site, and TypeDoc's conversion of it,
// made once per machine for the builds whose tests are not about the conversion. A conversion costs ~4 s of CPU (the
// DOM library and three's 544 declaration files), and each such build converted it again in its own fresh cache.
// Seeded with the conversion, a build still makes the API pages in its threads, as a cold build does, with the content
// parsed beside them: only TypeDoc's run is skipped. The tests of the conversion itself (../render/api/) convert.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cacheKey, ensureProjectCached } from '../../src/render/api/cache.ts';
import { resolveApiConfig } from '../../src/render/api/config.ts';
import { withLock } from './lock.ts';

export const API_LIB = path.resolve(import.meta.dirname, '../fixtures/api-lib');

/** The `api` section of a fixture site's config that documents the fixture library. */
export const apiLibConfig = {
  packageName: 'api-lib',
  entryPoint: path.join(API_LIB, 'src/index.ts'),
  tsconfig: path.join(API_LIB, 'tsconfig.json'),
  sourceLinkTemplate: 'https://example.test/api-lib/blob/v{version}/{path}#L{line}',
};

/**
 * Kept between runs. The conversion's key holds the entry point's path from the site (every fixture site is in the
 * same folder, so one key serves them all) and the library's sources, TypeDoc's version and docgen's conversion code,
 * so that a change to any of them converts again.
 */
const SHARED = path.resolve(import.meta.dirname, '../../.docgen-cache/test-api-site');

/** Puts TypeDoc's conversion of the fixture library into the cache of the fixture site at `root`. */
export async function seedApiLibConversion(root: string): Promise<void> {
  const config = resolveApiConfig(apiLibConfig, root);
  const key = cacheKey(config);
  const shared = () => (existsSync(SHARED) ? readdirSync(SHARED).find((name) => name.startsWith('api-') && name.endsWith(`-${key}.json`)) : undefined);
  const name =
    shared() ??
    (await withLock(`${SHARED}.lock`, async () => {
      await ensureProjectCached(config, SHARED);
      return shared();
    }));
  if (!name) throw new Error(`no conversion of the fixture library with key ${key} in ${SHARED}`);
  const cacheDir = path.join(root, '.docgen-cache');
  mkdirSync(cacheDir, { recursive: true });
  copyFileSync(path.join(SHARED, name), path.join(cacheDir, name));
}
