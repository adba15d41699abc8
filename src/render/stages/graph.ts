// graph: the page graph (../graph): every page by route, with sidebars, breadcrumbs, prev/next, resolved links and
// the navbar. Every later stage reads it. Pages are frozen from here on (outside production): what a route shows
// beyond its page is derived in its view.
import { DiagnosticBag } from '../core/diagnostics.ts';
import { graphShape, shapeKey } from '../graph/build-graph.ts';
import { relocate } from '../config/load.ts';
import { CONFIG_FILE } from '../config/validate.ts';
import { pruneBodies } from '../core/body-store.ts';
import { loadCategories } from '../load/categories.ts';
import { loadTagsFile } from '../load/tags-file.ts';
import { graphInput, siteGraph } from '../search/site-graph.ts';
import { defineStage } from './stage.ts';
import { listing } from './disk-memo.ts';

export const graphStage = defineStage({
  name: 'graph',
  needs: ['config', 'content', 'api'],
  async run({ config: { config, configKey, warnings, origins }, content, api }, ctx) {
    const { root, cacheDir, watch } = ctx;
    const diagnostics = new DiagnosticBag();
    // Category files are no content sources: a change to one always lists them again.
    const { categories, diagnostics: categoryProblems } = await listing(ctx, `categories:${config.contentDir}`, () => loadCategories(root, config.contentDir));
    // The tags file alike.
    const { tagsFile, diagnostics: tagProblems } = await listing(ctx, `tags:${config.contentDir}:${String(config.docs.tags.file)}`, () => loadTagsFile(root, config.contentDir, config.docs.tags.file));
    diagnostics.items.push(...warnings, ...content.diagnostics, ...api.diagnostics, ...categoryProblems, ...tagProblems);
    // Markdown errors fail even watch mode's run: the page they are in has no content to show.
    diagnostics.throwIfErrors();
    const input = graphInput({ config, content, api, categories, tagsFile, diagnostics });
    // Watch mode: an edit that changes no page's head (a paragraph, a code block) keeps the graph's shape: its
    // sidebars, navigation and navbar (at +1,800 pages, 13 of the graph's 21 ms per edit).
    const key = watch ? shapeKey(input, configKey) : undefined;
    const shape = key ? await ctx.memory.memo('graphShape', key, () => graphShape(input)) : undefined;
    const graph = siteGraph(input, shape);
    // The graph names config problems by docgen's config paths; a Docusaurus site's author wrote other files and options.
    const located = diagnostics.items.map((d) => (d.file === CONFIG_FILE ? relocate(d, origins) : d));
    diagnostics.items.splice(0, Infinity, ...located);
    // Watch mode keeps going with a usable graph, so the author still sees the page being edited.
    if (!watch) diagnostics.throwIfErrors();
    // Here, where every page of the build is known: the content's and the API's trees share the store.
    if (!watch) pruneBodies(cacheDir, graph.pages.values());
    return { config, graph, images: content.images, warnings: diagnostics.warnings, errors: diagnostics.errors, configKey, shapeKey: key };
  },
  detail: ({ graph }) => `${graph.pages.size} pages`,
});
