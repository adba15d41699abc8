// assets: the stylesheet and the client bundle (esbuild), with content-hashed names. What docgen's own code makes
// is made while the content loads and kept under docgen's fingerprint; the site's own stylesheets (config
// `customCss`) are then appended to the theme's.
import { loadAssets } from '../assets/assets.ts';
import { appendStylesheets } from '../assets/styles.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import { defineStage } from './stage.ts';

export const assetsStage = defineStage({
  name: 'assets',
  needs: ['config'],
  async run({ config: { config } }, { root, mode, cacheDir, memory }) {
    const assets = await memory.memo('assets', docgenFingerprint(), () => loadAssets(mode, cacheDir));
    if (config.customCss.length === 0) return assets;
    return { ...assets, css: await appendStylesheets(assets.css, root, config.customCss, cacheDir) };
  },
});
