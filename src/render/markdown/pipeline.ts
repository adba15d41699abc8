// Markdown → HAST, once per source. The result is plain data (HAST, TOC, links with lines) that the page graph holds
// and the theme renders later; nothing here knows about routes, so the same processor serves manual pages and API
// doc comments. What each Markdown feature adds (its syntax, its mdast and HAST work) is registered in its own module
// (features/, listed in FEATURES); this module runs them: the features' syntax in the parser, their transforms, one
// shared walk over the mdast, remark-rehype with their handlers, and one shared walk over the HAST.
//
// Everything costly is loaded on first use: unified, remark and their extensions when the first page is parsed,
// Shiki when the first code block misses every cache (highlight.ts). A build whose pages all come from the disk
// cache (cache.ts) loads neither.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Processor } from 'unified';
import type { Nodes as MdNodes, Parents as MdParents, Root as MdRoot } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import type { Options as ToHastOptions } from 'remark-rehype';
import { SKIP, visit, type VisitorResult } from 'unist-util-visit';
import { VFile } from 'vfile';
import type { AuthoredLink, PageHead, TocHeading } from '../../shared/types.ts';
import type { PageMdx } from '../../shared/mdx.ts';
import type { MermaidProps } from '../../shared/mermaid.ts';
import type { FileContext, HastVisitors, MarkdownFeature, MarkdownFormat, MdastVisitors, PartialSource } from './feature.ts';
import { FEATURES } from './features/index.ts';
import type { MarkdownPlugins } from './site-plugins.ts';
import { createSectionParser, type SectionParser } from './sections.ts';
import { diskSectionStore } from './section-store.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';

export { isCodeBlock } from './features/code-blocks.ts';

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
  /** Which syntax pages are parsed with (default `detect`: by extension). */
  format?: MarkdownFormat;
  /**
   * Keep each file's sections' trees, so that the next parse of the file reuses those it left alone (./sections.ts):
   * for watch mode, which parses the file an author edits again and again.
   */
  reuseSections?: boolean;
  /** With `reuseSections`, a folder where the sections' trees are kept for the next process too (./section-store.ts). */
  sectionsDir?: string;
  /** The site's folder, which page paths are relative to: pages may then show other files (partials). */
  root?: string;
  /** The site's own remark and rehype plugins (./site-plugins.ts), and a key that names them for the caches. */
  plugins?: { lists: MarkdownPlugins; key: string };
  /** Draw ```` ```mermaid ```` blocks as diagrams, in these Mermaid themes (config `markdown.mermaid`); else code. */
  mermaid?: MermaidProps;
}

export interface MarkdownResult {
  hast: HastRoot;
  headings: TocHeading[];
  links: AuthoredLink[];
  /** Warnings with file lines (unknown language, raw HTML, unknown directive, missing image). */
  warnings: { line: number; message: string }[];
  /** Errors with file lines, which fail the build (a feature's, see FileContext.report). */
  errors: { line: number; message: string; hint?: string }[];
  /** An `.mdx` page's statements and expressions (the MDX feature's). */
  mdx?: PageMdx;
  /** The files the page shows besides its own (partials), with their content's hashes when read. */
  partials?: PartialSource[];
  /** What an `.mdx` page's `<head>` puts in the document's head. */
  head?: PageHead;
  /** The page shows Mermaid diagrams (./features/mermaid.ts). */
  diagrams?: true;
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
  /** How the processor resolves a local image to its URL (undefined: missing), for a cache in front of it to check. */
  readonly resolveImage?: (src: string, file: string) => string | undefined;
  /** Keeps highlighted code blocks in `dir` between processes, unless the options already named a folder. */
  useCodeCache?(dir: string): void;
}

/** Hash of docgen's markdown code (every module the pipeline runs, wherever it lives in src/) and of the lockfile. */
export function markdownCodeFingerprint(): string {
  return sourceFingerprint(import.meta.filename, path.join(import.meta.dirname, 'cache.ts'));
}

