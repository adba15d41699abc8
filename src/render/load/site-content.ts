// The content stage as a whole: the image registry, the site's markdown processor (with its disk cache) and every
// page of content/. One-shot builds run it in a worker thread (`loadSiteContentTask`), whose memory (unified,
// Shiki's grammars, the garbage of parsing) is returned when it ends, before TypeDoc's conversion beside it reaches
// its peak; watch mode keeps the registry and processor between rebuilds and calls the parts itself.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { DiagnosticBag, type Diagnostic } from '../diagnostics.ts';
import { withDiskCache } from '../markdown/cache.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../markdown/pipeline.ts';
import { createAssetRegistry, type AssetRegistry } from '../output/asset-registry.ts';
import type { Page } from '../../shared/types.ts';
import { loadContent } from './content.ts';

/** The site's markdown processor: its TOC levels, images resolved through `images`, results cached on disk. */
export async function siteMarkdownProcessor(root: string, config: SiteConfig, images: AssetRegistry): Promise<MarkdownProcessor> {
  const toc = { minLevel: config.tableOfContents.minHeadingLevel, maxLevel: config.tableOfContents.maxHeadingLevel };
  const resolveImage = (src: string, file: string) => images.resolve(src, file);
  return withDiskCache(await createMarkdownProcessor({ toc, resolveImage }), { dir: path.join(root, '.docgen-cache', 'markdown'), options: toc, resolveImage });
}

export interface SiteContentTask {
  root: string;
  config: SiteConfig;
  includeDrafts: boolean;
}

export interface SiteContent {
  pages: Page[];
  diagnostics: Diagnostic[];
  /** The images the pages use: absolute source → output path. */
  images: [string, string][];
}

/** Every page of content/, with what loading reported; plain data, for a worker thread to return. */
export async function loadSiteContentTask({ root, config, includeDrafts }: SiteContentTask): Promise<SiteContent> {
  const images = createAssetRegistry(root, config.baseUrl);
  const diagnostics = new DiagnosticBag();
  const pages = await loadContent({ root, config, markdown: await siteMarkdownProcessor(root, config, images), includeDrafts, diagnostics });
  return { pages, diagnostics: diagnostics.items, images: images.entries() };
}
