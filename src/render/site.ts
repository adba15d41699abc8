// What the pipeline's stages up to the graph make (./stages), as their callers and the later stages see it; and
// where a project's root is.
import path from 'node:path';
import type { SiteConfig } from './config/schema.ts';
import type { Diagnostic } from './diagnostics.ts';
import type { PageGraph } from './graph/types.ts';
import type { Page, SidebarItem } from '../shared/types.ts';

export interface LoadedSite {
  config: SiteConfig;
  graph: PageGraph;
  images: ImageFiles;
  warnings: Diagnostic[];
  /** Graph errors, in watch mode (otherwise they are thrown). */
  errors: Diagnostic[];
  /** Hash of the validated config: anything cached from this config is keyed by it. */
  configKey: string;
}

/**
 * Pages made by a generator rather than read from content/ (the API Reference). Plain data, so that watch mode can
 * keep it between rebuilds; diagnostics are returned rather than reported so that they are replayed on every build
 * that reuses the result.
 */
export interface GeneratedPages {
  pages: Page[];
  sidebar?: SidebarItem[];
  symbols?: Record<string, string>;
  diagnostics: Diagnostic[];
}

/** The images the pages use, to be copied: absolute source → output path. */
export interface ImageFiles {
  entries(): [string, string][];
}

export function projectRoot(root?: string): string {
  return path.resolve(root ?? process.cwd());
}
