// GitHub Flavored Markdown: tables, task lists, strikethrough, autolinks and footnotes, through remark-gfm. Footnotes
// get English labels (the site's one language). The theme names each task list checkbox by its item's text
// (src/theme/Markdown.tsx); the Markdown export writes GFM (llms/markdown.ts).
import type { MarkdownFeature } from '../feature.ts';

export const gfm: MarkdownFeature = {
  name: 'gfm',
  parse: { syntax: () => import('remark-gfm').then((m) => m.default), sections: true },
  toHast: { footnoteLabel: 'Footnotes', footnoteBackLabel: 'Back to reference' },
};
