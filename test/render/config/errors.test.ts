// The configuration errors a site owner meets, each failing the build with a message naming the config path.
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const cases: [string, object, RegExp][] = [
  ['a navbar item type with no component', { navbar: { items: [{ type: 'fancyWidget', label: 'x' }] } }, /navbar\.items\[0\]\.type.*not allowed/s],
  ['a docs version name that does not exist', { navbar: { items: [{ type: 'docsVersion', version: 'v9' }] } }, /docs version 'v9' does not exist/],
  ['a sidebar with nothing to link to', { docs: { sidebars: { guide: ['intro'], empty: [] } } }, /sidebar 'empty' has nothing to link to/],
  ['a missing locale configuration', { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' } } } }, /locale 'fr' has no locale configuration/],
  ['a missing docs plugin', { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'other' }] } }, /docs instance 'other'/],
  ['a missing sidebar id', { navbar: { items: [{ type: 'docSidebar', sidebarId: 'nope' }] } }, /sidebar 'nope' does not exist/],
  ['a missing doc id', { navbar: { items: [{ type: 'doc', docId: 'guide/Nope' }] } }, /doc id 'guide\/Nope' does not exist/],
  // Each navbar item type has its own fields: the ones it needs are required, the ones it ignores are errors.
  ['a doc item without its doc id', { navbar: { items: [{ type: 'doc', label: 'x' }] } }, /navbar\.items\[0\]\.docId: is required/],
  ['an html item without its markup', { navbar: { items: [{ type: 'html' }] } }, /navbar\.items\[0\]\.value: is required/],
  ['a link that goes nowhere', { navbar: { items: [{ label: 'x' }] } }, /navbar\.items\[0\]: a link item needs `to` \(a route in this site\) or `href`/],
  ['an empty dropdown', { navbar: { items: [{ type: 'dropdown', label: 'x', items: [] }] } }, /navbar\.items\[0\]\.items: a dropdown needs at least one item/],
  ['a dropdown entry that is not a link', { navbar: { items: [{ type: 'dropdown', items: [{ type: 'search' }] }] } }, /navbar\.items\[0\]\.items\[0\]\.type: "search" is not allowed here/],
  ['a field of another item type', { navbar: { items: [{ type: 'search', docId: 'intro' }] } }, /navbar\.items\[0\]: unknown field 'docId'/],
  ['a missing sidebar id in a dropdown', { navbar: { items: [{ type: 'dropdown', items: [{ type: 'docSidebar', sidebarId: 'nope' }] }] } }, /navbar\.items\[0\]\.items\[0\]\.sidebarId: sidebar 'nope' does not exist/],
];

describe('configuration errors', () => {
  for (const [name, override, message] of cases) {
    it(name, async () => {
      const root = fixtureSite(baseFiles, { ...baseConfig, ...override, docs: { ...baseConfig.docs, ...(override as { docs?: object }).docs } });
      const error = await build({ root, logger: silentLogger, write: false }).catch((e) => e);
      expect(error).toBeInstanceOf(BuildError);
      expect(error.message).toMatch(message);
    });
  }
});

/** A Docusaurus site: its config, its sidebars, two docs. */
const docusaurus = (config: string, sidebars: string) => ({
  'docusaurus.config.ts': config,
  'sidebars.ts': sidebars,
  'docs/intro.md': '# Intro\n',
  'docs/guides/one.md': '# One\n',
});
const docusaurusConfig = `export default { title: 'T', url: 'https://t.example.org', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.ts' } }]] };\n`;
const sidebars = `export default { main: ['intro', 'guides/one'] };\n`;

const failure = async (root: string): Promise<BuildError> => {
  const error = await build({ root, logger: silentLogger, write: false }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
};

describe('configuration files that do not compile (issue 45, N27)', () => {
  // esbuild puts the location and the reason on the lines after "Build failed with 1 error:", which alone said nothing.
  it("names the place and esbuild's reason for a syntax error in site.config.ts", async () => {
    const root = fixtureSite(baseFiles, null);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${root}/site.config.ts`, "export default {\n  title: 'Fixture' +,\n};\n");
    const { diagnostics } = await failure(root);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.file).toBe('site.config.ts');
    expect(diagnostics[0]!.message).toMatch(/^could not be loaded: site\.config\.ts:2:21: Unexpected ","$/);
  });

  it('names the place in docusaurus.config.ts and sidebars.ts, and an import that does not resolve', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [docusaurus("export default { title: 'T' +, };\n", sidebars), /docusaurus\.config\.ts: could not be loaded: docusaurus\.config\.ts:1:30: Unexpected ","/],
      [docusaurus(docusaurusConfig, 'export default { main: [intro, };\n'), /sidebars\.ts: could not be loaded: sidebars\.ts:1:32: Unexpected "}"/],
      [docusaurus(`import { title } from './names.ts';\n${docusaurusConfig.replace("'T'", 'title')}`, sidebars), /docusaurus\.config\.ts: could not be loaded: docusaurus\.config\.ts:1:23: Could not resolve "\.\/names\.ts"/],
    ];
    for (const [files, message] of cases) expect((await failure(fixtureSite(files, null))).message).toMatch(message);
  });
});

describe('a sidebars.ts whose items hold themselves (issue 45, N29)', () => {
  // Read on, such a sidebar never ends: a raw RangeError (maximum call stack size) named no file and no sidebar.
  it('names the sidebars file and the place where a category holds itself', async () => {
    const cases: [string, string][] = [
      ["const guides: any = { type: 'category', label: 'Guides', items: ['guides/one'] };\nguides.items.push(guides);\nexport default { main: ['intro', guides] };\n", 'main[1].items[1].items'],
      ["const main: any[] = ['intro'];\nmain.push({ type: 'category', label: 'Loop', items: main });\nexport default { main };\n", 'main[1].items'],
    ];
    for (const [source, at] of cases) {
      const { diagnostics } = await failure(fixtureSite(docusaurus(docusaurusConfig, source), null));
      expect(diagnostics).toEqual([expect.objectContaining({ file: 'sidebars.ts', configPath: at, message: expect.stringMatching(/holds itself/) })]);
    }
  });
});
