// The page graph of a site as every stage after the graph stage sees it (../graph/build-graph.ts builds it): the
// content's pages, the API Reference's, the not-found page, and the search page, which lists every page by area and
// so is made once the rest is there. Also made of the content alone, before the API is there (the content cards).
import { buildGraph, type GraphInput, type GraphShape } from '../graph/build-graph.ts';
import type { DiagnosticBag } from '../core/diagnostics.ts';
import type { CategoryFile } from '../load/categories.ts';
import type { TagsFile } from '../load/tags-file.ts';
import { withSearchPage } from './search-page.ts';
import { routeFromPath } from '../../shared/urls.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { LoadedContent } from '../load/content.ts';
import type { GeneratedPages, PageGraph } from '../graph/types.ts';
import type { Page } from '../../shared/types.ts';

/** A site without an API Reference (or a graph made before it is there): no pages, sidebar or symbols. */
export const NO_API: GeneratedPages = { pages: [], diagnostics: [] };

/** What the page graph is made of: the content and API pages, with the pages every site has (not found, search). */
export function graphInput(input: {
  config: SiteConfig;
  content: Pick<LoadedContent, 'pages' | 'drafts'>;
  api: GeneratedPages;
  categories: ReadonlyMap<string, CategoryFile>;
  tagsFile?: TagsFile;
  diagnostics: DiagnosticBag;
}): GraphInput {
  const { config, content, api, categories, tagsFile, diagnostics } = input;
  return { config, pages: [...content.pages, ...api.pages, notFoundPage(config)], categories, apiSidebar: api.sidebar, symbols: api.symbols, drafts: content.drafts, tagsFile, diagnostics };
}

/**
 * The page graph of `input`, with the search page; what assembling it finds wrong goes to its `diagnostics`. Also
 * made of the content alone, before the API is there (../stages/content-cards.ts).
 */
export function siteGraph(input: GraphInput, shape?: GraphShape): PageGraph {
  return withSearchPage(buildGraph(input, shape), input.config.trailingSlash);
}

/** The not-found page: a page like any other so the theme, the checker and the writer treat it uniformly. */
function notFoundPage(config: SiteConfig): Page {
  return {
    route: routeFromPath(config.baseUrl, '404'),
    kind: '404',
    id: '404',
    title: 'Page not found',
    frontmatter: {},
    headings: [],
    body: { type: 'root', children: [] },
    links: [],
    hash: '404',
  };
}
