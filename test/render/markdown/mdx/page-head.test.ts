// `<head>` in an .mdx page (src/render/markdown/mdx/page-head.ts; issue #42): as Docusaurus moves its children into the
// document's head, docgen puts them there: the page's own title is the document's, its meta tags replace the theme's
// of the same name or property, and nothing of it is left in the body, the search text or the page's Markdown.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../../src/render/commands/build.ts';
import { docusaurusFixtureSite, silentLogger } from '../../../helpers/fixture-site.ts';

const files: Record<string, string> = {
  'docusaurus.config.js': `export default {
  title: 'Head', url: 'https://example.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, showLastUpdateTime: false }, blog: false }]],
};
`,
  'docs/intro.md': '---\nslug: /\n---\n# Intro\n',
  'docs/with-head.mdx': [
    '---',
    'description: From the front matter.',
    '---',
    '# With a head',
    '',
    '<head>',
    '  <title>A title of its own</title>',
    '  <meta name="description" content="From the head." />',
    '  <meta property="og:type" content="video.movie" />',
    '  <meta name="pebble-topic" content="page-metadata" />',
    '  <link rel="alternate" type="application/rss+xml" href="/feed.xml" />',
    '</head>',
    '',
    'The body text.',
    '',
  ].join('\n'),
};

describe('<head> in an .mdx page', async () => {
  const root = docusaurusFixtureSite(files);
  await build({ root, logger: silentLogger, analytics: false });
  const html = readFileSync(path.join(root, 'build/with-head.html'), 'utf8');
  const [head = '', body = ''] = html.split('</head>');

  it("puts its children in the document's head, its title in place of the theme's", () => {
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>A title of its own</title>']);
    expect(head).toContain('<meta name="pebble-topic" content="page-metadata"/>');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml" href="/feed.xml"/>');
  });

  it("replaces the theme's meta tags of the same name or property, and keeps the others", () => {
    expect(head.match(/<meta name="description"[^>]*>/g)).toEqual(['<meta name="description" content="From the head."/>']);
    expect(head.match(/<meta property="og:type"[^>]*>/g)).toEqual(['<meta property="og:type" content="video.movie"/>']);
    expect(head).toContain('<meta property="og:description" content="From the front matter."/>');
  });

  it('leaves nothing of it in the body or the Markdown copy', () => {
    expect(body).not.toMatch(/<head|pebble-topic|A title of its own/);
    expect(body).toContain('The body text.');
    expect(readFileSync(path.join(root, 'build/with-head.md'), 'utf8')).not.toMatch(/pebble-topic|A title of its own|<head/);
  });
});
