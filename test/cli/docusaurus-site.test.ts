// A Docusaurus docs folder builds with docgen (issue #23): test/fixtures/docusaurus-site, a Docusaurus 3.9 site with
// docusaurus.config.ts, sidebars.ts, .mdx pages importing local components and a TypeScript package documented
// through docusaurus-plugin-typedoc, is built by `bin/docgen build` unchanged. Every page Docusaurus makes of it is
// there, its components are in the HTML and work once hydrated, and no import or export line leaks into any output.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview } from '../../src/render/serve/preview.ts';
import { axeViolations, contentHtmlProblems, hydrateMdxIslands, openTab } from '../e2e/helpers.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
let site: string;
let run: { code: number; err: string };

const build = (file: string) => path.join(site, 'build', file);
const read = (file: string) => readFileSync(build(file), 'utf8');

beforeAll(async () => {
  // A copy inside the repository (packages resolve from its node_modules, as for a user with docgen installed), so
  // that the build's cache and output stay out of test/.
  const parent = path.join(REPO, '.docgen-cache/fixtures');
  mkdirSync(parent, { recursive: true });
  site = mkdtempSync(path.join(parent, 'docusaurus-'));
  cpSync(path.join(REPO, 'test/fixtures/docusaurus-site'), site, { recursive: true, filter: (src) => !/[\\/](\.docgen-cache|build|node_modules)$/.test(src) });
  run = await new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'bin/docgen'), 'build', '--root', site], { cwd: REPO, timeout: 180_000 }, (error, _out, err) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, err });
    });
  });
}, 240_000);

afterAll(() => {
  if (site) rmSync(site, { recursive: true, force: true });
});

/** The `import`/`export` lines of the fixture's .mdx pages (outside code blocks), as written. */
function esmLines(): string[] {
  const docs = path.join(site, 'docs');
  const lines: string[] = [];
  for (const file of readdirSync(docs, { recursive: true }).map(String).filter((f) => f.endsWith('.mdx'))) {
    let fenced = false;
    for (const line of readFileSync(path.join(docs, file), 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      else if (!fenced && /^(import|export) /.test(line)) lines.push(line.trim());
    }
  }
  return [...new Set(lines)];
}

/** Every file of the build, relative to it. */
function files(dir = build('')): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(build(''), path.join(e.parentPath, e.name)));
}

