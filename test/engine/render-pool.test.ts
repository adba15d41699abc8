// The render stage sends the routes to render to the pool of threads when there are enough of them: the site comes
// out byte for byte as rendering every route in this thread makes it, and the render cache is filled the same way.
// The content stage parses that many pages in threads too, which store each page's tree (issue 22: no thread holds
// every tree); the site is the same as when the trees stay in memory. (With the engine tests in the e2e tier: 51-page
// builds, some of them on a pool of threads.)
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/render/engine/engine.ts';
import { POOL_FROM } from '../../src/render/threads/pool.ts';
import { readTree, treeDifference } from './output-tree.ts';
import { baseConfig, baseFiles, fixtureSite, silentLogger } from '../helpers/fixture-site.ts';

/** The fixture site with enough guide pages to be rendered in the pool, each linking to the next. */
function manyPages(): Record<string, string> {
  const files = { ...baseFiles };
  for (let i = 0; i < POOL_FROM; i++) {
    const n = String(i + 10).padStart(3, '0');
    files[`content/docs/guide/${n}-Page${i}.md`] = `---\ntitle: Page ${i}\n---\n## Part ${i}\n\nText with \`code\`, a [link](./${String(i + 11).padStart(3, '0')}-Page${i + 1}.md#part-${i + 1}) and a block:\n\n\`\`\`ts\nconst x = ${i};\n\`\`\`\n`;
  }
  // The last page links back to the first instead.
  const last = `content/docs/guide/${String(POOL_FROM + 9).padStart(3, '0')}-Page${POOL_FROM - 1}.md`;
  files[last] = files[last]!.replace(/\[link\]\([^)]*\)/, '[link](./010-Page0.md#part-0)');
  return files;
}

async function buildWith(renderThreads: number, watch = false) {
  const root = fixtureSite(manyPages(), baseConfig);
  const outDir = path.join(root, 'build');
  const run = await createEngine({ root, mode: 'production', logger: silentLogger, analytics: false, renderThreads, watch, sink: { kind: 'staging', outDir } }).run();
  return { run, tree: readTree(outDir) };
}

describe('render stage', () => {
  it('renders in the pool exactly what it renders in this thread', async () => {
    const [here, pooled] = await Promise.all([buildWith(0), buildWith(2)]);
    expect(pooled.run.rendered).toBe(here.run.rendered);
    expect(pooled.run.rendered).toBeGreaterThanOrEqual(POOL_FROM);
    expect(treeDifference(here.tree, pooled.tree)).toBe('');
    expect([...pooled.run.routes.values()].map((r) => [r.route, r.key, r.file.hash, [...r.links.ids]])).toEqual(
      [...here.run.routes.values()].map((r) => [r.route, r.key, r.file.hash, [...r.links.ids]]),
    );
  });

  it('parses a large site in threads that store the trees, and the site is the one made with the trees in memory', async () => {
    // Watch mode parses here and keeps every tree; a build of this many pages parses in the pool.
    const [inMemory, stored] = await Promise.all([buildWith(0, true), buildWith(0)]);
    const bodies = [...stored.run.site.graph.pages.values()].filter((page) => page.kind === 'doc').map((page) => page.body.type);
    expect(bodies.length).toBeGreaterThan(POOL_FROM);
    expect(new Set(bodies)).toEqual(new Set(['stored']));
    expect(new Set([...inMemory.run.site.graph.pages.values()].map((page) => page.body.type))).toEqual(new Set(['root']));
    expect(treeDifference(stored.tree, inMemory.tree, { actual: 'trees stored', expected: 'trees in memory' })).toBe('');
  });
});
