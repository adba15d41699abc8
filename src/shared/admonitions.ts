// Admonition keywords, as Docusaurus's theme has them (theme-classic's Admonition/Types): the styles docgen draws, and
// the other keywords Docusaurus still reads, `caution` (drawn as a warning) and the legacy `secondary`, `important`
// and `success` (a note, an info and a tip), each titled by its keyword. The Markdown feature and the
// `@theme/Admonition` stand-in read this one table, so both spellings make the same markup.

/** The admonition styles docgen's theme has. */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionStyle = (typeof ADMONITION_KINDS)[number];

const TITLES: Record<AdmonitionStyle, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

const ALIASES: Record<string, { style: AdmonitionStyle; title: string }> = {
  caution: { style: 'warning', title: 'Caution' },
  secondary: { style: 'note', title: 'Secondary' },
  important: { style: 'info', title: 'Important' },
  success: { style: 'tip', title: 'Success' },
};

/** Every keyword that opens an admonition. */
export const ADMONITION_KEYWORDS: readonly string[] = [...ADMONITION_KINDS, ...Object.keys(ALIASES)];

/** How a keyword is drawn: its classes and its default title; undefined for a word that is no keyword. */
export function admonitionOf(keyword: string): { classes: string[]; title: string } | undefined {
  const alias = Object.hasOwn(ALIASES, keyword) ? ALIASES[keyword] : undefined;
  if (alias) return { classes: ['admonition', `admonition-${alias.style}`, `admonition-${keyword}`], title: alias.title };
  if (!(ADMONITION_KINDS as readonly string[]).includes(keyword)) return undefined;
  return { classes: ['admonition', `admonition-${keyword}`], title: TITLES[keyword as AdmonitionStyle] };
}
