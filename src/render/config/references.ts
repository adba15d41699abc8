// Checks that tie one part of the config to another: the default locale and its configuration, the last docs version,
// the sidebars and versions navbar items name. Doc ids are checked later, against the content, by the graph stage;
// everything that the config alone can answer is checked here so it fails before any content loads.
import type { Diagnostic } from '../core/diagnostics.ts';
import { unreachable } from '../../shared/unreachable.ts';
import type { NavbarItemConfig } from './navbar.ts';
import type { SiteConfig } from './schema.ts';

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
  config.navbar.items.forEach((item, i) => {
    const at = `navbar.items[${i}]`;
    problems.push(...checkNavbarItem(item, at, config));
    if (item.type === 'dropdown') item.items.forEach((entry, j) => problems.push(...checkNavbarItem(entry, `${at}.items[${j}]`, config)));
  });
  return problems;
}

/** What an item names elsewhere in the config: a docs instance, a sidebar, a docs version. Its own fields zod has checked. */
function checkNavbarItem(item: NavbarItemConfig, at: string, config: SiteConfig): Omit<Diagnostic, 'file'>[] {
  switch (item.type) {
    case 'docSidebar': {
      const problems = docsInstanceProblems(item.docsPluginId, at);
      if (!config.docs.sidebars[item.sidebarId]) {
        problems.push({
          severity: 'error',
          configPath: `${at}.sidebarId`,
          message: `sidebar '${item.sidebarId}' does not exist.`,
          hint: `Known sidebars: ${Object.keys(config.docs.sidebars).join(', ') || '(none)'}.`,
        });
      }
      return problems;
    }
    case 'docsVersion': {
      const problems = docsInstanceProblems(item.docsPluginId, at);
      if (item.version !== undefined && !config.docs.versions[item.version]) {
        problems.push({
          severity: 'error',
          configPath: `${at}.version`,
          message: `docs version '${item.version}' does not exist.`,
          hint: `Available versions: ${Object.keys(config.docs.versions).join(', ')}.`,
        });
      }
      return problems;
    }
    case 'doc':
    case 'docsVersionDropdown':
      return docsInstanceProblems(item.docsPluginId, at);
    case 'default':
    case 'dropdown':
    case 'localeDropdown':
    case 'search':
    case 'html':
      return [];
    default:
      return unreachable(item);
  }
}

/** The only docs instance this site has. */
const DOCS_PLUGIN_ID = 'default';

function docsInstanceProblems(docsPluginId: string | undefined, at: string): Omit<Diagnostic, 'file'>[] {
  if (docsPluginId === undefined || docsPluginId === DOCS_PLUGIN_ID) return [];
  return [
    {
      severity: 'error',
      configPath: `${at}.docsPluginId`,
      message: `names the docs instance '${docsPluginId}', which does not exist.`,
      hint: `This site has one docs instance, '${DOCS_PLUGIN_ID}'; remove docsPluginId or set it to '${DOCS_PLUGIN_ID}'.`,
    },
  ];
}
