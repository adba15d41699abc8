// What the output stages hand the writer: files and their sources, and each rendered route with what the link
// checker keeps of it.
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { relativeInside } from '../core/inside-folder.ts';

/**
 * One file of the site, and where its bytes come from: in memory, a file to copy, a sealed cache file (see
 * ../core/sealed-file.ts) whose seal is checked as it is read, or a cache file already known whole by its stamp
 * (../core/file-stamp.ts), copied by the file system and published only if its stamp is still that one. `hash`
 * changes whenever the bytes do.
 */
export type OutputFile =
  | { kind: 'content'; path: string; hash: string; content: string | Uint8Array }
  | { kind: 'copy'; path: string; hash: string; from: string }
  | { kind: 'sealed'; path: string; hash: string; from: string }
  | { kind: 'stamped'; path: string; hash: string; from: string; stamp: string };

/** What rendering kept of each page: its ids and the hrefs it contains. */
export interface RenderedLinks {
  ids: Set<string>;
  hrefs: string[];
}

/** A rendered route: its output file and what the link checker keeps of it. */
export interface RouteOutput {
  route: string;
  file: OutputFile & { kind: 'stamped' };
  key: string;
  links: RenderedLinks;
  /** Hash of the page's element ids: links into the page are checked again when it changes. */
  idsKey: string;
}

/**
 * The files of the static folder (`staticDir`, absolute) that land where another file of the site does: a page's HTML
 * or Markdown copy, llms.txt, sitemap.xml. One of the two was dropped without a word, with exit 0 (Docusaurus stops
 * on such a conflict too). Named from the project folder `root`.
 */
export function staticClashes(files: readonly OutputFile[], staticDir: string, root: string): Diagnostic[] {
  const byPath = new Map<string, OutputFile[]>();
  for (const file of files) byPath.set(file.path, [...(byPath.get(file.path) ?? []), file]);
  return [...byPath].flatMap(([place, all]) => {
    if (all.length < 2) return [];
    return all.flatMap((file): Diagnostic[] => {
      if (file.kind !== 'copy' || relativeInside(staticDir, file.from) === undefined) return [];
      return [
        {
          severity: 'error',
          file: path.relative(root, file.from).split(path.sep).join('/'),
          message: `docgen writes ${place} itself, and this file of the static folder would take the same place in the site.`,
          hint: "Rename or move it: docgen makes each page's HTML and Markdown copy, llms.txt, llms-full.txt, sitemap.xml and the search index.",
        },
      ];
    });
  });
}

