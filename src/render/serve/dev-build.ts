// The incremental build behind `docgen serve`. It keeps, between rebuilds, every stage's result keyed by a hash of its
// inputs: each markdown page (by source), the stylesheet and client bundle, and for each route the key of everything
// its HTML is made from (the page, its sidebar, breadcrumbs and prev/next, the resolved targets of its links, the
// site-wide chrome). On a change the graph is rebuilt (cheap), and only routes whose key changed are rendered; only
// those whose HTML changed are written and reported, so the server reloads just the tabs showing them.
//
// Theme and config are not hot-patched: the server runs this builder in a worker thread and replaces the worker when
// either changes, so no stale module survives (see ./worker.ts).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assetFiles, assetUrls, buildAssets, fileRoutes, listStatic } from '../build.ts';
import { wholeSiteFiles, wholeSiteInput } from '../output/whole-site-files.ts';
import { BuildError, type Diagnostic } from '../diagnostics.ts';
import { contentHash } from '../hash.ts';
import { parseFrontmatter } from '../load/frontmatter.ts';
import { createMarkdownProcessor, type MarkdownProcessor } from '../markdown/pipeline.ts';
import { checkLinks, type RenderedLinks } from '../links/check-links.ts';
import type { Logger } from '../log.ts';
import { pageView, renderPage } from '../output/render-page.ts';
import { siteData } from '../output/site-data.ts';
import { createSiteCache, loadSite, type LoadedSite } from '../site.ts';
import { isExternal, resolveInternal, routeToFile } from '../../shared/urls.ts';

export interface DevBuildOptions {
  root: string;
  /** Where the served files are written. Files there that the site no longer produces are removed. */
  outDir: string;
  logger: Logger;
}

/** What the server needs to know about one rebuild. */
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
  /** Routes rendered because their inputs changed (a superset of `changed`). */
  rendered: number;
  pageCount: number;
  /** Stylesheet, client bundle, static files or images changed: every open page should reload. */
  assetsChanged: boolean;
  /** The site's base URL (from the config; absent when the config could not be loaded). */
  base?: string;
  /** Folders the builder reads, for the watcher (absolute). */
  watch: { content: string[]; static: string; config: string };
  ms: number;
  timings: Record<string, number>;
}

export interface DevBuildChange {
  /** Files outside the markdown sources changed (images): forget cached pages, since their image URLs may differ. */
  images?: boolean;
}

export interface DevBuilder {
  build(change?: DevBuildChange): Promise<DevBuildReport>;
  /**
   * Writes the whole-site files (sitemap, search index, …) of the last successful build when its pages changed.
   * Separate from `build` so that the reload goes out first; returns the files written.
   */
  writeDerived(): Promise<string[]>;
  /**
   * Prepares, one markdown file per call, what the first edit of a page would otherwise wait for: the highlighted
   * code blocks (kept in memory), the grammars and the parser. Resolves with false once every file was done.
   */
  warmUp(): Promise<boolean>;
}

interface RouteState {
  key: string;
  htmlHash: string;
  links: RenderedLinks;
  /** Hash of the page's element ids: when it changes, links into the page must be checked again. */
  idsKey: string;
  /** Routes this page links to. */
  targets: Set<string>;
  /** This page's link problems as last checked. */
  problems: Diagnostic[];
}

