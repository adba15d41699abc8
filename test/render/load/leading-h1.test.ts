// A body's leading `# Title` becomes the page's title, and the links it held leave with it: every other link keeps
// the URL its own authored href resolves to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

it('takes a leading # Title with a link out of the body, and resolves the links after it to their own targets', async () => {
  const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Third.md': '# Third, after [the intro](../intro.md)\n\nOn to [the second](./02-Second.md#custom).\n' });
  const { graph } = await build({ root, logger: silentLogger, analytics: false });
  const page = graph.pages.get('/docs/guide/Third')!;
  expect(page.title).toBe('Third, after the intro');
  expect(page.links.map((l) => l.href)).toEqual(['./02-Second.md#custom']);
  const html = readFileSync(path.join(root, 'build/guide/Third.html'), 'utf8');
  expect(html).toContain('<a href="/docs/guide/Second#custom">the second</a>');
});
