// docgen serve warms the markdown pipeline while idle (issue 22: an edit's cost must not grow with the site): the
// highlighter with every grammar, then a few of the largest pages, never every page of a large site.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/render/engine/engine.ts';
import { createWarmUp, WARM_FILES } from '../../../src/render/serve/warm-up.ts';
import { baseFiles, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';

describe('warm-up', () => {
  it('ends after the highlighter and the few largest pages, however many pages the site has', async () => {
    const files = { ...baseFiles };
    for (let i = 0; i < 30; i++) files[`content/docs/guide/p${String(i).padStart(2, '0')}.md`] = `---\ntitle: P${i}\n---\n${'Text. '.repeat(i + 1)}\n`;
    const root = fixtureSite(files);
    const site = await loadSite({ root, mode: 'development', logger: silentLogger });
    const warmUp = createWarmUp(root, site);
    let steps = 1;
    while (await warmUp.step()) steps++;
    expect(steps).toBe(1 + WARM_FILES);
    expect(await warmUp.step()).toBe(false);
  });
});
