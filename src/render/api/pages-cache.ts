// The finished API page model (pages with their HAST bodies in the body store, sidebar, symbols, warnings), cached in
// `<root>/.docgen-cache/apipages-<package>-<key>.json`, so that a warm build reads one file instead of loading the
// TypeDoc project and deriving 400 pages from it again.
//
// The key covers everything the model depends on: the converted project's own key (SDK version, tsconfig, toolchain,
// conversion code), every module the page-building task runs, in this folder or not (the markdown pipeline that
// renders doc comments, the shared helpers), the installed package versions (lockfile), the site values the pages
// show (base URL, site title, TOC levels) and the API config.
//
// The format is JSON with every non-ASCII character escaped, read back as latin1. Measured on an SDK's API Reference
// of 409 pages (13.8 MB): one-byte text skips UTF-8 decoding and lets JSON.parse take its one-byte path, about 250 ms
// CPU in all; v8.deserialize of the same data takes about 450 ms and a structured clone about 650 ms, so the worker
// that builds the model also hands it over as these bytes rather than as a cloned object.
import type { TrailingSlash } from '../../shared/urls.ts';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freshSourceFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';
import { writeSealedSync } from '../core/sealed-file.ts';
import { CACHE } from '../core/cache-namespaces.mjs';
import { isRecord } from '../../shared/is-record.ts';
import { fileURLToPath } from 'node:url';
import type { ApiPage, SidebarItemData } from '../../shared/types.ts';
import { cacheKey } from './cache.ts';
import type { ResolvedApiConfig } from './config.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Bumped when the file layout changes. */
const FORMAT = 'docgen-api-pages 1';

/** Site values the pages depend on; plain data, so that it can go to the worker as it is. */
export interface ApiPagesContext {
  /** Project root: config paths are relative to it. */
  root: string;
  /** Site base URL, `/docs/`. */
  base: string;
  /** The site's `trailingSlash`: whether the pages' routes end in `/`. */
  trailingSlash?: TrailingSlash;
  /** Site title; the API index and sidebar category are "{siteTitle} API" unless the `api` config titles them. */
  siteTitle: string;
  /** `<root>/.docgen-cache`; doc comments' markdown is cached in its `markdown/` folder, as the site's is. */
  cacheDir: string;
  /** The site's table of contents levels (`tableOfContents.minHeadingLevel` / `maxHeadingLevel`). */
  toc: { minLevel: number; maxLevel: number };
}

/** What the cache file holds. */
export interface ApiPageModel {
  pages: ApiPage[];
  sidebar: SidebarItemData[];
  /** Exported name or `Name.member` → URL, for `api:` links in content. */
  symbols: Record<string, string>;
  /** SDK-side problems, sorted; warnings only. */
  warnings: string[];
}

export function pagesKey(config: ResolvedApiConfig, ctx: ApiPagesContext): string {
  return contentHash(FORMAT, cacheKey(config), codeFingerprint(), JSON.stringify([ctx.base, ctx.trailingSlash, ctx.siteTitle, ctx.toc, { ...config, root: undefined }]));
}

/**
 * The code the pages are made by, wherever it lives: every module the page-building task runs (the markdown pipeline
 * that renders doc comments and the shared helpers as well as this folder) and the lockfile. Read afresh each time:
 * `docgen serve` does not restart on changes to this code.
 */
function codeFingerprint(): string {
  return freshSourceFingerprint(path.join(HERE, 'pages-task.ts'), path.join(HERE, 'index.ts'));
}

export function pagesFile(config: ResolvedApiConfig, cacheDir: string, key: string): string {
  return path.join(cacheDir, `${filePrefix(config.packageName)}${key}.json`);
}

/** The model as the cache file's bytes: a header line naming the key, then ASCII-only JSON. */
export function encodeModel(key: string, model: ApiPageModel): Buffer {
  const json = JSON.stringify(model).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return Buffer.from(`${FORMAT} ${key}\n${json}`, 'latin1');
}

/** The model from the cache file's bytes, or undefined when they are for another key or damaged. */
export function decodeModel(key: string, bytes: Uint8Array): ApiPageModel | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const header = `${FORMAT} ${key}\n`;
  if (!text.startsWith(header)) return undefined;
  try {
    const model: unknown = JSON.parse(text.slice(header.length));
    return isApiPageModel(model) ? model : undefined;
  } catch {
    // A truncated or hand-edited file is simply rebuilt.
    return undefined;
  }
}

function isApiPageModel(value: unknown): value is ApiPageModel {
  return isRecord(value) && Array.isArray(value.pages) && Array.isArray(value.sidebar);
}

/** Written atomically (a concurrent reader never sees half a file), then removes the package's older models. */
export function writeModel(config: ResolvedApiConfig, cacheDir: string, file: string, bytes: Uint8Array): void {
  writeSealedSync(file, bytes);
  const prefix = filePrefix(config.packageName);
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(prefix) && name.endsWith('.json') && path.join(cacheDir, name) !== file) rmSync(path.join(cacheDir, name), { force: true });
  }
}

/** Not the converted project's prefix (`CACHE.apiProject`), which removes its older keys. */
function filePrefix(packageName: string): string {
  return `${CACHE.apiPages.path}${packageName.replace(/[^a-zA-Z0-9._-]/g, '_')}-`;
}
