// The presets and plugins of a Docusaurus config: the classic preset (docs, pages, theme CSS, gtag) and the plugins
// it bundles when they are listed on their own, and docusaurus-plugin-typedoc. A search theme or plugin (Algolia's,
// or a local search) says the site has search, which docgen gives it with its own. Any other preset, plugin or theme
// gets one warning naming it.
import path from 'node:path';
import { type AdapterReport, OptionReader, describe, isPlainObject, join, type Origin } from './report.ts';
import { isMissingPackage } from './stand-ins.ts';

/** What the presets and plugins configure, before it is shaped into docgen's config. */
export interface PluginSettings {
  docs?: OptionReader;
  pages?: OptionReader;
  /** `theme.customCss`, with where it was written. */
  customCss?: { value: unknown; at: Origin };
  gtag?: OptionReader;
  typedoc?: OptionReader;
  /** Where a search theme or plugin is configured, if one is. */
  search?: Origin;
  /** Where `@docusaurus/theme-mermaid` is listed, if it is: with `markdown.mermaid`, Mermaid blocks are diagrams. */
  mermaid?: Origin;
}

/**
 * Search themes and plugins, by package name: Algolia's DocSearch and the local searches (docusaurus-search-local,
 * docusaurus-lunr-search, the Typesense and Pagefind themes, Orama's plugin…). Their options configure their own
 * index; docgen builds its own, so only that they are there counts.
 */
const SEARCH_PACKAGE = /search|^@orama\/plugin-docusaurus/i;

function isSearch(name: string): boolean {
  // The package a path resolves into (the last `node_modules` on it), or the name as it is.
  return SEARCH_PACKAGE.test(name.replaceAll('\\', '/').split('/node_modules/').pop() ?? name);
}

/** A list entry's name and options: `'classic'`, `['classic', {…}]`, a resolved path, or a function. */
function entryOf(report: AdapterReport, file: string, at: string, entry: unknown): { name: string; options?: OptionReader; at: string } | undefined {
  const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof name !== 'string') {
    if (entry !== false && entry !== null && entry !== undefined) {
      report.ignored({ file, path: at }, `docgen runs no ${typeof name === 'function' && !isMissingPackage(name) ? 'inline plugin functions' : `plugin given as ${describe(name)}`}`);
    }
    return undefined;
  }
  const optionsAt = Array.isArray(entry) ? join(at, 1) : at;
  if (options !== undefined && !isPlainObject(options)) {
    report.error({ file, path: optionsAt }, `expected the options object, found ${describe(options)}.`);
    return { name, at };
  }
  return { name, at, options: options === undefined ? undefined : new OptionReader(report, file, optionsAt, options) };
}

/** `require.resolve('@docusaurus/preset-classic')` gives a path inside the package: named by the package either way. */
function is(name: string, ...packages: string[]): boolean {
  return packages.some((p) => name === p || name.replaceAll('\\', '/').includes(`/node_modules/${p}/`));
}

export function readPlugins(config: OptionReader): PluginSettings {
  const { report, file } = config;
  const settings: PluginSettings = {};
  const list = (key: string): unknown[] => {
    const value = config.take(key);
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    report.error(config.origin(key), `expected a list, found ${describe(value)}.`);
    return [];
  };

  list('presets').forEach((raw, i) => {
    const entry = entryOf(report, file, join('presets', i), raw);
    if (!entry) return;
    if (!is(entry.name, 'classic', '@docusaurus/preset-classic')) {
      report.ignored({ file, path: entry.at }, `docgen reads only the classic preset, not '${entry.name}'`);
      return;
    }
    if (!entry.options) return;
    readClassic(entry.options, settings);
  });

  list('plugins').forEach((raw, i) => {
    const entry = entryOf(report, file, join('plugins', i), raw);
    if (!entry) return;
    const options = entry.options ?? new OptionReader(report, file, entry.at, {});
    if (is(entry.name, 'docusaurus-plugin-typedoc')) once(settings, 'typedoc', options);
    else if (is(entry.name, '@docusaurus/plugin-content-docs', 'content-docs')) once(settings, 'docs', options);
    else if (is(entry.name, '@docusaurus/plugin-content-pages', 'content-pages')) once(settings, 'pages', options);
    else if (is(entry.name, '@docusaurus/plugin-google-gtag', 'google-gtag')) once(settings, 'gtag', options);
    else if (isSearch(entry.name)) settings.search ??= { file, path: entry.at };
    else report.ignored({ file, path: entry.at }, `docgen does not run the plugin '${entry.name}'`);
  });

  list('themes').forEach((raw, i) => {
    const entry = entryOf(report, file, join('themes', i), raw);
    if (entry && isSearch(entry.name)) settings.search ??= { file, path: entry.at };
    else if (entry && is(entry.name, '@docusaurus/theme-mermaid')) settings.mermaid = { file, path: entry.at };
    else if (entry) report.ignored({ file, path: entry.at }, `docgen renders with its own theme, not '${entry.name}'`);
  });
  return settings;
}

