// The engine's contract with its callers: what one run of the pipeline produces.
import type { Diagnostic } from '../core/diagnostics.ts';
import type { LoadedSite } from '../graph/types.ts';
import type { WholeSiteFiles } from '../output/whole-site-files.ts';
import type { Written } from '../output/write.ts';
import type { OutputFile, RouteOutput } from '../output/files.ts';

export interface SiteRun {
  site: LoadedSite;
  /** The files the config was read from, project-relative (watch mode restarts when one changes). */
  configFiles: string[];
  /** The site's files `.mdx` pages' modules were bundled from (components, their CSS) and the partials pages show, absolute. */
  moduleInputs: string[];
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
