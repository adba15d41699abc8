// site files: every file of the site besides the routes' HTML: the stylesheet and client bundle, the `.mdx` pages'
// island code and CSS, the static folder,
// the images pages use (named by a hash of their content), the link-preview cards, the entries of a long sidebar's
// lazy categories (../output/sidebar-fragments.ts); and the whole-site files made
// from every page (sitemap, search index, llms files, each page's Markdown; ../output/whole-site-files.ts), made on
// first call, or at once beside rendering when the run writes them anyway.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { assetFiles } from '../assets/assets.ts';
import { moduleFiles, type PageModule } from '../assets/page-modules.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import type { Page } from '../../shared/types.ts';
import { folderFiles } from '../load/folder-files.ts';
import type { OutputFile } from '../output/files.ts';
import { cardFiles } from '../output/og-cards.ts';
import { lazyCategories, sidebarFragmentFiles } from '../output/sidebar-fragments.ts';
import { contentHash } from '../core/hash.ts';
import { startWholeSiteFiles, wholeSiteInput, type WholeSiteFiles } from '../output/whole-site-files.ts';
import { shownTree } from '../graph/page-view.ts';
import { searchFileRoutes } from '../search/index.ts';
import { routeFromPath } from '../../shared/urls.ts';
import { defineStage } from './stage.ts';

/** React and the theme load only when a site has `.mdx` pages: a site without any never loads them here. */
let mdxShown: Promise<typeof import('../output/mdx-shown.ts')> | undefined;

export const siteFilesStage = defineStage({
  name: 'siteFiles',
  needs: ['graph', 'view', 'assets', 'modules'],
  async run({ graph: site, view, assets, modules }, { root, cacheDir, mode, eagerWholeSite, logger, timings, memory, watch }) {
    const { config, graph } = site;
    let wholeSite: Promise<WholeSiteFiles> | undefined;
    // The `.mdx` pages' expressions and childless components, rendered: their text in the pages' Markdown and search.
    const mdxHtml = new Map<string, readonly string[]>();
    for (const page of graph.pages.values()) {
      if (!page.mdx) continue;
      const module = modules.byRoute.get(page.route);
      const html = await memory.memo(`mdxShown:${page.route}`, `${page.hash}:${module?.key ?? ''}`, () => shownHtml(page, module, cacheDir));
      if (html) mdxHtml.set(page.route, html);
    }
    const start = () => (wholeSite ??= startWholeSiteFiles(wholeSiteInput(graph, view.extras.updated, config, mode === 'production', path.join(cacheDir, 'llms'), mdxHtml)));
    if (eagerWholeSite) start().catch(() => {});

    const files: OutputFile[] = [...assetFiles(assets), ...moduleFiles(modules), ...(view.mermaid?.files ?? []).map(({ file, code }): [string, string] => [file, code])].map(([file, content]) => ({
      kind: 'content',
      path: file,
      hash: file,
      content,
    }));
    const math = view.mathStyles;
    if (math) files.push({ kind: 'content', path: math.file, hash: math.file, content: math.code }, ...math.fonts.map((font): OutputFile => ({ kind: 'copy', path: font.path, hash: font.path, from: font.from })));
    const staticFiles = await listStatic(root, config.staticDir);
    for (const file of staticFiles) {
      const from = path.join(root, config.staticDir, file);
      const stat = statSync(from);
      files.push({ kind: 'copy', path: file, hash: `${stat.size}:${stat.mtimeMs}`, from });
    }
    const images = site.images.entries();
    for (const [from, to] of images) files.push({ kind: 'copy', path: to, hash: to, from });
    const drawing = performance.now();
    logger.progress('siteFiles', 0, 0, 'drawing link-preview cards');
    const drawn = await view.cardsDrawn;
    timings.cards = performance.now() - drawing;
    logger.stage('cards', timings.cards, `${view.cards.cards.size} link-preview cards, ${drawn} rendered`);
    files.push(...cardFiles(view.cards, path.join(cacheDir, 'og')));

    // A long sidebar's lazy categories: their entries' files (watch mode: made again only when one of them changes).
    const categories = lazyCategories(graph);
    // Keyed by what the files and their link reports name: a category's file does not change with its own label.
    const key = contentHash(...categories.map(({ sidebar, category }) => `${sidebar}\0${category.label}\0${category.fragment}`));
    const lazy = await memory.memo('sidebarFragments', key, () =>
      sidebarFragmentFiles(categories, config.baseUrl, cacheDir, !watch),
    );
    files.push(...lazy.files);

    const base = config.baseUrl;
    // Routes that exist as files rather than pages, which links may point to.
    // In NFC, as the link check reads the paths links name (a static file's name may be in NFD on disk).
    const fileRoutes = new Set([...staticFiles.map((f) => routeFromPath(base, f.normalize('NFC'))), ...images.map(([, out]) => routeFromPath(base, out)), ...searchFileRoutes(graph)]);
    return { files, fileRoutes, wholeSite: start, fragments: lazy.fragments };
  },
  detail: ({ files }) => `${files.length} files`,
});

/**
 * What a page's expressions and childless components render to: kept in `.docgen-cache/mdx/` (beside the page's
 * module, and pruned with it) under what it is made from, so that a warm build neither loads React and the theme nor
 * renders them again; rendered on a miss.
 */
async function shownHtml(page: Page, module: PageModule | undefined, cacheDir: string): Promise<readonly string[] | undefined> {
  const file = path.join(cacheDir, 'mdx', `${contentHash(page.route)}.shown.json`);
  const key = contentHash(docgenFingerprint(), page.hash, module?.key ?? '');
  const kept = (await readSealedJson(file)) as { key?: unknown; html?: string[] | null } | undefined;
  if (kept?.key === key) return kept.html ?? undefined;
  const html = await (await (mdxShown ??= import('../output/mdx-shown.ts'))).renderedOnlyHtml(shownTree(page).body, module);
  await writeSealed(file, JSON.stringify({ key, html: html ?? null }));
  return html;
}

async function listStatic(root: string, staticDir: string): Promise<string[]> {
  return existsSync(path.join(root, staticDir)) ? folderFiles(root, staticDir, '**/*') : [];
}
