// Mermaid diagrams (issue #42): a Docusaurus site with `@docusaurus/theme-mermaid` and `markdown.mermaid: true` gets
// its ```` ```mermaid ```` blocks drawn in the browser, in the Mermaid theme of the colour mode and again when the
// reader switches it; only pages with a diagram load the Mermaid code; the page's Markdown keeps the source as a fence.
// Shots: .docgen-cache/screenshots/mermaid-*.png at 390×844 and 1280×800, light and dark.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { preview } from '../../src/render/serve/preview.ts';
import { docusaurusFixtureSite, silentLogger } from '../helpers/fixture-site.ts';
import { screenshot, tabsPerTest } from './helpers.ts';

const files: Record<string, string> = {
  'docusaurus.config.mjs': `export default {
  title: 'Diagrams', url: 'https://example.test', baseUrl: '/site/',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig: { mermaid: { theme: { light: 'neutral', dark: 'dark' } } },
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, showLastUpdateTime: false }, blog: false }]],
};
`,
  'docs/intro.md': '---\nslug: /\n---\n# Welcome\n\nNo diagram here.\n',
  'docs/flow.md': '# Flow\n\nOne job, start to end.\n\n```mermaid\nflowchart LR\n  push[push job] --> take[take batch]\n```\n\nAfter the diagram.\n',
};

describe('Mermaid diagrams', () => {
  let server: Awaited<ReturnType<typeof preview>>;
  let root: string;
  let warnings: string[];
  const { tab } = tabsPerTest();
  const url = (p: string) => new URL(p, server.url).href;

  beforeAll(async () => {
    root = docusaurusFixtureSite(files);
    warnings = (await build({ root, logger: silentLogger, analytics: false })).warnings.map((w) => JSON.stringify(w));
    server = await preview({ root, outDir: 'build', port: 0, host: '127.0.0.1' });
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  it('reads the Mermaid settings without a warning about them', () => {
    expect(warnings.filter((w) => /mermaid/i.test(w))).toEqual([]);
  });

  it('draws the diagram in the theme of the colour mode, and again when the reader switches modes', async () => {
    const { page } = await tab();
    await page.goto(url('flow'));
    await page.waitForSelector('html[data-hydrated]');
    const svg = page.locator('main svg[aria-roledescription="flowchart-v2"]');
    await svg.waitFor({ state: 'visible', timeout: 30_000 });
    expect(await svg.locator('.nodeLabel').allInnerTexts()).toEqual(['push job', 'take batch']);
    const box = await svg.boundingBox();
    expect(box?.height).toBeGreaterThan(20);
    const fill = () => svg.locator('.node rect').first().evaluate((rect) => getComputedStyle(rect).fill);
    const light = await fill();
    await screenshot(page, 'mermaid-1280-light');
    await page.locator('button.color-mode-toggle').first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(fill, { timeout: 30_000 }).not.toBe(light);
    await screenshot(page, 'mermaid-1280-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'mermaid-390-dark');
    await page.locator('button.color-mode-toggle').first().click();
    await expect.poll(fill, { timeout: 30_000 }).toBe(light);
    await screenshot(page, 'mermaid-390-light');
  });

  // Reduced motion once gave every element a 1 ms transition, so Mermaid measured its labels before they had their
  // size: the diagram came out as specks.
  it('lays the diagram out for a reader who asks for reduced motion', async () => {
    const { page } = await tab({ reducedMotion: 'reduce' });
    await page.goto(url('flow'));
    await page.waitForSelector('html[data-hydrated]');
    const svg = page.locator('main svg[aria-roledescription="flowchart-v2"]');
    await svg.waitFor({ state: 'visible', timeout: 30_000 });
    const label = await svg.locator('.nodeLabel').first().boundingBox();
    expect(label?.width).toBeGreaterThan(30);
    expect(label?.height).toBeGreaterThan(8);
  });

  it('loads the Mermaid code only on pages that show a diagram', async () => {
    const { page, requests } = await tab();
    await page.goto(url(''));
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    expect(requests.map((r) => r.url()).filter((u) => /mermaid/.test(u))).toEqual([]);
    expect(await page.locator('meta[name="docgen-islands"]').getAttribute('content')).not.toMatch(/mermaid/);
  });

  it("keeps the diagram's source as a fenced block in the page's Markdown and in its HTML before it is drawn", () => {
    expect(readFileSync(path.join(root, 'build/flow.md'), 'utf8')).toContain('```mermaid\nflowchart LR\n  push[push job] --> take[take batch]\n```');
    expect(readFileSync(path.join(root, 'build/flow.html'), 'utf8')).toContain('<pre class="mermaid-source">flowchart LR\n  push[push job] --&gt; take[take batch]</pre>');
  });
});
