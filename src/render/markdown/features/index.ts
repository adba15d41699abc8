// Every Markdown feature docgen knows, in the order their registrations apply: syntax plugins are added to the parser
// in this order (GFM, then directives), transforms run in it (raw HTML first), and where two features register for
// one node type or tag, the earlier is asked first. The markdown pipeline, the Markdown export, the search text and
// page validation read this list; none of them names a feature.
import type { Root } from 'hast';
import type { MarkdownFeature, PageProblem, SiteFacts } from '../feature.ts';
import { admonitions } from './admonitions.ts';
import { codeBlocks } from './code-blocks.ts';
import { demo } from './demo.ts';
import { details } from './details.ts';
import { directives } from './directives.ts';
import { gfm } from './gfm.ts';
import { headings } from './headings.ts';
import { images } from './images.ts';
import { mermaid } from './mermaid.ts';
import { mdxCodeBlocks } from './mdx-code-block.ts';
import { pathnameLinks } from './pathname-links.ts';
import { rawHtml } from './raw-html.ts';
import { tabs } from './tabs.ts';
import { mdx } from '../mdx/feature.ts';
import { mdxPageToc } from '../mdx/page-toc.ts';
import { mdxPageHead } from '../mdx/page-head.ts';

export const FEATURES: readonly MarkdownFeature[] = [mdxCodeBlocks, gfm, directives, mdx, mdxPageHead, rawHtml, admonitions, tabs, details, demo, headings, mdxPageToc, mermaid, codeBlocks, images, pathnameLinks];

/** What every feature finds wrong with a parsed page, given the site's settings. */
export function pageProblems(tree: Root, site: SiteFacts): PageProblem[] {
  return FEATURES.flatMap((feature) => feature.validate?.(tree, site) ?? []);
}
