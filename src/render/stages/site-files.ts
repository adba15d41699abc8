// site files: every file of the site besides the routes' HTML and the whole-site files: the stylesheet and client
// bundle, the `.mdx` pages' island code and CSS, KaTeX's styles, the static folder, the images pages use (named by a
// hash of their content), the link-preview cards, the entries of a long sidebar's lazy categories
// (../output/sidebar-fragments.ts).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { assetFiles } from '../assets/assets.ts';
import { moduleFiles } from '../assets/page-modules.ts';
import { folderFiles } from '../load/folder-files.ts';
import type { OutputFile } from '../output/files.ts';
import { cardFiles } from '../output/og-cards.ts';
import { lazyCategories, sidebarFragmentFiles } from '../output/sidebar-fragments.ts';
import { contentHash } from '../core/hash.ts';
import { searchFileRoutes } from '../search/index.ts';
import { routeFromPath } from '../../shared/urls.ts';
import { defineStage } from './stage.ts';
import { cachePath } from '../core/cache-namespaces.mjs';

export const siteFilesStage = defineStage({
  name: 'siteFiles',
  // After the cards: their files are listed, and written, once they are drawn.
  needs: ['graph', 'view', 'assets', 'modules', 'cards'],
  async run({ graph: site, view, assets, modules }, { root, cacheDir, memory, watch }) {
    const { config, graph } = site;

    const files: OutputFile[] = [...assetFiles(assets), ...moduleFiles(modules.byRoute)].map(([file, content]) => ({ kind: 'content', path: file, hash: file, content }));
    // The code highlighter and the Mermaid island, when pages use them: copied from where docgen keeps them.
    for (const kept of [modules.highlighter, view.mermaid]) {
      for (const { file, from, stamp } of kept?.files ?? []) files.push({ kind: 'stamped', path: file, hash: file, from, stamp });
    }
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
    files.push(...cardFiles(view.cards, cachePath(cacheDir, 'og')));

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
    return { files, fileRoutes, fragments: lazy.fragments };
  },
  detail: ({ files }) => `${files.length} files`,
});

async function listStatic(root: string, staticDir: string): Promise<string[]> {
  return existsSync(path.join(root, staticDir)) ? folderFiles(root, staticDir, '**/*') : [];
}
