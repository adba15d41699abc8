// The differences between the builds that docgen makes on purpose, each with its reason. A difference matching one
// is reported as intended and does not fail the run; every other one does. Keep each entry as narrow as its reason.
import type { BrowserCheck } from './view-compare.ts';

/** Every check of the run: the HTML facts of compare.ts, then the browser's. */
export type Check = 'routes' | 'pages' | 'sidebars' | 'components' | BrowserCheck;

export interface IntendedDifference {
  checks: readonly Check[];
  /** The routes it applies to. */
  route: RegExp;
  /** The differences it covers, by their wording; absent: every difference of those checks on those routes. */
  detail?: RegExp;
  why: string;
}

export const INTENDED: readonly IntendedDifference[] = [
  {
    checks: ['pages'],
    route: /\/handbook\/guides\/front-matter\/bare-page\/$/,
    detail: /^breadcrumbs:/,
    why: "docgen honours `breadcrumbs: false` in a page's front matter (a setting of docgen's own sites); Docusaurus reads `breadcrumbs` only as a docs plugin option and shows them (the fixture's page says so)",
  },
  {
    checks: ['elements', 'text'],
    route: /\/handbook\/api\//,
    why: "docgen renders the API Reference itself from the TypeDoc plugin's input (issue #23): its routes and sidebar match, but the layout and wording of a declaration's page are docgen's, not typedoc-plugin-markdown's",
  },
  {
    checks: ['pages'],
    route: /\/handbook\/guides\/components\/full-bleed-demo\/$/,
    detail: /^h1:/,
    why: "docgen keeps the title a page hides (`hide_title`) as a visually hidden h1, so that the page still has its one heading for screen readers and its outline; nothing more shows than in Docusaurus",
  },
  {
    checks: ['text'],
    route: /\/handbook\/(?:conventions|getting-started|guides\/conventions\/cards|guides\/markdown|guides\/recipes)\/$/,
    detail: /docgen lacks "[\s\u{1F4C4}\u{1F5C3}\u{1F517}\uFE0F]+"$/u,
    why: "docgen draws a doc card's icon (📄️, 🗃, 🔗) from an attribute with CSS, so that the search index, the page's Markdown and copied text hold the cards' titles without it; the reader sees the same icon, which the main column's text (innerText) does not include",
  },
  {
    checks: ['elements'],
    route: /\/handbook\/guides\/markdown\/images\/$/,
    detail: /^img #2 "A clock face measuring one batch"/,
    why: "Docusaurus's webpack turns an SVG file required from MDX into a React component (SVGR), so `<img src={require('…svg').default}>` shows a broken image and its alt text; docgen gives the picture's URL, as for any other image, and shows the clock at the width the page asks for",
  },
  {
    checks: ['pages', 'elements', 'text', 'colours'],
    route: /^\/pebble\/search\/$/,
    why: "a site that configures a search gets docgen's own search (issue #42, item 5): its search page is docgen's, not Algolia DocSearch's",
  },
];

export function intendedFor(check: Check, route: string, detail = ''): IntendedDifference | undefined {
  return INTENDED.find((entry) => entry.checks.includes(check) && entry.route.test(route) && (entry.detail?.test(detail) ?? true));
}
