// An image required from an .mdx page (`require('@site/static/img/a.svg').default`), as Docusaurus's webpack gives it:
// a module whose default export is the picture's URL (issue #42: docgen rendered such an <img> without a src), while
// an imported image keeps working as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { docusaurusFixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>';

describe('images required or imported by an .mdx page', async () => {
  const root = docusaurusFixtureSite({
    'docusaurus.config.js': `export default {
  title: 'Images', url: 'https://example.test', baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: false, showLastUpdateTime: false }, blog: false }]],
};
`,
    'static/img/clock.svg': SVG,
    'docs/square.svg': SVG,
    'docs/intro.mdx': [
      '---',
      'slug: /',
      '---',
      '',
      "import square from './square.svg';",
      '',
      '# Pictures',
      '',
      "<img src={require('@site/static/img/clock.svg').default} alt=\"required\" width=\"120\" />",
      '',
      '<img src={square} alt="imported" />',
      '',
    ].join('\n'),
  });
  await build({ root, logger: silentLogger, analytics: false });
  const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');

  it('gives a required image its URL through `.default`, as webpack does', () => {
    expect(html).toMatch(/<img src="data:image\/svg\+xml[^"]*" alt="required" width="120"\/>/);
  });

  it('still gives an imported image its URL', () => {
    expect(html).toMatch(/<img src="data:image\/svg\+xml[^"]*" alt="imported"\/>/);
  });
});
