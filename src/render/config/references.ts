// Checks that tie one part of the config to another (spec §5). Doc ids are checked later, against the content, by
// the graph stage; everything that the config alone can answer is checked here so it fails before any content loads.
import type { Diagnostic } from '../diagnostics.ts';
import type { NavbarItemConfig, SiteConfig } from './schema.ts';

/** The only docs instance this site has. */
export const DOCS_PLUGIN_ID = 'default';

export function checkConfigReferences(config: SiteConfig): Omit<Diagnostic, 'file'>[] {
  const problems: Omit<Diagnostic, 'file'>[] = [];
  const { i18n, docs } = config;
  if (!i18n.locales.includes(i18n.defaultLocale)) {
    problems.push({
      severity: 'error',
      configPath: 'i18n.defaultLocale',
      message: `the default locale '${i18n.defaultLocale}' is not in i18n.locales (${i18n.locales.join(', ')}).`,
      hint: `Add '${i18n.defaultLocale}' to i18n.locales or pick one of them as the default.`,
    });
  }
  i18n.locales.forEach((locale, i) => {
    if (!i18n.localeConfigs[locale]) {
      problems.push({
        severity: 'error',
        configPath: `i18n.locales[${i}]`,
        message: `locale '${locale}' has no locale configuration.`,
        hint: `Add i18n.localeConfigs.${locale} = { label: '…', direction: 'ltr' }.`,
      });
    }
  });
  if (!docs.versions[docs.lastVersion]) {
    problems.push({
      severity: 'error',
      configPath: 'docs.lastVersion',
      message: `docs version '${docs.lastVersion}' does not exist.`,
      hint: `Available versions: ${Object.keys(docs.versions).join(', ')}.`,
    });
  }
  const walk = (items: NavbarItemConfig[], path: string) =>
    items.forEach((item, i) => {
      const at = `${path}[${i}]`;
      problems.push(...checkNavbarItem(item, at, config));
      if (item.items) walk(item.items, `${at}.items`);
    });
  walk(config.navbar.items, 'navbar.items');
  return problems;
}

function checkNavbarItem(item: NavbarItemConfig, at: string, config: SiteConfig): Omit<Diagnostic, 'file'>[] {
  const problems: Omit<Diagnostic, 'file'>[] = [];
  const needs = (field: keyof NavbarItemConfig, why: string) => {
    if (item[field] === undefined) problems.push({ severity: 'error', configPath: `${at}.${field}`, message: `is required: ${why}.` });
  };
  const docsRelated = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'].includes(item.type);
  if (docsRelated && item.docsPluginId !== undefined && item.docsPluginId !== DOCS_PLUGIN_ID) {
    problems.push({
      severity: 'error',
      configPath: `${at}.docsPluginId`,
      message: `names the docs instance '${item.docsPluginId}', which does not exist.`,
      hint: `This site has one docs instance, '${DOCS_PLUGIN_ID}'; remove docsPluginId or set it to '${DOCS_PLUGIN_ID}'.`,
    });
  }
  switch (item.type) {
    case 'default':
      if (item.to === undefined && item.href === undefined) {
        problems.push({ severity: 'error', configPath: at, message: 'a link item needs `to` (a route in this site) or `href` (an external URL).' });
      }
      break;
    case 'dropdown':
      if (!item.items?.length) problems.push({ severity: 'error', configPath: `${at}.items`, message: 'a dropdown needs at least one item.' });
      break;
    case 'html':
      needs('value', 'an html item renders its `value`');
      break;
    case 'doc':
      needs('docId', 'a doc item links to the doc with this id');
      break;
    case 'docSidebar':
      needs('sidebarId', 'a docSidebar item links to the first doc of this sidebar');
      if (item.sidebarId !== undefined && !config.docs.sidebars[item.sidebarId]) {
        problems.push({
          severity: 'error',
          configPath: `${at}.sidebarId`,
          message: `sidebar '${item.sidebarId}' does not exist.`,
          hint: `Known sidebars: ${Object.keys(config.docs.sidebars).join(', ') || '(none)'}.`,
        });
      }
      break;
    case 'docsVersion':
      if (item.version !== undefined && !config.docs.versions[item.version]) {
        problems.push({
          severity: 'error',
          configPath: `${at}.version`,
          message: `docs version '${item.version}' does not exist.`,
          hint: `Available versions: ${Object.keys(config.docs.versions).join(', ')}.`,
        });
      }
      break;
    case 'localeDropdown':
    case 'search':
    case 'docsVersionDropdown':
      break;
  }
  return problems;
}
