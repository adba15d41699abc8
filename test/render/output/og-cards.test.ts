// Link-preview cards, drawn when the site asks for them (config `linkPreviewCards`): one 1200×630 PNG per content page
// and one per API kind, named by what they show, kept in `.docgen-cache/og/` so that a warm build renders none and an
// edited title renders one; a frontmatter `image` replaces the card, and one that does not exist fails the build with
// the file. A site that does not ask pays nothing for them (issue #42).
import { cpSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import { BuildError } from '../../../src/render/core/diagnostics.ts';
import type { Logger } from '../../../src/render/core/log.ts';
import { drawingCards, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';
import { searchConfig, searchFiles } from '../../search/fixture.ts';

/** The search fixture (its API pages included), its cards drawn. */
const cardSite = (files: Record<string, string> = {}) => fixtureSite({ ...searchFiles, ...files }, drawingCards(searchConfig));

vi.mock('../../../src/render/load/content.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/render/load/content.ts')>();
  const { withApiPages } = await import('../../search/fixture.ts');
  return { ...original, loadContent: withApiPages(original.loadContent) };
});

/** A build whose logger keeps the cards stage's report ("N link-preview cards, M rendered"). */
async function buildReporting(root: string): Promise<string> {
  let report = '';
  const logger: Logger = { ...silentLogger, stage: (name, _ms, detail) => void (name === 'cards' && (report = detail ?? '')) };
  await build({ root, logger });
  return report;
}

const meta = (html: string, property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];
const read = (root: string, file: string) => readFileSync(path.join(root, 'build', file), 'utf8');

function pngSize(file: string): [number, number] {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe('link-preview cards', () => {
  // One cold build of the fixture, its cards drawn (in a thread: there are more than a few). The tests below read it in
  // order: its output, then a warm build of it and an edit; the other sites start with its cards in their cache, so
  // that drawing them again does not cost each test a second or two.
  let cold: { root: string; report: string };
  beforeAll(async () => {
    const root = cardSite();
    cold = { root, report: await buildReporting(root) };
  });
  /** The cache of the site at `root` holds the cards the cold build drew. */
  function withColdCards(root: string): string {
    cpSync(path.join(cold.root, '.docgen-cache/og'), path.join(root, '.docgen-cache/og'), { recursive: true });
    return root;
  }

  it('gives every page an og:image, one card per content page and per API kind, 1200×630', () => {
    const { root } = cold;
    const card = (file: string) => meta(read(root, file), 'og:image');
    const core = card('manual/Core.html')!;
    expect(core).toMatch(/^https:\/\/example\.test\/docs\/assets\/og\/card\.[0-9a-f]{10}\.png$/);
    expect(meta(read(root, 'manual/Core.html'), 'og:image:alt')).toBe('Core (Manual, XR Fixture)');
    expect(pngSize(path.join(root, 'build', new URL(core).pathname.slice('/docs/'.length)))).toEqual([1200, 630]);
    // Content pages differ; API pages of one kind share a card; the API index has its own.
    expect(new Set([core, card('manual/Depth.html'), card('index.html')]).size).toBe(3);
    expect(card('api/classes/Options.html')).toBe(card('api/classes/Depth.html'));
    expect(new Set([card('api/classes/Options.html'), card('api/functions/init.html'), card('api.html')]).size).toBe(3);
    expect(meta(read(root, 'api/functions/init.html'), 'twitter:card')).toBe('summary_large_image');
    // Every card a page names is in the build, and nothing else.
    const named = new Set(readdirSync(path.join(root, 'build/assets/og')));
    const used = new Set(
      readdirSync(path.join(root, 'build'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.html'))
        .map((f) => path.basename(meta(read(root, f), 'og:image') ?? '')),
    );
    expect([...named].sort()).toEqual([...used].sort());
  });

  it('renders only the cards no earlier build made: none on a warm build, one after a title edit; prunes the old one once a day old', async () => {
    const { root } = cold;
    const [, total, rendered] = /^(\d+) link-preview cards, (\d+) rendered$/.exec(cold.report)!;
    expect(Number(rendered)).toBe(Number(total));
    expect(await buildReporting(root)).toBe(`${total} link-preview cards, 0 rendered`);
    const file = path.join(root, 'content/docs/manual/02-Depth.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Depth', 'title: Depth sensing'));
    expect(await buildReporting(root)).toBe(`${total} link-preview cards, 1 rendered`);
    // The card of the old title is kept a day (another branch's build may show it), then goes; the others stay.
    const cache = path.join(root, '.docgen-cache/og');
    const cards = () => readdirSync(cache).filter((name) => name.endsWith('.png'));
    expect(cards()).toHaveLength(Number(total) + 1);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const name of readdirSync(cache)) utimesSync(path.join(cache, name), twoDaysAgo, twoDaysAgo);
    expect(await buildReporting(root)).toBe(`${total} link-preview cards, 0 rendered`);
    expect(cards()).toHaveLength(Number(total));
  });

  it('uses a frontmatter image instead of the card, and fails the build when it does not exist', async () => {
    const page = (image: string) => ({ 'content/docs/manual/03-Custom.md': `---\ntitle: Custom\nimage: ${image}\n---\nText.\n`, 'content/static/img/custom.png': 'png' });
    const root = withColdCards(cardSite(page('/img/custom.png')));
    await buildReporting(root);
    const html = read(root, 'manual/Custom.html');
    expect(meta(html, 'og:image')).toBe('https://example.test/docs/img/custom.png');
    expect(meta(html, 'og:image:alt')).toBe('Custom');
    expect(meta(html, 'og:image:width')).toBeUndefined();

    const external = withColdCards(cardSite(page('https://cdn.example.test/card.png')));
    await buildReporting(external);
    expect(meta(read(external, 'manual/Custom.html'), 'og:image')).toBe('https://cdn.example.test/card.png');

    const missing = cardSite(page('/img/missing.png'));
    const error = await build({ root: missing, logger: silentLogger }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics.map((d) => [d.file, d.message])).toEqual([['content/docs/manual/03-Custom.md', "frontmatter image '/img/missing.png' does not exist"]]);

    const wrongType = cardSite(page('42'));
    const typeError = await build({ root: wrongType, logger: silentLogger }).catch((e: unknown) => e);
    expect((typeError as BuildError).diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([['content/docs/manual/03-Custom.md', 3, "frontmatter field 'image' should be string, found 42."]]);
  });

  it('draws none when the site does not ask: a page without a picture has none, as in Docusaurus', async () => {
    const { linkPreviewCards: _asked, ...config } = drawingCards(searchConfig);
    const root = fixtureSite({ ...searchFiles, 'content/docs/manual/03-Custom.md': '---\ntitle: Custom\nimage: /img/custom.png\n---\nText.\n', 'content/static/img/custom.png': 'png' }, config);
    expect(await buildReporting(root)).toBe('0 link-preview cards, 0 rendered');
    expect(meta(read(root, 'manual/Core.html'), 'og:image')).toBeUndefined();
    expect(meta(read(root, 'manual/Custom.html'), 'og:image')).toBe('https://example.test/docs/img/custom.png');
    expect(readdirSync(path.join(root, 'build/assets'))).not.toContain('og');
  });
});
