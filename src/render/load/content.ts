// Reads content/: docs (markdown) and standalone pages (markdown or React). Produces Page objects without graph
// context; the graph stage adds sidebars and resolves links.
import path from 'node:path';
import { importTs } from '../core/import-module.ts';
import { readSourceFile, type SourceFile } from '../core/regular-file.ts';
import { formatBytes } from '../core/log.ts';
import type { Element, Root as HastRoot } from 'hast';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { BuildError, DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import type { SiteConfig } from '../config/schema.ts';
import { MAX_NESTING, tooDeeplyNested } from '../markdown/nesting.ts';
import { isCodeBlock, isLink, markdownCodeFingerprint, type MarkdownProcessor, type MarkdownResult } from '../markdown/pipeline.ts';
import { tableOfContents } from '../markdown/toc.ts';
import { pageProblems } from '../markdown/features/index.ts';
import type { Page, PageWithBody, PartialSource } from '../../shared/types.ts';
import { mapConcurrent } from '../core/concurrency.ts';
import { hasTree } from '../core/body-store.ts';
import { isExternal, routeFromPath } from '../../shared/urls.ts';
import { contentHash } from '../core/hash.ts';
import { describeThrown } from '../core/thrown.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { folderFiles } from './folder-files.ts';
import { pageTocLevels, parseFrontmatter } from './frontmatter.ts';
import { excerpt } from './excerpt.ts';
import { docIdFromPath, docRoute, idProblem, isCategoryIndex, slugProblem } from './routes.ts';
import { mdxSyntaxProblem } from '../markdown/mdx/syntax-error.ts';
import type { KeptMarkdown, LoadedMarkdown, PageCache } from './page-cache.ts';

export interface LoadOptions {
  root: string;
  config: SiteConfig;
  markdown: MarkdownProcessor;
  /** Drafts are shown while authoring (`docgen serve`) and never in a production build. */
  includeDrafts: boolean;
  diagnostics: DiagnosticBag;
  /** The files to load (default: every file of the content folders, `contentFiles`). */
  files?: ContentFiles;
  /**
   * Watch mode: returns the earlier result for a markdown file that is unchanged on disk (by its stamp, see
   * ../stages/disk-memo.ts) instead of calling `load`, which reads it.
   */
  memo?: (sourceFile: string, load: () => Promise<LoadedMarkdown>) => Promise<LoadedMarkdown>;
  /**
   * Large builds: takes each markdown page's tree as soon as the page is made (./body-store.ts), so that the pages
   * returned hold none. Pages then load a few at a time rather than all at once.
   */
  storeBody?: (page: PageWithBody) => Promise<Page>;
  /** A build's cache of loaded pages (./page-cache.ts): an unchanged file's page is taken from it. */
  pageCache?: PageCache;
  /** Hears each file loaded, of how many: the progress the content stage shows. */
  progress?: (done: number, total: number) => void;
}

/**
 * Markdown files in flight at once when bodies are stored: enough to fill the awaits of reading and highlighting.
 * The change that stored trees and loaded four at a time instead of all at once took a cold build of the site plus 450
 * pages from 4.12 GB of peak RSS to 2.92 GB (1e20cc5); four was not compared with other values.
 */
const STORING_CONCURRENCY = 4;

export type { LoadedMarkdown } from './page-cache.ts';

/** The pages of the content folders, and the ids of the docs left out as drafts (sorted). */
export interface LoadedContent {
  pages: Page[];
  /**
   * Docs with `draft: true`, left out of a production build. Docusaurus drops the sidebar items that name one rather
   * than fail on an unknown id (../graph/sidebars.ts), so the graph needs to tell a draft's id from a mistyped one.
   */
  drafts: string[];
}

/** The files of the content folders, relative to each: docs and standalone pages, each sorted by path. */
export interface ContentFiles {
  docs: string[];
  pages: string[];
}

/** The extensions of the page sources of each content folder. */
const DOC_EXTENSIONS = ['md', 'mdx'];
const PAGE_EXTENSIONS = ['md', 'mdx', 'tsx'];

/**
 * Files of the content folders that are no pages, as Docusaurus's default `exclude` has them
 * (`GlobExcludeDefault` of @docusaurus/utils): partials (`_name.mdx`, imported by the pages that show them), every
 * file of a folder whose name starts with `_`, and tests.
 */
const NOT_PAGES = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** `NOT_PAGES` for one path relative to its content folder, without a glob matcher. */
function notAPage(relative: string): boolean {
  const segments = relative.split(/[\\/]/);
  const name = segments.pop() ?? '';
  return segments.some((folder) => folder.startsWith('_')) || name.startsWith('_') || /\.test\.(jsx?|tsx?)$/.test(name);
}

/** A BuildError when a file's path holds a character that cannot stand in a URL path (see `urlUnsafeName`). */
export async function contentFiles(root: string, config: SiteConfig): Promise<ContentFiles> {
  const files = {
    docs: await folderFiles(root, config.contentDir, `**/*.{${DOC_EXTENSIONS.join(',')}}`, NOT_PAGES),
    pages: await folderFiles(root, config.pagesDir, `**/*.{${PAGE_EXTENSIONS.join(',')}}`, NOT_PAGES),
  };
  const unsafe = [...files.docs.map((f) => path.posix.join(config.contentDir, f)), ...files.pages.map((f) => path.posix.join(config.pagesDir, f))].flatMap((file) => {
    const problem = urlUnsafeName(file);
    return problem ? [{ severity: 'error' as const, file, ...problem }] : [];
  });
  if (unsafe.length) throw new BuildError(unsafe);
  return files;
}

/**
 * Whether `contentFiles` would list `file` (absolute) among the sources of the site at `root`: a file of a content
 * folder with a page source's extension, outside hidden folders (the glob skips dot files and folders).
 */
export function isContentSource(root: string, config: SiteConfig, file: string): boolean {
  const inFolder = (dir: string, extensions: string[]) => {
    const relative = path.relative(path.join(root, dir), file);
    return !relative.startsWith('..') && !path.isAbsolute(relative) && !/(^|[\\/])\./.test(relative) && !notAPage(relative) && extensions.includes(path.extname(file).slice(1));
  };
  return inFolder(config.contentDir, DOC_EXTENSIONS) || inFolder(config.pagesDir, PAGE_EXTENSIONS);
}

/**
 * A page's URL is its file's path: `?` would start a query, `#` a fragment, and `%` an escape, so a file named with
 * one could be neither linked to nor served.
 */
function urlUnsafeName(file: string): { message: string; hint: string } | undefined {
  const found = [...new Set(file.match(/[?#%]/g) ?? [])];
  if (!found.length) return undefined;
  const list = found.map((c) => `\`${c}\``).join(', ');
  return {
    message: `the file's path holds ${list}, which a page URL cannot hold (the URL is made from the path).`,
    hint: `Rename the file or its folder without ${list}; to keep the name in the sidebar, set \`sidebar_label\` or \`title\` in its frontmatter.`,
  };
}

/** Docs under `config.contentDir` and standalone pages under `config.pagesDir`, sorted by source path; and the drafts left out. */
export async function loadContent(options: LoadOptions): Promise<LoadedContent> {
  const { root, config } = options;
  const { docs: docFiles, pages: pageFiles } = options.files ?? (await contentFiles(root, config));
  const jobs: (() => Promise<LoadedFile>)[] = [
    ...docFiles.map((f) => () => loadMarkdown(options, path.posix.join(config.contentDir, f), f, 'doc')),
    ...pageFiles.map((f) => () =>
      f.endsWith('.tsx') ? loadComponentPage(options, path.posix.join(config.pagesDir, f), f).then((page) => ({ page })) : loadMarkdown(options, path.posix.join(config.pagesDir, f), f, 'page'),
    ),
  ];
  let done = 0;
  const counted = jobs.map((job) => async () => {
    const result = await job();
    options.progress?.(++done, jobs.length);
    return result;
  });
  const loaded = options.storeBody ? await mapConcurrent(counted, STORING_CONCURRENCY, (job) => job()) : await Promise.all(counted.map((job) => job()));
  return {
    pages: loaded.flatMap((l) => (l.page ? [l.page] : [])),
    drafts: loaded.flatMap((l) => (l.draft === undefined ? [] : [l.draft])).sort(),
  };
}

/** A file's page (its tree in the body store when bodies are stored), or the id of a doc left out as a draft. */
type LoadedFile = { page?: Page; draft?: string };

async function loadMarkdown(options: LoadOptions, sourceFile: string, relative: string, kind: 'doc' | 'page'): Promise<LoadedFile> {
  const abs = path.join(options.root, sourceFile);
  // The listing holds regular files only, but watch mode reuses it while sources are modified in place: a FIFO moved
  // over a page was read with readFile, which waits in open() until something writes, and docgen serve never built
  // again. What is no longer a regular file (or no longer there) is no page; one too large to parse is an error.
  const unread = (file: SourceFile): LoadedMarkdown => ({ diagnostics: file.kind === 'too large' ? [{ severity: 'error', ...tooLarge(sourceFile, file.size) }] : [] });
  const load = async (): Promise<LoadedMarkdown> => {
    const file = await readSourceFile(abs, MAX_PAGE_BYTES);
    return file.kind === 'read' ? parseMarkdown(options, file.bytes.toString('utf8'), sourceFile, relative, kind) : unread(file);
  };
  const { memo, pageCache } = options;
  let loaded: KeptMarkdown;
  if (memo) loaded = await memo(sourceFile, load);
  else if (pageCache) {
    const file = await readSourceFile(abs, MAX_PAGE_BYTES);
    if (file.kind === 'read') {
      const source = file.bytes.toString('utf8');
      loaded = await pageCache.load(sourceFile, source, (onImage) => parseMarkdown(options, source, sourceFile, relative, kind, onImage));
    } else loaded = unread(file);
  } else loaded = await load();
  options.diagnostics.items.push(...loaded.diagnostics);
  const { page } = loaded;
  if (!page) return { draft: loaded.draft };
  return { page: options.storeBody && hasTree(page) ? await options.storeBody(page) : page };
}

async function parseMarkdown(
  options: LoadOptions,
  source: string,
  sourceFile: string,
  relative: string,
  kind: 'doc' | 'page',
  onImage?: (src: string, url: string | undefined) => void,
): Promise<LoadedMarkdown> {
  const { config, markdown } = options;
  const diagnostics = new DiagnosticBag();
  const fm = parseFrontmatter(source);
  for (const p of fm.problems) diagnostics.error({ file: sourceFile, ...p });
  const badId = typeof fm.data.id === 'string' ? idProblem(fm.data.id) : undefined;
  if (badId) {
    diagnostics.error({ file: sourceFile, line: fm.lines.id, ...badId });
    return { diagnostics: diagnostics.items };
  }
  const { id, dir } = docIdFromPath(relative, fm.data.id, fm.data.parse_number_prefixes !== false);
  // Only docs: sidebars name doc ids, and a standalone page's id is no doc's.
  if (fm.data.draft && !options.includeDrafts) return { diagnostics: diagnostics.items, ...(kind === 'doc' && { draft: id }) };
  const badSlug = fm.data.slug === undefined ? undefined : slugProblem(dir, fm.data.slug);
  if (badSlug) {
    diagnostics.error({ file: sourceFile, line: fm.lines.slug, ...badSlug });
    return { diagnostics: diagnostics.items };
  }
  // Docs live under the docs' route base; standalone pages at the base URL.
  const route = docRoute(config.baseUrl, id, dir, fm.data.slug, config.trailingSlash, kind === 'doc' ? config.docs.routeBasePath : '', kind === 'doc' && isCategoryIndex(relative));
  const deep = tooDeeplyNested(fm.body, fm.bodyLineOffset);
  if (deep) {
    diagnostics.error({
      file: sourceFile,
      line: deep.line,
      message: `lists and block quotes nest ${deep.depth} levels deep here; docgen reads at most ${MAX_NESTING}.`,
      hint: 'Flatten the list: split it, or use headings for the outer levels.',
    });
    return { diagnostics: diagnostics.items };
  }
  let result: MarkdownResult;
  try {
    result = await markdown.toHast(fm.body, sourceFile, fm.bodyLineOffset, onImage);
  } catch (error) {
    const syntax = mdxSyntaxProblem(error);
    if (syntax) {
      diagnostics.error({ file: sourceFile, ...syntax });
      return { diagnostics: diagnostics.items };
    }
    // The markdown libraries recurse over the tree: a shape the nesting check above does not foresee can still
    // exhaust the stack. Say which page did.
    if (!(error instanceof RangeError)) throw error;
    diagnostics.error({ file: sourceFile, message: `this page could not be parsed: ${error.message}.`, hint: 'Look for deeply nested lists, quotes or HTML, and flatten them.' });
    return { diagnostics: diagnostics.items };
  }
  for (const w of result.warnings) diagnostics.warn({ file: sourceFile, line: w.line, message: w.message });
  for (const e of result.errors) diagnostics.error({ file: sourceFile, ...e });
  for (const { severity, ...problem } of pageProblems(result.hast, config)) diagnostics.items.push({ severity, file: sourceFile, ...problem });
  // A frontmatter image beside the page (`./card.png`), as Docusaurus takes one: copied like the body's images.
  const image = fm.data.image;
  // (A value of the wrong type is reported with the frontmatter's problems.)
  let ownImage: string | undefined;
  if (typeof image === 'string' && markdown.resolveImage && !isExternal(image) && !image.startsWith('/')) {
    ownImage = markdown.resolveImage(image, sourceFile);
    onImage?.(image, ownImage);
    if (ownImage === undefined) diagnostics.error({ file: sourceFile, line: fm.lines.image, message: `frontmatter image '${image}' does not exist.`, hint: 'Give its path from this page\'s folder, or from the static folder with a leading `/`.' });
  }
  // The theme renders the title as the page's one h1, so a leading `# Title` in the body becomes the title.
  const leadingH1 = takeLeadingH1(result.hast);
  const title = fm.data.title ?? leadingH1?.text ?? path.posix.basename(id);
  const ownToc = pageTocLevels(fm.data, config.tableOfContents);
  const page: PageWithBody = {
    route,
    kind,
    id,
    sourceFile,
    title,
    ...(leadingH1 && { contentTitle: leadingH1.text }),
    description: fm.data.description,
    // As Docusaurus describes a doc whose frontmatter does not: by the first line of its text.
    ...(fm.data.description === undefined && kind === 'doc' && { excerpt: excerpt(fm.body) }),
    frontmatter: fm.data,
    // A page with TOC levels of its own takes its TOC again from its tree: the processor's is at the site's levels.
    headings: ownToc ? tableOfContents(result.hast, ownToc) : result.headings,
    body: result.hast,
    // The links of a leading `# Title` left with it: each remaining link is the body's link of the same place.
    links: result.links.slice(leadingH1?.links ?? 0),
    hash: markdownPageHash(options, sourceFile, source, [...imageUrls(result.hast), ...(ownImage ? [ownImage] : [])], result.partials),
    ...(ownImage && { image: ownImage }),
    // Math only comes from a site's own plugins (rehype-katex): other sites' pages are not walked for it.
    ...(config.markdown.plugins && showsMath(result.hast) && { math: true as const }),
    ...(result.mdx && { mdx: result.mdx }),
    ...(result.partials && { partials: result.partials }),
    ...(result.head && { head: result.head }),
    ...(result.diagrams && { diagrams: true as const }),
  };
  return { page, diagnostics: diagnostics.items };
}

/**
 * Everything a markdown page's data is made from, so that the page's `hash` changes whenever its data could: its
 * source and path, the URL of every image it shows (the URLs carry a hash of the image's content: an edited image
 * changes the page as its source would), the partials it shows (by their content's hash), the processor (docgen's markdown code, the installed packages and the
 * options, see MarkdownProcessor.fingerprint), the code that turns the result into a page, and the config fields
 * it reads.
 */
function markdownPageHash(options: LoadOptions, sourceFile: string, source: string, imageUrls: string[], partials: PartialSource[] = []): string {
  const { config, markdown } = options;
  return contentHash(
    loadCodeFingerprint(),
    markdown.fingerprint ?? markdownCodeFingerprint(),
    JSON.stringify([config.baseUrl, config.trailingSlash, options.includeDrafts, sourceFile, imageUrls, partials]),
    source,
  );
}

/** Hash of the modules that load a page (this one, frontmatter.ts, routes.ts and what they import) and the lockfile. */
export function loadCodeFingerprint(): string {
  return sourceFingerprint(import.meta.filename);
}

/**
 * The largest page docgen reads. The Markdown parser's time grows faster than a page's size (a 100 MB page ran for
 * five minutes, then ran V8 out of memory without a word; past 2 GiB Node cannot read a file into one string at all),
 * while a documentation page of a few hundred kilobytes is already long.
 */
export const MAX_PAGE_BYTES = 8_000_000;

function tooLarge(sourceFile: string, size: number): Omit<Diagnostic, 'severity'> {
  return {
    file: sourceFile,
    message: `this page is ${formatBytes(size)}; docgen reads pages of up to ${formatBytes(MAX_PAGE_BYTES)}.`,
    hint: 'Split it into several pages; a large file to offer as it is (a log, a data set) goes in the static folder, and the page links to it.',
  };
}

/** A `.tsx` page: a React component rendered on the server inside the site layout. */
async function loadComponentPage(options: LoadOptions, sourceFile: string, relative: string): Promise<Page | undefined> {
  const { root, config, diagnostics } = options;
  const abs = path.join(root, sourceFile);
  // As for a Markdown page (`loadMarkdown`): what is no longer a regular file is no page, and is not compiled.
  const file = await readSourceFile(abs, MAX_PAGE_BYTES);
  if (file.kind === 'too large') diagnostics.error(tooLarge(sourceFile, file.size));
  if (file.kind !== 'read') return undefined;
  const source = file.bytes;
  let mod: { default?: unknown; meta?: { title?: string; description?: string } };
  try {
    mod = await importTs(abs, root, { componentDepth: true });
  } catch (error) {
    diagnostics.error({ file: sourceFile, message: `could not be compiled or imported: ${describeThrown(error, root)}` });
    return undefined;
  }
  if (typeof mod.default !== 'function') {
    diagnostics.error({
      file: sourceFile,
      message: 'the page component has no default export.',
      hint: 'Add `export default function MyPage() { … }` to the file.',
    });
    return undefined;
  }
  const { id } = docIdFromPath(relative);
  return {
    route: routeFromPath(config.baseUrl, id.replace(/(^|\/)index$/, ''), config.trailingSlash),
    kind: 'page',
    id,
    sourceFile,
    title: mod.meta?.title ?? path.posix.basename(id),
    description: mod.meta?.description,
    frontmatter: {},
    headings: [],
    body: { type: 'root', children: [] },
    links: [],
    hash: contentHash(source),
    component: sourceFile,
  };
}

/** Removes the body's leading h1, if any, and returns its text and how many links it held. */
function takeLeadingH1(tree: HastRoot): { text: string; links: number } | undefined {
  const index = tree.children.findIndex((node) => node.type !== 'text' || node.value.trim() !== '');
  const node = tree.children[index];
  if (node?.type !== 'element' || node.tagName !== 'h1') return undefined;
  tree.children.splice(index, 1);
  let links = 0;
  visit(node, (child) => void (isLink(child) && links++));
  return { text: toString(node).trim(), links };
}

/**
 * Whether a body shows KaTeX's math drawn in HTML (what rehype-katex makes by default), which needs KaTeX's
 * stylesheet; its MathML alone (`output: 'mathml'`) is drawn by the browser.
 */
function showsMath(tree: HastRoot): boolean {
  let found = false;
  visit(tree, 'element', (node: Element) => {
    const { className } = node.properties;
    if (!((Array.isArray(className) || typeof className === 'string') && className.includes('katex-html'))) return undefined;
    found = true;
    return EXIT;
  });
  return found;
}

/** The `src` of every image of a body, in document order. */
function imageUrls(tree: HastRoot): string[] {
  const urls: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (isCodeBlock(node)) return SKIP;
    if (node.tagName === 'img' && typeof node.properties.src === 'string') urls.push(node.properties.src);
  });
  return urls;
}
