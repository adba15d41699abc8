// The in-place sink (./write.ts), where `docgen serve` keeps the site it serves: the files of the last run. Only files
// whose hash changed are written (write then rename, so the server never reads half a file), and files the site no
// longer produces are removed. The first sync also removes whatever an earlier server left behind.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputFile } from './files.ts';
import { folderWriter } from './folder-writer.ts';
import { OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from './output-folder.ts';

export interface InPlaceOutput {
  /**
   * Makes the pages, assets, static files and images of the folder those of `files`; whole-site files are synced
   * apart (`syncWholeSite`) and are left alone here. Returns the paths written and removed.
   */
  sync(files: OutputFile[]): Promise<{ written: string[]; removed: string[] }>;
  /** The same for the whole-site files (sitemap, search index, llms files, Markdown copies). */
  syncWholeSite(files: OutputFile[]): Promise<{ written: string[]; removed: string[] }>;
}

export function createInPlaceOutput(outDir: string): InPlaceOutput {
  /** Output path → hash of what is there now, per group of files. */
  const pages = new Map<string, string>();
  const wholeSite = new Map<string, string>();
  let first = true;

  const put = folderWriter(outDir, 'atomic');

  async function syncGroup(group: Map<string, string>, files: OutputFile[], others: Map<string, string>): Promise<{ written: string[]; removed: string[] }> {
    const written: string[] = [];
    const now = new Set<string>();
    for (const file of files) {
      now.add(file.path);
      if (group.get(file.path) === file.hash) continue;
      await put(file);
      group.set(file.path, file.hash);
      written.push(file.path);
    }
    const removed: string[] = [];
    for (const file of [...group.keys()]) {
      if (now.has(file)) continue;
      group.delete(file);
      removed.push(file);
      await rm(path.join(outDir, file), { force: true });
    }
    if (first) {
      first = false;
      await removeStale(outDir, (f) => f === OUTPUT_MARKER || now.has(f) || others.has(f));
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, OUTPUT_MARKER), OUTPUT_MARKER_TEXT);
    }
    return { written, removed };
  }

  return {
    sync: (files) => syncGroup(pages, files, wholeSite),
    syncWholeSite: (files) => syncGroup(wholeSite, files, pages),
  };
}

/** Removes files a previous server left in the output folder that this site does not produce. */
async function removeStale(dir: string, keep: (file: string) => boolean): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!keep(relative)) await rm(path.join(dir, relative), { force: true });
  }
}
