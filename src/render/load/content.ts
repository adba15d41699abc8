// Reads content/: docs (markdown) and standalone pages (markdown or React). Produces Page objects without graph
// context; the graph stage adds sidebars and resolves links.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { importTs } from '../core/import-module.ts';
import type { Element, Root as HastRoot } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import type { SiteConfig } from '../config/schema.ts';
import { isCodeBlock, isLink, markdownCodeFingerprint, type MarkdownProcessor } from '../markdown/pipeline.ts';
import type { Page } from '../../shared/types.ts';
import { routeFromPath } from '../../shared/urls.ts';
import { contentHash } from '../core/hash.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { docIdFromPath, docRoute } from './routes.ts';

export interface LoadOptions {
  root: string;
  config: SiteConfig;
  markdown: MarkdownProcessor;
  /** Drafts are shown while authoring (`docgen serve`) and never in a production build. */
  includeDrafts: boolean;
  diagnostics: DiagnosticBag;
  /** The files to load (default: every file of the content folders, `contentFiles`). */
  files?: ContentFiles;
  /** Watch mode: returns the earlier result for a markdown file whose source is unchanged instead of calling `load`. */
  memo?: (sourceFile: string, source: string, load: () => Promise<LoadedMarkdown>) => Promise<LoadedMarkdown>;
}

/** One markdown file's page (undefined for a draft left out) and what loading it reported. */
export interface LoadedMarkdown {
  page?: Page;
  diagnostics: Diagnostic[];
}

/** The files of the content folders, relative to each: docs and standalone pages, each sorted by path. */
export interface ContentFiles {
  docs: string[];
  pages: string[];
}

export async function contentFiles(root: string, config: SiteConfig): Promise<ContentFiles> {
  return {
    docs: (await fg('**/*.md', { cwd: path.join(root, config.contentDir) })).sort(),
    pages: (await fg('**/*.{md,tsx}', { cwd: path.join(root, config.pagesDir) })).sort(),
  };
}

/** Docs under `config.contentDir` and standalone pages under `config.pagesDir`, sorted by source path. */
export async function loadContent(options: LoadOptions): Promise<Page[]> {
  const { root, config } = options;
  const { docs: docFiles, pages: pageFiles } = options.files ?? (await contentFiles(root, config));
  const loaded = await Promise.all([
    ...docFiles.map((f) => loadMarkdown(options, path.posix.join(config.contentDir, f), f, 'doc')),
    ...pageFiles.map((f) =>
      f.endsWith('.tsx') ? loadComponentPage(options, path.posix.join(config.pagesDir, f), f) : loadMarkdown(options, path.posix.join(config.pagesDir, f), f, 'page'),
    ),
  ]);
  return loaded.filter((page): page is Page => page !== undefined);
}

async function loadMarkdown(options: LoadOptions, sourceFile: string, relative: string, kind: 'doc' | 'page'): Promise<Page | undefined> {
  const source = await readFile(path.join(options.root, sourceFile), 'utf8');
  const load = () => parseMarkdown(options, source, sourceFile, relative, kind);
  const loaded = options.memo ? await options.memo(sourceFile, source, load) : await load();
  options.diagnostics.items.push(...loaded.diagnostics);
  return loaded.page;
}

async function parseMarkdown(options: LoadOptions, source: string, sourceFile: string, relative: string, kind: 'doc' | 'page'): Promise<LoadedMarkdown> {
  const { config, markdown } = options;
  const diagnostics = new DiagnosticBag();
  const fm = parseFrontmatter(source);
  for (const p of fm.problems) diagnostics.error({ file: sourceFile, ...p });
  if (fm.data.draft && !options.includeDrafts) return { diagnostics: diagnostics.items };
  const { id, dir } = docIdFromPath(relative, fm.data.id);
  const route = docRoute(config.baseUrl, id, dir, fm.data.slug);
  const result = await markdown.toHast(fm.body, sourceFile, fm.bodyLineOffset);
  for (const w of result.warnings) diagnostics.warn({ file: sourceFile, line: w.line, message: w.message });
  // The theme renders the title as the page's one h1, so a leading `# Title` in the body becomes the title.
  const leadingH1 = takeLeadingH1(result.hast);
  const title = fm.data.title ?? leadingH1?.text ?? path.posix.basename(id);
  const page: Page = {
    route,
    kind,
    id,
    sourceFile,
    title,
    description: fm.data.description,
    frontmatter: fm.data,
    headings: result.headings,
    body: result.hast,
    // The links of a leading `# Title` left with it: each remaining link is the body's link of the same place.
    links: result.links.slice(leadingH1?.links ?? 0),
    hash: markdownPageHash(options, sourceFile, source, imageUrls(result.hast)),
  };
  return { page, diagnostics: diagnostics.items };
}

/**
 * Everything a markdown page's data is made from, so that the page's `hash` changes whenever its data could: its
 * source and path, the URL of every image it shows (the URLs carry a hash of the image's content: an edited image
 * changes the page as its source would), the processor (docgen's markdown code, the installed packages and the
 * options, see MarkdownProcessor.fingerprint), the code that turns the result into a page, and the config fields
 * it reads.
 */
function markdownPageHash(options: LoadOptions, sourceFile: string, source: string, imageUrls: string[]): string {
  const { config, markdown } = options;
  return contentHash(
    loadCodeFingerprint(),
    markdown.fingerprint ?? markdownCodeFingerprint(),
    JSON.stringify([config.baseUrl, options.includeDrafts, sourceFile, imageUrls]),
    source,
  );
}

/** Hash of the modules that load a page (this one, frontmatter.ts, routes.ts and what they import) and the lockfile. */
function loadCodeFingerprint(): string {
  return sourceFingerprint(import.meta.filename);
}

/** A `.tsx` page: a React component rendered on the server inside the site layout. */
async function loadComponentPage(options: LoadOptions, sourceFile: string, relative: string): Promise<Page | undefined> {
  const { root, config, diagnostics } = options;
  const abs = path.join(root, sourceFile);
  let mod: { default?: unknown; meta?: { title?: string; description?: string } };
  try {
    mod = await importTs(abs, root);
  } catch (error) {
    diagnostics.error({ file: sourceFile, message: `could not be compiled or imported: ${(error as Error).message.split('\n')[0]}` });
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
  const source = await readFile(abs, 'utf8');
  return {
    route: routeFromPath(config.baseUrl, id.replace(/(^|\/)index$/, '')),
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

/** The `src` of every image of a body, in document order. */
function imageUrls(tree: HastRoot): string[] {
  const urls: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (isCodeBlock(node)) return SKIP;
    if (node.tagName === 'img' && typeof node.properties.src === 'string') urls.push(node.properties.src);
  });
  return urls;
}
