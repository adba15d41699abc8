// A Docusaurus site's configuration read as docgen's (src/render/config/docusaurus/): what is read, what is warned
// about once, packages that are not installed, the typedoc plugin's generated sidebar, and errors that name the
// Docusaurus file and option.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig, relocate, type LoadedConfig } from '../../../src/render/config/load.ts';
import { resolveApiConfig } from '../../../src/render/api/config.ts';
import { BuildError, formatDiagnostic, type Diagnostic } from '../../../src/render/core/diagnostics.ts';
import { loadSite } from '../../../src/render/engine/engine.ts';
import { silentLogger } from '../../helpers/fixture-site.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A Docusaurus site folder inside the repository (so `react` and friends resolve as they would for a real site). */
/** A site's package.json as create-docusaurus writes it: no "type", so its .js files are CommonJS. */
const COMMONJS_PACKAGE = '{ "name": "docs-site", "private": true }\n';

function site(files: Record<string, string>): string {
  const parent = path.resolve(import.meta.dirname, '../../../.docgen-cache/fixtures');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(path.join(parent, 'docusaurus-'));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const docs = {
  'docs/intro.md': '---\nslug: /\n---\n# Welcome\n',
  'docs/guide/first.md': '# First\n',
  'docs/guide/second.md': '# Second\n',
};

/** The library the typedoc plugin documents. */
const library = {
  'lib/package.json': JSON.stringify({ name: 'tiny-lib', version: '2.0.0' }),
  'lib/src/index.ts': '/** Adds. */\nexport function add(a: number, b: number): number {\n  return a + b;\n}\n',
  'lib/tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler' }, include: ['src'] }),
};

// Written as a site's authors write it: type imports from @docusaurus/types and the preset, a prism theme from a
// package this repository does not install, and options docgen does not use.
const fullConfig = `import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

const config: Config = {
  title: 'Tiny',
  tagline: 'A small library.',
  favicon: 'img/favicon.ico',
  url: 'https://tiny.example.org',
  baseUrl: '/site/',
  trailingSlash: true,
  organizationName: 'example',
  onBrokenLinks: 'log',
  onBrokenAnchors: 'warn',
  customFields: { answer: 42, nested: { list: ['a'] } },
  headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.org' } }],
  scripts: ['https://cdn.example.org/extra.js'],
  markdown: { format: 'mdx', mermaid: true },
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: 'guide', sidebarPath: './sidebars.ts', editUrl: 'https://github.com/example/tiny/edit/main/website', showLastUpdateTime: true },
        blog: { showReadingTime: true },
        pages: false,
        theme: { customCss: './src/css/custom.css' },
        gtag: { trackingID: 'G-TINY', anonymizeIP: true },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['docusaurus-plugin-typedoc', { entryPoints: ['./lib/src/index.ts'], tsconfig: './lib/tsconfig.json', out: 'docs/reference', sourceLinkTemplate: 'https://github.com/example/tiny/blob/v2/{path}#L{line}' }],
    '@docusaurus/plugin-ideal-image',
  ],
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig: {
    image: 'img/card.png',
    metadata: [{ name: 'keywords', content: 'tiny, library' }],
    colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
    announcementBar: { id: 'news', content: 'News!', isCloseable: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    navbar: {
      title: 'Tiny',
      logo: { alt: 'Tiny', src: 'img/logo.svg', href: '/guide/' },
      items: [
        { type: 'docSidebar', sidebarId: 'guide', position: 'left', label: 'Guide' },
        { to: '/guide/guide/first', label: 'First', activeBasePath: 'guide/guide', target: '_self' },
        { type: 'custom-fancy', position: 'right' },
        { label: 'More', items: [{ href: 'https://example.org', label: 'Home' }] },
      ],
    },
    footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'First', to: '/guide/guide/first' }, { html: '<b>hi</b>' }] }], copyright: 'Tiny authors' },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
    algolia: { appId: 'X', apiKey: 'Y', indexName: 'Z' },
  } satisfies Preset.ThemeConfig,
};

export default config;
`;

// The typedoc plugin writes ./docs/reference/typedoc-sidebar.cjs when Docusaurus builds; here it was never written.
const fullSidebars = `import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import typedocSidebar from './docs/reference/typedoc-sidebar.cjs';

const sidebars: SidebarsConfig = {
  guide: ['intro', { type: 'autogenerated', dirName: 'guide' }, { type: 'html', value: '<hr>' }, { Extra: ['guide/second'] }],
  reference: [{ type: 'category', label: 'Tiny API', link: { type: 'doc', id: 'reference/index' }, items: typedocSidebar }],
};
export default sidebars;
`;

