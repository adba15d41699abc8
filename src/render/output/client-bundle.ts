// The browser code: src/client bundled by esbuild into one content-hashed ES module. Node built-ins are refused so
// that nothing from the Node side can leak into the browser bundle.
import path from 'node:path';
import { build } from 'esbuild';
import { contentHash } from '../hash.ts';

export interface ClientBundle {
  file: string;
  code: string;
}

export async function bundleClient(clientDir: string, production: boolean): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [path.join(clientDir, 'main.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    minify: production,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    jsx: 'automatic',
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
  const code = result.outputFiles[0].text;
  return { file: `assets/client.${contentHash(code)}.js`, code };
}
