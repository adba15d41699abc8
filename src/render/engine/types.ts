// The engine's contracts with its callers: what one run of the pipeline produces, and the files it wants written.
import type { Diagnostic } from '../diagnostics.ts';
import type { RenderedLinks } from '../links/check-links.ts';
import type { LoadedSite } from '../site.ts';
import type { WholeSiteFiles } from '../output/whole-site-files.ts';
import type { Written } from '../output/write.ts';

export type BuildMode = 'production' | 'development';

/** One file of the site, and where its bytes come from. `hash` changes whenever the bytes do. */
export type OutputFile =
  | { kind: 'content'; path: string; hash: string; content: string | Uint8Array }
  | { kind: 'copy'; path: string; hash: string; from: string };

/** A rendered route: its output file and what the link checker keeps of it. */
export interface RouteOutput {
  route: string;
  file: OutputFile & { kind: 'copy' };
  key: string;
  links: RenderedLinks;
  /** Hash of the page's element ids: links into the page are checked again when it changes. */
  idsKey: string;
}

export interface SiteRun {
  site: LoadedSite;
  /** Every warning of the run but the link checker's (those are in `linkProblems`). */
  warnings: Diagnostic[];
  /** Watch mode: the errors found after loading that did not stop the run (graph, cards). */
  errors: Diagnostic[];
  /** Every route, in route order. Routes that failed to render (watch mode only) are missing. */
  routes: Map<string, RouteOutput>;
  /** Routes rendered in this run (the others came from the render cache). */
  rendered: number;
  /** The stylesheet, the client bundle, static files and images. */
  files: OutputFile[];
  /** Broken links and anchors with the severity the config gives them. */
  linkProblems: Diagnostic[];
  /** Render failures (watch mode keeps going without the page). */
  renderErrors: Diagnostic[];
  /** The sitemap, search index, llms files and Markdown copies; made once per run, on first call. */
  wholeSite(): Promise<WholeSiteFiles>;
  /** What the sink received. */
  written: Written;
  timings: Record<string, number>;
}
