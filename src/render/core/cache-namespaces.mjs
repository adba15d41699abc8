// @ts-check
// Every namespace of `.docgen-cache/`, in one place: its folder (or file), what keys an entry, how an entry is sealed
// so that a damaged one is made again rather than published, and how entries nothing uses any more are pruned. Every
// reader and writer takes its folder from here, and the age limits of pruning are read from here, so that two caches
// can neither share a folder by mistake nor drift from what this table says (test/render/core/cache-namespaces.test.ts
// checks that no other module of src/ spells a cache path). Plain JavaScript: bin/docgen finds the CLI's folder here
// before anything can compile TypeScript.
//
// Seals: `sealed-file` is ./sealed-file.ts (a first line with the length and SHA-256 of the rest); `sealed-code` is
// ./sealed-code.mjs (the code ends with a line holding its SHA-256); `named by hash` means the file's name is the hash
// of its bytes, checked when it is reused. Every write goes through ./atomic-write.mjs.
//
// Pruning runs in the stages of builds (`docgen build`, `docgen check-links`), not in `docgen serve`'s rebuilds (the
// compiled modules and the bundles are pruned as a new one is written), and goes by age: an entry the build did not
// use goes only once older than `pruneAfterMs`, since another build (the other mode, another branch, a `docgen serve`
// beside it) may still use it. A folder is pruned at most once a 24th of that age
// (./prune-files.mjs `pruneDue`).
import path from 'node:path';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The cache folder's name, in a project's folder and in docgen's own. */
export const CACHE_FOLDER = '.docgen-cache';

/** `CACHE_FOLDER` as a regular expression's source. */
export const CACHE_FOLDER_PATTERN = CACHE_FOLDER.replaceAll('.', '\\.');

/** A project's cache folder. */
export function projectCache(/** @type {string} */ root) {
  return path.join(root, CACHE_FOLDER);
}

/**
 * docgen's own cache folder, beside its sources: what docgen makes of its own code alone (its CLI, its threads'
 * bundles, the client assets), for every site it builds.
 */
export const DOCGEN_CACHE = path.resolve(import.meta.dirname, '../../..', CACHE_FOLDER);

/**
 * @typedef {object} CacheNamespace
 * @property {string} path Relative to the cache folder, `/`-separated: a folder, a file, or (`kind: 'prefix'`) how
 *   the names of its files directly in the cache folder start.
 * @property {'folder' | 'file' | 'prefix'} kind
 * @property {'project' | 'docgen'} home Whose cache folder holds it: the project's (`projectCache`) or docgen's own
 *   (`DOCGEN_CACHE`).
 * @property {string} [parent] The namespace whose folder holds this one's (its `path` starts with the parent's), when
 *   its owner is handed the parent's folder (`nestedFolder`). The parent's pruning never takes it for a stray folder.
 * @property {string} owner The module that reads and writes it, relative to src/render.
 * @property {string} holds What an entry is.
 * @property {string} key What an entry's name (or the key inside it) is a hash of.
 * @property {string} seal How a damaged entry is told from a whole one.
 * @property {string} prune What removes the entries nothing uses.
 * @property {number} [pruneAfterMs] The age under which pruning keeps an entry, where the rule has one.
 */

