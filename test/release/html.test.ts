// Release gate 3: valid HTML. html-validate (config: ./html-validate.config.ts) on the built files of a sample of the
// real site: one page of every type, every page that is not an API page (manual, templates, samples, standalone, search,
// not-found) and every tenth API page. A failure names the file, line, column, rule and message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeToFile } from '../../src/shared/urls.ts';
import config from './html-validate.config.ts';
import { pageTypes, releaseSite, type ReleaseSite } from './site.ts';

let site: ReleaseSite;

beforeAll(async () => {
  site = await releaseSite();
}, 10 * 60_000);

/** Routes to validate: every page type first, then the rest of the sample, without repeats. */
function sample(): string[] {
  const types = pageTypes(site).map((t) => (t.status === 404 ? site.pages.find((p) => p.kind === '404')!.route : t.path));
  const notApi = site.pages.filter((p) => p.kind !== 'api').map((p) => p.route);
  const api = site.pages.filter((p) => p.kind === 'api').filter((_, i) => i % 10 === 0).map((p) => p.route);
  return [...new Set([...types, ...notApi, ...api])];
}

describe('valid HTML (html-validate)', () => {
  it('finds no error on a sample of every page type', async () => {
    const validator = new HtmlValidate(new StaticConfigLoader(config));
    const routes = sample();
    const problems: string[] = [];
    const started = performance.now();
    for (const route of routes) {
      const file = routeToFile(site.base, route);
      const report = await validator.validateString(readFileSync(path.join(site.outDir, file), 'utf8'), file);
      for (const result of report.results) {
        for (const m of result.messages) problems.push(`${route} (${file}:${m.line}:${m.column}) ${m.ruleId}: ${m.message}${m.selector ? ` [${m.selector}]` : ''}`);
      }
    }
    console.log(`html-validate: ${routes.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(routes.length).toBeGreaterThan(80);
    expect(problems, `${problems.length} HTML error(s)`).toEqual([]);
  }, 5 * 60_000);
});
