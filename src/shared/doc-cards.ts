// What a card of a doc, link or category shows, as Docusaurus's DocCard draws it: an icon (the label's leading emoji,
// or 🗃 for a category, 📄️ for a page of the site and 🔗 for another site's), the label without that emoji, and a
// description (the item's own; a doc's; a category's "N items"). Shared by the generated index pages
// (src/render/graph/generated-index.ts) and the `@theme/DocCard` stand-in, which draw the same cards.
import { isExternal } from './urls.ts';

// Made on first use: making one loads ICU's break rules, 12-39 ms of every process and thread that loads this module
// (the CLI and the render threads do on every build), where only generated index pages and DocCards need it.
let segmenter: Intl.Segmenter | undefined;

/**
 * A label's leading emoji (flags, skin tones and sequences whole; digits and text symbols not), and the rest of it.
 * Docusaurus asks `\p{RGI_Emoji}` of the first grapheme, which browsers older than the ones docgen serves lack
 * (the `v` flag): this asks for a pictograph shown as an emoji, a flag or a keycap, which comes to the same.
 */
export function leadingEmoji(label: string): { emoji?: string; rest: string } {
  const first = (segmenter ??= new Intl.Segmenter()).segment(label)[Symbol.iterator]().next().value?.segment;
  const pictograph = first !== undefined && /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)/u.test(first);
  if (!pictograph || !/\p{Emoji_Presentation}|\uFE0F|\u20E3|\p{Regional_Indicator}/u.test(first)) return { rest: label };
  return { emoji: first, rest: label.slice(first.length) };
}

/** The card's icon and title. */
export function cardHeading(label: string, kind: 'category' | 'link', href: string): { icon: string; title: string } {
  const { emoji, rest } = leadingEmoji(label);
  return { icon: emoji ?? (kind === 'category' ? '🗃' : isExternal(href) ? '🔗' : '📄️'), title: rest.trim() };
}

/** A category card's description when its category gives none. */
export function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}
