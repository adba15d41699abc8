// Infima as docgen serves it (issue #42): its custom properties on every page, docgen's theme setting its own values
// for those its look needs; its content classes in a stylesheet of their own, linked by the pages that use one.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { readInfima } from '../../../src/render/assets/infima.ts';
import { isInfimaClass, usesInfimaClasses } from '../../../src/render/assets/infima-classes.ts';
import { withInfima } from '../../../src/render/output/render-page.ts';
import type { SiteData } from '../../../src/shared/site.ts';

const STYLES = path.resolve(import.meta.dirname, '../../../src/theme/styles');
const theme = readdirSync(STYLES)
  .filter((name) => name.endsWith('.css'))
  .map((name) => readFileSync(path.join(STYLES, name), 'utf8'))
  .join('\n');
const infima = await readInfima(theme);

/** `selector → {property: value}` of the top-level rules that set custom properties. */
function properties(css: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  postcss.parse(css).each((node) => {
    if (node.type !== 'rule') return;
    node.walkDecls(/^--/, (decl) => void ((out[node.selector] ??= {})[decl.prop] = decl.value));
  });
  return out;
}

/** Every class a stylesheet's selectors name. */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const match of rule.selector.matchAll(/\.([\w-]+)/g)) names.add(match[1]!);
  });
  return names;
}

describe("Infima's custom properties", () => {
  const served = properties(infima.properties);
  const own = properties(theme);

  it("are on every page, with docgen's values where its theme sets them", () => {
    // Infima's: the gray scale, spacing, the semantic colours, the chrome's settings a site's CSS reads.
    expect(served[':root']).toMatchObject({
      '--ifm-color-emphasis-300': 'var(--ifm-color-gray-300)',
      '--ifm-color-success': '#00a400',
      '--ifm-spacing-horizontal': 'var(--ifm-global-spacing)',
      '--ifm-navbar-height': '3.75rem',
      '--ifm-link-color': 'var(--ifm-color-primary)',
      '--ifm-menu-color-active': 'var(--ifm-color-primary)',
    });
    // docgen's own: its primary colour and shades, fonts, radius; set in its theme, so not Infima's as well.
    expect(own[':root']).toMatchObject({ '--ifm-color-primary': '#1a56db', '--ifm-global-radius': '0.5rem', '--doc-sidebar-width': '17rem' });
    for (const name of Object.keys(own[':root']!)) expect(served[':root'], name).not.toHaveProperty(name);
    // In the dark mode Infima's selector would beat the theme's: none of the theme's properties is left in it.
    const dark = served['html[data-theme=dark]']!;
    expect(dark).toHaveProperty('--ifm-hover-overlay');
    for (const name of [...Object.keys(own[':root']!), ...Object.keys(own["[data-theme='dark']"]!)]) expect(dark, name).not.toHaveProperty(name);
  });

  it('leave the content components\' own settings and the icons of Infima\'s chrome out of the main stylesheet', () => {
    const names = Object.values(served).flatMap((decls) => Object.keys(decls));
    expect(names.filter((name) => /^--ifm-(button|card|alert|badge|avatar|pills|hero)-|-contrast-(background|foreground)$|-(breadcrumb-separator|sublist-icon|search-input-icon)$/.test(name))).toEqual([]);
    expect(properties(infima.classes)[':root']).toMatchObject({ '--ifm-button-padding-vertical': '0.375rem', '--ifm-color-info-contrast-background': '#eef9fd' });
  });
});

