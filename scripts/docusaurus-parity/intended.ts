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
    checks: ['pages', 'elements', 'text'],
    route: /^\/pebble\/search\/$/,
    why: "a site that configures a search gets docgen's own search (issue #42, item 5): its search page is docgen's, not Algolia DocSearch's",
  },
];

export function intendedFor(check: Check, route: string, detail = ''): IntendedDifference | undefined {
  return INTENDED.find((entry) => entry.checks.includes(check) && entry.route.test(route) && (entry.detail?.test(detail) ?? true));
}
