import type { PageView } from '../../shared/types.ts';
import type { PageGraph } from './types.ts';

/** What the theme renders for one route: the page and its place in the graph. */
export function pageView(graph: PageGraph, route: string): PageView {
  const page = graph.pages.get(route)!;
  return {
    page,
    nav: graph.nav.get(route) ?? { breadcrumbs: [] },
    sidebar: page.sidebar ? graph.sidebars[page.sidebar] : undefined,
  };
}
