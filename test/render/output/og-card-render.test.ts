// Drawing one link-preview card: the gradient background satori wraps in a pattern is painted directly, and the card
// keeps exactly the pixels it had with the pattern.
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { CARD_WIDTH, cardSvg, gradientsUnwrapped, renderCard, type CardSpec } from '../../../src/render/output/og-card-render.ts';

const spec: CardSpec = {
  title: 'Hands, gestures and the reticle',
  area: 'Manual',
  siteName: 'XR Blocks',
  address: 'example.com/docs',
  colors: { fg: '#1f1f1f', muted: '#5f6368', bg: '#ffffff', accent: '#1a73e8', soft: '#d2e3fc' },
};

const pixels = (svg: string) => new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().pixels;
const patternFills = (svg: string) => [...svg.matchAll(/fill="url\(#([^"]+)\)"/g)].map((m) => m[1]).filter((id) => svg.includes(`<pattern id="${id}"`));

describe('card drawing', () => {
  it("paints the card's gradient without its pattern, to the same pixels", async () => {
    const svg = await cardSvg(spec);
    expect(patternFills(svg)).toHaveLength(1);
    const unwrapped = gradientsUnwrapped(svg);
    expect(patternFills(unwrapped)).toEqual([]);
    expect(Buffer.compare(pixels(unwrapped), pixels(svg))).toBe(0);
    expect(Buffer.from(await renderCard(spec)).equals(new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng())).toBe(true);
  });

  it('leaves a pattern alone when its tile is not the filled box itself, or its gradient has units of its own', () => {
    const tile = (w: number, units: string) =>
      `<defs><pattern id="p" x="0" y="0" width="1" height="1" patternUnits="objectBoundingBox"><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"${units}><stop offset="0%" stop-color="#fff"/><stop offset="100%" stop-color="#00f"/></linearGradient><rect x="0" y="0" width="${w}" height="50" fill="url(#g)"/></pattern></defs>`;
    const svg = (w: number, units = '') => `<svg width="100" height="50" xmlns="http://www.w3.org/2000/svg">${tile(w, units)}<rect x="0" y="0" width="100" height="50" fill="url(#p)"/></svg>`;
    expect(gradientsUnwrapped(svg(100))).toContain('<rect x="0" y="0" width="100" height="50" fill="url(#g)"/></svg>');
    expect(gradientsUnwrapped(svg(40))).toBe(svg(40));
    expect(gradientsUnwrapped(svg(100, ' gradientUnits="userSpaceOnUse"'))).toBe(svg(100, ' gradientUnits="userSpaceOnUse"'));
  });
});
