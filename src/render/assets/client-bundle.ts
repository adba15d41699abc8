// The browser code: src/client bundled by esbuild into one content-hashed ES module. Node built-ins are refused so
// that nothing from the Node side can leak into the browser bundle.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { BuildOptions, Plugin } from 'esbuild';
import { outputFile, useEsbuild } from '../core/esbuild.ts';
import { present } from '../../shared/present.ts';
import { contentHash } from '../core/hash.ts';

/** The React modules an island may import: each is one file of the site, sharing one copy of React. */
export const REACT_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
export type ReactModule = (typeof REACT_MODULES)[number];

export function isReactModule(specifier: string): specifier is ReactModule {
  return REACT_MODULES.some((module) => module === specifier);
}

export interface ClientBundle {
  file: string;
  code: string;
  /** One file per island, loaded by the client only when the island hydrates. */
  islands: { name: string; file: string; code: string }[];
  /**
   * What the islands share, React above all: chunks the island files import, and React's modules as files of their
   * own, which the island code of `.mdx` pages (./page-modules.ts) imports too, so every island runs on one React.
   */
  shared: { file: string; code: string }[];
  vendor: Record<ReactModule, string>;
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

const VENDOR_PREFIX = 'vendor-';
const vendorName = (module: ReactModule) => VENDOR_PREFIX + module.replace(/\//g, '-');

/**
 * Each React module's production build, by package and file stem: the names the vendor files re-export are read from
 * it, whatever build this process loaded (tests run React's development build, docgen its production one) and in
 * either mode, so that the files are the same for every process. (The development build wraps its exports in a
 * NODE_ENV test and exports nothing to a production process; it adds only `act` and `captureOwnerStack`.)
 */
const REACT_BUILDS: Record<ReactModule, [pkg: string, stem: string]> = {
  react: ['react', 'react'],
  'react/jsx-runtime': ['react', 'react-jsx-runtime'],
  'react-dom': ['react-dom', 'react-dom'],
  'react-dom/client': ['react-dom', 'react-dom-client'],
};

/** Each React module as an entry of its own that re-exports it, so that code bundled apart can import it. */
function vendorEntries(): { entries: Record<string, string>; plugin: Plugin } {
  const require = createRequire(import.meta.url);
  const exportNames = (module: ReactModule) => {
    const [pkg, stem] = REACT_BUILDS[module];
    const file = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'cjs', `${stem}.production.js`);
    const exported: unknown = require(file);
    return typeof exported === 'object' && exported !== null ? Object.keys(exported) : [];
  };
  const entries = Object.fromEntries(REACT_MODULES.map((module) => [vendorName(module), `docgen-vendor:${module}`]));
  const plugin: Plugin = {
    name: 'docgen-vendor',
    setup(b) {
      b.onResolve({ filter: /^docgen-vendor:/ }, (args) => ({ path: args.path.slice('docgen-vendor:'.length), namespace: 'docgen-vendor' }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-vendor' }, (args) => {
        if (!isReactModule(args.path)) return { errors: [{ text: `'${args.path}' is not a React module docgen provides` }] };
        const names = exportNames(args.path).filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name));
        return {
          contents: `import * as m from ${JSON.stringify(args.path)};\nexport default m.default;\nexport const { ${names.join(', ')} } = m;\n`,
          resolveDir: import.meta.dirname,
          loader: 'js',
        };
      });
    },
  };
  return { entries, plugin };
}

export async function bundleClient(clientDir: string, production: boolean): Promise<ClientBundle> {
  const options = { ...browserBundleOptions(production), define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }, jsx: 'automatic' } as const;
  const vendor = vendorEntries();
  const islands = await islandEntries(clientDir);
  // The client alone, so that a page's first load is one file; the islands apart, sharing React in chunks.
  const [client, shared] = await useEsbuild(({ build }) =>
    Promise.all([
      build({ ...options, entryPoints: { client: path.join(clientDir, 'main.ts') }, outdir: 'out', entryNames: '[name]' }),
      build({
        ...options,
        entryPoints: { ...islands, ...vendor.entries },
        plugins: [...(options.plugins ?? []), vendor.plugin],
        splitting: true,
        outdir: 'assets',
        entryNames: '[name].[hash]',
        chunkNames: 'chunk.[hash]',
      }),
    ]),
  );
  const code = outputFile(client.outputFiles, 'the client').text;
  const files = shared.outputFiles.map((f) => ({ name: path.basename(f.path), file: `assets/${path.basename(f.path)}`, code: f.text }));
  const fileOf = (module: ReactModule) => present(files.find((f) => f.name.startsWith(`${vendorName(module)}.`)), `the vendor file of ${module}`).file;
  return {
    file: `assets/client.${contentHash(code)}.js`,
    code,
    islands: files.filter((f) => f.name.startsWith('island-')).map((f) => ({ name: f.name.slice('island-'.length).replace(/\..*$/s, ''), file: f.file, code: f.code })),
    shared: files.filter((f) => !f.name.startsWith('island-')).map(({ file, code }) => ({ file, code })),
    vendor: { react: fileOf('react'), 'react/jsx-runtime': fileOf('react/jsx-runtime'), 'react-dom': fileOf('react-dom'), 'react-dom/client': fileOf('react-dom/client') } satisfies Record<ReactModule, string>,
  };
}

/** A browser module built apart from the client, with the chunks it loads on demand: its entry's file, and all. */
export interface ApartBundle {
  file: string;
  files: { file: string; code: string }[];
}

/** The modules built apart, made only for the sites that use them, by name. */
export const APART_ENTRIES = {
  // The code highlighter (src/client/highlight/highlighter.ts): each grammar a chunk it loads when a block of that
  // language asks. For a site whose components show code.
  highlighter: 'highlight/highlighter.ts',
  // The Mermaid island (src/client/mermaid/diagram.ts): mermaid's core, and each kind of diagram a chunk of its own.
  // For a site that draws Mermaid diagrams.
  mermaid: 'mermaid/diagram.ts',
} as const;
export type ApartName = keyof typeof APART_ENTRIES;

export async function bundleApart(name: ApartName, clientDir: string, production: boolean): Promise<ApartBundle> {
  const result = await useEsbuild(({ build }) =>
    build({
      ...browserBundleOptions(production),
      entryPoints: { [name]: path.join(clientDir, APART_ENTRIES[name]) },
      splitting: true,
      outdir: 'assets',
      entryNames: '[name].[hash]',
      chunkNames: `${name}-chunk.[hash]`,
    }),
  );
  const files = result.outputFiles.map((f) => ({ file: `assets/${path.basename(f.path)}`, code: f.text }));
  const entry = outputFile(result.outputFiles, `the ${name} module`, (f) => path.basename(f.path).startsWith(`${name}.`));
  return { file: `assets/${path.basename(entry.path)}`, files };
}

/** docgen serve's live-reload client (src/client/dev/live-reload.ts), one module the dev server injects into pages. */
export async function bundleDevClient(clientDir: string): Promise<string> {
  const result = await useEsbuild(({ build }) => build({ ...browserBundleOptions(false), entryPoints: [path.join(clientDir, 'dev/live-reload.ts')] }));
  return outputFile(result.outputFiles, 'the live-reload client').text;
}
