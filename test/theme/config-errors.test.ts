// The developer-facing configuration errors of spec §5, each as a build error naming the config path.
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/build.ts';
import { BuildError } from '../../src/render/diagnostics.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

const cases: [string, object, RegExp][] = [
  ['a navbar item type with no component', { navbar: { items: [{ type: 'fancyWidget', label: 'x' }] } }, /navbar\.items\[0\]\.type.*not allowed/s],
  ['a docs version name that does not exist', { navbar: { items: [{ type: 'docsVersion', version: 'v9' }] } }, /docs version 'v9' does not exist/],
  ['a sidebar with nothing to link to', { docs: { sidebars: { guide: ['intro'], empty: [] } } }, /sidebar 'empty' has nothing to link to/],
  ['a missing locale configuration', { i18n: { defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { en: { label: 'English' } } } }, /locale 'fr' has no locale configuration/],
  ['a missing docs plugin', { navbar: { items: [{ type: 'docSidebar', sidebarId: 'guide', docsPluginId: 'other' }] } }, /docs instance 'other'/],
  ['a missing sidebar id', { navbar: { items: [{ type: 'docSidebar', sidebarId: 'nope' }] } }, /sidebar 'nope' does not exist/],
  ['a missing doc id', { navbar: { items: [{ type: 'doc', docId: 'guide/Nope' }] } }, /doc id 'guide\/Nope' does not exist/],
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