export function createDevBuilder(options: DevBuildOptions): DevBuilder {
  const { root, outDir, logger } = options;
  const cache = createSiteCache();
  const routes = new Map<string, RouteState>();
  /** Output file → signature of what was copied or written there. */
  const files = new Map<string, string>();
  let first = true;
  let lastFilesKey = '';
  let lastSite: LoadedSite | undefined;
  /** Internal href → the route it lands on, for hrefs that do not depend on the page they are on. */
  const hrefRoutes = new Map<string, string | undefined>();

  function targetsOf(base: string, route: string, hrefs: string[]): Set<string> {
    const targets = new Set<string>();
    for (const href of hrefs) {
      if (!href || isExternal(href)) continue;
      if (href.startsWith('#')) {
        targets.add(route);
        continue;
      }
      const bare = href.split('#')[0];
      let target: string | undefined;
      if (bare.startsWith('/')) {
        if (!hrefRoutes.has(bare)) hrefRoutes.set(bare, resolveInternal(base, '/', bare).route);
        target = hrefRoutes.get(bare);
      } else {
        target = resolveInternal(base, route, bare).route;
      }
      if (target) targets.add(target);
    }
    return targets;
  }
  /** The last successful build's site, whose derived files are still to be written, and the files written so far. */
  const derived: { site?: LoadedSite; key?: string; files: Set<string>; hashes: Map<string, string> } = { files: new Set(), hashes: new Map() };

  async function write(relative: string, content: string | Uint8Array): Promise<void> {
    const file = path.join(outDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: the server never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, content);
    await rename(tmp, file);
  }

  async function copy(from: string, relative: string): Promise<boolean> {
    let signature: string;
    try {
      const s = await stat(from);
      signature = `${s.size}:${s.mtimeMs}`;
    } catch {
      return false;
    }
    if (files.get(relative) === signature) return false;
    const file = path.join(outDir, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(from, file);
    files.set(relative, signature);
    return true;
  }

  async function build(change: DevBuildChange = {}): Promise<DevBuildReport> {
    const started = performance.now();
    const timings: Record<string, number> = {};
    const report = (partial: Partial<DevBuildReport>): DevBuildReport => ({
      ok: true,
      errors: [],
      warnings: [],
      changed: [],
      removed: [],
      rendered: 0,
      pageCount: routes.size,
      assetsChanged: false,
      watch: { content: [path.join(root, 'content')], static: path.join(root, 'content/static'), config: path.join(root, 'site.config.ts') },
      ms: performance.now() - started,
      timings,
      ...partial,
    });
    if (change.images) cache.invalidate('page:');

    let site: LoadedSite;
    try {
      site = await loadSite({ root, mode: 'development', logger, cache, keepGoing: true });
    } catch (error) {
      return report({ ok: false, errors: asDiagnostics(error) });
    }
    const { config, graph } = site;
    Object.assign(timings, site.timings);
    const base = config.baseUrl;
    const watch = {
      content: [...new Set([config.contentDir, config.pagesDir])].map((d) => path.join(root, d)),
      static: path.join(root, config.staticDir),
      config: path.join(root, 'site.config.ts'),
    };
    const errors = [...site.errors];
    let assetsChanged = false;

    // Stylesheet and client bundle: made once per builder (a theme change replaces the builder).
    let t = performance.now();
    const [css, client] = await cache.memo('assets', '', () => buildAssets('development'));
    const assets = assetFiles(css, client);
    for (const [file, code] of assets) {
      if (files.get(file) !== file) {
        await write(file, code);
        files.set(file, file);
        assetsChanged = true;
      }
    }
    timings.assets = performance.now() - t;

    // The build id names the assets only, so that editing one page does not change every page's HTML.
    const data = siteData(config, graph, assetUrls(base, css, client), contentHash(...assets.map(([, code]) => code)));
    const siteKey = contentHash(JSON.stringify(data));
    const sidebarKeys = new Map(Object.entries(graph.sidebars).map(([name, items]) => [name, contentHash(JSON.stringify(items))]));

    t = performance.now();
    const changed: string[] = [];
    let rendered = 0;
    /** Routes whose links must be checked again, and routes whose existence or ids changed. */
    const rechecks = new Set<string>();
    const dirtyTargets = new Set<string>();
    for (const [route, page] of graph.pages) {
      const view = pageView(graph, route);
      const key = contentHash(
        siteKey,
        page.hash,
        page.title,
        page.sidebar ?? '',
        (page.sidebar && sidebarKeys.get(page.sidebar)) ?? '',
        JSON.stringify(view.nav),
        JSON.stringify(page.links.map((l) => l.resolved ?? l.href)),
        // A `.tsx` page's output also depends on the modules it imports: render it every time.
        page.meta?.component ? String(started) : '',
      );
      const previous = routes.get(route);
      const file = routeToFile(base, route);
      if (previous?.key === key && existsSync(path.join(outDir, file))) continue;
      rendered++;
      let html: string;
      let links: RenderedLinks;
      try {
        const out = await renderPage(view, data, root);
        html = out.html;
        links = { ids: new Set(out.ids), hrefs: out.hrefs };
      } catch (error) {
        errors.push({ severity: 'error', file: page.sourceFile, message: `rendering ${route} failed: ${(error as Error).message}`, hint: firstStackLine(error) });
        routes.delete(route);
        dirtyTargets.add(route);
        continue;
      }
      const htmlHash = contentHash(html);
      const idsKey = contentHash([...links.ids].sort().join('\n'));
      if (previous?.idsKey !== idsKey) dirtyTargets.add(route);
      rechecks.add(route);
      routes.set(route, { key, htmlHash, links, idsKey, targets: targetsOf(base, route, links.hrefs), problems: [] });
      if (previous?.htmlHash === htmlHash && !first) continue;
      await write(file, html);
      changed.push(route);
    }
    const removed: string[] = [];
    for (const route of [...routes.keys()]) {
      if (graph.pages.has(route)) continue;
      routes.delete(route);
      removed.push(route);
      dirtyTargets.add(route);
      await rm(path.join(outDir, routeToFile(base, route)), { force: true });
    }
    timings.render = performance.now() - t;

    // Static files and images.
    t = performance.now();
    const staticFiles = await listStatic(root, config.staticDir);
    const produced = new Set<string>([...assets.map(([file]) => file), ...derived.files, ...[...graph.pages.keys()].map((r) => routeToFile(base, r))]);
    for (const f of staticFiles) {
      produced.add(f);
      if (await copy(path.join(root, config.staticDir, f), f)) assetsChanged = true;
    }
    for (const [from, to] of site.images.entries()) {
      produced.add(to);
      if (await copy(from, to)) assetsChanged = true;
    }
    for (const f of [...files.keys()]) {
      if (produced.has(f)) continue;
      files.delete(f);
      await rm(path.join(outDir, f), { force: true });
      assetsChanged = true;
    }
    if (first) await removeStale(outDir, produced);
    timings.files = performance.now() - t;

    // Links: every page's problems are kept; a page is checked again when it was rendered, or when a page it links
    // to appeared, disappeared or changed its ids, or when the set of plain files changed.
    t = performance.now();
    const fileSet = fileRoutes(site, staticFiles);
    const filesKey = contentHash([...fileSet].sort().join('\n'));
    const recheckAll = filesKey !== lastFilesKey;
    lastFilesKey = filesKey;
    for (const [route, state] of routes) {
      if (recheckAll || [...dirtyTargets].some((target) => state.targets.has(target))) rechecks.add(route);
    }
    const rendering = new Map([...routes].map(([route, state]) => [route, state.links]));
    for (const route of rechecks) {
      const state = routes.get(route);
      if (!state) continue;
      state.problems = checkLinks({
        base,
        pages: graph.pages,
        rendered: rendering,
        onBrokenLinks: config.onBrokenLinks,
        onBrokenAnchors: config.onBrokenAnchors,
        files: fileSet,
        only: new Set([route]),
      });
    }
    // A link the graph could not translate is reported there already, with a better message.
    const reported = new Set(errors.map((d) => `${d.file}:${d.line}`));
    for (const state of routes.values()) {
      for (const d of state.problems) {
        if (d.severity === 'error' && reported.has(`${d.file}:${d.line}`)) continue;
        (d.severity === 'error' ? errors : site.warnings).push(d);
      }
    }
    timings.links = performance.now() - t;
    timings.linkPages = rechecks.size;

    cache.sweep();
    first = false;
    derived.site = site;
    lastSite = site;
    return report({
      ok: true,
      errors,
      warnings: site.warnings,
      changed,
      removed,
      rendered,
      pageCount: graph.pages.size,
      assetsChanged,
      base,
      watch,
    });
  }

  async function writeDerived(): Promise<string[]> {
    const site = derived.site;
    if (!site) return [];
    derived.site = undefined;
    const key = contentHash(JSON.stringify([...site.graph.pages.values()].map((p) => [p.route, p.hash, p.title, p.sidebar])));
    if (key === derived.key) return [];
    derived.key = key;
    const written: string[] = [];
    const now = new Set<string>();
    for (const [file, content] of await wholeSiteFiles(wholeSiteInput(site.graph, site.config, false, path.join(root, '.docgen-cache', 'llms')))) {
      now.add(file);
      const hash = contentHash(content);
      if (derived.hashes.get(file) === hash) continue;
      derived.hashes.set(file, hash);
      await write(file, content);
      written.push(file);
    }
    // Files of pages that are gone (their Markdown copies, old search chunks).
    for (const file of derived.files) {
      if (now.has(file)) continue;
      derived.hashes.delete(file);
      await rm(path.join(outDir, file), { force: true });
    }
    derived.files = now;
    return written;
  }

  let warmQueue: string[] | undefined;
  let warmProcessor: Promise<MarkdownProcessor> | undefined;
  async function warmUp(): Promise<boolean> {
    const site = lastSite;
    if (!site) return false;
    // The initial build read its pages from the markdown disk cache, so nothing was highlighted or parsed in this
    // process yet. A processor of its own (no disk cache) runs each file once; code.ts keeps the highlighted blocks.
    warmQueue ??= [...site.graph.pages.values()].flatMap((p) => (p.sourceFile?.endsWith('.md') ? [p.sourceFile] : [])).sort();
    const file = warmQueue.shift();
    if (!file) return false;
    warmProcessor ??= createMarkdownProcessor({
      toc: { minLevel: site.config.tableOfContents.minHeadingLevel, maxLevel: site.config.tableOfContents.maxHeadingLevel },
      resolveImage: () => undefined,
    });
    const source = await readFile(path.join(root, file), 'utf8').catch(() => undefined);
    if (source !== undefined) {
      const fm = parseFrontmatter(source);
      await (await warmProcessor).toHast(fm.body, file, fm.bodyLineOffset).catch(() => {});
    }
    return warmQueue.length > 0;
  }

  return { build, writeDerived, warmUp };
}

/** Any failure as diagnostics: BuildErrors carry their own; anything else (a theme bug) becomes one. */
export function asDiagnostics(error: unknown): Diagnostic[] {
  if (error instanceof BuildError) return error.diagnostics;
  const e = error as Error;
  return [{ severity: 'error', message: e?.message ?? String(error), hint: firstStackLine(error) }];
}

function firstStackLine(error: unknown): string | undefined {
  const stack = (error as Error)?.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return stack?.trim();
}

/** Removes files a previous server left in the output folder that this site does not produce. */
async function removeStale(dir: string, keep: Set<string>): Promise<void> {
  if (!existsSync(dir)) return;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!keep.has(relative)) await rm(path.join(dir, relative), { force: true });
  }
}