export const CACHE = /** @satisfies {Record<string, CacheNamespace>} */ ({
  markdown: {
    path: 'markdown',
    kind: 'folder',
    home: 'project',
    owner: 'markdown/cache.ts',
    holds: "each page's HAST (and each doc comment's, for the API Reference), in folders named by the key's first two characters",
    key: 'the source text, its file and line offset, the markdown code fingerprint and the processor options',
    seal: 'sealed-file',
    prune: 'entries no build has read or written for a week (a read brings the time forward), markdown/cache-pruning.ts',
    // An author comes back to a page within a week; older parsers' entries and old versions of pages go.
    pruneAfterMs: WEEK,
  },
  highlighted: {
    path: 'markdown/code',
    kind: 'folder',
    home: 'project',
    parent: 'markdown',
    owner: 'markdown/highlight.ts',
    holds: "each highlighted code block's <pre>, in folders named by the key's first two characters",
    key: 'the code, its language and marked lines, and the highlighter fingerprint (Shiki, themes, this code)',
    seal: 'sealed-file',
    prune: "with the markdown namespace's entries, by its rule and age limit",
  },
  sections: {
    path: 'markdown/sections',
    kind: 'folder',
    home: 'project',
    parent: 'markdown',
    owner: 'markdown/section-store.ts',
    holds: "each markdown file's last section trees, by the hash of each section's text, replaced on each parse",
    key: "the file's path, the markdown code fingerprint, the format and the site's plugins",
    seal: 'sealed-file',
    prune: 'files no parse has written for a week',
    pruneAfterMs: WEEK,
  },
  pages: {
    path: 'pages',
    kind: 'folder',
    home: 'project',
    owner: 'load/page-cache.ts',
    holds: "each markdown file's loaded page (fields and diagnostics; its tree is in bodies/)",
    key: "the file's path and source, the config key, whether drafts show, and the loading and parsing code",
    seal: 'sealed-file',
    prune: 'entries the build did not use, a day after they were written (an entry in use is written again hourly)',
    pruneAfterMs: DAY,
  },
  bodies: {
    path: 'bodies',
    kind: 'folder',
    home: 'project',
    owner: 'core/body-store.ts',
    holds: "each page's tree, read by the stages that need it one page at a time",
    key: "the page's hash (an API page's: with the API pages' key)",
    seal: 'sealed-file, and the stamp recorded in the page that names it',
    prune: "trees no page of the build uses, a day after they were written (the graph stage)",
    pruneAfterMs: DAY,
  },
  modules: {
    path: 'modules',
    kind: 'folder',
    home: 'project',
    owner: 'core/import-module.ts',
    holds: 'the compiled site.config.ts and .tsx pages (`<name>.<hash>.mjs`), and the record of the files each compile read',
    key: "the compiled code's hash; the record's: the module's path and the compiling code",
    seal: 'sealed-code (modules), sealed-file (records)',
    prune: 'files no compile has written for a week, at each compile',
    pruneAfterMs: WEEK,
  },
  siteCss: {
    path: 'site-css',
    kind: 'folder',
    home: 'project',
    owner: 'assets/styles.ts',
    holds: "each of the site's own stylesheets (`customCss`), minified",
    key: "the file's path and text, the browsers targeted and the code (esbuild's version with the lockfile)",
    seal: 'sealed-file',
    prune: 'files no build has read for a week, at each write',
    pruneAfterMs: WEEK,
  },
  mdx: {
    path: 'mdx',
    kind: 'folder',
    home: 'project',
    owner: 'assets/page-modules.ts',
    holds: "each .mdx page's record (`<route hash>.json`), its server module (`<key>.mjs` and its map), and what its expressions render to (`<route hash>.shown.json`, stages/whole-site.ts)",
    key: "the record by route; the module by its source, docgen's fingerprint, the vendor chunks, the mode and every file esbuild read",
    seal: 'sealed-file (records), sealed-code (modules)',
    prune: 'records and modules no page of the build uses, a day after they were written',
    pruneAfterMs: DAY,
  },
  render: {
    path: 'render',
    kind: 'folder',
    home: 'project',
    owner: 'output/render-cache.ts',
    holds: "one index per build mode (`<mode>.json`): each route's key, its HTML's hash, its ids and hrefs",
    key: 'the build mode; inside, each route by its key (output/route-key.ts)',
    seal: 'sealed-file',
    prune: 'replaced by each build of its mode; a folder of an older layout is removed',
  },
  renderHtml: {
    path: 'render/pages',
    kind: 'folder',
    home: 'project',
    parent: 'render',
    owner: 'output/render-cache.ts',
    holds: "each route's HTML as published",
    key: 'the HTML itself',
    seal: 'named by hash',
    prune: "HTML no mode's index names, an hour after it was written",
    // Another process (a build beside `docgen serve`) may have written a file it has not yet listed in its index.
    pruneAfterMs: HOUR,
  },
  links: {
    path: 'links',
    kind: 'folder',
    home: 'project',
    owner: 'stages/links.ts',
    holds: "what the last build of each mode found of each route's links (`<mode>.json`)",
    key: "the build mode; inside, each route by its key and the site's routes and ids",
    seal: 'sealed-file',
    prune: 'replaced by each build of its mode',
  },
  output: {
    path: 'output',
    kind: 'folder',
    home: 'project',
    owner: 'output/last-site.ts',
    holds: 'what the last build wrote into an output folder, so that the next carries unchanged files over',
    key: "the output folder's absolute path",
    seal: 'sealed-file',
    prune: 'records no build has written for a week (one per output folder, written by each build into it)',
    pruneAfterMs: WEEK,
  },
  og: {
    path: 'og',
    kind: 'folder',
    home: 'project',
    owner: 'output/og-cards.ts',
    holds: "each page's link-preview card (`<hash>.png`)",
    key: 'what the card shows, and the code and fonts that draw it',
    seal: 'sealed-file',
    prune: 'cards the build did not plan, a day after they were drawn',
    pruneAfterMs: DAY,
  },
  sidebar: {
    path: 'sidebar',
    kind: 'folder',
    home: 'project',
    owner: 'output/sidebar-fragments.ts',
    holds: "a long sidebar's lazy categories' files, named as they are published",
    key: 'everything the file is made of',
    seal: 'sealed-file',
    prune: 'files the build did not use, a day after they were written',
    pruneAfterMs: DAY,
  },
  llms: {
    path: 'llms',
    kind: 'folder',
    home: 'project',
    owner: 'search/index.ts',
    holds: 'the folders below: what the whole-site files (llms.txt, each page\'s Markdown, search) are made of',
    key: '(see the folders below)',
    seal: '(see the folders below)',
    prune: 'folders of an older layout (two-letter names) are removed',
  },
  llmsParts: {
    path: 'llms/parts',
    kind: 'folder',
    home: 'project',
    parent: 'llms',
    owner: 'search/page-parts.ts',
    holds: "each page's parts of the whole-site files (Markdown, summary, search terms, API entry)",
    key: 'the page (all but its tree), what its MDX renders to, the site URL and demos, and the code that makes the parts',
    seal: 'sealed-file',
    prune: 'parts the build did not use, a day after they were written',
    pruneAfterMs: DAY,
  },
  searchClient: {
    path: 'llms/client',
    kind: 'folder',
    home: 'project',
    parent: 'llms',
    owner: 'search/client-bundle.ts',
    holds: "the search module's bundle, one per build mode",
    key: 'the code it is made from (src/client, src/render, src/shared, the lockfile) and the mode',
    seal: 'sealed-file',
    prune: "bundles other than the build's mode's current one, a day after they were written",
    pruneAfterMs: DAY,
  },
  llmsAssembled: {
    path: 'llms/assembled',
    kind: 'folder',
    home: 'project',
    parent: 'llms',
    owner: 'search/index.ts',
    holds: 'the record of the last assembly of the whole-site files: their names and stamps in llms/files',
    key: "every page's parts, the site, its navbar and sidebars, the search module and the code",
    seal: 'sealed-file',
    prune: 'replaced: the older records are removed as the new one is written',
  },
  llmsFiles: {
    path: 'llms/files',
    kind: 'folder',
    home: 'project',
    parent: 'llms',
    owner: 'search/index.ts',
    holds: 'the whole-site files as published (llms-full.txt, each page\'s Markdown, the search shards)',
    key: 'the file itself',
    seal: 'named by hash, and the stamp in the assembly record',
    prune: 'files the last assembly does not name, a day after they were written',
    pruneAfterMs: DAY,
  },
  lastUpdated: {
    path: 'last-updated.json',
    kind: 'file',
    home: 'project',
    owner: 'load/last-updated.ts',
    holds: "the date and author of each content file's last commit",
    key: 'the commit checked out and the content folders',
    seal: 'sealed-file',
    prune: 'replaced when the commit changes',
  },
  apiProject: {
    path: 'api-',
    kind: 'prefix',
    home: 'project',
    owner: 'api/cache.ts',
    holds: "TypeDoc's converted project (`api-<package>-<key>.json`)",
    key: 'the package and its version, the entry point, the tsconfig, the toolchain, the conversion code and a local package\'s sources',
    seal: 'sealed-file',
    prune: "the package's older keys, as a new one is written",
  },
  apiPages: {
    path: 'apipages-',
    kind: 'prefix',
    home: 'project',
    owner: 'api/pages-cache.ts',
    holds: "the API Reference's finished page model (`apipages-<package>-<key>.json`)",
    key: "the converted project's key, the page-building code and the site settings the pages show",
    seal: 'sealed-file, and a first line naming the key',
    prune: "the package's older keys, as a new one is written",
  },
  serve: {
    path: 'serve',
    kind: 'folder',
    home: 'project',
    owner: 'serve/dev-server.ts',
    holds: "`docgen serve`'s output folder: the site it serves, not a cache",
    key: 'the files are named as the site publishes them',
    seal: "none: written as a build writes an output folder (atomically)",
    prune: 'files the site no longer has are removed by each build it serves',
  },
  assets: {
    path: 'assets',
    kind: 'folder',
    home: 'docgen',
    owner: 'assets/assets.ts',
    holds: "the stylesheet, the client bundle and its islands (`<mode>.json`); in the project's cache when docgen's folder cannot be written",
    key: "docgen's fingerprint, inside the file",
    seal: 'sealed-file',
    prune: 'replaced when docgen changes (one file per mode)',
  },
  apart: {
    path: 'assets/apart',
    kind: 'folder',
    home: 'docgen',
    parent: 'assets',
    owner: 'assets/kept-apart.ts',
    holds: "the browser modules built apart: each one's files whole (`<name>-<mode>/`) and an index of them with their hashes and stamps (`<name>-<mode>.json`); in the project's cache when docgen's folder cannot be written",
    key: "docgen's fingerprint, inside the index; the files are named by esbuild's hash of them",
    seal: 'sealed-file for the index; each file by the stamp it was written with, or else its hash',
    prune: "the index is replaced when docgen changes; another version's files go a day old, as a new one is written",
    // A docgen started from other sources may be about to copy the files it kept.
    pruneAfterMs: DAY,
  },
  threads: {
    path: 'threads',
    kind: 'folder',
    home: 'docgen',
    owner: 'threads/bundle.ts',
    holds: "each worker thread's module bundled by esbuild (`<module>.<key>.mjs` and its map)",
    key: 'every module it bundles, the bundling code, the lockfile and the module\'s URL',
    seal: 'sealed-code',
    prune: "a module's other versions, a day old, as a new one is written",
    // A `docgen serve` started from other sources starts threads from the bundles it began with, for hours.
    pruneAfterMs: DAY,
  },
  typescriptCode: {
    path: 'typescript',
    kind: 'folder',
    home: 'docgen',
    owner: 'api/typescript-module.ts',
    holds: "V8's code cache of the TypeScript compiler, as the API conversion threads ran it (`typescript.<hash>.cache`)",
    key: "the SHA-256 of TypeScript's file, inside the file and in its name; V8 checks its own version and flags",
    seal: 'the code cache holds the SHA-256 of the file it was made for and of itself (core/code-cache.mjs)',
    prune: 'the caches of other TypeScript files, a week old, as a new one is written',
    pruneAfterMs: WEEK,
  },
  sourceIndex: {
    path: 'source-index.json',
    kind: 'file',
    home: 'docgen',
    owner: 'core/source-index.mjs',
    holds: "the SHA-256 and relative imports of each file under src/ and of the lockfile, under the stamp it was hashed at",
    key: "each file's path; an entry holds while the file's size, modification and change times and inode are as kept",
    seal: 'sealed-code',
    prune: 'rewritten whole when an entry changes; bin/docgen drops the files src/ no longer holds',
  },
  cli: {
    path: 'cli',
    kind: 'folder',
    home: 'docgen',
    owner: '../../bin/docgen',
    holds: "the CLI's bundle (`main.<hash>.cjs`), its source map and V8's code cache of it (`.cache`, core/code-cache.mjs)",
    key: "src/ and the lockfile",
    seal: "sealed-code; the code cache holds the SHA-256 of the bundle it was made for and of itself",
    prune: 'other versions, an hour old, as a new one is written',
    // A docgen started from other sources a moment ago may be about to run its own.
    pruneAfterMs: HOUR,
  },
});

/** @typedef {keyof typeof CACHE} CacheName */

/** The folder (or file) of namespace `name` in the cache folder `cacheDir` (`projectCache(root)` or `DOCGEN_CACHE`). */
export function cachePath(/** @type {string} */ cacheDir, /** @type {CacheName} */ name) {
  return path.join(cacheDir, CACHE[name].path);
}

/**
 * Every namespace by name, as plain `CacheNamespace` records: for code that goes through them all.
 * @type {Readonly<Record<string, CacheNamespace>>}
 */
export const CACHE_NAMESPACES = CACHE;

/** The folder of a nested namespace, for an owner handed its parent's folder (`parentFolder`). */
export function nestedFolder(/** @type {string} */ parentFolder, /** @type {CacheName} */ name) {
  const ns = CACHE_NAMESPACES[name];
  const parent = ns?.parent === undefined ? undefined : CACHE_NAMESPACES[ns.parent];
  if (!ns || !parent) throw new Error(`the cache namespace ${name} is not nested`);
  return path.join(parentFolder, path.posix.relative(parent.path, ns.path));
}
