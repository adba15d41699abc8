// What the build worker tells the server about one rebuild. Its own module so that the server process, which must
// not load the renderer (see dev-server.ts), and the build worker agree on it.
import type { Diagnostic } from '../core/diagnostics.ts';

export interface DevBuildReport {
  /** False when the site could not be loaded at all (config or markdown errors): the output was left as it was. */
  ok: boolean;
  /** Everything the overlay shows: config, frontmatter, graph, broken-link and render errors. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Routes whose HTML was written because it changed (new pages included). */
  changed: string[];
  /** Routes that no longer exist; their files were removed. */
  removed: string[];
  /** Routes rendered because their inputs changed (changed routes are among them). */
  rendered: number;
  pageCount: number;
  /** Stylesheet, client bundle, static files or images changed: every open page should reload. */
  assetsChanged: boolean;
  /** The site's base URL (from the config; absent when the config could not be loaded). */
  base?: string;
  /** The config's `trailingSlash`. */
  trailingSlash?: boolean;
  /**
   * Folders and files the builder reads, for the watcher (absolute): `api` are the API Reference's inputs, `modules`
   * the files `.mdx` pages' components are bundled from.
   */
  watch: { content: string[]; static: string; config: string[]; api: string[]; modules: string[] };
  ms: number;
  timings: Record<string, number>;
}

export interface DevBuildChange {
  /** Files outside the markdown sources changed (images): pages are loaded again, since their image URLs may differ. */
  images?: boolean;
  /** The only files changed since the last build, all content sources modified in place (absolute paths; see EngineChange). */
  modified?: string[];
}

/** The report of a build that did not get as far as rendering. */
export function failedReport(errors: Diagnostic[]): DevBuildReport {
  return {
    ok: false,
    errors,
    warnings: [],
    changed: [],
    removed: [],
    rendered: 0,
    pageCount: 0,
    assetsChanged: false,
    watch: { content: [], static: '', config: [], api: [], modules: [] },
    ms: 0,
    timings: {},
  };
}
