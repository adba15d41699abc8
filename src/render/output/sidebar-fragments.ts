// The files of a long sidebar's lazy categories (../graph/sidebar-fragments.ts): each holds the markup of one
// category's entries, as a page holds them where the category is open. A file's name is a hash of everything it is
// made of, so the file of that name in `.docgen-cache/sidebar/` is the file: a build renders only the ones no build
// made before, and one that renders none never loads React.
import path from 'node:path';
import { readSealed, writeSealed } from '../core/sealed-file.ts';
import { pruneFiles } from '../core/prune-files.mjs';
import { fragmentCategories } from '../graph/sidebar-fragments.ts';
import type { PageGraph } from '../graph/types.ts';
import type { OutputFile } from './files.ts';
import { scanDocument } from './scan-html.ts';
import { CACHE, cachePath } from '../core/cache-namespaces.mjs';

/** A fragment file, as the link checker reads it. */
export interface SidebarFragment {
  /** Its URL, as pages name it. */
  url: string;
  /** The sidebar and the category it holds the entries of, to say where a broken link is. */
  sidebar: string;
  label: string;
  hrefs: string[];
}

/** Every lazy category of the graph's sidebars, with its sidebar and the level of its entries. */
export function lazyCategories(graph: PageGraph): (ReturnType<typeof fragmentCategories>[number] & { sidebar: string })[] {
  return Object.entries(graph.sidebars).flatMap(([sidebar, items]) => fragmentCategories(items).map((lazy) => ({ ...lazy, sidebar })));
}

/**
 * The files of `categories` (from `lazyCategories`) and their links, under the base URL `base`. `prune`: remove the
 * cache's unused files.
 */
export async function sidebarFragmentFiles(categories: ReturnType<typeof lazyCategories>, base: string, cacheDir: string, prune: boolean): Promise<{ files: OutputFile[]; fragments: SidebarFragment[] }> {
  const dir = cachePath(cacheDir, 'sidebar');
  const files: OutputFile[] = [];
  const fragments: SidebarFragment[] = [];
  const used = new Set<string>();
  for (const { sidebar, category, level } of categories) {
    const name = path.posix.basename(category.fragment);
    // Two categories of the same entries at the same level share a file.
    if (used.has(name)) continue;
    used.add(name);
    const cached = path.join(dir, name);
    let html = (await readSealed(cached))?.toString('utf8');
    if (html === undefined) {
      const { renderSidebarEntries } = await import('./render-page.ts');
      html = renderSidebarEntries(category.items, level);
      await writeSealed(cached, html);
    }
    files.push({ kind: 'content', path: category.fragment.slice(base.length), hash: name, content: html });
    fragments.push({ url: category.fragment, sidebar, label: category.label, hrefs: scanDocument(html).hrefs });
  }
  if (prune) pruneFiles(dir, (name) => !used.has(name), CACHE.sidebar.pruneAfterMs);
  return { files, fragments };
}