describe('a Docusaurus docs folder, built by bin/docgen as it is', () => {
  it('builds without errors', () => {
    expect(run.err).not.toMatch(/^error\b/m);
    expect(run.code).toBe(0);
  });

  it('writes every page Docusaurus makes of it, with trailing slashes', () => {
    const pages = [
      'handbook/', 'handbook/questions/', 'handbook/getting-started/', 'handbook/guides/getting-started/installing/', 'handbook/guides/getting-started/first-queue/',
      'handbook/guides/components/overview/', 'handbook/guides/components/interactive/', 'handbook/guides/components/site-context/',
      'handbook/guides/front-matter/bare-page/', 'handbook/guides/front-matter/deep-toc/', 'handbook/guides/front-matter/unlisted-note/', 'handbook/api/',
      'handbook/api/classes/PebbleQueue/', 'handbook/api/enumerations/Priority/', 'handbook/api/interfaces/QueueOptions/', 'handbook/api/functions/drain/',
    ];
    for (const page of pages) expect(read(`${page}index.html`), page).toContain('<!DOCTYPE html>');
  });

  it('labels the sidebars as Docusaurus does: the API kinds in TypeDoc\'s order, a doc\'s sidebar_label over its item\'s label', () => {
    const kinds = [...read('handbook/api/index.html').matchAll(/<span class="menu-category-label">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(kinds).toEqual(['Enumerations', 'Classes', 'Interfaces', 'Functions']);
    // sidebars.ts labels the item 'Questions and answers'; the doc's front matter says `sidebar_label: Questions`.
    expect(read('handbook/index.html')).toContain('<a class="menu-link" href="/pebble/handbook/questions/">Questions</a>');
  });

  it('renders each component into the HTML, the site context and Docusaurus modules included', () => {
    const interactive = read('handbook/guides/components/interactive/index.html');
    for (const demo of ['counter', 'queue-form', 'badge', 'key-combo', 'fancy-key', 'panel']) expect(interactive).toContain(`data-demo="${demo}"`);
    const context = read('handbook/guides/components/site-context/index.html');
    expect(context).toContain('data-demo="site-facts"');
    expect(context).toContain('href="/pebble/handbook/questions/"');
  });

  it("reads Docusaurus's conventions: the site's own remark plugin, mdx-code-block, the docs hooks, pathname:// and source-file links, a category of unlisted pages", () => {
    expect(read('handbook/guides/conventions/tokens/index.html')).toContain('A batch holds at most 16 jobs.');
    expect(read('handbook/guides/conventions/tokens/index.html')).not.toContain('doc-sidebar-menu');
    const cards = read('handbook/guides/conventions/cards/index.html');
    expect(cards).toContain('class="category-cards doc-card-list"');
    expect(cards).toMatch(/Section: (<!-- -->)?Conventions(<!-- -->)? \((<!-- -->)?\{&quot;area&quot;:&quot;conventions&quot;\}/);
    expect(cards).toMatch(/First page of the handbook: (<!-- -->)?Introduction to Pebble Queue/);
    const addresses = read('handbook/guides/conventions/addresses/index.html');
    expect(addresses).toContain('href="/pebble/files/queue-limits.txt" target="_blank" rel="noopener noreferrer" data-nobrokenlinkcheck=""');
    expect(addresses).toContain('<a href="/pebble/handbook/guides/conventions/notices/">notices</a>');
    expect(addresses).toContain('<a href="/pebble/handbook/">introduction</a>');
    // The generated index, with the section's card though all its other pages are unlisted.
    expect(read('handbook/conventions/index.html')).toContain('data-icon="🗃" aria-hidden="true"></span>Shelf</a>');
    expect(read('handbook/guides/conventions/notices/index.html')).toContain('<div class="admonition admonition-warning admonition-caution"><p class="admonition-title">Caution</p>');
  });

  it('leaks no import or export line into any page, Markdown copy, llms file or search index', () => {
    const statements = esmLines();
    expect(statements.length).toBeGreaterThan(10);
    const texts = files().filter((f) => /\.(html|md|txt|json)$/.test(f));
    expect(texts.length).toBeGreaterThan(20);
    for (const file of texts) {
      const text = readFileSync(build(file), 'utf8');
      for (const line of statements) expect(text.includes(line), `${file}: ${line}`).toBe(false);
    }
  });

  it('gives valid HTML in every page\'s content', async () => {
    const pages = files().filter((f) => f.endsWith('index.html') && f.startsWith('handbook/'));
    expect(pages.length).toBeGreaterThan(15);
    const problems = (await Promise.all(pages.map((file) => contentHtmlProblems(read(file), file)))).flat();
    expect(problems).toEqual([]);
  });

  it('hydrates the components in Chromium: a counter counts, nothing warns, and axe finds no serious violation', async () => {
    const server = await preview({ root: site, outDir: 'build', port: 0, host: '127.0.0.1' });
    const tab = await openTab();
    try {
      await tab.page.goto(new URL('handbook/guides/components/interactive/', server.url).href);
      await tab.page.waitForSelector('html[data-hydrated]');
      await hydrateMdxIslands(tab.page);
      const counter = tab.page.locator('[data-demo="counter"]');
      const before = Number(await counter.locator('output').textContent());
      await counter.getByRole('button').click();
      await expect.poll(async () => Number(await counter.locator('output').textContent())).toBeGreaterThan(before);
      expect(await axeViolations(tab.page)).toEqual([]);
      await tab.page.goto(new URL('handbook/guides/getting-started/first-queue/', server.url).href);
      await tab.page.waitForSelector('html[data-hydrated]');
      expect(await axeViolations(tab.page)).toEqual([]);
      tab.check();
    } finally {
      await tab.close();
      await server.close();
    }
  });
});
