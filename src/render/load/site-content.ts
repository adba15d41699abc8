// The content stage's work: the image registry, the site's markdown processor (with its disk cache) and the pages of
// content/. One-shot builds run it in the pool's threads (its `task`, a chunk of the files at a time), whose memory
// (unified, Shiki's grammars, the garbage of parsing) is returned when they end; watch mode keeps the registry and
// processor between rebuilds and calls the parts itself.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import { withDiskCache } from '../markdown/cache.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../markdown/pipeline.ts';
import { loadSitePlugins } from '../config/docusaurus/markdown-plugins.ts';
import { createAssetRegistry, type AssetRegistry } from './asset-registry.ts';
import { storeBody } from '../core/body-store.ts';
import { contentHash } from '../core/hash.ts';
import { cachePath, projectCache } from '../core/cache-namespaces.mjs';
import type { Task } from '../threads/task.ts';
import { loadCodeFingerprint, loadContent, type ContentFiles, type LoadedContent } from './content.ts';
import { openPageCache, type PageCache } from './page-cache.ts';

/**
 * The site's markdown processor: its TOC levels, images resolved through `images`, results cached on disk. An image
 * path that starts with `/` is a file of the static folder (as Docusaurus reads it), served under the base as it is.
 */
export async function siteMarkdownProcessor(root: string, config: SiteConfig, images: AssetRegistry, options: { reuseSections?: boolean; sectionsDir?: string } = {}): Promise<MarkdownProcessor> {
  const toc = { minLevel: config.tableOfContents.minHeadingLevel, maxLevel: config.tableOfContents.maxHeadingLevel };
  const staticDir = path.join(root, config.staticDir);
  const resolveImage = (src: string, file: string) => {
    if (!src.startsWith('/')) return images.resolve(src, file);
    const [pathname = ''] = src.split(/[?#]/);
    const inStatic = path.join(staticDir, decodeURIComponent(pathname));
    return inStatic.startsWith(staticDir + path.sep) && statSync(inStatic, { throwIfNoEntry: false })?.isFile() ? config.baseUrl + src.slice(1) : undefined;
  };
  const format = config.markdown.format;
  // The site's own plugins, imported from its config here, in each thread that parses: functions cross no thread.
  const lists = await loadSitePlugins(root, config.markdown.plugins);
  const plugins = lists && { lists, key: JSON.stringify(config.markdown.plugins) };
  const mermaid = config.markdown.mermaid ? config.markdown.mermaid.theme : undefined;
  return withDiskCache(await createMarkdownProcessor({ toc, resolveImage, format, root, plugins, mermaid, reuseSections: options.reuseSections, sectionsDir: options.sectionsDir }), {
    dir: markdownCacheDir(root),
    options: { toc, format, plugins: config.markdown.plugins, ...(mermaid && { mermaid }) },
    resolveImage,
    root,
  });
}

/** The site's markdown caches: each page's HAST and each highlighted block (../markdown/cache.ts). */
export function markdownCacheDir(root: string): string {
  return cachePath(projectCache(root), 'markdown');
}

/** Where a build keeps each page's section trees for the next build's parse (../markdown/section-store.ts). */
export function sectionsDir(root: string): string {
  return cachePath(projectCache(root), 'sections');
}

/**
 * The page cache of builds that load pages one file at a time (../load/page-cache.ts), keyed by the config
 * (`configKey`), whether drafts show and the code that loads and parses pages; undefined for a processor that does
 * not resolve images. `keepTrees`: see `openPageCache`.
 */
export function sitePageCache(root: string, configKey: string, includeDrafts: boolean, markdown: MarkdownProcessor, keepTrees: boolean): PageCache | undefined {
  if (!markdown.resolveImage) return undefined;
  const salt = contentHash(configKey, String(includeDrafts), markdown.fingerprint ?? '', loadCodeFingerprint());
  return openPageCache(projectCache(root), salt, markdown.resolveImage, keepTrees, root);
}

export interface SiteContentTask {
  root: string;
  config: SiteConfig;
  includeDrafts: boolean;
  /** The files of this chunk. */
  files: ContentFiles;
  /**
   * Given when the next builds load the site's pages one file at a time in the main thread (a site too small for the
   * pool, parsed in it beside a heavy TypeDoc conversion): each page and its section trees are kept for them, as that
   * thread would keep them (../stages/content.ts). The config's key, for the page cache's.
   */
  keepFor?: { configKey: string };
}

export interface SiteContent extends LoadedContent {
  diagnostics: Diagnostic[];
  /** The images the pages use: absolute source → output path. */
  images: [string, string][];
}

/**
 * The pages of some files of content/, with what loading reported; plain data, for a worker thread to return. Each
 * markdown page's tree goes to the body store as the page is made (../core/body-store.ts): what crosses back to the main
 * thread is the page's metadata, not its tree.
 */
export const task = {
  async run({ root, config, includeDrafts, files, keepFor }: SiteContentTask): Promise<SiteContent> {
    const { images, markdown } = await threadProcessor(root, config, keepFor !== undefined);
    const diagnostics = new DiagnosticBag();
    const cacheDir = projectCache(root);
    const { pages, drafts } = await loadContent({
      root,
      config,
      markdown,
      includeDrafts,
      diagnostics,
      files,
      storeBody: (page) => storeBody(page, cacheDir),
      pageCache: keepFor && sitePageCache(root, keepFor.configKey, includeDrafts, markdown, false),
    });
    return { pages, drafts, diagnostics: diagnostics.items, images: images.entries() };
  },
} satisfies Task<never, unknown>;

/**
 * A thread's image registry and processor, made by its first chunk of a build and kept for the next ones (the
 * highlighter and the grammars load once per thread). The registry then lists the images of every chunk so far, which
 * the stage merges anyway.
 */
let kept: { key: string; made: Promise<{ images: AssetRegistry; markdown: MarkdownProcessor }> } | undefined;
function threadProcessor(root: string, config: SiteConfig, keepSections: boolean): Promise<{ images: AssetRegistry; markdown: MarkdownProcessor }> {
  const key = JSON.stringify([root, config, keepSections]);
  if (kept?.key !== key) {
    const images = createAssetRegistry(root, config.baseUrl);
    const sections = keepSections ? { reuseSections: true, sectionsDir: sectionsDir(root) } : {};
    kept = { key, made: siteMarkdownProcessor(root, config, images, sections).then((markdown) => ({ images, markdown })) };
  }
  return kept.made;
}