describe("the theme's use of Infima's custom properties", () => {
  /** `selector → property → value` of the theme's top-level rules (a selector list counts for each of its selectors). */
  const rules: Record<string, Record<string, string>> = {};
  postcss.parse(theme).each((node) => {
    if (node.type !== 'rule') return;
    for (const selector of node.selectors) node.walkDecls((decl) => void ((rules[selector] ??= {})[decl.prop] = decl.value));
  });

  it('draws the chrome with the properties that name each part, so that a site that sets them restyles it', () => {
    expect(rules).toMatchObject({
      a: { color: 'var(--ifm-link-color)', 'text-decoration': 'var(--ifm-link-decoration)' },
      'a:hover': { color: 'var(--ifm-link-hover-color)' },
      body: { color: 'var(--ifm-font-color-base)', background: 'var(--ifm-background-color)' },
      '.navbar': { height: 'var(--ifm-navbar-height)', background: 'var(--ifm-navbar-background-color)' },
      '.navbar-link': { color: 'var(--ifm-navbar-link-color)' },
      '.navbar-link.active': { color: 'var(--ifm-navbar-link-active-color)' },
      '.doc-sidebar': { width: 'var(--doc-sidebar-width)', 'border-right': '1px solid var(--ifm-toc-border-color)' },
      '.menu-link': { color: 'var(--ifm-menu-color)' },
      '.menu-link.active': { color: 'var(--ifm-menu-color-active)', background: 'var(--ifm-menu-color-background-active)' },
      '.breadcrumbs li[aria-current] span': { color: 'var(--ifm-breadcrumb-color-active)' },
      '.toc': { 'border-left': '1px solid var(--ifm-toc-border-color)' },
      '.toc-link': { color: 'var(--ifm-toc-link-color)' },
      '.footer': { background: 'var(--ifm-footer-background-color)' },
      '.markdown :not(pre) > code': { background: 'var(--ifm-code-background)', 'font-size': 'var(--ifm-code-font-size)' },
      '.code-block .line.highlighted': { background: 'var(--docusaurus-highlighted-code-line-bg)' },
      '.markdown th': { border: 'var(--ifm-table-border-width) solid var(--ifm-table-border-color)' },
    });
    // docgen's own short names stand for Infima's, so its other rules follow them too.
    expect(rules[':root']).toMatchObject({ '--fg': 'var(--ifm-font-color-base)', '--accent': 'var(--ifm-color-primary)', '--border': 'var(--ifm-color-emphasis-300)', '--radius': 'var(--ifm-global-radius)' });
  });
});

describe("Infima's content classes", () => {
  const served = classesOf(infima.classes);

  it('are the grid, spacing, text helpers, buttons, cards, alerts, badges, avatars, pills and the hero, not the chrome', () => {
    for (const name of ['container', 'row', 'col', 'col--6', 'margin-bottom--lg', 'padding-horiz--md', 'text--center', 'button', 'button--primary', 'button--outline', 'card', 'card__header', 'alert', 'alert--info', 'badge', 'badge--secondary', 'avatar', 'avatar__photo', 'pills', 'pills__item--active', 'hero', 'hero__title', 'shadow--md']) {
      expect(served, name).toContain(name);
    }
    for (const name of ['navbar', 'menu', 'menu__link', 'tabs', 'pagination', 'breadcrumbs', 'footer', 'markdown', 'table-of-contents', 'dropdown']) expect(served, name).not.toContain(name);
    // No rule of Infima's base (elements, `html`, `*`): those are the theme's.
    postcss.parse(infima.classes).walkRules((rule) => {
      if (rule.parent?.type === 'root' && rule.selector !== ':root' && rule.selector !== 'html[data-theme=dark]') expect(rule.selector).toMatch(/\./);
    });
  });

  it('are recognised in a page by each of their names, and no class of docgen\'s own stylesheets is one of them', () => {
    expect([...served].filter((name) => !isInfimaClass(name))).toEqual([]);
    expect([...classesOf(theme)].filter(isInfimaClass)).toEqual([]);
    expect(usesInfimaClasses('<div class="row"><div class="col col--6">x</div></div>')).toBe(true);
    expect(usesInfimaClasses('<a class="button button--primary" href="/">Go</a>')).toBe(true);
    expect(usesInfimaClasses('<p class="margin-top--lg">x</p>')).toBe(true);
    expect(usesInfimaClasses('<div class="rowdy column text col-span footer-row category-card action-button">x</div>')).toBe(false);
  });

  it('are linked before the main stylesheet by a page that uses one, whose build id says so, and by no other', () => {
    const site = { assets: { css: '/b/assets/style.1.css', infima: '/b/assets/infima.2.css' }, buildId: 'abc' } as SiteData;
    const page = (head: string, body: string) => `<!DOCTYPE html><html><head><meta name="docgen-build" content="${head}"/>${''}<link rel="stylesheet" href="/b/assets/style.1.css"/></head><body>${body}</body></html>`;
    expect(withInfima(page('abc', '<p class="markdown">x</p>'), site)).toBe(page('abc', '<p class="markdown">x</p>'));
    // A client-side navigation between pages of other build ids is a full load: the stylesheet is never missing.
    expect(withInfima(page('abc', '<div class="alert alert--info">x</div>'), site)).toBe(
      page('abc+infima', '<div class="alert alert--info">x</div>').replace('<link', '<link rel="stylesheet" href="/b/assets/infima.2.css"/><link'),
    );
  });
});
