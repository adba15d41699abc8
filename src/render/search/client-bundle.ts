// The search module: src/client/search/ui.ts bundled on its own (the main bundle only holds the loader, which imports
// this file by the URL the manifest names). Content-hashed, so it is cached for good and replaced on change.
import path from 'node:path';
import { build } from 'esbuild';
import { contentHash } from '../hash.ts';

const ENTRY = path.resolve(import.meta.dirname, '../../client/search/ui.ts');

export interface SearchClientBundle {
  /** Relative to the output folder: `assets/search.<hash>.js`. */
  file: string;
  code: string;
}

export async function bundleSearchClient(production: boolean): Promise<SearchClientBundle> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: production,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [
      {
        name: 'no-node',
        setup(b) {
          b.onResolve({ filter: /^node:|^(fs|path|url|crypto|os|child_process)$/ }, (args) => ({
            errors: [{ text: `${args.importer} imports the Node module '${args.path}'; browser code must not.` }],
          }));
        },
      },
    ],
  });
  const code = result.outputFiles[0]!.text;
  return { file: `assets/search.${contentHash(code)}.js`, code };
}
