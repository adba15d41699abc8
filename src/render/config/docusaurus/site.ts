// A Docusaurus config object (the default export of docusaurus.config.ts, called when it is a function) in docgen's
// config shape, field by field; what docgen does not use gets one warning each. The sidebars file is read after
// this, by ./sidebars.ts, with what this part found out (the docs' base, the API's folder).
import path from 'node:path';
import { normalizeBase } from '../../../shared/urls.ts';
import { type AdapterReport, OptionReader, describe, isPlainObject, join, type Origin, type Plain } from './report.ts';
import { customCssFiles, readPlugins, type PluginSettings } from './plugins.ts';
import { readThemeConfig, type ThemeConfigResult } from './theme-config.ts';
import { readTypedoc, type TypedocResult } from './typedoc.ts';
import { readPluginLists } from './markdown-plugins.ts';
import { PLUGIN_LISTS } from '../../markdown/site-plugins.ts';

export interface SiteRead {
  /** docgen's config, still to be validated, without `docs.sidebars` (and the API's title and sidebar id). */
  raw: Plain;
  /** The sidebars: a file (project-relative), Docusaurus's default (every doc), or none (`sidebarPath: false`). */
  sidebars: { kind: 'file'; file: string; at: Origin } | { kind: 'default' } | { kind: 'none' };
  /** Docusaurus's baseUrl, docgen's too; and the docs' routeBasePath under it (`` for `/`). */
  siteBase: string;
  routeBasePath: string;
  collapsible?: boolean;
  collapsed?: boolean;
  api?: TypedocResult;
  /** Files besides the config and sidebars that the config was read from (typedoc.json, custom CSS). */
  files: string[];
}

const DEFAULT_DOCS_PATH = 'docs';
const DEFAULT_ROUTE_BASE = 'docs';

