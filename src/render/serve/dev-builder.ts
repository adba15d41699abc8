// The incremental build behind `docgen serve`: one engine (../engine/engine.ts) in watch mode, whose runs are synced
// into the served folder. It reports which routes' HTML changed, so that the server reloads just the tabs showing
// them. Runs in the build worker (./worker.ts); tests drive it in-process.
import path from 'node:path';
import { createEngine } from '../engine/engine.ts';
import { asDiagnostics } from '../core/failures.ts';
import type { SiteRun } from '../engine/types.ts';
import type { Logger } from '../core/log.ts';
import type { LoadedSite } from '../graph/types.ts';
import { failedReport, type DevBuildChange, type DevBuildReport } from './build-report.ts';
import { createInPlaceOutput } from '../output/in-place.ts';
import { resolveApiConfig } from '../api/config.ts';
import { localSourceDir } from '../api/local-sources.ts';
import type { SiteConfig } from '../config/schema.ts';

export interface DevBuildOptions {
  root: string;
  /** Where the served files are written. Files there that the site no longer produces are removed. */
  outDir: string;
  logger: Logger;
}

export interface DevBuilder {
  build(change?: DevBuildChange): Promise<DevBuildReport>;
  /**
   * Writes the whole-site files (sitemap, search index, …) of the last successful build. Separate from `build` so
   * that the reload goes out first; returns the files written.
   */
  writeDerived(): Promise<string[]>;
  /** Saves what the next server needs to start warm (the render cache's index); for idle time. */
  persist(): Promise<void>;
  /** The site of the last successful build. */
  readonly site: LoadedSite | undefined;
}

export function createDevBuilder({ root, outDir, logger }: DevBuildOptions): DevBuilder {
  const output = createInPlaceOutput(outDir);
  const engine = createEngine({ root, mode: 'development', logger, watch: true, sink: { kind: 'in-place', output } });
  /** Output file → route, for every page file written so far (removed routes included). */
  const routeOfFile = new Map<string, string>();
  /** The last successful run, whose whole-site files the server may ask for. */
  let lastRun: SiteRun | undefined;

  async function build(change: DevBuildChange = {}): Promise<DevBuildReport> {
    const started = performance.now();
    let run: SiteRun;
    try {
      run = await engine.run(change);
    } catch (error) {
      return failedReport(asDiagnostics(error));
    }
    lastRun = run;
    const { site, timings } = run;
    const { config, graph } = site;
    const base = config.baseUrl;
    if (run.written.kind !== 'in-place') throw new Error('the dev builder writes in place');
    const synced = run.written;
    const pages = [...run.routes.values()].map((r) => r.file);
    for (const { route, file } of run.routes.values()) routeOfFile.set(file.path, route);
    const pageFiles = new Set(pages.map((f) => f.path));
    // A link the graph could not translate is reported there already, with a better message.
    const errors = [...run.errors, ...run.renderErrors];
    const reported = new Set(errors.map((d) => `${d.file}:${d.line}`));
    const warnings = [...run.warnings];
    for (const d of run.linkProblems) {
      if (d.severity === 'warning') warnings.push(d);
      else if (!reported.has(`${d.file}:${d.line}`)) errors.push(d);
    }
    return {
      ok: true,
      errors,
      warnings,
      changed: synced.written.flatMap((f) => (pageFiles.has(f) ? (routeOfFile.get(f) ?? []) : [])),
      removed: synced.removed.flatMap((f) => routeOfFile.get(f) ?? []),
      rendered: run.rendered,
      pageCount: graph.pages.size,
      assetsChanged: synced.written.some((f) => !pageFiles.has(f)) || synced.removed.some((f) => !routeOfFile.has(f)),
      base,
      trailingSlash: config.trailingSlash,
      watch: {
        content: [...new Set([config.contentDir, config.pagesDir])].map((d) => path.join(root, d)),
        static: path.join(root, config.staticDir),
        config: run.configFiles.map((f) => path.join(root, f)),
        api: apiInputFiles(config.api, root),
        modules: run.moduleInputs,
      },
      ms: performance.now() - started,
      timings,
    };
  }

  /** Writes the whole-site files of the last run; returns the files written. */
  async function derive(): Promise<string[]> {
    if (!lastRun) return [];
    const synced = await output.syncWholeSite(await lastRun.wholeSite());
    return synced.written;
  }

  return {
    build,
    writeDerived: derive,
    persist: () => engine.persist(),
    get site() {
      return lastRun?.site;
    },
  };
}

/**
 * What outside content/ decides the API Reference: the documented package's manifest (its version), the docs
 * tsconfig, and a local package's folder (../api/local-sources.ts). An installed package's sources change only with
 * its version.
 */
function apiInputFiles(api: SiteConfig['api'], root: string): string[] {
  if (!api) return [];
  const resolved = resolveApiConfig(api, root);
  const sources = localSourceDir(resolved);
  return [path.join(resolved.packageRoot, 'package.json'), resolved.tsconfigPath, ...(sources ? [sources] : [])];
}
