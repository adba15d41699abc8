// Link previews: which card each page shows as `og:image`, and the cards themselves.
//
// With config `linkPreviewCards`, every page but an API page gets its own card (its title, its area, the site's name);
// API pages share one card per kind ("Classes", "Functions"…), and the API index and globals pages have theirs. A
// frontmatter `image` (a file under the static folder, or an absolute URL), or the config's, replaces the generated
// card; without either, and without `linkPreviewCards`, a page has no picture. Each card is named by the hash of what it
// shows and of the code and fonts that draw it, and kept in `.docgen-cache/og/`: a build renders only the cards no
// earlier build made, so a warm build renders none. A cold build's cards (~50 on this site) render in a worker
// thread, beside the page rendering on the main thread.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../core/diagnostics.ts';
import { configRoute } from '../graph/navbar.ts';
import { contentHash } from '../core/hash.ts';
import { fileStamp } from '../core/file-stamp.ts';
import { readSealed } from '../core/sealed-file.ts';
import { sourceFingerprint } from '../core/fingerprint.ts';
import { pruneFiles } from '../core/prune-files.mjs';
import { CACHE } from '../core/cache-namespaces.mjs';
import { siteAreas } from '../llms/areas.ts';
import { isApiListPage } from '../llms/sections.ts';
import type { LoadedSite } from '../graph/types.ts';
import { createPool } from '../threads/pool.ts';
import { runTask } from '../threads/run-task.ts';
import { taskRef } from '../threads/task.ts';
import type { ApiPage, PageCard, SidebarItem } from '../../shared/types.ts';
import { absoluteUrl, isExternal } from '../../shared/urls.ts';
import type { OutputFile } from './files.ts';
import type { CardSpec, task as drawCardsTask } from './og-card-render.ts';

const RENDER_MODULE = new URL('./og-card-render.ts', import.meta.url);
const DRAW_CARDS = taskRef<typeof drawCardsTask>(RENDER_MODULE);
/**
 * From this many missing cards on, they are rendered in a worker thread: about as many as a thread's start costs in
 * cards (a card takes ~60 ms; starting the cards thread and loading its module took 130-600 ms on the 2-core machine
 * with both cores busy, against 24 ms to load the module here).
 */
const THREAD_FROM = 8;

export interface CardPlan {
  /** Card hash → what it shows, for every generated card a page uses. */
  cards: Map<string, CardSpec>;
  /** Route → the card its page shows. */
  byRoute: Map<string, PageCard>;
  /** Frontmatter images that do not exist. */
  problems: Diagnostic[];
}

/** The output path of a generated card; content-hashed, so hosts may cache it for good. */
export function cardFile(hash: string): string {
  return `assets/og/card.${hash}.png`;
}

/** The card of every page, and the generated cards they use. */
export function planCards(site: LoadedSite, root: string, themeDir: string): CardPlan {
  const { config, graph } = site;
  const base = config.baseUrl;
  const areas = siteAreas(graph);
  const look = siteLook(site, root, themeDir);
  // What every card shares (the code that draws it, the site's name, colours and logo as a data URL) is hashed once,
  // not once per page: an edit under docgen serve plans every page's card again.
  const lookKey = contentHash(sourceFingerprint(RENDER_MODULE.pathname), JSON.stringify(look));
  const cards = new Map<string, CardSpec>();
  const byRoute = new Map<string, PageCard>();
  const problems: Diagnostic[] = [];
  const byApiKind = new Map<string, { title: string; area: string }>();

  for (const page of graph.pages.values()) {
    // A page's own picture (one beside it was copied when it loaded), or the site's default one (checked to exist when
    // the config loaded), or a drawn card.
    if (page.image) {
      byRoute.set(page.route, { src: absoluteUrl(config.url, page.image), alt: page.title });
      continue;
    }
    const image = page.frontmatter.image ?? config.image;
    if (image) {
      const local = !isExternal(image);
      const route = local ? configRoute(base, image, config.trailingSlash) : image;
      if (local && !existsSync(path.join(root, config.staticDir, route.slice(base.length)))) {
        problems.push({ severity: 'error', file: page.sourceFile, message: `frontmatter image '${image}' does not exist`, hint: `Put the image under ${config.staticDir}/ and give its path from there, e.g. /img/card.png.` });
      }
      byRoute.set(page.route, { src: local ? absoluteUrl(config.url, route) : image, alt: page.title });
      continue;
    }
    if (!config.linkPreviewCards) continue;
    const shown = page.kind === 'api' ? apiCard(page, graph.sidebars[page.sidebar], areas.of(page), byApiKind) : { title: page.title, area: areas.of(page) };
    const spec: CardSpec = { ...look, ...shown };
    const hash = contentHash(lookKey, shown.title, shown.area);
    cards.set(hash, spec);
    byRoute.set(page.route, { src: absoluteUrl(config.url, base + cardFile(hash)), alt: `${spec.title} (${spec.area}, ${spec.siteName})`, generated: true });
  }
  return { cards, byRoute, problems };
}

/** The card of an API page: one per kind, titled with the kind's name (the page's category in the API sidebar). */
function apiCard(page: ApiPage, sidebar: readonly SidebarItem[] | undefined, area: string, byKind: Map<string, { title: string; area: string }>) {
  let shown = byKind.get(page.apiKind);
  if (!shown) {
    shown = { title: isApiListPage(page) ? page.title : (categoryOf(sidebar ?? [], page.route) ?? page.apiKind), area };
    byKind.set(page.apiKind, shown);
  }
  return shown;
}

