// assets: the stylesheet and the client bundle (esbuild), with content-hashed names. They depend on docgen's code
// alone, so they are made while the content loads, and kept under docgen's fingerprint.
import { loadAssets } from '../assets/assets.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import { defineStage } from './stage.ts';

export const assetsStage = defineStage({
  name: 'assets',
  needs: [],
  run: (_, { mode, cacheDir, memory }) => memory.memo('assets', docgenFingerprint(), () => loadAssets(mode, cacheDir)),
});

