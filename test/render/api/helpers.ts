// Shared setup for the API Reference tests: the fixture library's config, a throwaway cache folder per test file, and
// a small deterministic markdown converter so golden output pins this module's rendering, not the site pipeline's.
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { ApiConfigInput } from '../../../src/render/api/config.ts';
import type { ApiContext } from '../../../src/render/api/index.ts';
import { tempFolder } from '../../helpers/temp-folders.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export const FIXTURE_CONFIG: ApiConfigInput = {
  packageName: 'api-lib',
  entryPoint: 'test/fixtures/api-lib/src/index.ts',
  tsconfig: 'test/fixtures/api-lib/tsconfig.json',
  sourceLinkTemplate: 'https://example.test/api-lib/blob/v{version}/{path}#L{line}',
};

export function tempCacheDir(): string {
  return tempFolder(os.tmpdir(), 'docgen-api-test-');
}

/**
 * A cache folder kept between runs, for tests that need the fixture's pages but do not test the cache, so that a
 * second run converts nothing. The fixture is a local package: its sources are in the conversion's key, so an edit of
 * the fixture converts it again.
 */
export const SHARED_CACHE_DIR = path.join(ROOT, '.docgen-cache', 'test-api');

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

/** Plain markdown → HAST (no highlighting), positions removed so output is stable. */
export async function simpleMarkdown(markdown: string): Promise<{ hast: Root }> {
  const hast = (await processor.run(processor.parse(markdown)));
  const strip = (node: { position?: unknown; children?: unknown[] }) => {
    delete node.position;
    for (const child of (node.children ?? []) as (typeof node)[]) strip(child);
  };
  strip(hast);
  return { hast };
}

export function fixtureContext(cacheDir: string, markdown: ApiContext['markdown'] = simpleMarkdown): ApiContext {
  return { root: ROOT, base: '/docs/', siteTitle: 'Fixture', cacheDir, markdown };
}