export function readSite(config: OptionReader, root: string): SiteRead {
  const { report } = config;
  const raw: Plain = {};
  const files: string[] = [];
  const copy = (key: string, docgenKey = key, map: (value: unknown) => unknown = (v) => v) => {
    const value = config.take(key);
    if (value === undefined) return;
    raw[docgenKey] = map(value);
    report.from(docgenKey, config.origin(key));
  };
  for (const key of ['title', 'tagline', 'url', 'favicon', 'trailingSlash', 'customFields']) copy(key);
  copy('onBrokenLinks', 'onBrokenLinks', policy);
  copy('onBrokenAnchors', 'onBrokenAnchors', policy);
  // Deprecated in Docusaurus 3.9 for markdown.hooks' (readMarkdown), and read over it.
  copy('onBrokenMarkdownLinks', 'onBrokenMarkdownLinks', policy);

  const siteBase = normalizeBase(config.string('baseUrl') ?? '/');
  const plugins = readPlugins(config);
  const docs = plugins.docs ?? new OptionReader(report, config.file, 'presets[0][1].docs', {});

  const docsPath = docs.string('path') ?? DEFAULT_DOCS_PATH;
  raw.contentDir = docsPath;
  report.from('contentDir', docs.origin('path'));
  raw.baseUrl = siteBase;
  report.from('baseUrl', config.origin('baseUrl'));
  const routeBasePath = (docs.string('routeBasePath') ?? DEFAULT_ROUTE_BASE).replace(/^\/+|\/+$/g, '');

  const markdownPlugins = readPluginLists(docs);
  if (markdownPlugins) {
    raw.markdown = { ...(isPlainObject(raw.markdown) ? raw.markdown : {}), plugins: markdownPlugins };
    for (const list of PLUGIN_LISTS) report.from(`markdown.plugins.${list}`, docs.origin(list));
  }
  const showLastUpdateTime = docs.take('showLastUpdateTime');
  const showLastUpdateAuthor = docs.take('showLastUpdateAuthor');
  raw.docs = { showLastUpdateTime: showLastUpdateTime ?? false, showLastUpdateAuthor: showLastUpdateAuthor ?? false, routeBasePath, tags: readTags(docs) };
  report.from('docs.showLastUpdateTime', docs.origin('showLastUpdateTime'));
  report.from('docs.showLastUpdateAuthor', docs.origin('showLastUpdateAuthor'));
  report.from('docs.routeBasePath', docs.origin('routeBasePath'));
  const collapsible = docs.take('sidebarCollapsible');
  const collapsed = docs.take('sidebarCollapsed');

  const editUrl = readEditUrl(docs, docsPath);
  if (editUrl) {
    raw.repository = { url: repositoryUrl(editUrl), editUrl };
    report.from('repository', docs.origin('editUrl'));
  }

  const sidebarPath = docs.take('sidebarPath');
  let sidebars: SiteRead['sidebars'];
  if (sidebarPath === false) sidebars = { kind: 'none' };
  else if (sidebarPath === undefined) sidebars = { kind: 'default' };
  else if (typeof sidebarPath === 'string') sidebars = { kind: 'file', file: path.relative(root, path.resolve(root, sidebarPath)).replaceAll('\\', '/'), at: docs.origin('sidebarPath') };
  else {
    report.error(docs.origin('sidebarPath'), `expected a path or false, found ${describe(sidebarPath)}.`);
    sidebars = { kind: 'none' };
  }
  docs.finish("docgen's docs have no such option");

  readPages(plugins, raw, report);
  readGtag(plugins, raw);
  if (plugins.customCss) {
    const css = customCssFiles(root, plugins.customCss, report);
    if (css) {
      raw.customCss = css;
      files.push(...css);
      report.from('customCss', plugins.customCss.at);
    }
  }
  let api: TypedocResult | undefined;
  if (plugins.typedoc) {
    api = readTypedoc({ report, root, options: plugins.typedoc, docsPath });
    if (api) {
      // The API pages are docs to Docusaurus: under the docs' route base.
      raw.api = { ...api.api, routeBase: [routeBasePath, api.apiDocsDir].filter(Boolean).join('/') };
      if (api.typedocFile) files.push(api.typedocFile);
    }
  }

  const headTags: unknown[] = [...readHeadTags(config), ...readStyleAndScriptTags(config)];
  if (config.take('noIndex') === true) headTags.push({ tagName: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } });
  const themeConfig = config.object('themeConfig');
  let search = plugins.search;
  let mermaidTheme: ThemeConfigResult['mermaidTheme'];
  if (themeConfig) {
    const theme = readThemeConfig(themeConfig, siteBase, search);
    Object.assign(raw, theme.fields);
    headTags.push(...theme.headTags);
    search = theme.search;
    mermaidTheme = theme.mermaidTheme;
  }
  // A site with search gets docgen's, where Docusaurus's navbar puts a search theme's: after the colour-mode switch,
  // unless a `search` item places it.
  if (search) {
    raw.navbar = { ...(isPlainObject(raw.navbar) ? raw.navbar : {}), search: true };
    report.from('navbar.search', search);
  }
  if (headTags.length) raw.headTags = headTags;

  readI18n(config, raw);
  readStaticDirectories(config, raw);
  readMarkdown(config, raw, plugins.mermaid, mermaidTheme);
  const delimiter = config.take('titleDelimiter');
  if (delimiter !== undefined && delimiter !== '|') config.report.ignored(config.origin('titleDelimiter'), "docgen's page titles read `{page} | {site}`");
  config.finish('docgen has no such site option');
  return { raw, sidebars, siteBase, routeBasePath, collapsible: bool(collapsible), collapsed: bool(collapsed), api, files };
}

/** A Docusaurus reporting policy as docgen's: its 'log' prints and goes on, as docgen's 'warn' does. */
/** The docs' tag options: `tags` (the tags file; `false` or `null`, none), `onInlineTags`, `tagsBasePath`. */
function readTags(docs: OptionReader): Plain {
  const tags: Plain = {};
  for (const [key, docgenKey] of [['tags', 'file'], ['onInlineTags', 'onInlineTags'], ['tagsBasePath', 'basePath']] as const) {
    if (!docs.has(key)) continue;
    docs.report.from(`docs.tags.${docgenKey}`, docs.origin(key));
    const value = docs.take(key);
    tags[docgenKey] = key === 'tags' && value === null ? false : key === 'onInlineTags' ? policy(value) : value;
  }
  return tags;
}

function policy(value: unknown): unknown {
  return value === 'log' ? 'warn' : value;
}