/** A second docs instance (or a second typedoc plugin) is one docgen cannot build: its warning says so. */
function once(settings: PluginSettings, key: 'docs' | 'pages' | 'gtag' | 'typedoc', options: OptionReader): void {
  if (settings[key]) options.report.ignored(options.origin(), `docgen builds one ${key === 'typedoc' ? 'API Reference' : `${key} instance`}, the first one configured`);
  else settings[key] = options;
}

function readClassic(preset: OptionReader, settings: PluginSettings): void {
  for (const key of ['docs', 'pages', 'gtag'] as const) {
    const value = preset.take(key);
    if (value === undefined || (value === false && key === 'gtag')) continue;
    if (value === false) {
      preset.report.ignored(preset.origin(key), `docgen cannot turn its ${key} off; it reads ${key === 'docs' ? 'the docs folder' : 'src/pages'} whenever that folder exists`);
      continue;
    }
    if (!isPlainObject(value)) {
      preset.report.error(preset.origin(key), `expected an object or false, found ${describe(value)}.`);
      continue;
    }
    once(settings, key, new OptionReader(preset.report, preset.file, join(preset.at, key), value));
  }
  const theme = preset.object('theme');
  if (theme) {
    if (theme.has('customCss')) settings.customCss = { value: theme.take('customCss'), at: theme.origin('customCss') };
    theme.finish('docgen has no such theme option');
  }
  const blog = preset.take('blog');
  if (blog !== undefined && blog !== false) preset.report.ignored(preset.origin('blog'), 'docgen builds no blog; set blog: false to say so');
  preset.ignore('sitemap', 'docgen writes sitemap.xml of every page itself');
  preset.ignore('svgr', 'docgen does not turn SVG files into components');
  preset.ignore('debug', 'docgen has no debug pages');
  preset.ignore('googleAnalytics', 'docgen sends page views through gtag only');
  preset.ignore('googleTagManager', 'docgen sends page views through gtag only');
  preset.finish('the classic preset has no such option that docgen reads');
}

/** `theme.customCss`: one path or several, relative to the site (or absolute, from `require.resolve`). */
export function customCssFiles(root: string, css: { value: unknown; at: Origin }, report: AdapterReport): string[] | undefined {
  const list = typeof css.value === 'string' ? [css.value] : css.value;
  if (!Array.isArray(list) || !list.every((f): f is string => typeof f === 'string')) {
    report.error(css.at, `expected a path or a list of paths, found ${describe(css.value)}.`);
    return undefined;
  }
  return list.map((f) => path.relative(root, path.resolve(root, f)).replaceAll('\\', '/'));
}

/**
 * The docs options of a Docusaurus config as it is, found as `readPlugins` finds them (the classic preset's `docs`, or
 * else the docs plugin listed alone), for what is read again outside the config's load (./markdown-plugins.ts).
 */
export function docsOptionsOf(config: Record<string, unknown>): Record<string, unknown> | undefined {
  const listed = (key: string): unknown[] => {
    const value = config[key];
    return Array.isArray(value) ? value : [];
  };
  const entries = (key: string) => listed(key).map((entry) => (Array.isArray(entry) ? entry : [entry, undefined]));
  for (const [name, options] of entries('presets')) {
    if (typeof name === 'string' && is(name, 'classic', '@docusaurus/preset-classic') && isPlainObject(options) && isPlainObject(options.docs)) return options.docs;
  }
  for (const [name, options] of entries('plugins')) {
    if (typeof name === 'string' && is(name, '@docusaurus/plugin-content-docs', 'content-docs') && isPlainObject(options)) return options;
  }
  return undefined;
}
