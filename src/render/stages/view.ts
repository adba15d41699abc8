// view: what each route shows beyond its page, and what every page shows. The date of each source's last commit
// (../load/last-updated.ts) and each page's link-preview card (../output/og-cards.ts; planned here, drawn by the cards
// stage), the site data the chrome renders (config, navbar, asset URLs, build id), each `.mdx` page's module, and the
// keys that decide which routes render again (../output/route-key.ts).
import { BuildError } from '../core/diagnostics.ts';
import { assetFiles, assetUrls, loadApart, THEME_DIR } from '../assets/assets.ts';
import { docgenFingerprint } from '../core/fingerprint.ts';
import { contentHash } from '../core/hash.ts';
import { lastUpdated } from '../load/last-updated.ts';
import { planCards } from '../output/og-cards.ts';
import { siteData } from '../output/site-data.ts';
import { mathStyles } from '../assets/math-styles.ts';
import { sidebarKey } from '../output/route-key.ts';
import { defineStage } from './stage.ts';
import type { PageModule } from '../assets/page-modules.ts';
import type { PageModuleRef } from '../../shared/types.ts';

export const viewStage = defineStage({
  name: 'view',
  needs: ['graph', 'assets', 'modules'],
  async run({ graph: site, assets, modules }, { root, cacheDir, mode, watch, analytics, memory, modified }) {
    const { config, graph } = site;
    if (modules.diagnostics.length && !watch) throw new BuildError(modules.diagnostics);
    const dates = await lastUpdated(config, graph.pages.values(), root, memory);
    // A card shows its page's title and area, both part of the graph's shape: watch mode plans again when the shape
    // changes, or after any change besides content sources (an image of the static folder, the theme's colours).
    if (!modified) memory.invalidate('cardPlan');
    const cards = await memory.memo('cardPlan', site.shapeKey ?? '', () => planCards(site, root, THEME_DIR));
    if (cards.problems.length && !watch) throw new BuildError(cards.problems);
    // The build id names the code and styles the pages run, so that a client-side navigation to a page of another
    // deployment falls back to a full load; page content is not part of it, or editing one page would change all.
    const buildId = contentHash(...assetFiles(assets).map(([, code]) => code));
    // KaTeX's stylesheet, when a page shows math (a site's rehype-katex) and the site does not load it itself (as
    // Docusaurus's docs tell a site to, from a CDN).
    const ownKatex = config.headTags.some((tag) => tag.tagName === 'link' && /katex/i.test(String(tag.attributes.href ?? '')));
    const math = !ownKatex && [...graph.pages.values()].some((page) => page.math) ? await memory.memo('mathStyles', root, () => mathStyles(root)) : undefined;
    if (math && 'problem' in math && !watch) throw new BuildError([{ severity: 'error', message: math.problem, hint: 'Install katex, the package rehype-katex renders with (npm install katex).' }]);
    const mathCss = math && !('problem' in math) ? math : undefined;
    // The Mermaid island's code, when a page shows a diagram (config `markdown.mermaid`): other sites never make it.
    const mermaid = [...graph.pages.values()].some((page) => page.diagrams) ? await loadApart('mermaid', mode, cacheDir) : undefined;
    const urls = { ...assetUrls(config.baseUrl, assets), ...(mermaid && { mermaid: config.baseUrl + mermaid.file }) };
    const data = siteData(config, graph, mathCss ? { ...urls, math: config.baseUrl + mathCss.file } : urls, buildId, mode === 'production' && analytics);
    return {
      extras: { updated: dates.updated, cards: cards.byRoute, modules: moduleRefs(config.baseUrl, modules.byRoute, modules.highlighter?.file) },
      cards,
      data,
      mathStyles: mathCss,
      ...(mermaid && { mermaid }),
      keys: {
        siteKey: contentHash(docgenFingerprint(), mode, JSON.stringify(data)),
        sidebarKeys: new Map(Object.entries(graph.sidebars).map(([name, items]) => [name, sidebarKey(items)])),
      },
      errors: [...modules.diagnostics, ...cards.problems],
      warnings: dates.warning ? [dates.warning] : [],
    };
  },
});

/**
 * Each `.mdx` page's module as its view shows it: the URLs of its island code and CSS under the site's base, and of
 * the code highlighter when its components show code.
 */
function moduleRefs(base: string, modules: ReadonlyMap<string, PageModule>, highlighter: string | undefined): Map<string, PageModuleRef> {
  return new Map(
    [...modules].map(([route, m]) => [
      route,
      {
        key: m.key,
        server: m.server,
        island: { name: m.island.name, url: base + m.island.file },
        ...(m.css && { css: base + m.css.file }),
        ...(m.highlights && highlighter && { highlighter: base + highlighter }),
      },
    ]),
  );
}
