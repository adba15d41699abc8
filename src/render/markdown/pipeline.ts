// Markdown → HAST, once per source. The result is plain data (HAST, TOC, links with lines) that the page graph holds
// and the theme renders later; nothing here knows about routes, so the same processor serves manual pages and API
// doc comments.
//
// Everything costly is loaded on first use: unified, remark and their extensions when the first page is parsed,
// Shiki when the first code block misses every cache (highlight.ts). A build whose pages all come from the disk
// cache (cache.ts) loads neither.
import path from 'node:path';
import type { Processor } from 'unified';
import type { Root as MdRoot, Code } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { AuthoredLink, TocHeading } from '../../shared/types.ts';
import { codeBlockToHast, parseCodeMeta, resolveLanguage } from './code.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';

/** Where remarkCode leaves the highlighted block for the mdast → hast handler. */
type CodeData = { figure: Element };

export interface MarkdownOptions {
  toc?: { minLevel: number; maxLevel: number };
  /**
   * Maps an image `src` written in `file` to the URL it is served at (after copying it), or undefined when the file
   * does not exist. Without it, image sources are left as written.
   */
  resolveImage?: (src: string, file: string) => string | undefined;
  /**
   * A folder where highlighted code blocks are kept between processes (see highlight.ts). `withDiskCache` sets one
   * inside its own folder when this is not given.
   */
  codeCacheDir?: string;
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
  /**
   * Hash of everything besides the source and its images that shapes `toHast`'s result: docgen's markdown code, the
   * installed packages, the options. Two processors with the same fingerprint turn the same source into the same
   * result.
   */
  readonly fingerprint?: string;
  /** Keeps highlighted code blocks in `dir` between processes, unless the options already named a folder. */
  useCodeCache?(dir: string): void;
}

/** Hash of docgen's markdown code (every module the pipeline runs, wherever it lives in src/) and of the lockfile. */
export function markdownCodeFingerprint(): string {
  return sourceFingerprint(import.meta.filename, path.join(import.meta.dirname, 'cache.ts'));
}

export async function createMarkdownProcessor(options: MarkdownOptions = {}): Promise<MarkdownProcessor> {
  const toc = options.toc ?? { minLevel: 2, maxLevel: 3 };
  let codeCacheDir = options.codeCacheDir;
  let processor: Promise<Processor<MdRoot, MdRoot, HastRoot>> | undefined;

  function remarkCode() {
    return async (tree: MdRoot, file: VFile) => {
      const blocks: Promise<void>[] = [];
      visit(tree, 'code', (node: Code) => {
        const lang = resolveLanguage(node.lang);
        if (!lang) file.message(`unknown code language '${node.lang}'; shown as plain text`, node);
        blocks.push(
          codeBlockToHast(node.value, lang ?? 'text', parseCodeMeta(node.meta, node.lang), codeCacheDir).then((figure) => {
            (node.data as CodeData) = { figure };
          }),
        );
      });
      await Promise.all(blocks);
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

  async function createProcessor(): Promise<Processor<MdRoot, MdRoot, HastRoot>> {
    const [{ unified }, remarkParse, remarkGfm, remarkDirective, remarkRehype, { remarkDirectivesToHast }, { remarkCustomHeadingIds, rehypeHeadingIds }, { remarkRawHtmlAsText }] =
      await Promise.all([
        import('unified'),
        import('remark-parse').then((m) => m.default),
        import('remark-gfm').then((m) => m.default),
        import('remark-directive').then((m) => m.default),
        import('remark-rehype').then((m) => m.default),
        import('./directives.ts'),
        import('./headings.ts'),
        import('./raw-html.ts'),
      ]);
    return unified()
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
  }

  return {
    fingerprint: contentHash(markdownCodeFingerprint(), JSON.stringify(toc), options.resolveImage ? 'images' : ''),
    useCodeCache(dir) {
      codeCacheDir ??= dir;
    },
    async toHast(markdown, file, lineOffset = 0, onImage) {
      const unifiedProcessor = await (processor ??= createProcessor());
      // Leading blank lines shift every position to the line it has in the file (markdown ignores them).
      const vfile = new VFile({ value: '\n'.repeat(lineOffset) + markdown, path: file, data: { onImage } });
      const hast = await unifiedProcessor.run(unifiedProcessor.parse(vfile), vfile);
      return {
        hast,
        headings: (vfile.data.toc as TocHeading[]) ?? [],
        links: takeLinks(hast),
        warnings: vfile.messages.map((m) => ({ line: m.line ?? 0, message: m.reason })),
      };
    },
  };
}

/**
 * Positions are dropped from the HAST: they would double its size, and once each link's source line is in the page's
 * `links` (the link checker reports it) no stage reads them. Returns the links in document order, the order the
 * graph stage walks them in.
 */
function takeLinks(tree: HastRoot): AuthoredLink[] {
  const links: AuthoredLink[] = [];
  visit(tree, (node) => {
    if (isCodeBlock(node)) return SKIP;
    if (isLink(node)) links.push({ href: node.properties.href, line: node.position?.start.line ?? 0 });
    delete node.position;
  });
  return links;
}

/** An element of the page's `links` list: an `<a>` with an href (code blocks, which passes skip, have none). */
export function isLink(node: { type: string }): node is Element & { properties: { href: string } } {
  const element = node as Element;
  return element.type === 'element' && element.tagName === 'a' && typeof element.properties.href === 'string';
}

/** Highlighted code is thousands of token spans with no links, headings or positions: passes skip it. */
export function isCodeBlock(node: { type: string; tagName?: string; properties?: Record<string, unknown> }): boolean {
  return node.type === 'element' && node.tagName === 'figure' && (node.properties?.className as string[] | undefined)?.[0] === 'code-block';
}
