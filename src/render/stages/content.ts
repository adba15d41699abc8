// content: every markdown page (and `.tsx` page) of the content folders through unified into HAST, with headings,
// ids and links (../load). Each page is cached by its source, each highlighted code block by its code. A one-shot
// build with many pages, or beside TypeDoc's conversion (a cold build), parses them in the pool's threads, a share
// each, so every core works and their memory goes back when they end; their pages come back with their trees in the
// body store (../core/body-store.ts), so that this thread never holds them all. Watch mode parses here, keeping
// each page, tree and all, between rebuilds, and each edited page's sections (../markdown/sections.ts).
import { DiagnosticBag, type Diagnostic } from '../core/diagnostics.ts';
import { contentFiles, loadContent, type ContentFiles } from '../load/content.ts';
import { siteMarkdownProcessor, type task as siteContentTask } from '../load/site-content.ts';
import { createAssetRegistry } from '../load/asset-registry.ts';
import { createPool, poolSize } from '../threads/pool.ts';
import { taskRef } from '../threads/task.ts';
import type { Page } from '../../shared/types.ts';
import { apiConverting } from './api.ts';
import { POOL_FROM } from './render.ts';
import { defineStage } from './stage.ts';

const SITE_CONTENT = taskRef<typeof siteContentTask>(new URL('../load/site-content.ts', import.meta.url));

export const contentStage = defineStage({
  name: 'content',
  needs: ['config'],
  async run({ config: { config, configKey } }, { root, mode, watch, memory }) {
    const includeDrafts = mode === 'development';
    // Checked before the API stage starts (it writes the cache this reads): both start when the config is read, this
    // one first.
    const converting = !watch && apiConverting(root, config);
    const files = await contentFiles(root, config);
    if (!watch && (converting || files.docs.length + files.pages.length >= POOL_FROM)) {
      // Beside the conversion, which keeps a core busy and holds the build's largest heap, one thread fewer: the
      // parsing takes the cores left, and the memory of a thread that would only wait for a core stays free.
      const shares = share(files, converting ? Math.max(1, poolSize() - 1) : poolSize());
      const pool = createPool(shares.length);
      try {
        const loaded = await Promise.all(shares.map((part) => pool.run(SITE_CONTENT, { root, config, includeDrafts, files: part })));
        const images = new Map(loaded.flatMap((l) => l.images));
        const pages = loaded.flatMap((l) => l.pages).sort(bySource);
        const drafts = loaded.flatMap((l) => l.drafts).sort();
        return { pages, drafts, images: { entries: () => [...images] }, diagnostics: loaded.flatMap((l) => l.diagnostics).sort(byFile) };
      } finally {
        await pool.close();
      }
    }
    const diagnostics = new DiagnosticBag();
    const images = await memory.memo('images', configKey, () => createAssetRegistry(root, config.baseUrl));
    const { pages, drafts } = await loadContent({
      root,
      config,
      // Watch mode parses the page an author edits again and again: the sections an edit left alone are reused.
      markdown: await memory.memo('markdown', configKey, () => siteMarkdownProcessor(root, config, images, { reuseSections: watch })),
      includeDrafts,
      diagnostics,
      files,
      memo: watch ? (file, stamp, load) => memory.memo(`page:${file}`, `${configKey}:${stamp}`, load) : undefined,
    });
    return { pages, drafts, images, diagnostics: diagnostics.items };
  },
  detail: (content) => `${content.pages.length} pages`,
});

/** The files in `n` shares of about the same size, each in path order. */
function share(files: ContentFiles, n: number): ContentFiles[] {
  const count = Math.max(1, Math.min(n, files.docs.length + files.pages.length));
  return Array.from({ length: count }, (_, i) => ({ docs: files.docs.filter((_, j) => j % count === i), pages: files.pages.filter((_, j) => j % count === i) }));
}

/** Diagnostics by file, each file's in the order found (the sort is stable): the order loading them here gives. */
function byFile(a: Diagnostic, b: Diagnostic): number {
  return (a.file ?? '') < (b.file ?? '') ? -1 : (a.file ?? '') > (b.file ?? '') ? 1 : 0;
}

/** Docs first, then standalone pages, each by source path: the order `loadContent` gives. */
function bySource(a: Page, b: Page): number {
  return (a.kind === 'doc' ? 0 : 1) - (b.kind === 'doc' ? 0 : 1) || (a.sourceFile! < b.sourceFile! ? -1 : a.sourceFile! > b.sourceFile! ? 1 : 0);
}
