// modules: the module of each `.mdx` page that imports or computes something (../assets/page-modules.ts), bundled
// for the server and for the browser once the content is loaded and React's shared files are known. A page that
// imports what cannot be resolved fails here, with its file and line.
import { mapConcurrent } from '../core/concurrency.ts';
import type { Diagnostic } from '../core/diagnostics.ts';
import { needsModule, pageModule, type PageModule } from '../assets/page-modules.ts';
import type { DocusaurusSiteConfig } from '../../theme/docusaurus/site-context.ts';
import type { SiteConfig } from '../config/schema.ts';
import { defineStage } from './stage.ts';

/** esbuild runs its own threads; a few pages at once keep them busy without holding every page's output. */
const CONCURRENCY = 4;

export const modulesStage = defineStage({
  name: 'modules',
  needs: ['config', 'content', 'assets'],
  async run({ config: { config }, content, assets }, { root, cacheDir, mode }) {
    const pages = content.pages.filter((page) => needsModule(page.mdx));
    const byRoute = new Map<string, PageModule>();
    const diagnostics: Diagnostic[] = [];
    if (!pages.length) return { byRoute, diagnostics };
    const options = { root, cacheDir, production: mode === 'production', site: docusaurusSite(config), vendor: assets.client.vendor };
    await mapConcurrent(pages, CONCURRENCY, async (page) => {
      const made = await pageModule({ route: page.route, sourceFile: page.sourceFile!, mdx: page.mdx! }, options);
      if (made.module) byRoute.set(page.route, made.module);
      diagnostics.push(...made.diagnostics);
    });
    return { byRoute, diagnostics };
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
