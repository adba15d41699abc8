// `themeConfig` of a Docusaurus config: the navbar, the footer, the announcement bar, the colour mode, the default
// social card, the table of contents' levels, `metadata`, and whether Algolia's search is configured, in docgen's
// config shape. Values keep their Docusaurus
// meaning: `to` paths and `activeBasePath` are relative to Docusaurus's baseUrl, so they are given the base here.
import { type AdapterReport, OptionReader, describe, isPlainObject, join, type Origin, type Plain } from './report.ts';

export interface ThemeConfigResult {
  fields: Plain;
  /** `themeConfig.metadata`, as head tags. */
  headTags: Plain[];
  /** Where search is configured: `search` (a search theme or plugin's), or `themeConfig.algolia`. */
  search?: Origin;
  /** `themeConfig.mermaid.theme`: Mermaid's theme in each colour mode, as written, and where. */
  mermaidTheme?: { value: unknown; at: Origin };
}

/**
 * Everything docgen reads of `themeConfig`; `siteBase` is Docusaurus's baseUrl (`/`), which `to` paths are under;
 * `search` is where a search theme or plugin is configured, if one is.
 */
export function readThemeConfig(themeConfig: OptionReader, siteBase: string, search?: Origin): ThemeConfigResult {
  const { report } = themeConfig;
  const fields: Plain = {};
  const origin = (docgenPath: string, key: string) => report.from(docgenPath, themeConfig.origin(key));

  // Algolia's options configure Algolia's index; docgen builds its own, so only that search is wanted counts, and
  // none of them is warned about.
  if (themeConfig.object('algolia')) search ??= themeConfig.origin('algolia');
  const navbar = themeConfig.object('navbar');
  if (navbar) {
    origin('navbar', 'navbar');
    fields.navbar = readNavbar(navbar, siteBase, search !== undefined);
  }
  const footer = themeConfig.object('footer');
  if (footer) {
    origin('footer', 'footer');
    fields.footer = readFooter(footer, siteBase);
  }
  for (const key of ['announcementBar', 'colorMode', 'tableOfContents'] as const) {
    const value = themeConfig.take(key);
    if (value === undefined) continue;
    origin(key, key);
    fields[key] = value;
  }
  const image = themeConfig.take('image');
  if (image !== undefined) {
    origin('image', 'image');
    fields.image = image;
  }
  const headTags = readMetadata(themeConfig);

  themeConfig.ignore('prism', 'docgen highlights code with Shiki in its own light and dark themes');
  themeConfig.ignore('docs', 'docgen has no options for the docs sidebar (hideable, autoCollapseCategories) or version persistence');
  themeConfig.ignore('blog', 'docgen builds no blog');
  themeConfig.ignore('liveCodeBlock', 'docgen has no live code blocks');
  const mermaid = themeConfig.object('mermaid');
  const mermaidTheme = mermaid?.has('theme') ? { value: mermaid.take('theme'), at: mermaid.origin('theme') } : undefined;
  mermaid?.ignore('options', "docgen draws with Mermaid's own settings but for its theme");
  mermaid?.finish('docgen reads only the theme of Mermaid');
  themeConfig.finish('docgen has no such theme option');
  return { fields, headTags, search, ...(mermaidTheme && { mermaidTheme }) };
}

/** `metadata: [{ name, content }]` are `<meta>` tags on every page. */
function readMetadata(themeConfig: OptionReader): Plain[] {
  const metadata = themeConfig.take('metadata');
  if (metadata === undefined) return [];
  if (!Array.isArray(metadata)) {
    themeConfig.report.error(themeConfig.origin('metadata'), `expected a list of meta tags, found ${describe(metadata)}.`);
    return [];
  }
  return metadata.map((attributes: unknown) => ({ tagName: 'meta', attributes }));
}

function readNavbar(navbar: OptionReader, siteBase: string, search: boolean): Plain {
  const out: Plain = {};
  for (const key of ['title', 'hideOnScroll'] as const) if (navbar.has(key)) out[key] = navbar.take(key);
  const logo = navbar.object('logo');
  if (logo) out.logo = readLogo(logo);
  const items = navbar.take('items');
  if (items !== undefined) {
    if (Array.isArray(items)) out.items = readNavbarItems({ report: navbar.report, file: navbar.file, siteBase, search }, join(navbar.at, 'items'), 'navbar.items', items);
    else navbar.report.error(navbar.origin('items'), `expected a list of navbar items, found ${describe(items)}.`);
  }
  navbar.ignore('style', "docgen's navbar follows the colour mode");
  navbar.finish('docgen has no such navbar option');
  return out;
}

function readLogo(logo: OptionReader): Plain {
  const out: Plain = {};
  for (const key of ['src', 'srcDark', 'alt', 'href', 'width', 'height'] as const) if (logo.has(key)) out[key] = logo.take(key);
  logo.finish('docgen has no such logo option');
  return out;
}

/** The docgen fields each navbar item type takes, besides `type`, `position` and `className`. */
const ITEM_FIELDS: Record<string, readonly string[]> = {
  default: ['label', 'to', 'href', 'activeBasePath'],
  doc: ['docId', 'label', 'docsPluginId'],
  docSidebar: ['sidebarId', 'label', 'docsPluginId'],
  docsVersion: ['version', 'label', 'docsPluginId'],
  dropdown: ['label', 'items'],
  docsVersionDropdown: ['label', 'docsPluginId'],
  localeDropdown: ['label'],
  search: [],
  html: ['value'],
};

