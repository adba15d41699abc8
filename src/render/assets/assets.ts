// The stylesheet, the client bundle and its islands, and the browser modules built apart. They are made by docgen's
// own code alone, so they are kept beside docgen (`.docgen-cache/assets/` in its folder) under its fingerprint, for
// every site it builds: a build, a site's first included, that did not change docgen skips esbuild.
import path from 'node:path';
import type { ApartName, ClientBundle } from './client-bundle.ts';
import { keepApart, readKeptApart, type KeptApart } from './kept-apart.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { SiteData } from '../../shared/site.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import type { BuildMode } from '../core/build-mode.ts';
import { cachePath, DOCGEN_CACHE } from '../core/cache-namespaces.mjs';

export const THEME_DIR = path.resolve(import.meta.dirname, '../../theme');
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../client');

export interface SiteAssets {
  css: { file: string; code: string };
  /** Infima's content classes, linked by the pages that use them. */
  infima: { file: string; code: string };
  client: ClientBundle;
}

export function loadAssets(mode: BuildMode, cacheDir: string): Promise<SiteAssets> {
  return ownCode(`${mode}.json`, cacheDir, isAssets, async () => {
    // esbuild and the CSS parser load only when the assets are made.
    const [{ buildStylesheets }, { bundleClient }] = await Promise.all([import('./styles.ts'), import('./client-bundle.ts')]);
    const [{ css, infima }, client] = await Promise.all([buildStylesheets(THEME_DIR), bundleClient(CLIENT_DIR, mode === 'production')]);
    return { css, infima, client };
  });
}

/**
 * A browser module built apart (./client-bundle.ts `APART_ENTRIES`: the code highlighter, the Mermaid island), made
 * when a site first needs it and kept whole in files beside the assets (./kept-apart.ts): a build names its files and
 * copies them, and never reads them.
 */
export async function loadApart(name: ApartName, mode: BuildMode, cacheDir: string): Promise<KeptApart> {
  const key = docgenFingerprint();
  const kept = `${name}-${mode}`;
  const site = cachePath(cacheDir, 'assets');
  for (const place of [OWN_CACHE, site]) {
    const found = await readKeptApart(place, kept, key);
    if (found) return found;
  }
  const { bundleApart } = await import('./client-bundle.ts');
  const made = await bundleApart(name, CLIENT_DIR, mode === 'production');
  return keepApart(OWN_CACHE, kept, key, made).catch(() => keepApart(site, kept, key, made));
}

/**
 * Where docgen keeps what it makes of its own code alone, for every site it builds: beside itself, as it keeps its CLI
 * (bin/docgen) and its threads' bundles (../threads/bundle.ts). A site's first build then compiles none of docgen's
 * browser code, which no site changes.
 */
const OWN_CACHE = cachePath(DOCGEN_CACHE, 'assets');

/**
 * What `make` makes of docgen's own code, kept under docgen's fingerprint in `file`: beside docgen, or in the site's
 * cache when docgen's folder cannot be written (an install owned by another user). A damaged file or one of other
 * code is made again.
 */
async function ownCode<T extends object>(file: string, cacheDir: string, isValue: (value: unknown) => value is T, make: () => Promise<T>): Promise<T> {
  const key = docgenFingerprint();
  const own = path.join(OWN_CACHE, file);
  const site = path.join(cachePath(cacheDir, 'assets'), file);
  for (const place of [own, site]) {
    const cached = await readSealedJson(place, isKept);
    if (cached?.key === key && isValue(cached.value)) return cached.value;
  }
  const made = await make();
  const payload = JSON.stringify({ key, value: made });
  await writeSealed(own, payload).catch(() => writeSealed(site, payload));
  return made;
}

/** The URLs of the stylesheets, the client bundle and its islands, as the theme links them. */
export function assetUrls(base: string, { css, infima, client }: SiteAssets): SiteData['assets'] {
  return { css: base + css.file, infima: base + infima.file, client: base + client.file, islands: Object.fromEntries(client.islands.map((i) => [i.name, base + i.file])) };
}

/** The files of the stylesheets, the client bundle and its islands. */
export function assetFiles({ css, infima, client }: SiteAssets): [string, string][] {
  return [[css.file, css.code], [infima.file, infima.code], [client.file, client.code], ...[...client.islands, ...client.shared].map((i): [string, string] => [i.file, i.code])];
}

/** A file of kept code: the fingerprint of the docgen that made it, and what it made. */
function isKept(value: unknown): value is { key: string; value: unknown } {
  return isRecord(value) && typeof value.key === 'string' && 'value' in value;
}

/** Kept assets, as far as a read needs to tell them from a damaged file. */
function isAssets(value: unknown): value is SiteAssets {
  return isRecord(value) && isRecord(value.css) && isRecord(value.infima) && isRecord(value.client);
}
