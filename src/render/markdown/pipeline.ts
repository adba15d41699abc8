// Markdown → HAST, once per source. The result is plain data (HAST, TOC, links with lines) that the page graph holds
// and the theme renders later; nothing here knows about routes, so the same processor serves manual pages and API
// doc comments.
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkRehype from 'remark-rehype';
import type { Root as MdRoot, Code } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { AuthoredLink, TocHeading } from '../../shared/types.ts';
import { getHighlighter, highlightToHast, parseCodeMeta, resolveLanguage } from './code.ts';
import { remarkDirectivesToHast } from './directives.ts';
import { remarkCustomHeadingIds, rehypeHeadingIds } from './headings.ts';
import { remarkRawHtmlAsText } from './raw-html.ts';

/** Where remarkCode leaves the highlighted block for the mdast → hast handler. */
type CodeData = { figure: Element };

export interface MarkdownOptions {
  toc?: { minLevel: number; maxLevel: number };
  /**
   * Maps an image `src` written in `file` to the URL it is served at (after copying it), or undefined when the file
   * does not exist. Without it, image sources are left as written.
   */
  resolveImage?: (src: string, file: string) => string | undefined;
}

export interface MarkdownResult {
  hast: HastRoot;
  headings: TocHeading[];
  links: AuthoredLink[];
  /** Warnings with file lines (unknown language, raw HTML, unknown directive, missing image). */
  warnings: { line: number; message: string }[];
}

export interface MarkdownProcessor {
  /** `lineOffset`: lines before `markdown` in its file (the frontmatter), so reported lines are file lines. */
  /** `onImage` hears every local image and the URL it resolved to (undefined: not found), for caches to revalidate. */
  toHast(markdown: string, file: string, lineOffset?: number, onImage?: (src: string, url: string | undefined) => void): Promise<MarkdownResult>;
}

export async function createMarkdownProcessor(options: MarkdownOptions = {}): Promise<MarkdownProcessor> {
  const highlighter = await getHighlighter();
  const toc = options.toc ?? { minLevel: 2, maxLevel: 3 };

  function remarkCode() {
    return (tree: MdRoot, file: VFile) => {
      visit(tree, 'code', (node: Code) => {
        const lang = resolveLanguage(node.lang);
        if (!lang) file.message(`unknown code language '${node.lang}'; shown as plain text`, node);
        (node.data as CodeData) = { figure: highlightToHast(highlighter, node.value, lang ?? 'text', parseCodeMeta(node.meta)) };
      });
    };
  }

  function remarkImages() {
    return (tree: MdRoot, file: VFile) => {
      if (!options.resolveImage) return;
      visit(tree, 'image', (node) => {
        if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(node.url)) return;
        const url = options.resolveImage!(node.url, file.path);
        (file.data.onImage as ((src: string, url: string | undefined) => void) | undefined)?.(node.url, url);
        if (!url) return void file.message(`image '${node.url}' not found`, node);
        node.url = url;
      });
    };
  }

  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRawHtmlAsText)
    .use(remarkDirectivesToHast)
    .use(remarkCustomHeadingIds)
    .use(remarkCode)
    .use(remarkImages)
    .use(remarkRehype, {
      footnoteLabel: 'Footnotes',
      footnoteBackLabel: 'Back to reference',
      // The figure was built in remarkCode, where warnings can still reach the file.
      handlers: { code: (_state, node: Code) => (node.data as CodeData).figure },
    })
    .use(rehypeHeadingIds, toc) as unknown as Processor<MdRoot, MdRoot, HastRoot>;

  return {
    async toHast(markdown, file, lineOffset = 0, onImage) {
      // Leading blank lines shift every position to the line it has in the file (markdown ignores them).
      const vfile = new VFile({ value: '\n'.repeat(lineOffset) + markdown, path: file, data: { onImage } });
      const hast = await processor.run(processor.parse(vfile), vfile);
      return {
        hast,
        headings: (vfile.data.toc as TocHeading[]) ?? [],
        links: keepLinkPositionsOnly(hast),
        warnings: vfile.messages.map((m) => ({ line: m.line ?? 0, message: m.reason })),
      };
    },
  };
}

/**
 * Positions are dropped from the HAST (they would double its cached size) except on links, whose source line the
 * link checker reports. Returns the links in document order, the order the graph stage walks them in.
 */
function keepLinkPositionsOnly(tree: HastRoot): AuthoredLink[] {
  const links: AuthoredLink[] = [];
  visit(tree, (node) => {
    if (isCodeBlock(node)) return SKIP;
    if (node.type === 'element' && node.tagName === 'a' && typeof node.properties.href === 'string') {
      links.push({ href: node.properties.href, line: node.position?.start.line ?? 0 });
    } else {
      delete node.position;
    }
  });
  return links;
}

/** Highlighted code is thousands of token spans with no links, headings or positions: passes skip it. */
export function isCodeBlock(node: { type: string; tagName?: string; properties?: Record<string, unknown> }): boolean {
  return node.type === 'element' && node.tagName === 'figure' && (node.properties?.className as string[] | undefined)?.[0] === 'code-block';
}
