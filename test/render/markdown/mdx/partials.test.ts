// Partials (src/render/markdown/mdx/partials.ts): an .mdx page shows an imported Markdown file where it writes the
// element, as Docusaurus compiles one MDX file into another: its headings are the page's (TOC, ids), its props reach
// its expressions, partials inside partials, the same partial twice, its `toc`; a partial changed since the last
// build is read again; a missing or self-showing partial is an error at the page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../../src/render/commands/build.ts';
import { BuildError } from '../../../../src/render/core/diagnostics.ts';
import { docusaurusFixtureSite, silentLogger } from '../../../helpers/fixture-site.ts';

const config = `export default {
  title: 'Partials', url: 'https://example.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, showLastUpdateTime: false }, blog: false }]],
  themeConfig: { tableOfContents: { maxHeadingLevel: 4 } },
};
`;

const files: Record<string, string> = {
  'docusaurus.config.js': config,
  'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
  'docs/_shared.mdx': "import Badge from './Badge';\n\n## Shared part\n\nShared text with a [link to intro](./intro.md) and <Badge />.\n\n### Shared detail\n",
  'docs/Badge.jsx': 'export default function Badge() { return <span className="badge">badge</span>; }\n',
  'docs/_outer.mdx': "import Inner from './nested/_inner.md';\n\n## Outer part\n\n<Inner />\n",
  'docs/nested/_inner.md': '### Inner part\n\nFrom the inner partial.\n',
  'docs/_greeting.mdx': '## Hello {props.name}\n\nWelcome, <b>{props.name}</b>, to {props.place}.\n',
  'docs/page.mdx': [
    "import Shared from './_shared.mdx';",
    "import Outer, {toc as outerToc} from './_outer.mdx';",
    "import Greeting from '@site/docs/_greeting.mdx';",
    "export const who = 'Ada';",
    '',
    '# Page',
    '',
    '<Shared />',
    '',
    '<Outer />',
    '',
    '<Greeting name={who} place="the handbook" />',
    '',
    'Twice: <Shared />',
    '',
    'The outer toc has {outerToc.length} entries.',
    '',
  ].join('\n'),
};

describe('partials', async () => {
  const root = docusaurusFixtureSite(files);
  const { graph } = await build({ root, logger: silentLogger, analytics: false });
  const html = () => readFileSync(path.join(root, 'build/page.html'), 'utf8');

  it('are no pages of their own', () => {
    expect([...graph.pages.values()].map((p) => p.sourceFile).filter((f) => f?.includes('_'))).toEqual([]);
  });

  it("show their content where the page writes them, components and links included, and their headings join the page's table of contents", () => {
    const page = html();
    expect(page).toContain('Shared text with a <a href="/">link to intro</a> and');
    expect(page).toContain('<span class="badge">badge</span>');
    expect(page).toContain('From the inner partial.');
    expect(graph.pages.get('/page')!.headings.map((h) => [h.depth, h.text, h.id])).toEqual([
      [2, 'Shared part', 'shared-part'],
      [3, 'Shared detail', 'shared-detail'],
      [2, 'Outer part', 'outer-part'],
      [3, 'Inner part', 'inner-part'],
      // Its text as parsing knows it: the prop is only known when the page renders.
      [2, 'Hello', 'hello'],
      [2, 'Shared part', 'shared-part-1'],
      [3, 'Shared detail', 'shared-detail-1'],
    ]);
  });

  it("give a partial's expressions its props, read in the page's module", () => {
    expect(html()).toMatch(/Welcome, <b>Ada<\/b>, to (<!-- -->)?the handbook(<!-- -->)?\./);
    expect(html()).toMatch(/<h2 id="hello">Hello (<!-- -->)?Ada/);
  });

  it("bind a partial's toc as Docusaurus's MDX exports it", () => {
    expect(html()).toMatch(/The outer toc has (<!-- -->)?2(<!-- -->)? entries\./);
  });

  it('read a partial again when it changed since the last build', async () => {
    writeFileSync(path.join(root, 'docs/nested/_inner.md'), '### Inner part\n\nChanged in the partial.\n');
    await build({ root, logger: silentLogger, analytics: false });
    expect(html()).toContain('Changed in the partial.');
  });

  it('are errors at the page when the file is missing or shows itself', async () => {
    const broken = docusaurusFixtureSite({
      'docusaurus.config.js': config,
      'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
      'docs/a.mdx': "import Missing from './_missing.mdx';\n\n# A\n\n<Missing />\n",
      'docs/b.mdx': "import Loop from './_loop.mdx';\n\n# B\n\n<Loop />\n",
      'docs/_loop.mdx': "import Again from './_loop.mdx';\n\n<Again />\n",
    });
    const error = await build({ root: broken, logger: silentLogger, write: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const messages = (error as BuildError).diagnostics.map((d) => [d.file, d.message]);
    expect(messages).toContainEqual(['docs/a.mdx', 'the import of docs/_missing.mdx names no file.']);
    expect(messages).toContainEqual(['docs/b.mdx', '_loop.mdx is shown inside itself (b.mdx → _loop.mdx → _loop.mdx).']);
  });
});
