// The finished API page model (pages with their HAST bodies, sidebar, symbols, warnings), cached in
// `<root>/.docgen-cache/apipages-<package>-<key>.json`, so that a warm build reads one file instead of loading the
// TypeDoc project and deriving 400 pages from it again.
//
// The key covers everything the model depends on: the converted project's own key (SDK version, tsconfig, toolchain,
// conversion code), the code of this folder (`moduleFingerprint`), every module the page-building task runs, in
// this folder or not (the markdown pipeline that renders doc comments, the shared helpers), the installed package
// versions (lockfile), the site values the pages show (base URL, site title, TOC levels) and the API config.
//
// The format is JSON with every non-ASCII character escaped, read back as latin1. Measured on the 409 pages of
// an SDK's API Reference (13.8 MB): one-byte text skips UTF-8 decoding and lets JSON.parse take its one-byte path, about 250 ms
// CPU in all; v8.deserialize of the same data takes about 450 ms and a structured clone about 650 ms, so the worker
// that builds the model also hands it over as these bytes rather than as a cloned object.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { moduleGraph } from '../markdown/fingerprint.ts';
import { fileURLToPath } from 'node:url';
import type { Page, SidebarItem } from '../../shared/types.ts';
import { cacheKey, moduleFingerprint } from './cache.ts';
import type { ResolvedApiConfig } from './config.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(HERE, '../..');
/** Bumped when the file layout changes. */
const FORMAT = 'docgen-api-pages 1';

/** Site values the pages depend on; plain data, so that it can go to the worker as it is. */
export interface ApiPagesContext {
  /** Project root: config paths are relative to it. */
  root: string;
  /** Site base URL, `/docs/`. */
  base: string;
  /** Site title; the API index and sidebar category are "{siteTitle} API". */
  siteTitle: string;
  /** `<root>/.docgen-cache`; doc comments' markdown is cached in its `markdown/` folder, as the site's is. */
  cacheDir: string;
  /** The site's table of contents levels (`tableOfContents.minHeadingLevel` / `maxHeadingLevel`). */
  toc: { minLevel: number; maxLevel: number };
}

/** What the cache file holds. */
export interface ApiPageModel {
  pages: Page[];
  sidebar: SidebarItem[];
  /** Exported name or `Name.member` → URL, for `api:` links in content. */
  symbols: Record<string, string>;
  /** SDK-side problems, sorted; warnings only. */
  warnings: string[];
}

export function pagesKey(config: ResolvedApiConfig, ctx: ApiPagesContext): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        FORMAT,
        cacheKey(config),
        moduleFingerprint(),
        codeFingerprint(),
        ctx.base,
        ctx.siteTitle,
        ctx.toc,
        { ...config, root: undefined },
      ]),
    )
    .digest('hex')
    .slice(0, 20);
}

/**
 * The code the pages are made by, wherever it lives: every module the page-building task runs, found by following
 * relative imports from it (static, dynamic and `new URL('./x.ts', import.meta.url)` task modules; type-only imports
 * shape no output and are skipped), so the markdown pipeline that renders doc comments and the shared helpers count
 * as well as this folder; and the lockfile (versions of unified, Shiki, hastscript…). Not memoised: `docgen serve`
 * does not restart on changes to this code, and hashing it takes a few milliseconds.
 */
export function codeFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of [...moduleGraph([path.join(HERE, 'pages-task.ts'), path.join(HERE, 'index.ts')])].sort()) {
    hash.update(path.relative(SRC, file).split(path.sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
  }
  const lock = path.resolve(SRC, '../package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex').slice(0, 20);
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
    const model = JSON.parse(text.slice(header.length)) as ApiPageModel;
    return Array.isArray(model.pages) && Array.isArray(model.sidebar) ? model : undefined;
  } catch {
    // A truncated or hand-edited file is simply rebuilt.
    return undefined;
  }
}

/** Write-then-rename (a concurrent reader never sees half a file), then removes the package's older models. */
export function writeModel(config: ResolvedApiConfig, cacheDir: string, file: string, bytes: Uint8Array): void {
  mkdirSync(cacheDir, { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  const prefix = filePrefix(config.packageName);
  for (const name of readdirSync(cacheDir)) {
    if (name.startsWith(prefix) && name.endsWith('.json') && path.join(cacheDir, name) !== file) rmSync(path.join(cacheDir, name), { force: true });
  }
}

/** Not `api-…`: the project cache removes that prefix's older keys. */
function filePrefix(packageName: string): string {
  return `apipages-${packageName.replace(/[^a-zA-Z0-9._-]/g, '_')}-`;
}