/** Types a dropdown may hold. */
const DROPDOWN_ENTRY_TYPES = new Set(['default', 'doc', 'docSidebar', 'docsVersion']);

/** What reading navbar items needs besides the items: where they are written, and whether the site has search. */
interface NavbarReading {
  report: AdapterReport;
  file: string;
  siteBase: string;
  search: boolean;
}

function readNavbarItems(reading: NavbarReading, at: string, docgenAt: string, items: unknown[], inDropdown = false): Plain[] {
  const { report, file, siteBase } = reading;
  const out: Plain[] = [];
  items.forEach((raw, i) => {
    const itemAt = join(at, i);
    if (!isPlainObject(raw)) {
      report.error({ file, path: itemAt }, `expected a navbar item (an object), found ${describe(raw)}.`);
      return;
    }
    const item = new OptionReader(report, file, itemAt, raw);
    // Docusaurus takes an item with `items` and no type for a dropdown, and any other untyped item for a link.
    const type = item.string('type') ?? (raw.items !== undefined && !inDropdown ? 'dropdown' : 'default');
    const fields = ITEM_FIELDS[type];
    if (!fields || (inDropdown && !DROPDOWN_ENTRY_TYPES.has(type))) {
      report.ignored(item.origin(), `docgen has no navbar item of type '${type}'${inDropdown ? ' inside a dropdown' : ''}; the item is left out`);
      return;
    }
    // Docusaurus's search item shows the search theme's box, and nothing on a site without one.
    if (type === 'search' && !reading.search) return;
    const docgenItemAt = `${docgenAt}[${out.length}]`;
    report.from(docgenItemAt, item.origin());
    const converted: Plain = { type };
    if (!inDropdown && item.has('position')) converted.position = item.take('position');
    if (item.has('className')) converted.className = item.take('className');
    for (const key of fields) {
      if (!item.has(key)) continue;
      if (key === 'to') converted.to = underBase(siteBase, item.take('to'));
      else if (key === 'activeBasePath') converted.activeBaseRegex = underBase(siteBase, item.take('activeBasePath'));
      else if (key === 'items') {
        const entries = item.take('items');
        if (Array.isArray(entries)) converted.items = readNavbarItems(reading, join(itemAt, 'items'), `${docgenItemAt}.items`, entries, true);
        else report.error(item.origin('items'), `expected a list of dropdown items, found ${describe(entries)}.`);
      } else converted[key] = item.take(key);
    }
    item.ignore('activeBaseRegex', 'docgen marks a link active by its route prefix; give `activeBasePath` instead');
    item.ignore('target', 'docgen opens external links in a new tab and internal ones in place');
    item.finish(`docgen's '${type}' navbar items have no such option`);
    out.push(converted);
  });
  return out;
}

function readFooter(footer: OptionReader, siteBase: string): Plain {
  const out: Plain = {};
  const links = footer.take('links');
  if (Array.isArray(links)) {
    // Docusaurus lays out columns when its links have titles, and one row otherwise; so does docgen's `style`.
    const columns = links.some((entry) => isPlainObject(entry) && entry.title !== undefined);
    out.style = columns ? 'links' : 'simple';
    out.links = links.flatMap((raw: unknown, i) => {
      const at = join(join(footer.at, 'links'), i);
      if (!isPlainObject(raw)) {
        footer.report.error({ file: footer.file, path: at }, `expected a footer column or link (an object), found ${describe(raw)}.`);
        return [];
      }
      const entry = new OptionReader(footer.report, footer.file, at, raw);
      if (raw.title === undefined) return readFooterLink(entry, siteBase);
      const items = entry.take('items');
      const column = {
        title: entry.take('title'),
        items: Array.isArray(items)
          ? items.flatMap((link: unknown, j) =>
              isPlainObject(link) ? readFooterLink(new OptionReader(footer.report, footer.file, join(join(at, 'items'), j), link), siteBase) : [],
            )
          : items,
      };
      entry.finish('docgen has no such footer column option');
      return [column];
    });
  } else if (links !== undefined) footer.report.error(footer.origin('links'), `expected a list of footer links, found ${describe(links)}.`);
  const logo = footer.object('logo');
  if (logo) out.logo = readLogo(logo);
  if (footer.has('copyright')) out.copyright = footer.take('copyright');
  footer.ignore('style', "docgen's footer follows the colour mode");
  footer.finish('docgen has no such footer option');
  return out;
}

/** A footer link: `label` and `to` or `href`; one written as `html` alone is left out with its warning. */
function readFooterLink(link: OptionReader, siteBase: string): Plain[] {
  if (!link.has('label')) {
    link.ignore('html', 'docgen footer links are a label and a target, not HTML; the link is left out');
    link.finish('docgen has no such footer link option');
    return [];
  }
  const out: Plain = { label: link.take('label') };
  if (link.has('to')) out.to = underBase(siteBase, link.take('to'));
  if (link.has('href')) out.href = link.take('href');
  link.finish('docgen has no such footer link option');
  return [out];
}

/** A Docusaurus `to` (relative to its baseUrl) as the path docgen resolves: the whole path, base included. */
export function underBase(siteBase: string, to: unknown): unknown {
  if (typeof to !== 'string' || /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//')) return to;
  if (to.startsWith(siteBase)) return to;
  return siteBase + to.replace(/^\/+/, '');
}
