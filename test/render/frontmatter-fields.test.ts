// Each Docusaurus frontmatter field docgen reads, honoured with the meaning Docusaurus gives it, on one small site built
// in-process: where the field shows (the page, its sidebar and neighbours, the sitemap, search and the llms files).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { baseConfig, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'content/docs/intro.md': '---\ntitle: Welcome\nslug: /\n---\nHello.\n',
  'content/docs/guide/01-First.md': [
    '---',
    'id: opening',
    'title: The first page',
    'sidebar_label: First',
    'description: Where the guide starts.',
    'keywords: [start, guide]',
    'image: https://cdn.example.test/first.png',
    'custom_edit_url: https://edit.example.test/first',
    '---',
    '## Setup',
    '',
    '### Details',
    '',
    '#### Fine print',
    '',
  ].join('\n'),
  'content/docs/guide/02-Second.md': '---\ntitle: Second\nslug: /elsewhere/second\nhide_title: true\nbreadcrumbs: false\ncustom_edit_url: null\n---\n## Part\n\nText.\n',
  'content/docs/guide/03-Third.md': '---\ntitle: Third\nhide_table_of_contents: true\npagination_prev: null\npagination_next: guide/opening\n---\n## Hidden TOC\n\nText.\n',
  'content/docs/guide/05-Deep.md': '---\ntitle: Deep\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n## Two\n\n### Three\n\n#### Four\n',
  'content/docs/guide/04-Secret.md': '---\ntitle: Secret\nunlisted: true\ndescription: Only for those who have the link.\n---\n## Inside\n\nThe secret word is ravioli.\n',
  'content/docs/guide/06-Last.md': '---\ntitle: Last\nsidebar_position: 0\n---\nThe end.\n',
  'content/docs/guide/07-Draft.md': '---\ntitle: Draft\ndraft: true\n---\nNot yet.\n',
};

const config = { ...baseConfig, repository: { url: 'https://git.example.test/site', editUrl: 'https://git.example.test/site/edit/main/' } };

describe('frontmatter fields on a built site', async () => {
  const root = fixtureSite(files, config);
  const { graph } = await build({ root, logger: silentLogger, analytics: false });
  const out = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');
  const labels = () => graph.sidebars.guide?.map((item) => item.label);

  it('id, title, sidebar_label, sidebar_position and slug: the doc id, its h1, its sidebar entry, its place and its route', () => {
    const first = graph.docs.get('guide/opening')!;
    expect(first).toMatchObject({ route: '/docs/guide/opening', title: 'The first page' });
    expect(out('guide/opening.html')).toMatch(/<h1 class="doc-title">The first page<\/h1>/);
    // sidebar_position 0 puts Last before the numbered files; the label is sidebar_label where there is one.
    expect(labels()).toEqual(['Welcome', 'Last', 'First', 'Second', 'Third', 'Secret', 'Deep']);
    expect(graph.docs.get('guide/Second')!.route).toBe('/docs/elsewhere/second');
  });

  it('description, keywords and image: the meta tags and the link-preview card', () => {
    const html = out('guide/opening.html');
    expect(html).toContain('<meta name="description" content="Where the guide starts."/>');
    expect(html).toContain('<meta name="keywords" content="start, guide"/>');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.test/first.png"/>');
  });

  it('hide_title keeps the h1 for screen readers only; breadcrumbs: false drops the trail', () => {
    const html = out('elsewhere/second.html');
    expect(html).toContain('<h1 class="sr-only">Second</h1>');
    expect(html).not.toContain('class="breadcrumbs"');
    expect(out('guide/opening.html')).toContain('class="breadcrumbs"');
  });

  it('hide_table_of_contents and toc_min/max_heading_level: which headings the TOC lists', () => {
    expect(out('guide/Third.html')).not.toContain('class="toc"');
    const deep = out('guide/Deep.html');
    const toc = deep.slice(deep.indexOf('<nav class="toc"'), deep.indexOf('</nav>', deep.indexOf('<nav class="toc"')));
    expect(toc).toContain('href="#three"');
    expect(toc).toContain('href="#four"');
    expect(toc).not.toContain('href="#two"');
    // The site's levels (2–3) elsewhere.
    const first = out('guide/opening.html');
    expect(first.slice(first.indexOf('<nav class="toc"'))).not.toContain('href="#fine-print"');
  });

  it('pagination_prev: null hides the link, pagination_next names the doc to go to', () => {
    expect(graph.nav.get('/docs/guide/Third')).toMatchObject({ prev: undefined, next: { label: 'First', href: '/docs/guide/opening' } });
  });

  it('custom_edit_url replaces the configured edit link, and null removes it', () => {
    expect(out('guide/opening.html')).toContain('<a class="edit-link" href="https://edit.example.test/first"');
    expect(out('elsewhere/second.html')).not.toContain('edit-link');
    expect(out('guide/Third.html')).toContain('<a class="edit-link" href="https://git.example.test/site/edit/main/content/docs/guide/03-Third.md"');
  });

  it('unlisted: built and reachable, but in no sidebar but its own, no prev/next, sitemap, search or llms file; noindex', () => {
    const secret = out('guide/Secret.html');
    expect(secret).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(secret).toContain('Unlisted page');
    // Its own page shows its entry, as the current page; the other pages of the sidebar do not.
    expect(secret).toMatch(/<a class="menu-link active" href="\/docs\/guide\/Secret" aria-current="page">/);
    expect(out('guide/Deep.html')).not.toContain('href="/docs/guide/Secret"');
    expect(graph.nav.get('/docs/guide/Deep')!.prev).toEqual({ label: 'Third', href: '/docs/guide/Third' });
    expect(graph.nav.get('/docs/guide/Secret')).toMatchObject({ prev: undefined, next: undefined });
    expect(graph.nav.get('/docs/guide/Secret')!.breadcrumbs.map((c) => c.label)).toEqual(['Home', 'Secret']);
    expect(out('sitemap.xml')).not.toContain('/docs/guide/Secret');
    expect(out('sitemap.xml')).toContain('/docs/guide/Deep');
    expect(out('llms.txt')).not.toContain('Secret');
    expect(out('llms-full.txt')).not.toContain('ravioli');
    expect(out('search-index.json')).not.toContain('Secret');
    expect(out('guide/Deep.html')).not.toContain('noindex');
  });

  it('draft: left out of a production build, shown while authoring', async () => {
    expect(graph.docs.has('guide/Draft')).toBe(false);
    expect(existsSync(path.join(root, 'build/guide/Draft.html'))).toBe(false);
    const authoring = await build({ root, logger: silentLogger, mode: 'development', write: false });
    expect(authoring.graph.docs.has('guide/Draft')).toBe(true);
  });
});
