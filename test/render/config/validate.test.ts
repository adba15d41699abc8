import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadSiteConfig } from '../../../src/render/config/load.ts';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { BuildError, type Diagnostic } from '../../../src/render/core/diagnostics.ts';
import { build } from '../../../src/render/commands/build.ts';
import { configProblems as problems } from '../../helpers/config-problems.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

async function buildProblems(config: unknown): Promise<Diagnostic[]> {
  const error = await build({ root: fixtureSite(baseFiles, config), logger: silentLogger, write: false }).catch((e) => e);
  if (!(error instanceof BuildError)) throw new Error(`expected a BuildError, got ${error}`);
  return error.diagnostics;
}

describe('config validation', () => {
  it('fills in defaults', () => {
    const config = validateConfig({ title: 'T', url: 'https://x.test' });
    expect(config.baseUrl).toBe('/docs/');
    expect(config.i18n).toEqual({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr' } } });
    expect(config.docs.versions).toEqual({ current: { label: 'Next' } });
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false });
    expect(config.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.onBrokenLinks).toBe('throw');
    expect(validateConfig({ title: 'T', url: 'https://x.test', navbar: { items: [{ href: 'https://a.test', label: 'A' }] } }).navbar.items[0]?.position).toBe('right');
  });

  it("gives links to Markdown files that are no page onBrokenLinks' policy unless onBrokenMarkdownLinks says one", () => {
    const policy = (more: object) => validateConfig({ title: 'T', url: 'https://x.test', ...more }).onBrokenMarkdownLinks;
    expect(policy({})).toBe('throw');
    expect(policy({ onBrokenLinks: 'warn' })).toBe('warn');
    expect(policy({ onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'ignore' })).toBe('ignore');
    expect(problems({ ...baseConfig, onBrokenMarkdownLinks: 'log' })).toMatchObject([{ configPath: 'onBrokenMarkdownLinks', message: '"log" is not allowed here.' }]);
  });

  it('makes sidebars lazy from 1,000 entries, and names a lazySidebarFrom that is no count of entries', () => {
    expect(validateConfig({ title: 'T', url: 'https://x.test' }).docs.lazySidebarFrom).toBe(1000);
    expect(problems({ ...baseConfig, docs: { ...baseConfig.docs, lazySidebarFrom: 0 } })).toMatchObject([{ configPath: 'docs.lazySidebarFrom' }]);
    expect(problems({ ...baseConfig, docs: { ...baseConfig.docs, lazySidebarFrom: 'many' } })).toMatchObject([{ configPath: 'docs.lazySidebarFrom' }]);
  });

  it('names a navbar item type that has no component, with the allowed ones', () => {
    const [d] = problems({ ...baseConfig, navbar: { items: [{ type: 'fancy', label: 'X' }] } });
    expect(d?.configPath).toBe('navbar.items[0].type');
    expect(d?.message).toContain('"fancy"');
    expect(d?.hint).toContain('"docSidebar"');
    expect(d?.hint).toContain('"docsVersionDropdown"');
  });

  it('rejects a docs version name that does not exist', () => {
    const [d] = problems({ ...baseConfig, navbar: { items: [{ type: 'docsVersion', version: '2.0' }] } });
    expect(d?.configPath).toBe('navbar.items[0].version');
    expect(d?.message).toContain("'2.0' does not exist");
    expect(d?.hint).toContain('current');
  });

  it('rejects a missing locale configuration', () => {
    const ds = problems({ ...baseConfig, i18n: { defaultLocale: 'fr', locales: ['en'] } });
    expect(ds.map((d) => d.configPath)).toContain('i18n.defaultLocale');
    const [d] = problems({ ...baseConfig, i18n: { defaultLocale: 'en', locales: ['en', 'de'], localeConfigs: { en: { label: 'English' } } } });
    expect(d?.configPath).toBe('i18n.locales[1]');
    expect(d?.message).toContain("locale 'de' has no locale configuration");
  });

  it('rejects a navbar item that names a missing docs instance', () => {
    const [d] = problems({ ...baseConfig, navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'api-docs' }] } });
    expect(d?.configPath).toBe('navbar.items[0].docsPluginId');
    expect(d?.message).toContain("'api-docs', which does not exist");
  });

  it('rejects an unknown sidebar id', () => {
    const [d] = problems({ ...baseConfig, navbar: { items: [{ type: 'docSidebar', sidebarId: 'nope' }] } });
    expect(d?.configPath).toBe('navbar.items[0].sidebarId');
    expect(d?.message).toContain("sidebar 'nope' does not exist");
    expect(d?.hint).toContain('guide');
  });

  it('reports unknown fields and wrong types with the path and the value found', () => {
    const ds = problems({ title: 'T', url: 'https://x.test', colorMode: { defaultMode: 'blue' }, tittle: 'x' });
    expect(ds.find((d) => d.configPath === 'colorMode.defaultMode')?.message).toContain('"blue"');
    expect(ds.find((d) => d.message.includes("'tittle'"))).toBeDefined();
    expect(problems({ url: 'https://x.test' })[0]).toMatchObject({ configPath: 'title', message: expect.stringContaining('required') });
  });

  it('names a baseUrl that is no plain path, instead of building a site under it', () => {
    // `https://docs.example/` (the url given as baseUrl) built a site under /https:/docs.example/ with exit 0; `/../`
    // failed on every page with a "broken link … outside the site's base URL" that named no config field.
    for (const baseUrl of ['https://docs.example/', '//docs.example/', '/../', '/a/../b/', '/./', '/docs?x/', '/docs#x/', '/docs%20x/', '/do cs/']) {
      expect(problems({ title: 'T', url: 'https://x.test', baseUrl }), baseUrl).toEqual([
        expect.objectContaining({ configPath: 'baseUrl', message: expect.stringContaining('should be a path such as /docs/') }),
      ]);
    }
    for (const baseUrl of ['/', '/docs/', 'docs', '/a/b/', '/v1.2/']) expect(problems({ title: 'T', url: 'https://x.test', baseUrl }), baseUrl).toEqual([]);
  });

  it('rejects an unknown doc id in a sidebar and suggests the closest', async () => {
    const [d] = await buildProblems({ ...baseConfig, docs: { sidebars: { guide: ['intro', 'guide/Frist'] } } });
    expect(d).toMatchObject({ file: 'site.config.ts', configPath: 'docs.sidebars.guide[1]' });
    expect(d?.message).toContain("doc id 'guide/Frist' does not exist");
    expect(d?.hint).toContain('guide/First');
  });

  it('rejects an unknown doc id in a navbar doc item', async () => {
    const ds = await buildProblems({ ...baseConfig, navbar: { items: [{ type: 'doc', docId: 'missing', label: 'M' }] } });
    expect(ds[0]).toMatchObject({ configPath: 'navbar.items[0].docId' });
  });

  it('rejects a sidebar with nothing to link to', async () => {
    const ds = await buildProblems({ ...baseConfig, docs: { sidebars: { guide: ['intro'], empty: [] } } });
    expect(ds[0]).toMatchObject({ configPath: 'docs.sidebars.empty', message: "sidebar 'empty' has nothing to link to." });
  });

  it('reports a config file that does not load', async () => {
    const root = fixtureSite(baseFiles, baseConfig);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${root}/site.config.ts`, 'export default {{;\n');
    const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(error.message).toContain('site.config.ts: could not be loaded');
  });

  it('says what a config that throws something other than an Error threw (issue 25, row 18)', async () => {
    const root = fixtureSite(baseFiles, baseConfig);
    const { writeFileSync } = await import('node:fs');
    const cases: [string, string][] = [
      ['throw { weird: true };\nexport default {};\n', 'could not be loaded: it threw { weird: true } (not an Error)'],
      ["throw 'no network';\nexport default {};\n", 'could not be loaded: no network'],
      ['throw undefined;\nexport default {};\n', 'could not be loaded: it threw undefined (not an Error)'],
    ];
    for (const [source, message] of cases) {
      writeFileSync(`${root}/site.config.ts`, source);
      const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
      expect(error).toBeInstanceOf(BuildError);
      expect(error.diagnostics).toEqual([{ severity: 'error', file: 'site.config.ts', message }]);
    }
  });
});

describe('the folders a site is read from', () => {
  it('are the same folders however the config spells them: `./content/docs/`, `content//docs` or an absolute path', async () => {
    // Any spelling but `content/docs` broke every autogenerated sidebar ("folder 'guide' contains no docs"): its docs
    // were found by comparing the text of paths.
    for (const spell of [() => './content/docs/', () => 'content//docs', (root: string) => path.join(root, 'content/docs')]) {
      const root = fixtureSite(baseFiles, baseConfig);
      const contentDir = spell(root);
      writeFileSync(path.join(root, 'site.config.ts'), `export default ${JSON.stringify({ ...baseConfig, contentDir, staticDir: `${contentDir}/../static/` })};\n`);
      const { config } = await loadSiteConfig(root);
      expect({ contentDir: config.contentDir, staticDir: config.staticDir }, contentDir).toEqual({ contentDir: 'content/docs', staticDir: 'content/static' });
      await build({ root, logger: silentLogger });
      expect(existsSync(path.join(root, 'build/guide/First.html')), contentDir).toBe(true);
    }
  });
});

describe("the site's own configuration", () => {
  it('sends page views to the XR Blocks docs Google tag, with IP anonymisation', async () => {
    const config = await loadConfig(path.resolve(import.meta.dirname, '../../..'));
    expect(config.analytics).toEqual({ gtag: { trackingID: 'G-5EK2RWYHRM', anonymizeIP: true } });
  });
});
