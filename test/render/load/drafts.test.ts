// Drafts (`draft: true`) are pages while authoring and left out of a production build, where the loader still
// records each left-out doc's id: sidebars may name it, and the graph drops those items instead of failing.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/render/config/validate.ts';
import { DiagnosticBag } from '../../../src/render/core/diagnostics.ts';
import { loadContent } from '../../../src/render/load/content.ts';
import { createMarkdownProcessor } from '../../../src/render/markdown/pipeline.ts';
import { fixtureSite } from '../../helpers/fixture-site.ts';

const files = {
  'content/docs/intro.md': '---\ntitle: Welcome\nslug: /\n---\nHello.\n',
  'content/docs/guide/02-Wip.md': '---\ntitle: Work in progress\ndraft: true\n---\nSoon.\n',
  'content/docs/guide/03-renamed.md': '---\nid: Named\ndraft: true\n---\nSoon.\n',
  'content/docs/guide/04-Done.md': '---\ntitle: Done\ndraft: false\n---\nDone.\n',
  'content/pages/upcoming.md': '---\ntitle: Upcoming\ndraft: true\n---\nA standalone page.\n',
};

async function load(includeDrafts: boolean) {
  const root = fixtureSite(files);
  const config = validateConfig({ title: 'T', url: 'https://x.test' });
  const markdown = await createMarkdownProcessor({ toc: { minLevel: 2, maxLevel: 3 } });
  const diagnostics = new DiagnosticBag();
  const loaded = await loadContent({ root, config, markdown, includeDrafts, diagnostics });
  expect(diagnostics.items).toEqual([]);
  return { ids: loaded.pages.map((p) => p.id), drafts: loaded.drafts };
}

describe('drafts', () => {
  it("leaves drafts out of a production build and records each doc's id, as sidebars name it", async () => {
    const { ids, drafts } = await load(false);
    expect(ids).toEqual(['guide/Done', 'intro']);
    // Number prefixes dropped and a front matter `id` applied, as for any doc; a standalone page is no doc.
    expect(drafts).toEqual(['guide/Named', 'guide/Wip']);
  });

  it('loads drafts as pages while authoring, and records none', async () => {
    const { ids, drafts } = await load(true);
    expect(ids).toEqual(['guide/Wip', 'guide/Named', 'guide/Done', 'intro', 'upcoming']);
    expect(drafts).toEqual([]);
  });
});

describe('a file that starts with a byte order mark (issue 45, N60)', () => {
  // Some Windows editors save UTF-8 with a BOM before the opening `---`: the frontmatter was then read as Markdown (a
  // setext heading), and a draft was published, searchable and in llms-full.txt.
  it('reads its frontmatter: a draft stays out, and the title, slug and CRLF lines are those of the frontmatter', async () => {
    const bom = '\uFEFF';
    const root = fixtureSite({
      'content/docs/intro.md': '---\ntitle: Welcome\nslug: /\n---\nHello.\n',
      'content/docs/guide/Secret.md': `${bom}---\ntitle: Secret draft\ndraft: true\n---\n\nDRAFT-SECRET-BODY\n`,
      'content/docs/guide/SecretX.mdx': `${bom}---\r\ntitle: Secret MDX draft\r\ndraft: true\r\n---\r\n\r\nDRAFT-SECRET-BODY\r\n`,
      'content/docs/guide/Named.md': `${bom}---\r\ntitle: Named by its frontmatter\r\nslug: /guide/elsewhere\r\n---\r\n\r\nBody.\r\n`,
    });
    const config = validateConfig({ title: 'T', url: 'https://x.test' });
    const markdown = await createMarkdownProcessor({ toc: { minLevel: 2, maxLevel: 3 } });
    const diagnostics = new DiagnosticBag();
    const loaded = await loadContent({ root, config, markdown, includeDrafts: false, diagnostics });
    expect(diagnostics.items).toEqual([]);
    expect(loaded.drafts).toEqual(['guide/Secret', 'guide/SecretX']);
    const named = loaded.pages.find((p) => p.id === 'guide/Named');
    expect(named).toMatchObject({ title: 'Named by its frontmatter', route: '/docs/guide/elsewhere', headings: [] });
  });
});
