/** Where a site's live demos run and where their sources are: site.config.ts `demos`, validated. */
export interface DemoHosting {
  /** Base URL of the hosted apps, ending in `/`: `::demo{path}` runs `{origin}{path}`. */
  origin: string;
  /** Base URL of their sources, ending in `/`: "View source" opens `{sourceRoot}{path}`. */
  sourceRoot: string;
  /** A line under every demo (which version the hosted apps run, say). */
  note?: string;
}

export function demoUrls(hosting: DemoHosting, path: string): { app: string; source: string } {
  const clean = path.replace(/^\/+/, '');
  return { app: new URL(clean, hosting.origin).href, source: hosting.sourceRoot + clean };
}
