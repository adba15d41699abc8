// Release gate 4: Lighthouse (mobile settings, offline, Debian's Chromium) on /docs/, a manual page, an API class page
// and a sample page of the production build served by the preview server: performance, accessibility, best
// practices and SEO each at least 0.95 (when a first run falls short, the median of three runs counts). The figures
// are printed and written to .docgen-cache/release-figures/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/render/serve/preview.ts';
import { CATEGORIES, LIGHTHOUSE_PAGES, runLighthouse, type LighthouseFigures } from './lighthouse.ts';
import { releaseSite, REPO, servePreview, type ReleaseSite } from './site.ts';

const MIN = 0.95;
let site: ReleaseSite;
let server: RunningServer;

beforeAll(async () => {
  site = await releaseSite();
  server = await servePreview(site);
}, 10 * 60_000);

afterAll(async () => {
  await server?.close();
});

describe('Lighthouse (mobile)', () => {
  it(`scores at least ${MIN} in every category on the home, manual, API and sample pages`, async () => {
    const origin = new URL(server.url).origin;
    const started = performance.now();
    const figures: LighthouseFigures[] = await runLighthouse(origin, LIGHTHOUSE_PAGES.map((p) => site.base + p), { retryBelow: MIN });
    const ms = performance.now() - started;
    console.log(
      `Lighthouse (mobile), ${(ms / 1000).toFixed(0)} s:\n` +
        figures
          .map(
            (f) =>
              `  ${f.path.padEnd(28)} ${CATEGORIES.map((c) => `${c} ${Math.round(f.scores[c] * 100)}`).join('  ')}  ` +
              `(FCP ${Math.round(f.metrics.fcpMs)} ms, LCP ${Math.round(f.metrics.lcpMs)} ms, TBT ${Math.round(f.metrics.tbtMs)} ms, CLS ${f.metrics.cls.toFixed(3)}, ${(f.bytes / 1024).toFixed(0)} KB${f.runs > 1 ? `; median of ${f.runs} runs` : ''})`,
          )
          .join('\n'),
    );
    const dir = path.join(REPO, '.docgen-cache/release-figures');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'lighthouse.json'), JSON.stringify({ ms: Math.round(ms), pages: figures }, null, 2));

    const problems: string[] = [];
    for (const f of figures) {
      for (const c of CATEGORIES) {
        if (f.scores[c] < MIN) problems.push(`${f.path}: ${c} ${f.scores[c]} < ${MIN}; below 1: ${f.failing.filter((a) => a.startsWith(`${c}:`)).join('; ')}`);
      }
      for (const url of f.foreign) problems.push(`${f.path}: requested ${url}, outside 127.0.0.1`);
    }
    expect(problems).toEqual([]);
  }, 10 * 60_000);
});