export async function createMarkdownProcessor(options: MarkdownOptions = {}): Promise<MarkdownProcessor> {
  const toc = options.toc ?? { minLevel: 2, maxLevel: 3 };
  const format = options.format ?? 'detect';
  let codeCacheDir = options.codeCacheDir;
  /** One processor per set of features that parse a file (every file has them all unless a feature limits itself). */
  const processors = new Map<string, Promise<Processor<MdRoot, MdRoot, HastRoot>>>();
  /** With `reuseSections`, the section parser of each processor whose syntaxes all keep within sections. */
  const sectionParsers = new Map<string, SectionParser>();

  return {
    fingerprint: contentHash(markdownCodeFingerprint(), JSON.stringify(toc), options.resolveImage ? 'images' : '', format, options.plugins?.key ?? '', ...(options.mermaid ? [JSON.stringify(options.mermaid)] : [])),
    useCodeCache(dir) {
      codeCacheDir ??= dir;
    },
    async toHast(markdown, file, lineOffset = 0, onImage) {
      const features = parsingFeatures(file, format);
      const key = features.map((f) => f.name).join(' ');
      const unifiedProcessor = await processorOf(features);
      let sections = sectionParsers.get(key);
      if (!sections && options.reuseSections && features.every((f) => !f.parse?.syntax || f.parse.sections)) {
        const store = options.sectionsDir === undefined ? undefined : diskSectionStore(options.sectionsDir, contentHash(markdownCodeFingerprint(), format, key));
        sectionParsers.set(key, (sections = createSectionParser((text) => unifiedProcessor.parse(text), store)));
      }
      // Leading blank lines shift every position to the line it has in the file (markdown ignores them).
      const source = rewritten(features, markdown);
      const vfile = new VFile({ value: '\n'.repeat(lineOffset) + source, path: file });
      const errors: MarkdownResult['errors'] = [];
      const pending: Promise<unknown>[] = [];
      const ctx: FileContext = {
        path: file,
        options: { toc, codeCacheDir, resolveImage: options.resolveImage, onImage, mermaid: options.mermaid },
        features,
        toc: [],
        report(place, message, problem) {
          if (!problem?.error) return void vfile.message(message, place);
          errors.push({ line: place?.position?.start.line ?? 0, message, ...(problem.hint ? { hint: problem.hint } : {}) });
        },
        wait: (work) => void pending.push(work),
        data: {},
        ...(options.root !== undefined && { readPartial: partialReader(options.root) }),
      };
      vfile.data.parse = { ctx, pending };
      const tree = sections ? sections.parse(file, String(vfile.value)) : unifiedProcessor.parse(vfile);
      const hast = await unifiedProcessor.run(tree, vfile);
      const links = walkHast(hast, ctx);
      return {
        hast,
        headings: ctx.toc,
        links,
        warnings: vfile.messages.map((m) => ({ line: m.line ?? 0, message: m.reason })),
        errors,
        ...(ctx.data.mdx && { mdx: ctx.data.mdx }),
        ...(ctx.data.partials && { partials: ctx.data.partials }),
        ...(ctx.data.head && { head: ctx.data.head }),
        ...(ctx.data.diagrams && { diagrams: true as const }),
      };
    },
  };

  function processorOf(features: readonly MarkdownFeature[]): Promise<Processor<MdRoot, MdRoot, HastRoot>> {
    const key = features.map((f) => f.name).join(' ');
    let processor = processors.get(key);
    if (!processor) processors.set(key, (processor = createProcessor(features, options.plugins?.lists)));
    return processor;
  }

  /**
   * Reads and parses another file of the site as its own extension says, its frontmatter left out (as the lines it
   * took), for a page that shows it; the tree is the parser's, which the page's own transforms then walk.
   */
  function partialReader(root: string): NonNullable<FileContext['readPartial']> {
    return async (file) => {
      const text = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
      if (text === undefined) return undefined;
      const features = parsingFeatures(file, format);
      const processor = await processorOf(features);
      const frontmatter = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(text)?.[0] ?? '';
      const body = '\n'.repeat(frontmatter.split('\n').length - 1) + text.slice(frontmatter.length);
      return { tree: processor.parse(new VFile({ value: rewritten(features, body), path: file })), hash: contentHash(text) };
    };
  }
}

/** A file's text as the features that parse it rewrite it first, line for line (`ParseRegistration.source`). */
function rewritten(features: readonly MarkdownFeature[], text: string): string {
  return features.reduce((out, feature) => feature.parse?.source?.(out) ?? out, text);
}

/** What the parse of a file hands its mdast transform (`toHast` makes it, the transform reads it from the file). */
interface ParseState {
  ctx: FileContext;
  pending: Promise<unknown>[];
}

declare module 'vfile' {
  interface DataMap {
    parse: ParseState;
  }
}

const LIMITED = FEATURES.some((feature) => feature.files);

/** The features that parse `file`, in FEATURES order. */
function parsingFeatures(file: string, format: MarkdownFormat): readonly MarkdownFeature[] {
  return LIMITED ? FEATURES.filter((feature) => !feature.files || feature.files(file, format)) : FEATURES;
}

/**
 * The parser and transforms: the features' syntax, then the site's plugins where Docusaurus runs them, around
 * docgen's own Markdown work (the features' transforms) and remark-rehype. A site plugin's syntax (remark-math's)
 * joins the parser as the features' does.
 */
