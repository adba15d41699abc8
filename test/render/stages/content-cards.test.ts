// The content cards stage: while a cold build's API stage converts, the content pages' link-preview cards are drawn
// from a graph of the content alone; they are the cards the view stage plans for those pages, so it draws only the
// API pages' ones. It stops once the API stage is done, and with the API cached (nothing to wait for) it draws nothing.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/render/commands/build.ts';
import type { Logger } from '../../../src/render/core/log.ts';
import { STAGES } from '../../../src/render/stages/index.ts';
import { contentStage } from '../../../src/render/stages/content.ts';
import { contentCardsStage } from '../../../src/render/stages/content-cards.ts';
import { NO_API } from '../../../src/render/search/site-graph.ts';
import { runUntil } from '../../../src/render/stages/stage.ts';
import { loadSite } from '../../../src/render/engine/engine.ts';
import { planCards, renderMissingCards } from '../../../src/render/output/og-cards.ts';
import { THEME_DIR } from '../../../src/render/assets/assets.ts';
import { apiLibConfig, seedApiLibConversion } from '../../helpers/api-lib.ts';
import { baseConfig, baseFiles, drawingCards, fixtureSite, silentLogger } from '../../helpers/fixture-site.ts';
import { stageContext } from '../../helpers/stage-context.ts';

const config = drawingCards({
  ...baseConfig,
  docs: { ...baseConfig.docs, sidebars: { ...baseConfig.docs.sidebars, typedocSidebar: [{ type: 'api' }] } },
  navbar: {
    items: [...baseConfig.navbar.items, { type: 'docSidebar', sidebarId: 'typedocSidebar', label: 'API', position: 'left' }],
  },
  api: apiLibConfig,
});

const cardsIn = (root: string) => readdirSync(path.join(root, '.docgen-cache/og')).filter((f) => f.endsWith('.png'));

describe('content cards stage', () => {
  it("draws the content pages' cards before the API is there, and the view stage draws only the API pages' cards", async () => {
    const root = fixtureSite(baseFiles, config);
    // TypeDoc's project converted once for every such test (../../helpers/api-lib.ts): the build below still makes the
    // API pages, and draws their cards.
    await seedApiLibConversion(root);
    const ctx = stageContext(root);
    const configured = await runUntil(STAGES, 'config', ctx, silentLogger, {});
    const content = await contentStage.run({ config: configured, apiStart: { work: 'none' as const, finished: () => true, pages: Promise.resolve(NO_API) } }, ctx, undefined);
    // The API stage converting, as on a cold build, for as long as the test takes.
    const converting = { work: 'heavy' as const, finished: () => false, pages: new Promise<never>(() => {}) };
    const early = await contentCardsStage.run({ config: configured, content, apiStart: converting }, ctx, undefined);
    // Three docs, the not-found page and the search page: one card each.
    expect(early.drawn).toBe(5);
    expect(cardsIn(root)).toHaveLength(5);

    let report = '';
    const logger: Logger = { ...silentLogger, stage: (name, _ms, detail) => void (name === 'cards' && (report = detail ?? '')) };
    await build({ root, logger });
    // The API kinds' cards are the only ones drawn now: the content pages' are the ones drawn above.
    const [, total, rendered] = /^(\d+) link-preview cards, (\d+) rendered$/.exec(report)!.map(Number);
    expect(total).toBeGreaterThan(5);
    expect(rendered).toBe(total! - 5);
    expect(cardsIn(root)).toHaveLength(total!);
    const published = readdirSync(path.join(root, 'build/assets/og'));
    expect(published).toHaveLength(total!);

    // Built again with the API cached: nothing to wait for, nothing drawn early.
    const again = stageContext(root);
    expect((await runUntil(STAGES, 'contentCards', again, silentLogger, {})).drawn).toBe(0);
  });

  it('stops drawing once the core it used is wanted (the API stage is done), and leaves the rest to the next call', async () => {
    const root = fixtureSite(baseFiles, drawingCards(baseConfig));
    const site = await loadSite({ root, mode: 'production', logger: silentLogger });
    const plan = planCards(site, root, THEME_DIR);
    expect(plan.cards.size).toBe(5);
    const dir = path.join(root, '.docgen-cache/og');
    let asked = 0;
    // Idle for the first batch only.
    expect(await renderMissingCards(plan, dir, { whileIdle: () => asked++ === 0 })).toBe(4);
    expect(cardsIn(root)).toHaveLength(4);
    expect(await renderMissingCards(plan, dir)).toBe(1);
    expect(cardsIn(root)).toHaveLength(5);
  });
});
