// Release gate 2: axe-core on one page of every type of the real site (manual, API of each kind, template, sample,
// standalone page, search page, not-found), in light and dark mode: no serious or critical violation. Each violation
// names the page, the mode, the rule and the elements.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/render/serve/preview.ts';
import { launchChromium } from '../helpers/chromium.ts';
import { fencedContext, pageTypes, releaseSite, REPO, servePreview, type PageType, type ReleaseSite } from './site.ts';

const AXE_SOURCE = path.join(REPO, 'node_modules/axe-core/axe.min.js');

let site: ReleaseSite;
let server: RunningServer;
let browser: Browser;
let types: PageType[] = [];

beforeAll(async () => {
  site = await releaseSite();
  types = pageTypes(site);
  server = await servePreview(site);
  browser = await launchChromium();
}, 10 * 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('accessibility (axe-core) on every page type', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious or critical violation in ${mode} mode`, async () => {
      const { context, blocked } = await fencedContext(browser, { colorScheme: mode });
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        for (const type of types) {
          const response = await page.goto(new URL(server.url).origin + type.path);
          await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
          expect(response?.status(), type.path).toBe(type.status);
          expect(await page.getAttribute('html', 'data-theme'), `${type.path}: colour mode`).toBe(mode);
          for (const v of await axeViolations(page)) problems.push(`${type.name} (${type.path}, ${mode}): ${v}`);
        }
      } finally {
        await context.close();
      }
      expect(blocked).toEqual([]);
      expect(problems, `${problems.length} serious or critical violation(s)`).toEqual([]);
    }, 5 * 60_000);
  }
});

/** Serious and critical violations, one line each: impact, rule, what it asks, and up to five elements. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    type Result = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary?: string }[] };
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: Result[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}) on ${v.nodes.length} element(s): ` +
        v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').replace(/^Fix any of the following: /, '')}` : ''}`)
          .join('; '),
    );
}