function bool(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * docgen's "Edit this page" link is a prefix followed by the page's source path in the project (`docs/intro.md`), as
 * a Docusaurus `editUrl` string is. A function is asked once with a marker for the doc's path: when it returns a
 * prefix, then the docs folder, then the marker, that prefix is the link's; other functions cannot be followed.
 */
function readEditUrl(docs: OptionReader, docsPath: string): string | undefined {
  const value = docs.take('editUrl');
  if (value === undefined) return undefined;
  const slash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  if (typeof value === 'string') return slash(value);
  if (typeof value !== 'function') {
    docs.report.error(docs.origin('editUrl'), `expected a URL or a function, found ${describe(value)}.`);
    return undefined;
  }
  const marker = '\u0000docgen-doc-path';
  const dir = path.posix.normalize(docsPath).replace(/\/$/, '');
  let url: unknown;
  try {
    url = value({ version: 'current', versionDocsDirPath: dir, docPath: marker, permalink: '/', locale: 'en' });
  } catch {
    url = undefined;
  }
  const suffix = `${dir}/${marker}`;
  if (typeof url === 'string' && url.endsWith(suffix)) return url.slice(0, -suffix.length);
  docs.report.ignored(
    docs.origin('editUrl'),
    `docgen's edit links are a prefix followed by the doc's path in the site (\`${dir}/…\`), and this function does not build them that way; write editUrl as that prefix`,
  );
  return undefined;
}

/** `https://github.com/owner/repo/edit/main/site/` → `https://github.com/owner/repo`; another host's address as it is. */
function repositoryUrl(editUrl: string): string {
  try {
    const url = new URL(editUrl);
    const [owner, repo] = url.pathname.split('/').filter(Boolean);
    return owner && repo ? `${url.origin}/${owner}/${repo}` : url.origin;
  } catch {
    return editUrl;
  }
}

function readPages(plugins: PluginSettings, raw: Plain, report: AdapterReport): void {
  const pages = plugins.pages;
  raw.pagesDir = pages?.string('path') ?? 'src/pages';
  if (pages) {
    report.from('pagesDir', pages.origin('path'));
    pages.ignore('routeBasePath', 'docgen publishes standalone pages at the base URL');
    pages.finish('docgen has no such pages option');
  }
}

function readGtag(plugins: PluginSettings, raw: Plain): void {
  const gtag = plugins.gtag;
  if (!gtag) return;
  const ids = gtag.take('trackingID');
  const list = Array.isArray(ids) ? ids : [ids];
  if (list.length > 1) gtag.report.ignored(gtag.origin('trackingID'), `docgen sends page views to one Google tag, ${describe(list[0])}; the others are not sent to`);
  raw.analytics = { gtag: { trackingID: list[0], ...(gtag.has('anonymizeIP') ? { anonymizeIP: gtag.take('anonymizeIP') } : {}) } };
  gtag.report.from('analytics.gtag', gtag.origin());
  gtag.finish('docgen has no such gtag option');
}

/** `headTags` as they are: `{ tagName, attributes, innerHTML }` (checked with the rest of the site's config). */
function readHeadTags(config: OptionReader): unknown[] {
  const tags = config.take('headTags');
  if (tags === undefined) return [];
  if (!Array.isArray(tags)) {
    config.report.error(config.origin('headTags'), `expected a list of tags, found ${describe(tags)}.`);
    return [];
  }
  config.report.from('headTags', config.origin('headTags'));
  return tags;
}

/** `scripts` and `stylesheets`: URLs or attribute objects, as `<script>` and `<link rel="stylesheet">` head tags. */
function readStyleAndScriptTags(config: OptionReader): Plain[] {
  const tags: Plain[] = [];
  for (const [key, tagName, urlAttribute] of [
    ['scripts', 'script', 'src'],
    ['stylesheets', 'link', 'href'],
  ] as const) {
    const list = config.take(key);
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      config.report.error(config.origin(key), `expected a list, found ${describe(list)}.`);
      continue;
    }
    list.forEach((entry: unknown, i) => {
      const attributes = typeof entry === 'string' ? { [urlAttribute]: entry } : entry;
      if (!isPlainObject(attributes)) {
        config.report.error({ file: config.file, path: join(key, i) }, `expected a URL or an object of attributes, found ${describe(entry)}.`);
        return;
      }
      tags.push({ tagName, attributes: tagName === 'link' ? { rel: 'stylesheet', ...attributes } : attributes });
    });
  }
  return tags;
}