/** The label of the innermost sidebar category that links to `route`. */
function categoryOf(items: readonly SidebarItem[], route: string, label?: string): string | undefined {
  for (const item of items) {
    if (item.type === 'category') {
      const found = item.href === route ? item.label : categoryOf(item.items, route, item.label);
      if (found) return found;
    } else if (item.href === route) return label;
  }
  return undefined;
}

/** What every card of the site shares: name, address, logo and the theme's light-mode colours. */
function siteLook(site: LoadedSite, root: string, themeDir: string): Omit<CardSpec, 'title' | 'area'> {
  const { config } = site;
  const css = readFileSync(path.join(themeDir, 'styles/base.css'), 'utf8');
  const rootBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  // A token may name another (`--fg: var(--ifm-font-color-base)`): followed to its value.
  const color = (name: string, seen = new Set<string>()): string => {
    const value = new RegExp(`(?:^|[\\s;])--${name}:\\s*([^;]+);`).exec(rootBlock)?.[1]?.trim();
    if (!value || seen.has(name)) throw new Error(`link-preview cards: the theme's base.css has no value for --${name} in :root`);
    const [, named] = /^var\(--([\w-]+)\)$/.exec(value) ?? [];
    return named === undefined ? value : color(named, seen.add(name));
  };
  const url = new URL(config.url);
  return {
    siteName: config.title,
    address: `${url.host}${config.baseUrl.replace(/\/$/, '')}`,
    logo: logoDataUrl(path.join(root, config.staticDir), config.navbar.logo?.src),
    colors: { fg: color('fg'), muted: color('fg-muted'), bg: color('bg'), accent: color('accent'), soft: color('accent-soft') },
  };
}

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

function logoDataUrl(staticDir: string, src: string | undefined): string | undefined {
  if (!src || isExternal(src)) return undefined;
  const file = path.join(staticDir, src.replace(/^\/+/, ''));
  const type = IMAGE_TYPES[path.extname(file).toLowerCase()];
  if (!type || !existsSync(file)) return undefined;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/** Card files whose seal this process has checked (or which it drew), with their `fileStamp` then. */
const verifiedCards = new Map<string, string>();

/**
 * Renders the planned cards that `dir` does not hold yet; resolves with how many it rendered. `whileIdle`: draw
 * beside other work only while it says a core is idle, one card at a time and a few per batch, and leave the cards
 * not drawn when it stops to a later call.
 */
export async function renderMissingCards(plan: CardPlan, dir: string, options: { trustChecked?: boolean; whileIdle?: () => boolean } = {}): Promise<number> {
  // Missing or damaged: a card is published under a name browsers keep for a year, so its seal is checked here; again
  // only when the file changed since this process last checked it. With `trustChecked` (watch mode, whose edits
  // must not cost a look at every card), a card checked or drawn by this process is not looked at again.
  const intact = await Promise.all(
    [...plan.cards.keys()].map(async (hash) => {
      const file = path.join(dir, `${hash}.png`);
      if (options.trustChecked && verifiedCards.has(file)) return true;
      const seen = await fileStamp(file);
      if (seen === undefined) return false;
      if (verifiedCards.get(file) === seen) return true;
      const ok = (await readSealed(file)) !== undefined;
      if (ok) verifiedCards.set(file, seen);
      return ok;
    }),
  );
  const missing = [...plan.cards].filter((_, i) => !intact[i]);
  if (missing.length === 0) return 0;
  if (options.whileIdle) return drawWhileIdle(missing, dir, options.whileIdle);
  const task = { cards: missing, dir };
  const drawn = missing.length >= THREAD_FROM ? await runTask('cards', DRAW_CARDS, task) : await (await import('./og-card-render.ts')).task.run(task);
  await markDrawn(missing, dir);
  return drawn;
}

/**
 * Cards per batch when drawing beside other work: small, so that drawing stops soon after the core it used is
 * wanted (a card takes about 60 ms of a thread).
 */
const IDLE_BATCH = 4;

/** In one thread, one card at a time (resvg draws in libuv's threads: four at once would take another core too). */
async function drawWhileIdle(missing: [string, CardSpec][], dir: string, idle: () => boolean): Promise<number> {
  const pool = createPool('cards');
  let drawn = 0;
  try {
    for (let i = 0; i < missing.length && idle(); i += IDLE_BATCH) {
      const cards = missing.slice(i, i + IDLE_BATCH);
      drawn += await pool.run(DRAW_CARDS, { cards, dir, inFlight: 1 });
      await markDrawn(cards, dir);
    }
  } finally {
    await pool.close();
  }
  return drawn;
}

/** Drawn cards are known intact to this process, by their stamp. */
async function markDrawn(cards: [string, CardSpec][], dir: string): Promise<void> {
  for (const [hash] of cards) {
    const file = path.join(dir, `${hash}.png`);
    const stamp = await fileStamp(file);
    if (stamp) verifiedCards.set(file, stamp);
  }
}

/**
 * Removes the cards of `dir` that `plan` does not hold once they are old (`CACHE.og`), and the temporary files a killed
 * writer left: a card is named by what it shows, so every edit of a title or of a page's area draws a new one, and the
 * folder of the real site had grown to 318 cards (19 MB) for the 53 it uses.
 */
export function pruneCards(plan: CardPlan, dir: string): void {
  pruneFiles(dir, (name) => name.endsWith('.tmp') || (name.endsWith('.png') && !plan.cards.has(name.slice(0, -'.png'.length))), CACHE.og.pruneAfterMs);
}

/** The cards as output files, read from the cache. */
export function cardFiles(plan: CardPlan, dir: string): OutputFile[] {
  return [...plan.cards.keys()].map((hash) => ({ kind: 'sealed', path: cardFile(hash), hash, from: path.join(dir, `${hash}.png`) }));
}
