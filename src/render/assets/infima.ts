// Infima, the CSS of Docusaurus's classic theme, as docgen serves it: read from the `infima` package (the version
// Docusaurus 3.9 and 3.10 ship; its minified file, which parses in half the time) when the assets are made, in two
// parts.
// - Its custom properties (`--ifm-*`: colours, type, spacing, and each component's), on every page: a site's CSS and
//   components read and set them. Those docgen's theme sets itself (styles/base.css: its colours, fonts, radius) are
//   left out, so that docgen's values are the defaults and a site's `customCss` overrides them as it overrides
//   Infima's.
// - The rules of the classes authors use in content (./infima-classes.ts), in a stylesheet of their own that only
//   the pages using one of them link.
// Infima's base and chrome rules (elements, navbar, menu, footer…) are not served: docgen's theme draws those.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';
import { isInfimaClass } from './infima-classes.ts';

const INFIMA_CSS = 'infima/dist/css/default/default.min.css';

export interface InfimaCss {
  /** Infima's custom properties that `theme` does not set, for light, dark and reduced motion (not minified). */
  properties: string;
  /** The rules of the content classes (not minified). */
  classes: string;
}

/**
 * docgen underlines links (its `--ifm-link-decoration`, styles/base.css), where Infima underlines none: the components
 * authors draw as links, a button or a card, keep Infima's look. Weightless, so that a site's stylesheet decides.
 */
const UNDERLINED_LINKS = ':where(.button, .card, .pills__item, .avatar__photo-link, .badge, .clean-btn) { --ifm-link-decoration: none; --ifm-link-hover-decoration: none; }';

/**
 * docgen spaces a page's headings as sections (styles/content.css, weightless past `.markdown`), where Docusaurus
 * spaces only the page's own (`.markdown > h3`): a heading inside a card keeps Infima's margin above it (none), as in
 * Docusaurus.
 */
const CARD_HEADINGS = '.card :is(h1, h2, h3, h4, h5, h6) { margin-top: var(--ifm-heading-margin-top); padding-bottom: 0; border-bottom: 0; }';

/** Infima's custom properties and content classes, beside a theme whose CSS is `themeCss`. */
export async function readInfima(themeCss: string): Promise<InfimaCss> {
  const source = await readFile(createRequire(import.meta.url).resolve(INFIMA_CSS), 'utf8');
  const { properties, classes } = splitInfima(source, ownProperties(themeCss));
  return { properties, classes: `${classes}\n${UNDERLINED_LINKS}\n${CARD_HEADINGS}\n` };
}

/** The custom properties a theme sets: for every mode (in `:root`), and in any rule (its dark mode's included). */
export interface ThemeProperties {
  root: ReadonlySet<string>;
  any: ReadonlySet<string>;
}

/** Those of its rules outside at-rules: a print stylesheet's, say, do not replace Infima's on screen. */
function ownProperties(css: string): ThemeProperties {
  const root = new Set<string>();
  const any = new Set<string>();
  for (const node of postcss.parse(css).nodes) {
    if (node.type !== 'rule') continue;
    node.walkDecls(/^--/, (decl) => {
      any.add(decl.prop);
      if (node.selectors.includes(':root')) root.add(decl.prop);
    });
  }
  return { root, any };
}

/**
 * What only the content classes read (their components' settings, and the shades and contrast colours of the
 * semantic colours their variants use) travels with them; every other property is on every page.
 */
const CLASS_PROPERTIES =
  /^--ifm-(?:(?:alert|avatar|badge|button|card|hero|pills)-|color-(?:(?:secondary|success|info|warning|danger)-(?:dark|darker|darkest|light|lighter|lightest)|\w+-contrast-(?:background|foreground))$)/;
/** The icons of Infima's chrome (breadcrumb separator, menu caret, search field), which docgen draws its own way. */
const CHROME_ICONS = /^--ifm-(?:breadcrumb-separator|menu-link-sublist-icon|navbar-search-input-icon)(?:-filter)?$/;

/**
 * Infima's stylesheet split into its properties and the content classes with their own properties, without the
 * properties the theme sets: its `:root` ones in every mode (they come after Infima's), and all of them in the dark
 * mode, where Infima's selector (`html[data-theme='dark']`) would win over the theme's.
 */
export function splitInfima(source: string, theme: ThemeProperties): InfimaCss {
  const properties = postcss.root();
  const classes = postcss.root();
  const sort = (nodes: ChildNode[], props: Container, rules: Container) => {
    for (const node of nodes) {
      if (node.type === 'atrule' && node.nodes) {
        const [p, r] = [node.clone({ nodes: [] }), node.clone({ nodes: [] })];
        sort(node.nodes, p, r);
        if (p.nodes?.length) props.append(p);
        if (r.nodes?.length) rules.append(r);
      } else if (node.type === 'rule' && isPropertyRule(node)) {
        const taken = node.selectors.includes(':root') ? theme.root : theme.any;
        const keep = (name: string) => name.startsWith('--') && !taken.has(name) && !CHROME_ICONS.test(name);
        appendSome(props, node, (name) => keep(name) && !CLASS_PROPERTIES.test(name));
        appendSome(rules, node, (name) => keep(name) && CLASS_PROPERTIES.test(name));
      } else if (node.type === 'rule') {
        const selectors = node.selectors.filter(servesClasses);
        if (selectors.length) rules.append(node.clone({ selectors }));
      }
    }
  };
  sort(postcss.parse(source).nodes, properties, classes);
  return { properties: properties.toString(), classes: classes.toString() };
}

/** A copy of a property rule with the declarations whose name passes `keep`, when there are any. */
function appendSome(to: Container, rule: Rule, keep: (name: string) => boolean): void {
  const copy = rule.clone({ selectors: rule.selectors.filter(isPropertySelector) });
  copy.walkDecls((decl) => {
    if (!keep(decl.prop)) decl.remove();
  });
  if (copy.nodes.length) to.append(copy);
}

/** The rules Infima sets its properties in: `:root`, and `html[data-theme='dark']` for the dark mode. */
function isPropertyRule(rule: Rule): boolean {
  return rule.selectors.some(isPropertySelector);
}

const isPropertySelector = (selector: string) => selector === ':root' || selector.replace(/['"]/g, '') === 'html[data-theme=dark]';

/** A selector made of content classes only (and elements, pseudo-classes and attributes around them). */
function servesClasses(selector: string): boolean {
  const names = [...selector.matchAll(/\.([\w-]+)/g)].map(([, name = '']) => name);
  return names.length > 0 && names.every(isInfimaClass);
}