function readI18n(config: OptionReader, raw: Plain): void {
  const i18n = config.object('i18n');
  if (!i18n) return;
  const out: Plain = {};
  for (const key of ['defaultLocale', 'locales']) if (i18n.has(key)) out[key] = i18n.take(key);
  const configs = i18n.object('localeConfigs');
  if (configs) {
    const byLocale: Plain = {};
    for (const locale of Object.keys(configs.value)) {
      const one = configs.object(locale);
      if (!one) continue;
      const entry: Plain = { label: one.take('label') ?? locale };
      if (one.has('direction')) entry.direction = one.take('direction');
      if (one.has('htmlLang')) entry.htmlLang = one.take('htmlLang');
      one.finish('docgen has no such locale option');
      byLocale[locale] = entry;
    }
    out.localeConfigs = byLocale;
  }
  i18n.finish('docgen has no such i18n option');
  raw.i18n = out;
  config.report.from('i18n', config.origin('i18n'));
}

function readStaticDirectories(config: OptionReader, raw: Plain): void {
  const dirs = config.take('staticDirectories') ?? ['static'];
  if (!Array.isArray(dirs) || dirs.length === 0 || typeof dirs[0] !== 'string') {
    config.report.error(config.origin('staticDirectories'), `expected a list of folders, found ${describe(dirs)}.`);
    return;
  }
  raw.staticDir = dirs[0];
  config.report.from('staticDir', config.origin('staticDirectories'));
  dirs.slice(1).forEach((_, i) => config.report.ignored({ file: config.file, path: join('staticDirectories', i + 1) }, 'docgen copies one static folder, the first'));
}

function readMarkdown(config: OptionReader, raw: Plain, mermaidListed: Origin | undefined, mermaidThemes: ThemeConfigResult['mermaidTheme']): void {
  const markdown = config.object('markdown');
  if (markdown?.has('format')) {
    raw.markdown = { ...(isPlainObject(raw.markdown) ? raw.markdown : {}), format: markdown.take('format') };
    config.report.from('markdown', markdown.origin());
  }
  readMermaid(config.report, markdown, raw, mermaidListed, mermaidThemes);
  if (!markdown) return;
  const hooks = markdown.object('hooks');
  if (hooks) {
    readMarkdownLinksHook(hooks, raw);
    hooks.ignore('onBrokenMarkdownImages', 'docgen warns about every image that does not exist');
    hooks.finish('docgen has no such Markdown hook');
  }
  markdown.finish('docgen has no such Markdown option');
}

/**
 * Mermaid diagrams, as Docusaurus draws them: `markdown.mermaid: true` and the theme `@docusaurus/theme-mermaid`
 * together (the one turns the blocks into diagrams, the other draws them), in `themeConfig.mermaid.theme`'s themes.
 * Either alone draws nothing in Docusaurus, and is warned about.
 */
function readMermaid(report: AdapterReport, markdown: OptionReader | undefined, raw: Plain, listed: Origin | undefined, themes: ThemeConfigResult['mermaidTheme']): void {
  const enabled = markdown?.take('mermaid') === true;
  if (enabled && listed) {
    raw.markdown = { ...(raw.markdown as Plain | undefined), mermaid: themes ? { theme: themes.value } : true };
    report.from('markdown.mermaid', themes ? themes.at : listed);
    return;
  }
  if (enabled && markdown) report.ignored(markdown.origin('mermaid'), "Mermaid blocks are drawn with the theme '@docusaurus/theme-mermaid' in `themes`, as in Docusaurus; without it they show as code");
  else if (listed) report.ignored(listed, 'the Mermaid theme draws nothing unless `markdown.mermaid` is true, as in Docusaurus');
  if (themes) report.ignored(themes.at, 'Mermaid diagrams are off (`markdown.mermaid` with the Mermaid theme turns them on)');
}

/** `markdown.hooks.onBrokenMarkdownLinks`, unless the top-level option says it: Docusaurus 3.9 reads that one over it. */
function readMarkdownLinksHook(hooks: OptionReader, raw: Plain): void {
  const key = 'onBrokenMarkdownLinks';
  if (raw[key] !== undefined) return hooks.ignore(key, 'the top-level onBrokenMarkdownLinks says it, and Docusaurus reads that one over this');
  if (typeof hooks.value[key] === 'function') {
    return hooks.ignore(key, "docgen takes 'ignore', 'log', 'warn' or 'throw', not a function; such links are reported as onBrokenLinks says");
  }
  const value = hooks.take(key);
  if (value === undefined) return;
  raw[key] = policy(value);
  hooks.report.from(key, hooks.origin(key));
}

