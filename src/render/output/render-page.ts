// One route to one HTML string, through the theme. Also reports the ids and hrefs the page contains, which is all the
// link checker keeps of it once the file is written.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { importTs } from '../core/import-module.ts';
import type { SiteData } from '../../shared/site.ts';
import type { PageView } from '../../shared/types.ts';
import { Document } from '../../theme/Document.tsx';
import { SidebarEntries, SidebarEntryBody, SidebarEntryMarkupContext, type SidebarEntryMarkup } from '../../theme/DocSidebar.tsx';
import { RenderIsolatedContext, type RenderIsolated } from '../../theme/Island.tsx';
import { MdxPageContext, type MdxModule, type MdxPage } from '../../theme/MdxContent.tsx';
import type { SidebarItem } from '../../shared/types.ts';
import { scanDocument } from './scan-html.ts';
import { usesInfimaClasses } from '../assets/infima-classes.ts';
import { META_NAMES } from '../../shared/dom.ts';
import { dynamicImport } from '../core/dynamic-import.ts';

export interface RenderedPage {
  html: string;
  /** Every element id in the document. */
  ids: string[];
  /** Every href in the document, as rendered. */
  hrefs: string[];
}

export async function renderPage(view: PageView, site: SiteData, root: string): Promise<RenderedPage> {
  const component = await loadComponent(view, root);
  const document = createElement(Document, { view, site, component: component && createElement(component) });
  const mdx = view.page.mdx && (await mdxPage(view));
  const withContexts = createElement(
    RenderIsolatedContext.Provider,
    { value: renderIsolated },
    createElement(SidebarEntryMarkupContext.Provider, { value: sidebarEntryMarkup }, mdx ? createElement(MdxPageContext.Provider, { value: mdx }, document) : document),
  );
  const html = withInfima('<!DOCTYPE html>' + renderToString(withContexts), site);
  return { html, ...scanDocument(html) };
}

/**
 * The page with Infima's content classes linked before the main stylesheet when its HTML uses one of them (in its
 * content, its components or its `.tsx` page): what uses them is known only once the page is rendered. Such a page
 * runs other styles than the site's other pages, so its build id says so: the client loads it in full from a page
 * without them, and the other way round, rather than swapping it in without its stylesheet (src/client/router.ts).
 * React writes the main stylesheet's link and the build id's meta tag as below.
 */
export function withInfima(html: string, site: SiteData): string {
  if (!site.assets.infima || !usesInfimaClasses(html)) return html;
  const replace = (from: string, to: string) => {
    const at = html.indexOf(from);
    if (at < 0) throw new Error(`the page has no ${from}`);
    html = html.slice(0, at) + to + html.slice(at + from.length);
  };
  const main = `<link rel="stylesheet" href="${site.assets.css}"/>`;
  replace(main, `<link rel="stylesheet" href="${site.assets.infima}"/>${main}`);
  replace(`<meta name="${META_NAMES.build}" content="${site.buildId}"/>`, `<meta name="${META_NAMES.build}" content="${site.buildId}${INFIMA_BUILD}"/>`);
  return html;
}

/** What a page's build id gets when it links Infima's content classes. */
export const INFIMA_BUILD = '+infima';

/**
 * A lazy sidebar category's entries (../graph/sidebar-fragments.ts): what a page holds in the category's list where
 * it is open, for a page where it is closed (so none of them is the current page). `level`: the list's.
 */
export function renderSidebarEntries(items: readonly SidebarItem[], level: number): string {
  return renderToString(createElement(SidebarEntryMarkupContext.Provider, { value: sidebarEntryMarkup }, createElement(SidebarEntries, { items, route: '', level })));
}

const renderIsolated: RenderIsolated = (element, identifierPrefix) => renderToString(element, { identifierPrefix });

/**
 * Sidebar entries off the current page's path, rendered once per sidebar item object: the graph's sidebars are
 * shared by all their pages, so each entry is rendered once per build instead of once per page.
 */
const entryMarkup = new WeakMap<SidebarItem, string>();
const sidebarEntryMarkup: SidebarEntryMarkup = (item, level) => {
  let html = entryMarkup.get(item);
  if (html === undefined) entryMarkup.set(item, (html = renderToString(createElement(SidebarEntryBody, { item, route: '', level }))));
  return html;
};

/** An `.mdx` page's module (made by the modules stage; none when the page only has HTML and constants in JSX). */
async function mdxPage(view: PageView): Promise<MdxPage> {
  if (!view.module) return {};
  const loaded = await dynamicImport<{ __docgen: MdxModule }>(pathToFileURL(view.module.server).href);
  return { module: loaded.__docgen, island: view.module.island.name, css: view.module.css, ...(view.docs && { docs: view.docs }) };
}

async function loadComponent(view: PageView, root: string): Promise<ComponentType | undefined> {
  const { page } = view;
  if (page.kind !== 'page' || page.component === undefined) return undefined;
  const { default: component } = await importTs(path.join(root, page.component), root, { componentDepth: true });
  // The content stage has checked that the module's default export is a function.
  return isComponent(component) ? component : undefined;
}

function isComponent(value: unknown): value is ComponentType {
  return typeof value === 'function';
}
