// content: every markdown page (and `.tsx` page) of the content folders through unified into HAST, with headings,
// ids and links (../load). Each page is cached by its source, each highlighted code block by its code. A one-shot
// build with many pages, or beside a heavy TypeDoc conversion (a cold build), parses them in the pool's threads, a
// chunk at a time, so every core works and their memory goes back when they end; their pages come back with their
// trees in the body store (../core/body-store.ts), so that this thread never holds them all. Watch mode parses here,
// keeping each page, tree and all, between rebuilds, and each edited page's sections (../markdown/sections.ts); so does
// any other build, keeping each file's loaded page (../load/page-cache.ts) and an edited page's sections on disk. A
// site too small for the pool, parsed in it beside a heavy conversion, has its threads keep those for its next builds.
import path from 'node:path';
import { DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import { contentFiles, isContentSource, loadContent, type ContentFiles, type LoadedMarkdown } from '../load/content.ts';
import { partialsHold } from '../markdown/partial-sources.ts';
import type { StageContext } from './products.ts';
import { pruneSectionStores } from '../markdown/section-store.ts';
import { pruneMarkdownCache } from '../markdown/cache-pruning.ts';
import { markdownCacheDir, sectionsDir, siteMarkdownProcessor, sitePageCache, type task as siteContentTask } from '../load/site-content.ts';
import { createAssetRegistry } from '../load/asset-registry.ts';
import { createPool, POOL_FROM } from '../threads/pool.ts';
import { runLimited } from '../threads/run-limited.ts';
import { taskRef } from '../threads/task.ts';
import type { Page } from '../../shared/types.ts';
import { defineStage } from './stage.ts';
import { listing, sourceStamp } from './disk-memo.ts';

const SITE_CONTENT = taskRef<typeof siteContentTask>(new URL('../load/site-content.ts', import.meta.url));

export const contentStage = defineStage({
  name: 'content',
  // After the API has started (and so after the output check): the content takes the cores its conversion leaves.
  needs: ['config', 'apiStart'],
  async run({ config: { config, configKey }, apiStart }, ctx) {
    const { root, mode, watch, memory } = ctx;
    const includeDrafts = mode === 'development';
    const files = await listing(ctx, `content:${config.contentDir}:${config.pagesDir}`, () => contentFiles(root, config), (listed, modified) => {
      const sources = new Set([...listed.docs.map((f) => path.join(root, config.contentDir, f)), ...listed.pages.map((f) => path.join(root, config.pagesDir, f))]);
      return [...modified].every((file) => sources.has(file) || !isContentSource(root, config, file));
    });
    // Beside a light conversion a small site is parsed here: a thread would load the markdown pipeline and Shiki's
    // grammars again for a few dozen pages. Beside a heavy one, in a thread, whose memory goes back when it ends
    // (../api/project-weight.ts has the measurements).
    const converting = apiStart.work !== 'none';
    const inThreads = apiStart.work === 'heavy' || files.docs.length + files.pages.length >= POOL_FROM;
    if (!watch && inThreads) {
      // Beside the conversion, which keeps a core busy and holds the build's largest heap, one thread fewer: the
      // parsing takes the cores left, and the memory of a thread that would only wait for a core stays free. Once the
      // API stage is done its core is free, and the chunks still waiting take it: a site whose content outlasts the
      // conversion (a large one) is parsed on every core from then on.
      const pool = createPool('parse');
      let beside = converting;
      const threads = () => {
        if (beside && apiStart.finished()) beside = false;
        return beside ? Math.max(1, pool.size - 1) : pool.size;
      };
      // A site this small is in the pool only beside a heavy conversion: its next builds load it here, one file at a
      // time, and the threads keep each page and its sections for them.
      const keepFor = files.docs.length + files.pages.length < POOL_FROM ? { configKey } : undefined;
      try {
        const chunks = chunked(files, pool.size);
        const total = files.docs.length + files.pages.length;
        let parsed = 0;
        const chunkDone = (_: number, { files: chunk }: { files: { docs: unknown[]; pages: unknown[] } }) =>
          ctx.logger.progress('content', (parsed += chunk.docs.length + chunk.pages.length), total, 'parsing pages');
        ctx.logger.progress('content', 0, total, 'parsing pages');
        const loaded = await runLimited(pool, SITE_CONTENT, chunks.map((part) => ({ root, config, includeDrafts, files: part, keepFor })), threads, undefined, chunkDone);
        const images = new Map(loaded.flatMap((l) => l.images));
        const pages = loaded.flatMap((l) => l.pages).sort(bySource);
        const drafts = loaded.flatMap((l) => l.drafts).sort();
        pruneMarkdownCaches(root);
        return { pages, drafts, images: { entries: () => [...images] }, diagnostics: loaded.flatMap((l) => l.diagnostics).sort(byFile) };
      } finally {
        await pool.close();
      }
    }
    const diagnostics = new DiagnosticBag();
    const images = await memory.memo('images', configKey, () => createAssetRegistry(root, config.baseUrl));
    // An author parses the page they edit again and again: the sections an edit left alone are reused, kept in memory
    // by watch mode and on disk for a build's next process. (A cold or large build parses in threads, as above.)
    const sections = watch ? undefined : sectionsDir(root);
    const markdown = await memory.memo('markdown', configKey, () => siteMarkdownProcessor(root, config, images, { reuseSections: true, sectionsDir: sections }));
    // A build takes an unchanged file's page as the last build loaded it; watch mode keeps its pages in memory.
    const pageCache = watch ? undefined : sitePageCache(root, configKey, includeDrafts, markdown, true);
    const { pages, drafts } = await loadContent({
      root,
      config,
      markdown,
      includeDrafts,
      diagnostics,
      files,
      memo: watch ? (file, load) => watchedPage(ctx, configKey, file, load) : undefined,
      pageCache,
      progress: (done, total) => ctx.logger.progress('content', done, total, 'loading pages'),
    });
    pageCache?.prune();
    if (!watch) pruneMarkdownCaches(root);
    return { pages, drafts, images, diagnostics: diagnostics.items };
  },
  detail: (content) => `${content.pages.length} pages`,
});

/**
 * Watch mode's page of a file, kept while its source is unchanged and the partials it shows are too (a partial is no
 * page: its edit lists no source again, so the pages that show it are asked here).
 */
async function watchedPage(ctx: StageContext, configKey: string, file: string, load: () => Promise<LoadedMarkdown>): Promise<LoadedMarkdown> {
  const key = `${configKey}:${await sourceStamp(ctx, path.join(ctx.root, file))}`;
  const kept = await ctx.memory.memo(`page:${file}`, key, load);
  if (await partialsHold(ctx.root, kept.page?.partials)) return kept;
  ctx.memory.invalidate(`page:${file}`);
  return ctx.memory.memo(`page:${file}`, key, load);
}

/** What no build has used for a week in the markdown caches (a build's, in threads or here; never watch mode's). */
function pruneMarkdownCaches(root: string): void {
  pruneSectionStores(sectionsDir(root));
  pruneMarkdownCache(markdownCacheDir(root));
}

/**
 * The files in chunks, in path order, for the threads to take one at a time: about eight per thread, so that a thread
 * that joins late (see above) still finds work and every thread ends at about the same time; at most 48 files each,
 * so that on a large site a freed core waits at most one chunk for its first; at least 4, or a chunk's round trip
 * would cost more than its pages.
 */
function chunked(files: ContentFiles, threads: number): ContentFiles[] {
  const all = [...files.docs.map((file) => ({ file, doc: true })), ...files.pages.map((file) => ({ file, doc: false }))];
  const size = Math.min(48, Math.max(4, Math.ceil(all.length / (threads * 8))));
  const chunks: ContentFiles[] = [];
  for (let i = 0; i < all.length; i += size) {
    const part = all.slice(i, i + size);
    chunks.push({ docs: part.filter((f) => f.doc).map((f) => f.file), pages: part.filter((f) => !f.doc).map((f) => f.file) });
  }
  return chunks;
}

/** Diagnostics by file, each file's in the order found (the sort is stable): the order loading them here gives. */
function byFile(a: Diagnostic, b: Diagnostic): number {
  return (a.file ?? '') < (b.file ?? '') ? -1 : (a.file ?? '') > (b.file ?? '') ? 1 : 0;
}

/** Docs first, then standalone pages, each by source path: the order `loadContent` gives. */
function bySource(a: Page, b: Page): number {
  const [fileA, fileB] = [a.sourceFile ?? '', b.sourceFile ?? ''];
  return (a.kind === 'doc' ? 0 : 1) - (b.kind === 'doc' ? 0 : 1) || (fileA < fileB ? -1 : fileA > fileB ? 1 : 0);
}
