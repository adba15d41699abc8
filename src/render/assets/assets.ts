// The stylesheet, the client bundle and its islands. They are made by docgen's own code alone, so they are kept in
// `.docgen-cache/assets/<mode>.json` under docgen's fingerprint: a build that did not change docgen skips esbuild.
import path from 'node:path';
import type { ClientBundle } from './client-bundle.ts';
import type { SiteData } from '../../shared/site.ts';
import { readSealedJson, writeSealed } from '../core/sealed-file.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import type { BuildMode } from '../core/build-mode.ts';

export const THEME_DIR = path.resolve(import.meta.dirname, '../../theme');
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../client');

export interface SiteAssets {
  css: { file: string; code: string };
  client: ClientBundle;
}

export async function loadAssets(mode: BuildMode, cacheDir: string): Promise<SiteAssets> {
  const file = path.join(cacheDir, 'assets', `${mode}.json`);
  const key = docgenFingerprint();
  // No cache yet, a damaged one or one of other code: make the assets.
  const cached = (await readSealedJson(file)) as (SiteAssets & { key: string }) | undefined;
  if (cached?.key === key) return { css: cached.css, client: cached.client };
  // esbuild loads only when the assets are made.
  const [{ buildStylesheet }, { bundleClient }] = await Promise.all([import('./styles.ts'), import('./client-bundle.ts')]);
  const [css, client] = await Promise.all([buildStylesheet(THEME_DIR), bundleClient(CLIENT_DIR, mode === 'production')]);
  await writeSealed(file, JSON.stringify({ key, css, client }));
  return { css, client };
}

/** The URLs of the stylesheet, the client bundle and its islands, as the theme links them. */
export function assetUrls(base: string, { css, client }: SiteAssets): SiteData['assets'] {
  return { css: base + css.file, client: base + client.file, islands: Object.fromEntries(client.islands.map((i) => [i.name, base + i.file])) };
}

/** The files of the stylesheet, the client bundle and its islands. */
export function assetFiles({ css, client }: SiteAssets): [string, string][] {
  return [[css.file, css.code], [client.file, client.code], ...[...client.islands, ...client.shared].map((i): [string, string] => [i.file, i.code])];
}
