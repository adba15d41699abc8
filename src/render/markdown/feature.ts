// One Markdown feature (admonitions, tab sets, code blocks…), whole: everything docgen does with it on the Node side is
// registered in the feature's own module (features/<name>.ts), the way VitePress keeps one plugin file per feature.
// A feature says how its syntax is parsed and turned into HAST, how the HAST reads as search text and as Markdown
// (`{route}.md`, llms-full.txt), and what makes a page using it invalid. The stages that read these registrations
// (the markdown pipeline, the Markdown export, the search text, page validation) each read the one list FEATURES
// (features/index.ts) and know no feature by name.
//
// What a feature renders with in the browser stays with the theme (src/theme/Markdown.tsx maps the few custom HAST
// elements to components) and the client (src/client): src/theme may not import src/render.
import type { Element, ElementContent, Nodes as HastNodes, Root as HastRoot } from 'hast';
import type { Nodes as MdNodes, Parents as MdParents, Root as MdRoot } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { Options as ToHastOptions } from 'remark-rehype';
import type { Pluggable } from 'unified';
import type { Node } from 'unist';
import type { SKIP, VisitorResult } from 'unist-util-visit';
import type { Diagnostic } from '../core/diagnostics.ts';
import type { DemoHosting } from '../../shared/demo.ts';
import type { MermaidProps } from '../../shared/mermaid.ts';
import type { PartialSource, TocHeading } from '../../shared/types.ts';

export type { PartialSource };

export interface MarkdownFeature {
  /** Names the feature in tests and messages. */
  readonly name: string;
  /**
   * The files whose parsing this feature takes part in (its `parse` and `toHast`), by project-relative path and the
   * site's Markdown format: a syntax only `.mdx` pages have. Every file when absent. Search text, export and
   * validation read any tree.
   */
  readonly files?: (file: string, format: MarkdownFormat) => boolean;
  readonly parse?: ParseRegistration;
  /** How remark-rehype turns the feature's mdast into HAST (merged over every feature: handlers, passThrough…). */
  readonly toHast?: ToHastRegistration;
  /** Visitors of the one walk over each page's HAST (made per file, so they may keep state for `end`). */
  readonly hast?: (ctx: FileContext) => HastVisitors;
  readonly searchText?: SearchTextRegistration;
  readonly markdown?: MarkdownExport;
  /** Problems of a parsed page that need the site's settings (a demo on a site that hosts none). */
  readonly validate?: (tree: HastRoot, site: SiteFacts) => PageProblem[];
}

// ---------------------------------------------------------------------------------------------------------------
// Parsing (mdast)

export interface ParseRegistration {
  /**
   * Rewrites the file's text before it is parsed, keeping its lines (a spelling another syntax reads differently).
   * Applied in FEATURES order.
   */
  readonly source?: (text: string) => string;
  /** A unified plugin that extends the parser (micromark syntax and its mdast), loaded when the first page parses. */
  readonly syntax?: () => Promise<Pluggable>;
  /**
   * The syntax keeps within the sections ../sections.ts cuts a page into (it knows this syntax's blocks), so watch
   * mode may parse a page in sections and reuse those an edit left alone. A file parsed with any syntax that does not
   * say so is parsed whole.
   */
  readonly sections?: boolean;
  /**
   * A transform of the whole tree, run before the shared walk: for work every visitor must see done (raw HTML made
   * text before directives read their labels) or that needs the tree whole. Each costs a pass; prefer `visitors`.
   */
  readonly transform?: (tree: MdRoot, ctx: FileContext) => void | Promise<void>;
  /**
   * Visitors of the one walk every feature's mdast work shares, by node type, made per file. Several features may
   * visit one type: they are called in FEATURES order until one returns a result (unist-util-visit's actions).
   */
  readonly visitors?: (ctx: FileContext) => MdastVisitors;
  /** remark-directive nodes this feature makes into markup, by kind and name (`:::tabs` is container `tabs`). */
  readonly directives?: (ctx: FileContext) => DirectiveHandlers;
}

export type MdastVisitor<N> = (node: N, index: number | undefined, parent: MdParents | undefined) => VisitorResult;

export type MdastVisitors = { readonly [T in MdNodes['type']]?: MdastVisitor<Extract<MdNodes, { type: T }>> };

/** A directive handler's result: a visitor's, or `AS_TYPED` to show the directive as the text the author typed. */
export type DirectiveResult = VisitorResult | typeof AS_TYPED;
export const AS_TYPED = 'as-typed';

export interface DirectiveHandlers {
  readonly containerDirective?: Readonly<Record<string, MdastDirectiveHandler<ContainerDirective>>>;
  readonly leafDirective?: Readonly<Record<string, MdastDirectiveHandler<LeafDirective>>>;
  readonly textDirective?: Readonly<Record<string, MdastDirectiveHandler<TextDirective>>>;
  /** Names used only inside another of the feature's directives (a set's `:::tab`): not offered as known names. */
  readonly inner?: readonly string[];
}

