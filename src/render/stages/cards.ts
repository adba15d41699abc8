// cards: the link-preview cards the view planned that no earlier build drew (nor the content cards stage, beside a
// cold build's conversion), drawn in a thread beside rendering (../output/og-cards.ts); a build then prunes the cards
// no page shows any more.
import { pruneCards, renderMissingCards } from '../output/og-cards.ts';
import { defineStage } from './stage.ts';
import { cachePath } from '../core/cache-namespaces.mjs';

export const cardsStage = defineStage({
  name: 'cards',
  // After the content cards: those are not drawn twice.
  needs: ['view', 'contentCards'],
  async run({ view, contentCards }, { cacheDir, watch }) {
    const dir = cachePath(cacheDir, 'og');
    const drawn = contentCards.drawn + (await renderMissingCards(view.cards, dir, { trustChecked: watch }));
    // A build's, not `docgen serve`'s: it runs on every save.
    if (!watch) pruneCards(view.cards, dir);
    return { planned: view.cards.cards.size, drawn };
  },
  detail: ({ planned, drawn }) => `${planned} link-preview cards, ${drawn} rendered`,
});