/** The site in a git repository of its own, as TypeDoc's `{path}` is relative to the repository's root. */
const fullSite = () =>
  gitRepository({
    ...docs,
    ...library,
    'docusaurus.config.ts': fullConfig,
    'sidebars.ts': fullSidebars,
    'src/css/custom.css': ':root { --tiny: 1; }\n',
    'static/img/card.png': 'png',
    'typedoc.json': '{\n  // comments and trailing commas, as TypeDoc allows\n  "excludePrivate": true,\n  "readme": "none",\n}\n',
  });

function gitRepository(files: Record<string, string>): string {
  const root = site(files);
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

async function problems(root: string): Promise<Diagnostic[]> {
  const error = await loadSiteConfig(root).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BuildError);
  return (error as BuildError).diagnostics;
}

describe('the Docusaurus adapter', () => {
  let loaded: LoadedConfig;
  let root: string;
  it('reads a docusaurus.config.ts that imports packages that are not installed, and its sidebars', async () => {
    root = fullSite();
    loaded = await loadSiteConfig(root);
    const { config } = loaded;
    expect(config).toMatchObject({
      title: 'Tiny',
      tagline: 'A small library.',
      url: 'https://tiny.example.org',
      // The docs under their routeBasePath, standalone pages and static files at the baseUrl, as in Docusaurus.
      baseUrl: '/site/',
      trailingSlash: true,
      favicon: 'img/favicon.ico',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
      customFields: { answer: 42, nested: { list: ['a'] } },
      contentDir: 'docs',
      pagesDir: 'src/pages',
      staticDir: 'static',
      customCss: ['src/css/custom.css'],
      // Every page's picture, as in Docusaurus, which draws no link-preview cards: docgen draws none either.
      image: 'img/card.png',
      linkPreviewCards: false,
      markdown: { format: 'mdx' },
      repository: { url: 'https://github.com/example/tiny', editUrl: 'https://github.com/example/tiny/edit/main/website/' },
      analytics: { gtag: { trackingID: 'G-TINY', anonymizeIP: true } },
      colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
      announcementBar: { id: 'news', content: 'News!', isCloseable: false },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      docs: { showLastUpdateTime: true, routeBasePath: 'guide' },
    });
    expect(config.headTags).toEqual([
      { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.org' } },
      { tagName: 'script', attributes: { src: 'https://cdn.example.org/extra.js' } },
      { tagName: 'meta', attributes: { name: 'keywords', content: 'tiny, library' } },
    ]);
    expect(loaded.files.sort()).toEqual(['docusaurus.config.ts', 'sidebars.ts', 'src/css/custom.css', 'typedoc.json']);
  });

  it('gives `to` paths and the logo link their baseUrl, and drops what docgen has no item for', () => {
    const { navbar, footer } = loaded.config;
    expect(navbar.logo).toMatchObject({ src: 'img/logo.svg', alt: 'Tiny' });
    expect(navbar.items).toEqual([
      { type: 'docSidebar', sidebarId: 'guide', position: 'left', label: 'Guide' },
      { type: 'default', to: '/site/guide/guide/first', label: 'First', activeBaseRegex: '/site/guide/guide', position: 'right' },
      { type: 'dropdown', label: 'More', position: 'right', items: [{ type: 'default', href: 'https://example.org', label: 'Home', position: 'right' }] },
    ]);
    expect(footer).toEqual({ style: 'links', links: [{ title: 'Docs', items: [{ label: 'First', to: '/site/guide/guide/first' }] }], copyright: 'Tiny authors' });
  });

  it("gives a site with search docgen's own, after the colour-mode switch, and one without search none (issue #42)", async () => {
    // `algolia` configures Algolia's index; docgen builds its own, and says nothing about Algolia's options.
    expect(loaded.config.navbar.search).toBe(true);
    const read = async (config: string) => loadSiteConfig(site({ ...docs, 'docusaurus.config.ts': `export default ${config};\n` }));
    const base = "title: 'T', url: 'https://t.example.org'";
    for (const search of [
      "themes: ['@easyops-cn/docusaurus-search-local']",
      "themes: [[require.resolve('@easyops-cn/docusaurus-search-local'), { hashed: true }]]",
      "plugins: ['docusaurus-lunr-search']",
      "themes: ['@docusaurus/theme-search-algolia'], themeConfig: { algolia: { appId: 'A', apiKey: 'K', indexName: 'I' } }",
    ]) {
      const { config, warnings } = await read(`{ ${base}, ${search} }`);
      expect(config.navbar.search, search).toBe(true);
      expect(warnings, search).toEqual([]);
    }
    // No search: none, and a `search` item shows nothing, as Docusaurus's shows nothing without a search theme.
    const items = "themeConfig: { navbar: { items: [{ type: 'search', position: 'right' }, { href: 'https://example.org', label: 'Home' }] } }";
    const none = await read(`{ ${base}, ${items} }`);
    expect(none.config.navbar).toMatchObject({ search: false, items: [{ type: 'default', href: 'https://example.org' }] });
    expect(none.warnings).toEqual([]);
    // A `search` item places the search where it stands.
    const placed = await read(`{ ${base}, plugins: ['docusaurus-lunr-search'], ${items} }`);
    expect(placed.config.navbar.items.map((item) => item.type)).toEqual(['search', 'default']);
  });

  it("turns the typedoc plugin's options and typedoc.json into docgen's API section, and its generated sidebar into docgen's", () => {
    const { api, docs: docsConfig } = loaded.config;
    expect(api).toMatchObject({
      packageName: 'tiny-lib',
      entryPoint: './lib/src/index.ts',
      tsconfig: './lib/tsconfig.json',
      // `out` under the docs folder, under the docs' route base: where the plugin's Markdown would have been published.
      routeBase: 'guide/reference',
      // TypeDoc's `{path}` starts at the repository's root, docgen's at the package's.
      sourceLinkTemplate: 'https://github.com/example/tiny/blob/v2/lib/{path}#L{line}',
      // The category wrapping the plugin's items is the API sidebar: its label titles it, its sidebar holds the pages.
      title: 'Tiny API',
      sidebarId: 'reference',
      // No groupOrder anywhere: TypeDoc's default order of kinds, which the plugin's generated sidebar follows.
      groupOrder: ['Enumerations', 'Classes', 'Interfaces', 'Type Aliases', 'Variables', 'Functions'],
    });
    expect(resolveApiConfig(api!, root)).toMatchObject({ packageVersion: '2.0.0', entryPointPath: path.join(root, 'lib/src/index.ts') });
    expect(docsConfig.sidebars).toEqual({
      guide: ['intro', { type: 'autogenerated', dirName: 'guide' }, { type: 'category', label: 'Extra', items: ['guide/second'] }],
      reference: [{ type: 'api' }],
    });
  });

  it("makes TypeDoc's source links from the git remote and gitRevision, or none with disableSources", async () => {
    const files = (typedoc: object) => ({
      ...docs,
      ...library,
      'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', plugins: [['docusaurus-plugin-typedoc', ${JSON.stringify(typedoc)}]] };\n`,
    });
    const remote = gitRepository(files({ entryPoints: ['lib/src/index.ts'], tsconfig: 'lib/tsconfig.json', gitRevision: 'main' }));
    execFileSync('git', ['remote', 'add', 'origin', 'git@github.com:example/tiny.git'], { cwd: remote });
    expect((await loadSiteConfig(remote)).config.api?.sourceLinkTemplate).toBe('https://github.com/example/tiny/blob/main/lib/{path}#L{line}');
    const none = gitRepository(files({ entryPoints: ['lib/src/index.ts'], tsconfig: 'lib/tsconfig.json', disableSources: true }));
    expect((await loadSiteConfig(none)).config.api).not.toHaveProperty('sourceLinkTemplate');
  });

  it("takes TypeDoc's groupOrder from the plugin's options or typedoc.json, and names where a bad one is", async () => {
    const files = (typedoc: string) => ({
      ...docs,
      ...library,
      'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', plugins: [['docusaurus-plugin-typedoc', { entryPoints: ['lib/src/index.ts'], tsconfig: 'lib/tsconfig.json', disableSources: true }]] };\n`,
      'typedoc.json': typedoc,
    });
    expect((await loadSiteConfig(site(files('{ "groupOrder": ["Functions", "*"] }')))).config.api?.groupOrder).toEqual(['Functions', '*']);
    const found = (await problems(site(files('{ "groupOrder": "Functions" }')))).map((d) => `${d.file} ${d.configPath}`);
    expect(found).toEqual(['typedoc.json groupOrder']);
  });

  it('warns once about each option it ignores, naming it', () => {
    const warned = loaded.warnings.map((d) => `${d.file} ${d.configPath}`);
    expect(new Set(warned).size).toBe(warned.length);
    expect(loaded.warnings.every((d) => d.severity === 'warning' && d.message.startsWith('ignored: '))).toBe(true);
    expect(warned.sort()).toEqual(
      [
        'docusaurus.config.ts organizationName',
        'docusaurus.config.ts presets[0][1].blog',
        'docusaurus.config.ts presets[0][1].pages',
        'docusaurus.config.ts plugins[1]',
        'docusaurus.config.ts themeConfig.prism',
        'docusaurus.config.ts themeConfig.navbar.items[1].target',
        'docusaurus.config.ts themeConfig.navbar.items[2]',
        'docusaurus.config.ts themeConfig.footer.style',
        'docusaurus.config.ts themeConfig.footer.links[0].items[1].html',
        'sidebars.ts guide[2]',
        'typedoc.json excludePrivate',
        'typedoc.json readme',
      ].sort(),
    );
    const plugin = loaded.warnings.find((d) => d.configPath === 'plugins[1]')!;
    expect(formatDiagnostic(plugin)).toMatch(/@docusaurus\/plugin-ideal-image/);
  });

  it('reads a CommonJS docusaurus.config.js with require.resolve, a config function, and the default sidebar', async () => {
    const cjs = site({
      ...docs,
      // A package.json of its own, as create-docusaurus writes it: the fixtures' folder lies in docgen's, whose
      // package.json says "type": "module", which would make every .js file in it an ES module.
      'package.json': COMMONJS_PACKAGE,
      'docusaurus.config.js': `module.exports = async function createConfig() {
  return {
    title: 'Old style',
    url: 'https://old.example.org',
    baseUrl: '/',
    presets: [[require.resolve('@docusaurus/preset-classic'), { docs: { routeBasePath: '/', editUrl: ({ versionDocsDirPath, docPath }) => 'https://git.example.org/site/' + versionDocsDirPath + '/' + docPath } }]],
  };
};
`,
    });
    const { config, warnings } = await loadSiteConfig(cjs);
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({ title: 'Old style', baseUrl: '/', repository: { editUrl: 'https://git.example.org/site/' } });
    // No sidebarPath: Docusaurus's sidebar of every doc.
    expect(config.docs.sidebars).toEqual({ defaultSidebar: [{ type: 'autogenerated', dirName: '' }] });
  });

  it('says what to do with a CommonJS docusaurus.config.js that its package.json makes an ES module', async () => {
    const root = site({ ...docs, 'package.json': '{ "name": "esm-site", "private": true, "type": "module" }\n', 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example.org', baseUrl: '/' };\n" });
    const error = await loadSiteConfig(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const [problem] = error instanceof BuildError ? error.diagnostics : [];
    expect(problem).toMatchObject({ file: 'docusaurus.config.js', message: expect.stringContaining('module is not defined in ES module scope') });
    expect(problem?.hint).toContain('rename it docusaurus.config.cjs');
  });

  it("reads the docs folder however `path` spells it: `./docs`, `docs/`, with Docusaurus's autogenerated sidebar", async () => {
    // `path: './docs'` gave "folder '' contains no docs": the autogenerated sidebar compared the text of paths.
    for (const docsPath of ['./docs', 'docs/', './docs/']) {
      const root = site({
        ...docs,
        'package.json': COMMONJS_PACKAGE,
        'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: { path: ${JSON.stringify(docsPath)}, routeBasePath: '/' } }]] };\n`,
      });
      const loaded = await loadSite({ root, mode: 'production', logger: silentLogger });
      expect([...loaded.graph.pages.keys()], docsPath).toEqual(expect.arrayContaining(['/', '/guide/first', '/guide/second']));
    }
  });

  it('says which package is missing when docgen needs a value from it', async () => {
    const root = site({
      ...docs,
      'docusaurus.config.ts': `import { palette } from 'tiny-brand-kit';\nexport default { title: 'T', url: 'https://t.example.org', baseUrl: '/', customFields: { colors: palette.primary } };\n`,
    });
    const [problem, ...rest] = await problems(root);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'docusaurus.config.ts', configPath: 'customFields.colors' });
    expect(formatDiagnostic(problem!)).toMatch(/tiny-brand-kit\.palette\.primary.*'tiny-brand-kit', which is not installed[\s\S]*npm install tiny-brand-kit/);
  });

  it('says which package is missing when the config computes with it', async () => {
    const root = site({
      ...docs,
      'docusaurus.config.ts': `import { host } from 'tiny-hosting';\nexport default { title: 'T', url: 'https://' + host, baseUrl: '/' };\n`,
    });
    const [problem] = await problems(root);
    expect(problem).toMatchObject({ file: 'docusaurus.config.ts' });
    expect(problem!.message).toMatch(/tiny-hosting\.host from the package 'tiny-hosting', which is not installed/);
  });

  it("names the Docusaurus file and option in errors, not docgen's config path", async () => {
    const root = site({
      ...docs,
      'docusaurus.config.ts': `export default {
  title: 42,
  url: 'https://t.example.org',
  presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]],
  themeConfig: { navbar: { items: [{ type: 'doc', label: 'No id' }] }, colorMode: { defaultMode: 'sepia' } },
};
`,
      'sidebars.ts': `export default { guide: [{ type: 'category', label: 'G', items: ['intro'], collapsed: 'yes' }] };\n`,
    });
    const found = (await problems(root)).map((d) => `${d.file} ${d.configPath}`);
    expect(found.sort()).toEqual(
      [
        'docusaurus.config.ts title',
        'docusaurus.config.ts themeConfig.navbar.items[0].docId',
        'docusaurus.config.ts themeConfig.colorMode.defaultMode',
        'sidebars.ts guide[0]',
      ].sort(),
    );
  });

  it('names the sidebars file when a sidebar names a doc that does not exist', async () => {
    const root = site({
      ...docs,
      'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.ts' } }]] };\n`,
      'sidebars.ts': `export default { guide: ['intro', { Guides: ['guide/first', 'guide/nope'] }] };\n`,
    });
    const error = await loadSite({ root, mode: 'production', logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const missing = (error as BuildError).diagnostics.find((d) => /guide\/nope/.test(d.message));
    expect(missing).toMatchObject({ file: 'sidebars.ts', configPath: 'guide[1].Guides[1]' });
  });

  it("reads onBrokenMarkdownLinks from markdown.hooks, or from the top level over it as Docusaurus 3.9 does, 'log' as 'warn'", async () => {
    const read = async (options: string) => {
      const loaded = await loadSiteConfig(site({ ...docs, 'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', ${options} };\n` }));
      return [loaded.config.onBrokenMarkdownLinks, ...loaded.warnings.map((d) => `${d.configPath} ${d.message}`)];
    };
    expect(await read("markdown: { hooks: { onBrokenMarkdownLinks: 'log' } }")).toEqual(['warn']);
    expect(await read("onBrokenMarkdownLinks: 'ignore', markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } }")).toEqual([
      'ignore',
      'markdown.hooks.onBrokenMarkdownLinks ignored: the top-level onBrokenMarkdownLinks says it, and Docusaurus reads that one over this',
    ]);
    // Neither, or a function docgen cannot call: as onBrokenLinks says.
    expect(await read("onBrokenLinks: 'log'")).toEqual(['warn']);
    expect(await read("onBrokenLinks: 'warn', markdown: { hooks: { onBrokenMarkdownLinks: () => undefined } }")).toEqual([
      'warn',
      "markdown.hooks.onBrokenMarkdownLinks ignored: docgen takes 'ignore', 'log', 'warn' or 'throw', not a function; such links are reported as onBrokenLinks says",
    ]);
    const root = site({ ...docs, 'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', markdown: { hooks: { onBrokenMarkdownLinks: 'loud' } } };\n` });
    expect((await problems(root)).map((d) => `${d.file} ${d.configPath}`)).toEqual(['docusaurus.config.ts markdown.hooks.onBrokenMarkdownLinks']);
  });

  it("draws Mermaid diagrams when markdown.mermaid and the Mermaid theme are both there, in themeConfig.mermaid's themes; either alone warns", async () => {
    const read = async (options: string) => {
      const loaded = await loadSiteConfig(site({ ...docs, 'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', ${options} };\n` }));
      return [loaded.config.markdown.mermaid, ...loaded.warnings.map((d) => `${d.configPath} ${d.message}`)];
    };
    const theme = "themes: ['@docusaurus/theme-mermaid']";
    expect(await read(`markdown: { mermaid: true }, ${theme}`)).toEqual([{ theme: { light: 'default', dark: 'dark' } }]);
    expect(await read(`markdown: { mermaid: true }, ${theme}, themeConfig: { mermaid: { theme: { light: 'neutral' }, options: { fontSize: 20 } } }`)).toEqual([
      { theme: { light: 'neutral', dark: 'dark' } },
      "themeConfig.mermaid.options ignored: docgen draws with Mermaid's own settings but for its theme",
    ]);
    expect(await read('markdown: { mermaid: true }')).toEqual([
      false,
      "markdown.mermaid ignored: Mermaid blocks are drawn with the theme '@docusaurus/theme-mermaid' in `themes`, as in Docusaurus; without it they show as code",
    ]);
    expect(await read(theme)).toEqual([false, 'themes[0] ignored: the Mermaid theme draws nothing unless `markdown.mermaid` is true, as in Docusaurus']);
  });

  it('drops the items of a sidebars.ts that name drafts from a production build, as Docusaurus does', async () => {
    const root = site({
      ...docs,
      'docs/guide/later.md': '---\ndraft: true\n---\n# Later\n',
      'docusaurus.config.ts': `export default { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.ts' } }]] };\n`,
      'sidebars.ts': `export default { guide: ['intro', { Guides: ['guide/first', { type: 'ref', id: 'guide/later' }] }, { Later: ['guide/later'] }] };\n`,
    });
    const { graph } = await loadSite({ root, mode: 'production', logger: silentLogger });
    // The `ref` goes from its category, and the category it leaves empty goes.
    expect(graph.sidebars.guide).toMatchObject([{ id: 'intro' }, { label: 'Guides', items: [{ id: 'guide/first' }] }]);
  });

  it("puts the docs under their routeBasePath and the rest at baseUrl, reading authors' paths under baseUrl", async () => {
    const root = site({
      'docs/intro.md': '---\nslug: /\n---\n# Welcome\n\nSee [first](/guide/guide/first), [the logo](/img/logo.svg) and [about](/about).\n',
      'docs/guide/first.md': '# First\n',
      'src/pages/about.md': '# About\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'docusaurus.config.ts': `export default {
  title: 'T',
  url: 'https://t.example.org',
  baseUrl: '/site/',
  presets: [['classic', { docs: { routeBasePath: 'guide', sidebarPath: './sidebars.ts' } }]],
  themeConfig: { navbar: { items: [{ to: '/guide/guide/first', label: 'First' }] } },
};
`,
      'sidebars.ts': `export default { guide: ['intro', 'guide/first', { type: 'link', label: 'About', href: '/site/about' }] };\n`,
    });
    const { graph } = await loadSite({ root, mode: 'production', logger: silentLogger });
    expect([...graph.pages.keys()].filter((r) => !r.endsWith('404')).sort()).toEqual(['/site/about', '/site/guide', '/site/guide/guide/first', '/site/search']);
    expect(graph.links.get('/site/guide')).toEqual(['/site/guide/guide/first', '/site/img/logo.svg', '/site/about']);
    // Nothing at the site's root: "Home" is the docs' root.
    expect(graph.nav.get('/site/guide/guide/first')?.breadcrumbs[0]).toEqual({ label: 'Home', href: '/site/guide' });
    expect(graph.sidebars.guide!.map((item) => ('href' in item ? item.href : undefined))).toEqual(['/site/guide', '/site/guide/guide/first', '/site/about']);
    expect(graph.navbar[0]).toMatchObject({ href: '/site/guide/guide/first' });
  });

  it('moves a problem to the longest recorded origin, keeping the rest of the path', () => {
    const origins = { navbar: { file: 'docusaurus.config.ts', path: 'themeConfig.navbar' }, 'navbar.items[0]': { file: 'docusaurus.config.ts', path: 'themeConfig.navbar.items[1]' } };
    const at = (configPath: string) => relocate({ severity: 'error', file: 'site.config.ts', configPath, message: 'x' }, origins).configPath;
    expect(at('navbar.items[0].docId')).toBe('themeConfig.navbar.items[1].docId');
    expect(at('navbar.title')).toBe('themeConfig.navbar.title');
    expect(at('navbarish')).toBe('navbarish');
  });
});
