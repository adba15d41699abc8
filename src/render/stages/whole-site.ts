// whole site: the files made from every page (sitemap, search index, llms files, each page's Markdown;
// ../output/whole-site-files.ts). A build makes them beside rendering, since it writes them anyway; watch mode makes
// them on first call, when a browser asks for one, so that they never delay a reload.
import path from 'node:path';
import { docgenFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import type { PageModule } from '../assets/page-modules.ts';
import { shownTree } from '../graph/page-view.ts';
import { startWholeSiteFiles, wholeSiteInput, type WholeSiteFiles } from '../output/whole-site-files.ts';
import type { Page } from '../../shared/types.ts';
import { defineStage } from './stage.ts';
import { isRecord } from '../../shared/is-record.ts';
import type * as MdxShown from '../output/mdx-shown.ts';
import { cachePath } from '../core/cache-namespaces.mjs';

/** React and the theme load only when a site has `.mdx` pages: a site without any never loads them here. */
let mdxShown: Promise<typeof MdxShown> | undefined;

export const wholeSiteStage = defineStage({
  name: 'wholeSite',
  needs: ['graph', 'view', 'modules'],
  async run({ graph: { config, graph }, view, modules }, { cacheDir, mode, eagerWholeSite, memory }) {
    // The `.mdx` pages' expressions and childless components, rendered: their text in the pages' Markdown and search.
    const mdxHtml = new Map<string, readonly string[]>();
    for (const page of graph.pages.values()) {
      if (!page.mdx) continue;
      const module = modules.byRoute.get(page.route);
      const html = await memory.memo(`mdxShown:${page.route}`, `${page.hash}:${module?.key ?? ''}`, () => shownHtml(page, module, cacheDir));
      if (html) mdxHtml.set(page.route, html);
    }
    const make = () => startWholeSiteFiles(wholeSiteInput(graph, view.extras.updated, config, mode === 'production', cachePath(cacheDir, 'llms'), mdxHtml));
    if (eagerWholeSite) {
      const made = await make();
      return { files: async () => made };
    }
    let made: Promise<WholeSiteFiles> | undefined;
    return { files: () => (made ??= make()) };
  },
});

/**
 * What a page's expressions and childless components render to: kept in `.docgen-cache/mdx/` (beside the page's
 * module, and pruned with it) under what it is made from, so that a warm build neither loads React and the theme nor
 * renders them again; rendered on a miss.
 */
async function shownHtml(page: Page, module: PageModule | undefined, cacheDir: string): Promise<readonly string[] | undefined> {
  const file = path.join(cachePath(cacheDir, 'mdx'), `${contentHash(page.route)}.shown.json`);
  const key = contentHash(docgenFingerprint(), page.hash, module?.key ?? '');
  const kept = await readSealedJson(file, isKeptHtml);
  if (kept?.key === key) return kept.html ?? undefined;
  const html = await (await (mdxShown ??= import('../output/mdx-shown.ts'))).renderedOnlyHtml(shownTree(page).body, module);
  await writeSealed(file, JSON.stringify({ key, html: html ?? null }));
  return html;
}

/** What `shownHtml` keeps: the key it was made under, and the HTML (null: the page has nothing rendered only). */
function isKeptHtml(value: unknown): value is { key: string; html: string[] | null } {
  return isRecord(value) && typeof value.key === 'string' && (value.html === null || Array.isArray(value.html));
}
