// The esbuild plugin that gives a page's server module the depth limit of ./component-depth.ts: its JSX runtime and
// its `react` (./component-depth-react.mjs) in place of React's, wherever the page or the components it imports ask for
// them. The two modules' own imports are React's.
import path from 'node:path';
import type { Plugin } from 'esbuild';

const RUNTIME = path.join(import.meta.dirname, 'component-depth.ts');
const REACT = path.join(import.meta.dirname, 'component-depth-react.mjs');
const OWN = new Set([RUNTIME, REACT]);

export const componentDepthPlugin: Plugin = {
  name: 'docgen-component-depth',
  setup(build) {
    build.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) => (OWN.has(args.importer) ? undefined : { path: RUNTIME }));
    build.onResolve({ filter: /^react$/ }, (args) => (OWN.has(args.importer) ? undefined : { path: REACT }));
  },
};
