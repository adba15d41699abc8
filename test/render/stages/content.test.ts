// The content stage of a cold build: a site too small for the pool is parsed in the pool's threads beside a heavy
// TypeDoc conversion, and here beside a light one (../../../src/render/api/project-weight.ts). Either way each page
// (../load/page-cache.ts) and its section trees (../markdown/section-store.ts) are kept for the next builds, which load
// the site in the main thread: the first build after a cold one parses nothing, and the first edit of a page parses
// only the section it touched. TypeDoc's project is the one ../../helpers/api-lib.ts converted.
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Root } from 'mdast';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import type { Logger } from '../../../src/render/core/log.ts';
import { STAGES } from '../../../src/render/stages/index.ts';
import { contentStage } from '../../../src/render/stages/content.ts';
import type { ApiWork } from '../../../src/render/stages/products.ts';
import { runUntil } from '../../../src/render/stages/stage.ts';
import { readSealedJsonSync, writeSealedSync } from '../../../src/render/core/sealed-file.ts';
import { PRUNED_MARK } from '../../../src/render/core/prune-files.mjs';
import { apiLibConfig, seedApiLibConversion } from '../../helpers/api-lib.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';
import { stageContext } from '../../helpers/stage-context.ts';

const config = { ...baseConfig, api: apiLibConfig };

/** The files of a cache folder, by name, with their modification times. */
function entries(root: string, dir: string): Map<string, number> {
  const full = path.join(root, '.docgen-cache', dir);
  return new Map(readdirSync(full).filter((name) => name.endsWith('.json')).map((name) => [name, statSync(path.join(full, name)).mtimeMs]));
}

const files = { ...baseFiles, 'content/docs/guide/03-Third.md': '---\ntitle: Third\n---\n## Alpha\n\nAlpha body.\n\n## Beta\n\nBeta body.\n' };

/** The HTML files of the build that hold `text`. */
function pagesWith(root: string, text: string): string[] {
  const out = path.join(root, 'build');
  return readdirSync(out, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html') && readFileSync(path.join(out, name), 'utf8').includes(text));
}

/** The content stage of a cold build beside a conversion of this weight, and how it said it took the pages. */
async function coldContent(root: string, work: Exclude<ApiWork, 'none'>): Promise<Set<string>> {
  const doing = new Set<string>();
  const logger: Logger = { ...silentLogger, progress: (label, _done, _total, what) => void (label === 'content' && what && doing.add(what)) };
  const ctx = stageContext(root, logger);
  const configured = await runUntil(STAGES, 'config', ctx, silentLogger, {});
  // The API stage converting for as long as the stage takes.
  await contentStage.run({ config: configured, apiStart: { work, finished: () => false, pages: new Promise<never>(() => {}) } }, ctx, undefined);
  return doing;
}

describe.each([
  ['heavy', 'parsing pages'],
  ['light', 'loading pages'],
] as const)('beside a %s conversion', (work, doing) => {
  it(`a cold build ${work === 'heavy' ? 'parses in threads, which keep' : 'parses here, and keeps'} each page and its sections for the next builds, which take them`, async () => {
    const root = fixtureSite(files, config);
    await seedApiLibConversion(root);
    const docs = Object.keys(files).filter((file) => file.startsWith('content/docs/'));
    // A page in sections has a heading below its title.
    const inSections = docs.filter((file) => /^## /m.test(files[file as keyof typeof files]));
    expect(await coldContent(root, work)).toEqual(new Set([doing]));
    const pages = entries(root, 'pages');
    const sections = entries(root, 'markdown/sections');
    expect(pages.size).toBeGreaterThanOrEqual(docs.length);
    expect(inSections.length).toBeGreaterThan(0);
    expect(sections.size).toBe(inSections.length);
    // Either way the markdown caches are pruned (../../../src/render/markdown/cache-pruning.ts).
    expect(existsSync(path.join(root, '.docgen-cache/markdown', PRUNED_MARK))).toBe(true);

    // Nothing changed: every page is the one kept, and nothing is written again.
    await build({ root, logger: silentLogger });
    expect(entries(root, 'pages')).toEqual(pages);
    expect(entries(root, 'markdown/sections')).toEqual(sections);
    const html = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    await build({ root, logger: silentLogger });
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(html);

    // An edited section: the page's other sections are the kept trees. One is marked in the store, and the page shows
    // the mark, which no parse of its file would give.
    const storeDir = path.join(root, '.docgen-cache/markdown/sections');
    const [store] = [...sections.keys()].filter((name) => readFileSync(path.join(storeDir, name), 'utf8').includes('Alpha body.'));
    const kept = readSealedJsonSync(path.join(storeDir, store!)) as [string, Root][];
    writeSealedSync(path.join(storeDir, store!), JSON.stringify(kept).replace('Alpha body.', 'Alpha, as kept.'));
    const tampered = entries(root, 'markdown/sections');
    appendFileSync(path.join(root, 'content/docs/guide/03-Third.md'), '\nOne more sentence.\n');
    await build({ root, logger: silentLogger });
    const [third] = pagesWith(root, 'One more sentence.');
    expect(third).toBeDefined();
    expect(pagesWith(root, 'Alpha, as kept.')).toEqual([third]);
    // Only that page's store is written again, with the edited section.
    const after = entries(root, 'markdown/sections');
    expect([...after].filter(([name, mtime]) => tampered.get(name) !== mtime).map(([name]) => name)).toEqual([store]);
    expect(readFileSync(path.join(storeDir, store!), 'utf8')).toContain('One more sentence.');
  });
});