export type MdastDirectiveHandler<N> = (node: N, index: number | undefined, parent: MdParents | undefined) => DirectiveResult;

/** What the parse of one file gives features, for both walks. */
export interface FileContext {
  /** Project-relative path of the file. */
  readonly path: string;
  readonly options: ParseOptions;
  /** The features parsing this file, in FEATURES order. */
  readonly features: readonly MarkdownFeature[];
  /** The page's table of contents, in document order: the headings feature fills it. */
  readonly toc: TocHeading[];
  /** A problem at `place`'s line (file lines: the frontmatter is counted). Warnings unless `error` is set. */
  report(place: Node | undefined, message: string, problem?: { error?: boolean; hint?: string }): void;
  /** Work the parse awaits before the tree becomes HAST (highlighting a code block). */
  wait(work: Promise<unknown>): void;
  /**
   * Another Markdown file of the site (project-relative), parsed as its own name says (`.mdx` as MDX), for a page
   * that shows it (a partial, ./mdx/partials.ts); undefined when it does not exist. Absent for a processor that
   * knows no site folder.
   */
  readPartial?(file: string): Promise<{ tree: MdRoot; hash: string } | undefined>;
  /** What features hand on to the page besides its tree (each feature declares its field on `FileData`). */
  readonly data: Partial<FileData>;
}

/** Per-file results of features beyond the tree; a feature adds its field by declaration merging. */
export interface FileData {}

/** Which syntax pages are parsed with (config `markdown.format`): by extension (`.mdx` as MDX), or all as one. */
export type MarkdownFormat = 'detect' | 'md' | 'mdx';

export interface ParseOptions {
  readonly toc: { minLevel: number; maxLevel: number };
  /** Where highlighted code blocks are kept between processes, if anywhere. */
  readonly codeCacheDir?: string;
  /** Maps an image `src` written in the file to the URL it is served at; undefined when the file does not exist. */
  readonly resolveImage?: (src: string, file: string) => string | undefined;
  /** Hears every local image and the URL it resolved to, for caches to revalidate. */
  readonly onImage?: (src: string, url: string | undefined) => void;
  /** Mermaid blocks are diagrams, drawn in these themes (config `markdown.mermaid`); absent, they are code. */
  readonly mermaid?: MermaidProps;
}

// ---------------------------------------------------------------------------------------------------------------
// mdast → HAST, and the HAST walk

export type ToHastRegistration = Pick<ToHastOptions, 'handlers' | 'passThrough' | 'footnoteLabel' | 'footnoteBackLabel'>;

export interface HastVisitors {
  /** By tag name. `SKIP` leaves the element's subtree out of the walk: no visitor, link or position is read in it. */
  readonly elements?: Readonly<Record<string, (node: Element) => typeof SKIP | void>>;
  /** After the walk, for work that needs every node seen (heading slugs, which reserve custom ids first). */
  readonly end?: () => void;
}

// ---------------------------------------------------------------------------------------------------------------
// Search text

export interface SearchTextRegistration {
  /** Elements whose text is chrome, not content. */
  readonly skipTags?: readonly string[];
  readonly skipClasses?: readonly string[];
  /**
   * Node types other than elements (MDX's, kept in HAST) by type: the children whose text is read, and whether they
   * read as a block (set apart from the text around); undefined leaves the node's text out.
   */
  readonly nodes?: Readonly<Record<string, (node: HastNodes) => { block: boolean; children: readonly HastNodes[] } | undefined>>;
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown export

/** The site fields a page's Markdown depends on. */
export interface ExportContext {
  /** Deployment origin (`https://example.com`): site links become absolute. */
  siteUrl: string;
  /** Where `::demo` apps run: each demo becomes a link to the app and one to its source. */
  demos?: DemoHosting;
}

export interface MarkdownExport {
  /** Elements the feature writes, by tag and, where the tag does not tell, a test. */
  readonly elements?: readonly ElementWriter[];
  /** Node types other than elements (MDX's), by type. */
  readonly nodes?: Readonly<Record<string, (node: HastNodes, out: ElementContent[], tools: ExportTools) => void>>;
}

export interface ElementWriter {
  readonly tag: string;
  readonly test?: (node: Element) => boolean;
  /** Appends to `out` the plain HTML (p, pre, blockquote, a…) that reads as the element's Markdown. */
  write(node: Element, out: ElementContent[], tools: ExportTools): void;
}

export interface ExportTools {
  readonly ctx: ExportContext;
  /** Each of `children` as Markdown will read it, appended to `out`. */
  rewrite(children: readonly ElementContent[], out: ElementContent[]): void;
  /** `<p><strong>…</strong></p>` around inline content, rewritten (a tab's label, a summary). */
  boldParagraph(children: readonly ElementContent[]): Element;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

/** The site's settings validation reads (a structural part of the site config: this layer is below it). */
export interface SiteFacts {
  demos?: DemoHosting;
}

/** A problem of a page; the caller adds its file. */
export type PageProblem = Omit<Diagnostic, 'file'>;
