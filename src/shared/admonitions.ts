// Admonition keywords, as Docusaurus's theme has them (theme-classic's Admonition/Types): the styles docgen draws, and
// the other keywords Docusaurus still reads, `caution` (drawn as a warning) and the legacy `secondary`, `important`
// and `success` (a note, an info and a tip), each titled by its keyword. The Markdown feature and the
// `@theme/Admonition` stand-in read this one table, so both spellings make the same markup.

/** The admonition styles docgen's theme has. */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionStyle = (typeof ADMONITION_KINDS)[number];

/** The keywords drawn in one of the styles, under a title of their own. */
const ALIAS_KEYWORDS = ['caution', 'secondary', 'important', 'success'] as const;
type AdmonitionAlias = (typeof ALIAS_KEYWORDS)[number];

/** A word that opens an admonition: a style's name or an alias. */
export type AdmonitionKeyword = AdmonitionStyle | AdmonitionAlias;

const TITLES: Record<AdmonitionStyle, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

const ALIASES: Record<AdmonitionAlias, { style: AdmonitionStyle; title: string }> = {
  caution: { style: 'warning', title: 'Caution' },
  secondary: { style: 'note', title: 'Secondary' },
  important: { style: 'info', title: 'Important' },
  success: { style: 'tip', title: 'Success' },
};

/** Every keyword that opens an admonition. */
export const ADMONITION_KEYWORDS: readonly AdmonitionKeyword[] = [...ADMONITION_KINDS, ...ALIAS_KEYWORDS];

export function isAdmonitionKeyword(word: string): word is AdmonitionKeyword {
  return ADMONITION_KEYWORDS.some((keyword) => keyword === word);
}

function isAlias(keyword: AdmonitionKeyword): keyword is AdmonitionAlias {
  return Object.hasOwn(ALIASES, keyword);
}

/** How a keyword is drawn: its classes and its default title. */
export function admonition(keyword: AdmonitionKeyword): { classes: string[]; title: string } {
  if (isAlias(keyword)) {
    const alias = ALIASES[keyword];
    return { classes: ['admonition', `admonition-${alias.style}`, `admonition-${keyword}`], title: alias.title };
  }
  return { classes: ['admonition', `admonition-${keyword}`], title: TITLES[keyword] };
}

/** How a word is drawn if it is a keyword; undefined for a word that is none. */
export function admonitionOf(word: string): { classes: string[]; title: string } | undefined {
  return isAdmonitionKeyword(word) ? admonition(word) : undefined;
}
