// content: every markdown page (and `.tsx` page) of the content folders through unified into HAST, with headings,
// ids and links (../load). Each page is cached by its source, each highlighted code block by its code. While TypeDoc
// converts beside it (a cold build), the stage runs in a worker thread, whose memory goes back before the
// conversion's peak.
import { DiagnosticBag } from '../diagnostics.ts';
import { contentHash } from '../hash.ts';
import { loadContent } from '../load/content.ts';
import { siteMarkdownProcessor, type SiteContent, type SiteContentTask } from '../load/site-content.ts';
import { createAssetRegistry } from '../output/asset-registry.ts';
import { runTask } from '../threads/run-task.ts';
import { apiConverting } from './api.ts';
import { defineStage } from './stage.ts';

export const contentStage = defineStage({
  name: 'content',
  needs: ['config'],
  async run({ config: { config, configKey } }, { root, mode, watch, memory }) {
    const includeDrafts = mode === 'development';
    // Checked before the API stage starts (it writes the cache this reads): both start when the config is read, this
    // one first.
    if (!watch && apiConverting(root, config)) {
      const loaded = await runTask<SiteContent>(new URL('../load/site-content.ts', import.meta.url), 'loadSiteContentTask', { root, config, includeDrafts } satisfies SiteContentTask);
      return { pages: loaded.pages, images: { entries: () => loaded.images }, diagnostics: loaded.diagnostics };
    }
    const diagnostics = new DiagnosticBag();
    const images = await memory.memo('images', configKey, () => createAssetRegistry(root, config.baseUrl));
    const pages = await loadContent({
      root,
      config,
      markdown: await memory.memo('markdown', configKey, () => siteMarkdownProcessor(root, config, images)),
      includeDrafts,
      diagnostics,
      memo: watch ? (file, source, load) => memory.memo(`page:${file}`, contentHash(configKey, source), load) : undefined,
    });
    return { pages, images, diagnostics: diagnostics.items };
  },
  detail: (content) => `${content.pages.length} pages`,
});
