// One link-preview card, 1200×630 PNG: satori lays out a small element tree (no browser) into SVG with the Inter font,
// resvg rasterises it. The look follows the site's own: its colours (the theme's light-mode variables), its logo and
// name at the top, the area in the accent colour above the page title, the site's address at the bottom, an accent
// rule along the bottom edge. Its `task` renders a batch and writes each PNG under its hash, in a worker
// thread when the batch is large (see og-cards.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import type * as Satori from 'satori';
import type * as Resvg from '@resvg/resvg-js';
import { mapConcurrent } from '../core/concurrency.ts';
import { writeSealed } from '../core/sealed-file.ts';
import type { Task } from '../threads/task.ts';
import { dynamicImport } from '../core/dynamic-import.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Everything a card shows, and nothing else: its hash names the cached PNG. */
export interface CardSpec {
  title: string;
  /** The area (`Manual`, `API Reference`) or, for the site's own card, its tagline. */
  area: string;
  siteName: string;
  /** The site's address without the scheme: `example.com/docs` */
  address: string;
  /** The site logo as a data URL, if it has one satori can draw (SVG, PNG, JPEG). */
  logo?: string;
  colors: { fg: string; muted: string; bg: string; accent: string; soft: string };
}

const WEIGHTS = [400, 600, 800] as const;
const require = createRequire(import.meta.url);

let fonts: { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: 'normal' }[] | undefined;

/** Inter from @fontsource/inter, Latin and Latin Extended (satori reads WOFF, not WOFF2). */
function interFonts() {
  if (!fonts) {
    const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
    fonts = WEIGHTS.flatMap((weight) =>
      ['latin', 'latin-ext'].map((subset) => ({ name: 'Inter', data: readFileSync(path.join(dir, `inter-${subset}-${weight}-normal.woff`)), weight, style: 'normal' as const })),
    );
  }
  return fonts;
}

/** What satori lays out: React elements, made here as plain objects (satori reads their type and props only). */
type Node = ReactElement<Record<string, unknown>, string>;
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({ type, props: { style, children, ...extra }, key: null });

/** Long titles get a smaller size so that they keep to three lines. */
function titleSize(title: string): number {
  return title.length <= 28 ? 84 : title.length <= 48 ? 70 : title.length <= 80 ? 56 : 46;
}

function layout(spec: CardSpec): Node {
  const { colors } = spec;
  return el('div', { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', flexDirection: 'column', backgroundColor: colors.bg, fontFamily: 'Inter' }, [
    el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '60px 72px 44px', backgroundImage: `linear-gradient(135deg, ${colors.bg} 55%, ${colors.soft})` }, [
      el('div', { display: 'flex', alignItems: 'center' }, [
        ...(spec.logo ? [el('img', { width: 60, height: 60, marginRight: 20 }, undefined, { src: spec.logo, width: 60, height: 60 })] : []),
        el('div', { fontSize: 36, fontWeight: 800, color: colors.fg }, spec.siteName),
      ]),
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }, [
        el('div', { fontSize: 30, fontWeight: 600, color: colors.accent, marginBottom: 14 }, spec.area),
        el('div', { fontSize: titleSize(spec.title), fontWeight: 800, color: colors.fg, lineHeight: 1.12, letterSpacing: '-0.02em', lineClamp: 3 }, spec.title),
      ]),
      el('div', { fontSize: 26, fontWeight: 400, color: colors.muted }, spec.address),
    ]),
    el('div', { height: 14, backgroundColor: colors.accent }),
  ]);
}

/** The SVG satori lays one card out as. */
export async function cardSvg(spec: CardSpec): Promise<string> {
  const { default: satori } = await dynamicImport<typeof Satori>('satori');
  return satori(layout(spec), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: interFonts() });
}

/** The PNG of one card. */
export async function renderCard(spec: CardSpec): Promise<Uint8Array> {
  const [svg, { renderAsync }] = await Promise.all([cardSvg(spec), dynamicImport<typeof Resvg>('@resvg/resvg-js')]);
  // resvg's async render runs in libuv's thread pool, beside the next card's layout.
  return (await renderAsync(gradientsUnwrapped(svg), { fitTo: { mode: 'width', value: CARD_WIDTH } })).asPng();
}

/**
 * satori draws a `linear-gradient` background as a pattern whose one tile is a rect of the element's size filled
 * with the gradient, so resvg rasterises the gradient into the tile and then paints the tile: two passes over the
 * card's pixels. resvg took 19 ms a card to rasterise it, 13 ms without the tile (a card's CPU, 45 → 39 ms). Where
 * the tile is exactly that, the element is filled with the gradient itself, which gives the same pixels and the same
 * PNG (a gradient's bounding-box units then refer to a box of the same size). Any other pattern is left as satori
 * made it.
 */
export function gradientsUnwrapped(svg: string): string {
  const direct = new Map<string, { gradient: string; size: string }>();
  for (const [, id = '', gradient = '', size = ''] of svg.matchAll(TILE)) direct.set(id, { gradient, size });
  if (!direct.size) return svg;
  return svg.replace(USE, (use: string, size: string, pattern: string) => {
    const tile = direct.get(pattern);
    return tile?.size === size ? use.replace(`url(#${pattern})`, `url(#${tile.gradient})`) : use;
  });
}

/**
 * A one-tile pattern holding only a gradient-filled rect at its origin: pattern id, gradient id, the rect's size. The
 * gradient must be in bounding-box units with no transform (no other attributes), or it would not paint the same.
 */
const TILE =
  /<pattern id="([^"]+)" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><linearGradient id="([^"]+)" x1="[^"]+" y1="[^"]+" x2="[^"]+" y2="[^"]+"(?: spreadMethod="pad")?>(?:<stop [^>]*\/>)*<\/linearGradient><rect x="0" y="0" (width="[^"]+" height="[^"]+") fill="url\(#\2\)"\/><\/pattern>/g;
/** A rect filled with a pattern: its size and the pattern's id. */
const USE = /<rect x="[^"]+" y="[^"]+" (width="[^"]+" height="[^"]+") fill="url\(#([^"]+)\)"\/>/g;

/**
 * Cards rendering at once in one thread, unless the task says otherwise. resvg draws in libuv's four threads, so more
 * in flight only wait: all at once held every card's SVG and pixmap, and a cold build of the site plus 450 pages
 * peaked at 2.75 GB of RSS, four at once at 1.10 GB (adc372f).
 */
const CARDS_IN_FLIGHT = 4;

/** Renders each card and writes it to `dir/<hash>.png` (whole or not at all: the file is the cache entry). */
export const task = {
  async run({ cards, dir, inFlight = CARDS_IN_FLIGHT }: { cards: [hash: string, spec: CardSpec][]; dir: string; inFlight?: number }): Promise<number> {
    // A few at a time: each card holds its SVG and a 1200×630 pixmap (3 MB) while it renders, and a cold build of a
    // large site has hundreds; resvg renders in libuv's pool of four threads, so more in flight would only wait.
    // One at a time keeps the drawing to about one core (the layout here, then resvg in one pool thread).
    await mapConcurrent(cards, inFlight, async ([hash, spec]) => writeSealed(path.join(dir, `${hash}.png`), await renderCard(spec)));
    return cards.length;
  },
} satisfies Task<never, unknown>;
