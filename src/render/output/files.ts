// What the output stages hand the writer: files and their sources, and each rendered route with what the link
// checker keeps of it.

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
