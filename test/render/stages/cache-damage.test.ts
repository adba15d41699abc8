// Damaged cache entries are never published (issue 25, row 4): a truncated or garbled rendered page, a truncated
// link-preview card and a hand-edited markdown entry are each made again, so the next build's output is the same as
// a build from sources.
import { readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { readTree, treeDifference } from '../../engine/output-tree.ts';
import { baseConfig, baseFiles, drawingCards, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

const files = (dir: string, ext: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));

describe('a damaged cache', () => {
  it('is made again, never published: the output equals a build from sources', async () => {
    const root = fixtureSite({ ...baseFiles, 'content/docs/guide/03-Code.md': '---\ntitle: Code\n---\nSay hello:\n\n```ts\nconsole.log("hello");\n```\n' }, drawingCards(baseConfig));
    const cache = path.join(root, '.docgen-cache');
    await build({ root, logger: silentLogger });
    const clean = readTree(path.join(root, 'build'));

    const html = files(path.join(cache, 'render/pages'), '.html');
    const cards = files(path.join(cache, 'og'), '.png');
    const markdown = files(path.join(cache, 'markdown'), '.json').filter((f) => readFileSync(f, 'utf8').includes('Hello.'));
    expect(html.length).toBeGreaterThan(3);
    expect(cards.length).toBeGreaterThan(3);
    expect(markdown).toHaveLength(1);
    // Half of every rendered page; a page garbled at the same length; every card cut short; the intro's text edited.
    for (const file of html.slice(1)) truncateSync(file, Math.floor(readFileSync(file).length / 2));
    const garbled = readFileSync(html[0]!);
    garbled.fill(0x3f, garbled.length - 200, garbled.length - 100);
    writeFileSync(html[0]!, garbled);
    for (const file of cards) truncateSync(file, 100);
    writeFileSync(markdown[0]!, readFileSync(markdown[0]!, 'utf8').replace('Hello.', 'Text no source holds.'));

    const result = await build({ root, logger: silentLogger });
    expect(result.rendered).toBe(result.pageCount);
    expect(treeDifference(readTree(path.join(root, 'build')), clean, { actual: 'after damage', expected: 'clean build' })).toBe('');
    // The entries were made again: a third build finds them intact and renders nothing.
    expect((await build({ root, logger: silentLogger })).rendered).toBe(0);
  });
});
