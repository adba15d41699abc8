// API: the API Reference's pages, sidebar and symbols, once the API start stage's work is done. Its warnings are about
// the package's own comments, which the site's authors may not own, so they never fail the build.
import { defineStage } from './stage.ts';

export const apiStage = defineStage({
  name: 'api',
  needs: ['apiStart'],
  run: ({ apiStart }) => apiStart.pages,
  detail: (api) => `${api.pages.length} pages`,
});
