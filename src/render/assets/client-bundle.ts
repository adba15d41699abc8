// The browser code: src/client bundled by esbuild into one content-hashed ES module. Node built-ins are refused so
// that nothing from the Node side can leak into the browser bundle.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { contentHash } from '../core/hash.ts';

export interface ClientBundle {
  file: string;
  code: string;
  /** One self-contained file per island (React included), loaded by the client only when the island hydrates. */
  islands: { name: string; file: string; code: string }[];
}

/** Island entry points: src/client/islands/<Name>.tsx (helpers there start with a lower-case letter). */
async function islandEntries(clientDir: string): Promise<Record<string, string>> {
  const dir = path.join(clientDir, 'islands');
  const files = existsSync(dir) ? (await readdir(dir)).filter((f) => /^[A-Z]\w*\.tsx$/.test(f)).sort() : [];
  return Object.fromEntries(files.map((f) => [`island-${f.replace(/\.tsx$/, '')}`, path.join(dir, f)]));
}

/** What every browser bundle is built with: ES modules for the browsers we support, and no Node built-ins. */
export function browserBundleOptions(production: boolean): BuildOptions & { write: false } {
  return {
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
  };
}

export async function bundleClient(clientDir: string, production: boolean): Promise<ClientBundle> {
  const result = await build({
    ...browserBundleOptions(production),
    entryPoints: { client: path.join(clientDir, 'main.ts'), ...(await islandEntries(clientDir)) },
    outdir: 'out',
    entryNames: '[name]',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    jsx: 'automatic',
  });
  const outputs = result.outputFiles.map((f) => ({ name: path.basename(f.path, '.js'), code: f.text }));
  const code = outputs.find((o) => o.name === 'client')!.code;
  const islands = outputs
    .filter((o) => o.name.startsWith('island-'))
    .map((o) => ({ name: o.name.slice('island-'.length), file: `assets/${o.name}.${contentHash(o.code)}.js`, code: o.code }));
  return { file: `assets/client.${contentHash(code)}.js`, code, islands };
}

/** docgen serve's live-reload client (src/client/dev/live-reload.ts), one module the dev server injects into pages. */
export async function bundleDevClient(clientDir: string): Promise<string> {
  const result = await build({ ...browserBundleOptions(false), entryPoints: [path.join(clientDir, 'dev/live-reload.ts')] });
  return result.outputFiles[0]!.text;
}
