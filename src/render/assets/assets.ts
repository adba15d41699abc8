// The stylesheet, the client bundle and its islands. They are made by docgen's own code alone, so they are kept in
// `.docgen-cache/assets/<mode>.json` under docgen's fingerprint: a build that did not change docgen skips esbuild.
import path from 'node:path';
import type { bundleHighlighter, ClientBundle } from './client-bundle.ts';
import { isRecord } from '../../shared/is-record.ts';
import type { SiteData } from '../../shared/site.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import type { BuildMode } from '../core/build-mode.ts';

export const THEME_DIR = path.resolve(import.meta.dirname, '../../theme');
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../client');

export interface SiteAssets {
  css: { file: string; code: string };
  /** Infima's content classes, linked by the pages that use them. */
  infima: { file: string; code: string };
  client: ClientBundle;
}

export async function loadAssets(mode: BuildMode, cacheDir: string): Promise<SiteAssets> {
  const file = path.join(cacheDir, 'assets', `${mode}.json`);
  const key = docgenFingerprint();
  // No cache yet, a damaged one or one of other code: make the assets.
  const cached = await readSealedJson(file, isKeptAssets);
  if (cached?.key === key) return { css: cached.css, infima: cached.infima, client: cached.client };
  // esbuild and the CSS parser load only when the assets are made.
  const [{ buildStylesheets }, { bundleClient }] = await Promise.all([import('./styles.ts'), import('./client-bundle.ts')]);
  const [{ css, infima }, client] = await Promise.all([buildStylesheets(THEME_DIR), bundleClient(CLIENT_DIR, mode === 'production')]);
  await writeSealed(file, JSON.stringify({ key, css, infima, client }));
  return { css, infima, client };
}

export type Highlighter = Awaited<ReturnType<typeof bundleHighlighter>>;

/** The browser's code highlighter, made when a site's components first show code and kept as the assets are. */
export async function loadHighlighter(mode: BuildMode, cacheDir: string): Promise<Highlighter> {
  const file = path.join(cacheDir, 'assets', `highlighter-${mode}.json`);
  const key = docgenFingerprint();
  const cached = await readSealedJson(file, isKeptHighlighter);
  if (cached?.key === key) return { file: cached.file, files: cached.files };
  const { bundleHighlighter } = await import('./client-bundle.ts');
  const highlighter = await bundleHighlighter(CLIENT_DIR, mode === 'production');
  await writeSealed(file, JSON.stringify({ key, ...highlighter }));
  return highlighter;
}

/** The URLs of the stylesheets, the client bundle and its islands, as the theme links them. */
export function assetUrls(base: string, { css, infima, client }: SiteAssets): SiteData['assets'] {
  return { css: base + css.file, infima: base + infima.file, client: base + client.file, islands: Object.fromEntries(client.islands.map((i) => [i.name, base + i.file])) };
}

/** The files of the stylesheets, the client bundle and its islands. */
export function assetFiles({ css, infima, client }: SiteAssets): [string, string][] {
  return [[css.file, css.code], [infima.file, infima.code], [client.file, client.code], ...[...client.islands, ...client.shared].map((i): [string, string] => [i.file, i.code])];
}

/** Kept assets, as far as a read needs to tell them from a damaged file (the key then says whose they are). */
function isKeptAssets(value: unknown): value is SiteAssets & { key: string } {
  return isRecord(value) && typeof value.key === 'string' && isRecord(value.css) && isRecord(value.infima) && isRecord(value.client);
}

function isKeptHighlighter(value: unknown): value is Highlighter & { key: string } {
  return isRecord(value) && typeof value.key === 'string' && typeof value.file === 'string' && Array.isArray(value.files);
}