async function createProcessor(features: readonly MarkdownFeature[], plugins?: MarkdownPlugins): Promise<Processor<MdRoot, MdRoot, HastRoot>> {
  const [{ unified }, remarkParse, remarkRehype, syntaxes] = await Promise.all([
    import('unified'),
    import('remark-parse').then((m) => m.default),
    import('remark-rehype').then((m) => m.default),
    Promise.all(features.flatMap((feature) => (feature.parse?.syntax ? [feature.parse.syntax()] : []))),
  ]);
  return unified()
    .use(remarkParse)
    .use(syntaxes)
    .use(plugins?.beforeDefaultRemarkPlugins ?? [])
    .use(() => (tree: MdRoot, file: VFile) => transform(tree, parseState(file), features))
    .use(plugins?.remarkPlugins ?? [])
    .use(remarkRehype, toHastOptions(features))
    .use(plugins?.beforeDefaultRehypePlugins ?? [])
    .use(plugins?.rehypePlugins ?? []);
}

/** The state `toHast` gives the file before it runs the processor on it. */
function parseState(file: VFile): ParseState {
  const state = file.data.parse;
  if (!state) throw new Error(`${file.path}: the markdown processor ran on a file that toHast did not prepare`);
  return state;
}

/**
 * The features' transforms, then one walk over the mdast for all their visitors, then the work they started (code
 * highlighting) awaited: one pass where each feature used to take its own.
 */
async function transform(tree: MdRoot, { ctx, pending }: ParseState, features: readonly MarkdownFeature[]): Promise<void> {
  for (const feature of features) await feature.parse?.transform?.(tree, ctx);
  // Each feature's visitors, by the node types they visit.
  const byType = new Map<string, MdastVisitors[]>();
  for (const feature of features) {
    const visitors = feature.parse?.visitors?.(ctx);
    if (!visitors) continue;
    for (const type of Object.keys(visitors)) {
      const list = byType.get(type);
      if (list) list.push(visitors);
      else byType.set(type, [visitors]);
    }
  }
  visit(tree, (node, index, parent) => {
    const visitors = byType.get(node.type);
    if (!visitors) return undefined;
    for (const ofFeature of visitors) {
      const result = visitNode(ofFeature, node, index, parent);
      if (result !== undefined) return result;
    }
    return undefined;
  });
  await Promise.all(pending);
}

/** A feature's visitor of the node's type called on the node (the type picks the visitor, so the node fits it). */
function visitNode<T extends MdNodes['type']>(visitors: MdastVisitors, node: Extract<MdNodes, { type: T }>, index: number | undefined, parent: MdParents | undefined): VisitorResult {
  const visitor: MdastVisitors[T] = visitors[node.type];
  return visitor?.(node, index, parent);
}

/** remark-rehype's options: every feature's handlers and passed-through node types, and their other settings. */
function toHastOptions(features: readonly MarkdownFeature[]): ToHastOptions {
  const options: ToHastOptions = {};
  for (const feature of features) {
    const { handlers, passThrough, ...settings } = feature.toHast ?? {};
    Object.assign(options, settings);
    if (handlers) options.handlers = { ...options.handlers, ...handlers };
    if (passThrough) options.passThrough = [...(options.passThrough ?? []), ...passThrough];
  }
  return options;
}

/**
 * One walk over the HAST for every feature's element visitors, which also takes the links and drops positions: they
 * would double the tree's size, and once each link's source line is in the page's `links` (the link checker reports
 * it) no stage reads them. Returns the links in document order, the order the graph stage walks them in.
 */
function walkHast(tree: HastRoot, ctx: FileContext): AuthoredLink[] {
  const byTag = new Map<string, NonNullable<HastVisitors['elements']>[string][]>();
  const ends: (() => void)[] = [];
  for (const feature of ctx.features) {
    const visitors = feature.hast?.(ctx);
    if (!visitors) continue;
    for (const [tag, visitor] of Object.entries(visitors.elements ?? {})) {
      const list = byTag.get(tag);
      if (list) list.push(visitor);
      else byTag.set(tag, [visitor]);
    }
    if (visitors.end) ends.push(visitors.end);
  }
  const links: AuthoredLink[] = [];
  visit(tree, (node) => {
    if (node.type === 'element') {
      const visitors = byTag.get(node.tagName);
      if (visitors) for (const visitor of visitors) if (visitor(node) === SKIP) return SKIP;
      if (isLink(node)) links.push({ href: node.properties.href, line: node.position?.start.line ?? 0 });
    }
    delete node.position;
    return undefined;
  });
  for (const end of ends) end();
  return links;
}

/** An element of the page's `links` list: an `<a>` with an href (code blocks, which passes skip, have none). */
export function isLink(node: { type: string }): node is Element & { properties: { href: string } } {
  if (node.type !== 'element' || !('tagName' in node) || node.tagName !== 'a' || !('properties' in node)) return false;
  const { properties } = node;
  return typeof properties === 'object' && properties !== null && 'href' in properties && typeof properties.href === 'string';
}
