// Names the server-rendered markup (src/theme) and the browser client (src/client) must agree on: ids, data
// attributes, storage keys and the chrome's breakpoint and timings. Kept in one module so neither side spells
// them on its own.

/** The main region; the skip link points here and client navigation focuses it. */
export const MAIN_ID = 'main-content';
/** The mobile navigation panel the 'Toggle navigation bar' button controls. */
export const MOBILE_SIDEBAR_ID = 'mobile-sidebar';
/** Screen-reader live region that announces client-side route changes. */
export const ANNOUNCER_ID = 'docgen-announcer';
/** `<template>` holding the error screens and spinner the client clones (markup from src/theme/ErrorScreens.tsx). */
export const SCREENS_TEMPLATE_ID = 'docgen-screens';
/** `<template>` holding the base-URL banner, inserted by the head script when the runtime did not start. */
export const BASE_BANNER_TEMPLATE_ID = 'docgen-base-banner';

/**
 * `<meta name>`s of every page's `<head>` that the client reads: the base URL, the build id (a change means a new
 * deployment, so navigate with a full load), each island's code URL, and the analytics tracking id.
 */
export const META_NAMES = { base: 'docgen-base', build: 'docgen-build', islands: 'docgen-islands', gtag: 'docgen-gtag' } as const;

/** On the base URL's `<meta>`: the site's page routes end in `/` (config `trailingSlash: true`). */
export const TRAILING_SLASH_ATTR = 'data-trailing-slash';

/** Element the markdown pipeline makes of a `::demo{…}` directive; the theme renders it as the live-demo embed. */
export const DEMO_ELEMENT = 'docgen-demo';

/** On a closed sidebar category's empty list: the URL of its entries' markup, fetched when it opens (lazy sidebars). */
export const SIDEBAR_FRAGMENT_ATTR = 'data-sidebar-fragment';

/**
 * Marks a link the link check leaves alone: a `pathname://` link (a path of the site that no page has), or a
 * `@docusaurus/Link` given `data-noBrokenLinkCheck`, as Docusaurus's checker leaves them. Lower case, as HTML reads it.
 */
export const NO_LINK_CHECK_ATTR = 'data-nobrokenlinkcheck';

/** Islands: one element per island carries its name, JSON props, hydration trigger and `identifierPrefix`. */
export const ISLAND_ATTR = 'data-island';
export const ISLAND_PROPS_ATTR = 'data-island-props';
export const ISLAND_HYDRATE_ATTR = 'data-island-hydrate';
export const ISLAND_PREFIX_ATTR = 'data-island-prefix';
export type HydrateWhen = 'load' | 'idle' | 'visible' | 'interaction';
/**
 * In the islands' code URLs of a page whose components show code (`@theme/CodeBlock`): the browser's code
 * highlighter (src/client/highlight/highlighter.ts).
 */
export const HIGHLIGHTER_CODE = 'code-highlighter';

/** Storage keys: the colour mode under `theme`, docgen's own state under `docgen.`. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_STORAGE_KEY = 'docgen.announcement.dismissed';
/** Prefix of the demo API keys; the key name (`gemini`) follows. */
export const DEMO_KEY_STORAGE_PREFIX = 'docgen.demo-key.';
/** Set on <html> by the head script when the announcement bar with this id was dismissed earlier. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-dismissed';
/**
 * Set on <html> by the not-found page's head script when its address may name a page in another form (`x/`,
 * `x/index.html`); the not-found text stays hidden until the client has looked for that page.
 */
export const FINDING_PAGE_ATTR = 'data-finding-page';

/** Desktop is this wide and wider; below it the navbar items move into the mobile sidebar. */
export const DESKTOP_MIN_WIDTH = 996;
/** Default delay before a spinner shows for something lazily loaded: a quicker load shows none. */
export const LOADING_DELAY_MS = 200;
/** Top progress bar of route changes (see src/client/progress.ts). */
export const PROGRESS = { minimum: 0.08, speedMs: 200, trickleSpeedMs: 800, trickleRate: 0.02, startDelayMs: 200, showSpinner: false } as const;

/** The window property the client sets as soon as it runs; the head script's base-URL check looks for it. */
export const RUNTIME_GLOBAL = '__docgen';

/** What the client publishes on `window[RUNTIME_GLOBAL]`. */
export interface DocgenRuntime {
  /** When the client started (performance.now()). */
  started: number;
  /** Fetches the shown page again, bypassing the client's page cache, and swaps it in place (docgen serve's live reload). */
  refresh(): Promise<void>;
}
