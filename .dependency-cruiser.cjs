// Import boundaries of docgen, checked by `npm run check:boundaries` and by test/architecture/boundaries.test.ts.
// src/client runs in the browser, src/render and src/cli in Node, src/theme renders the same on both sides and
// src/shared is imported by all of them, so each may only reach what runs where it runs. The Node side is layered:
// each folder of src/render imports only the folders below it in LAYERS, so the folder order is the import order;
// and no module imports itself through others.

/** The folders of src/render, lowest first. */
const LAYERS = [
  'core', // diagnostics, hashes, logging, fingerprints, atomic writes: what every layer uses
  'threads', // the thread pool, one-off tasks, bundled thread modules
  'markdown', // markdown to HAST
  'api', // the API Reference from TypeDoc
  'config', // site.config.ts
  'load', // the content folders into pages
  'graph', // the page graph and each route's view
  'assets', // the stylesheet and the client bundles
  'llms', // Markdown copies and llms.txt, and what a page is made of for them and search
  'search', // the search index
  'output', // rendering, the whole-site files, link-preview cards, writing
  'links', // the link checker
  'stages', // the pipeline's stage modules
  'engine', // the engine that runs them
  'serve', // docgen serve and docgen preview
  'commands', // docgen build and docgen check-links
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...LAYERS.slice(0, -1).map((layer, i) => ({
      name: 'layer-order',
      comment: `src/render/${layer} is below ${LAYERS.slice(i + 1).join(', ')}: it must not import them.`,
      severity: 'error',
      from: { path: `^src/render/${layer}/` },
      to: { path: `^src/render/(${LAYERS.slice(i + 1).join('|')})/` },
    })),
    {
      name: 'layer-known',
      comment: 'Every module of src/render lives in one of the LAYERS folders.',
      severity: 'error',
      from: { path: '^src/render/', pathNot: `^src/render/(${LAYERS.join('|')})/` },
      to: {},
    },
    {
      name: 'stage-imports-no-stage',
      comment: 'A stage reads other stages only through the products it needs; what two stages share lives in a lower layer. Only the pipeline (index.ts) lists them.',
      severity: 'error',
      from: { path: '^src/render/stages/(?!index\\.ts$|stage\\.ts$|products\\.ts$|disk-memo\\.ts$)[^/]+$' },
      to: { path: '^src/render/stages/(?!stage\\.ts$|products\\.ts$|disk-memo\\.ts$)[^/]+$' },
    },
    {
      name: 'no-non-package-json',
      comment: 'Every package docgen imports is declared in package.json: one that is only there as another package\'s dependency can vanish with an update.',
      severity: 'error',
      from: { path: '^src/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'no-circular',
      comment: 'A module must not import itself through others: the order of the layers must hold inside each one too.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
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
