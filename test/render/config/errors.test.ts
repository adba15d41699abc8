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
