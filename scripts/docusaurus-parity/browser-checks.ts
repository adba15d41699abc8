// The checks made in Chromium: every route Docusaurus built, in every view (1280×800 and 390×844, light and dark),
// opened in both builds side by side; what a reader sees compared (view-compare.ts), the page errors of each build
// collected, and a screenshot pair taken of every view with a difference.
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../test/helpers/chromium.ts';
import { finding, type Finding } from './findings.ts';
import { type ScreenshotFolder } from './screenshots.ts';
import { DOCUSAURUS, type ThemeMarks } from './themes.ts';
import { compareView, type BrowserCheck } from './view-compare.ts';
import { newViewContext, viewName, visit, VIEWS, type Visit } from './visit.ts';

export interface BrowserResult {
  findings: Finding[];
  /** How many things each check compared, over every route and view. */
  compared: Record<BrowserCheck, number>;
  views: number;
}

export interface Sites {
  /** The home URL of each build's server (the base URL included). */
  docusaurus: string;
  docgen: string;
  baseUrl: string;
  /** Docusaurus's routes, and those docgen built too. */
  routes: readonly string[];
  docgenRoutes: ReadonlySet<string>;
  /** How the second build marks its chrome: docgen's theme, or Docusaurus's in the self-test. */
  secondMarks: ThemeMarks;
  /** A stylesheet added to the second build's pages (the self-test's deliberate breakage). */
  secondCss?: string;
}

export async function runBrowserChecks(sites: Sites, shots: ScreenshotFolder, progress: (line: string) => void): Promise<BrowserResult> {
  const browser = await launchChromium();
  const findings: Finding[] = [];
  const compared: Record<BrowserCheck, number> = { elements: 0, colours: 0, errors: 0, text: 0 };
  let views = 0;
  try {
    for (const view of VIEWS) {
      progress(`  ${viewName(view)}: ${sites.routes.length} routes…`);
      const [ours, theirs] = await Promise.all([newViewContext(browser, view), newViewContext(browser, view)]);
      try {
        for (const route of sites.routes) {
          const url = (home: string) => new URL(route.slice(sites.baseUrl.length), home).href;
          const hasDocgen = sites.docgenRoutes.has(route);
          const [d, g] = await Promise.all([visit(ours, url(sites.docusaurus), DOCUSAURUS), hasDocgen ? visit(theirs, url(sites.docgen), sites.secondMarks, sites.secondCss) : null]);
          views++;
          const here: Finding[] = [];
          const add = (check: BrowserCheck, detail: string) => here.push(finding(check, [route], detail, viewName(view)));
          compared.errors += hasDocgen ? 2 : 1;
          for (const [build, result] of [['Docusaurus', d], ['docgen', g]] as const) {
            if (!result) continue;
            for (const error of result.errors) add('errors', `${build}: ${result.hydrationErrors.includes(error) ? 'hydration error: ' : ''}${error}`);
          }
          const marks: string[] = [];
          if (d.facts && g?.facts) {
            const comparison = compareView(d.facts, g.facts);
            for (const check of Object.keys(compared) as BrowserCheck[]) if (check !== 'errors') compared[check] += comparison.compared[check];
            for (const difference of comparison.differences) {
              add(difference.check, difference.detail);
              marks.push(...difference.marks);
            }
          }
          if (here.length > 0 && g) {
            const files = await shots.pair(route, view, d.page, g.page, marks);
            for (const item of here) item.screenshots = files;
          }
          findings.push(...here);
          await Promise.all([close(d), g && close(g)]);
        }
      } finally {
        await Promise.all([ours.close(), theirs.close()]);
      }
    }
  } finally {
    await closeBrowser(browser);
  }
  return { findings, compared, views };
}

const close = (result: Visit) => result.page.close({ runBeforeUnload: false }).catch(() => {});
const closeBrowser = (browser: Browser) => browser.close().catch(() => {});
