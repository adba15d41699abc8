// Import boundaries of docgen, checked by `npm run check:boundaries` and by test/architecture/boundaries.test.ts.
// src/client runs in the browser, src/render and src/cli in Node, src/theme renders the same on both sides and
// src/shared is imported by all of them, so each may only reach what runs where it runs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-is-browser-only',
      comment: 'src/client is bundled for the browser: it must not import Node-side code or Node built-ins.',
      severity: 'error',
      from: { path: '^src/client/' },
      to: { path: '^src/(render|cli)/|^node:|^(fs|path|os|url|child_process|worker_threads|crypto|http|https|net|stream|zlib)$' },
    },
    {
      name: 'client-core-builtins',
      comment: 'src/client is bundled for the browser: Node built-ins do not exist there.',
      severity: 'error',
      from: { path: '^src/(client|theme|shared)/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'theme-is-pure-react',
      comment: 'src/theme renders the same on the server and in the browser: no Node-side, browser-only or server-rendering imports.',
      severity: 'error',
      from: { path: '^src/theme/' },
      to: { path: '^src/(render|cli|client)/|(^|/)node_modules/react-dom/server' },
    },
    {
      name: 'render-never-ships-client-code',
      comment: 'src/render is Node only: it bundles src/client with esbuild by path, never by importing it.',
      severity: 'error',
      from: { path: '^src/(render|cli)/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-imports-no-side',
      comment: 'src/shared is imported by every side, so it imports none of them.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(render|cli|client|theme)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
