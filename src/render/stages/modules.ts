// modules: the module of each `.mdx` page that imports or computes something (../assets/page-modules.ts), bundled
// for the server and for the browser once the content is loaded and React's shared files are known. A page that
// imports what cannot be resolved fails here, with its file and line. A build whose every module was made then prunes
// the modules' cache of what its pages no longer use; `docgen serve`, which runs on every save, leaves that to the
// next build, as it does the body store. When a page's components show code, the browser's code highlighter is made
// too (../assets/client-bundle.ts): sites without such a page never carry it.
import { needsModule, pageModules, pruneModules, type PageModule } from '../assets/page-modules.ts';
import { loadApart } from '../assets/assets.ts';
import type { DocusaurusSiteConfig } from '../../theme/docusaurus/site-context.ts';
import type { SiteConfig } from '../config/schema.ts';
import { defineStage } from './stage.ts';

export const modulesStage = defineStage({
  name: 'modules',
  needs: ['config', 'content', 'assets'],
  async run({ config: { config }, content, assets }, { root, cacheDir, mode, watch, logger }) {
    // Pages with a module are `.mdx` files: each has its source.
    const pages = content.pages.flatMap(({ route, sourceFile, mdx }) => (needsModule(mdx) && sourceFile !== undefined ? [{ route, sourceFile, mdx }] : []));
    const options = { root, cacheDir, production: mode === 'production', site: docusaurusSite(config), vendor: assets.client.vendor };
    const { byRoute, diagnostics } = pages.length
      ? await pageModules(pages, options, (done) => logger.progress('modules', done, pages.length, 'bundling .mdx pages'))
      : { byRoute: new Map<string, PageModule>(), diagnostics: [] };
    // Also when no page has a module any more. A failed build keeps what its failing pages used before.
    if (!watch && !diagnostics.length) pruneModules(cacheDir, byRoute);
    const highlighter = [...byRoute.values()].some((module) => module.highlights) ? await loadApart('highlighter', mode, cacheDir) : undefined;
    return { byRoute, diagnostics, highlighter };
  },
  detail: ({ byRoute }) => `${byRoute.size} page modules`,
});

/** What `useDocusaurusContext().siteConfig` gives a component. */
function docusaurusSite(config: SiteConfig): DocusaurusSiteConfig {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    ...(config.trailingSlash !== undefined && { trailingSlash: config.trailingSlash }),
    customFields: config.customFields,
  };
}
