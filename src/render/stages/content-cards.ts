// content cards: while the API stage converts the SDK (a cold build), the link-preview cards of the content pages are
// drawn in a thread of their own. A core is free then: the content is parsed and the conversion runs on one thread.
// Drawn at the end instead, the cards would share the cores with rendering and the whole-site files, in a fourth
// thread beside theirs, when the build's memory is at its peak. A card is named by what it shows, which for a content
// page does not depend on the API (its title, and its area: the navbar item of its sidebar), so these are the cards
// the view stage plans for those pages; it finds them drawn and draws only the rest (the API pages').
//
// With no conversion to wait for (a warm build, a site without an API, watch mode) there is no free core, and the
// view stage draws every missing card as before; it also draws the ones left when the API stage ends first.
import { THEME_DIR } from '../assets/assets.ts';
import { DiagnosticBag } from '../core/diagnostics.ts';
import { loadCategories } from '../load/categories.ts';
import { loadTagsFile } from '../load/tags-file.ts';
import { planCards, renderMissingCards } from '../output/og-cards.ts';
import { graphInput, NO_API, siteGraph } from '../search/site-graph.ts';
import { defineStage } from './stage.ts';
import { cachePath } from '../core/cache-namespaces.mjs';

const NONE_DRAWN = { drawn: 0 };

export const contentCardsStage = defineStage({
  name: 'contentCards',
  needs: ['config', 'content', 'apiStart'],
  async run({ config: { config, configKey }, content, apiStart }, { root, cacheDir, watch }) {
    if (watch || !config.linkPreviewCards || apiStart.work === 'none' || apiStart.finished()) return NONE_DRAWN;
    // The graph of the content alone, for what the content pages' cards show. What it finds wrong (links into the API
    // it does not have yet above all) is the graph stage's to report, with the API in place; a card depends only on
    // the page's title and sidebar, whatever its links.
    const { categories } = await loadCategories(root, config.contentDir);
    const { tagsFile } = await loadTagsFile(root, config.contentDir, config.docs.tags.file);
    const graph = siteGraph(graphInput({ config, content, api: NO_API, categories, tagsFile, diagnostics: new DiagnosticBag() }));
    const plan = planCards({ config, graph, images: content.images, warnings: [], errors: [], configKey }, root, THEME_DIR);
    // Only while the API stage still works: a site whose content outlasts the conversion would otherwise go on drawing
    // one card at a time into the last stages; what is left then, the cards stage draws beside rendering.
    return { drawn: await renderMissingCards(plan, cachePath(cacheDir, 'og'), { whileIdle: () => !apiStart.finished() }) };
  },
  detail: ({ drawn }) => `${drawn} drawn`,
});
