// The search module: src/client/search/ui.ts bundled on its own (the main bundle only holds the loader, which imports
// this file by the URL the manifest names). Content-hashed, so it is cached for good and replaced on change.
import path from 'node:path';
import { build } from 'esbuild';
import { contentHash } from '../hash.ts';
import { browserBundleOptions } from '../output/client-bundle.ts';

const ENTRY = path.resolve(import.meta.dirname, '../../client/search/ui.ts');

export interface SearchClientBundle {
  /** Relative to the output folder: `assets/search.<hash>.js`. */
  file: string;
  code: string;
}

export async function bundleSearchClient(production: boolean): Promise<SearchClientBundle> {
  const result = await build({ ...browserBundleOptions(production), entryPoints: [ENTRY] });
  const code = result.outputFiles[0]!.text;
  return { file: `assets/search.${contentHash(code)}.js`, code };
}
