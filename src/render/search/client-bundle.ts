// The search module: src/client/search/ui.ts bundled on its own (the main bundle only holds the loader, which imports
// this file by the URL the manifest names). Content-hashed, so it is cached for good and replaced on change.
import path from 'node:path';
import { contentHash } from '../core/hash.ts';
import { browserBundleOptions } from '../assets/client-bundle.ts';
import { readJson, writeJson } from './disk-cache.ts';
import { folderFingerprint } from '../core/fingerprint.ts';
import { outputFile, useEsbuild } from '../core/esbuild.ts';
import { isRecord } from '../../shared/is-record.ts';
import { nestedFolder } from '../core/cache-namespaces.mjs';

const ENTRY = path.resolve(import.meta.dirname, '../../client/search/ui.ts');

export interface SearchClientBundle {
  /** Relative to the output folder: `assets/search.<hash>.js`. */
  file: string;
  code: string;
}

/**
 * Bundles the search module, or takes it from `cacheDir` when the code it is made from (src/client, src/shared, the
 * bundle options in src/render, the lockfile) has not changed since.
 */
export async function bundleSearchClient(production: boolean, cacheDir?: string): Promise<SearchClientBundle> {
  const kept = cacheDir ? path.join(nestedFolder(cacheDir, 'searchClient'), `${searchClientKey(production)}.json`) : undefined;
  const found = kept && readJson(kept, isBundle);
  if (found) return found;
  const result = await useEsbuild(({ build }) => build({ ...browserBundleOptions(production), entryPoints: [ENTRY] }));
  const code = outputFile(result.outputFiles, 'the search module').text;
  const bundle = { file: `assets/search.${contentHash(code)}.js`, code };
  if (kept) writeJson(kept, bundle);
  return bundle;
}

/** The key the search module of a build mode is kept under. */
export function searchClientKey(production: boolean): string {
  return contentHash(folderFingerprint(['client', 'render', 'shared']), production ? 'production' : 'development');
}

function isBundle(value: unknown): value is SearchClientBundle {
  return isRecord(value) && typeof value.file === 'string' && typeof value.code === 'string';
}
