// The crawl's layout measurement on made-up pages in Chromium: a page that scrolls sideways, a cut h1, a sidebar entry
// cut with no mark and one shortened on purpose (ellipsis and title) are each told apart from a page that fits.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLayout } from './layout.ts';
import { launchChromium } from '../helpers/chromium.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const css = `body { margin: 0; font: 16px sans-serif; }
  .doc-sidebar { width: 120px; }
  .doc-sidebar-menu { overflow-y: auto; }
  .menu-link { display: block; white-space: nowrap; }
  .short { overflow: hidden; text-overflow: ellipsis; }`;

async function show(body: string) {
  await page.setContent(`<!doctype html><style>${css}</style>${body}`);
  return measureLayout(page);
}

describe('layout measurement', () => {
  it('passes a page that fits at both widths', async () => {
    const layout = await show('<h1>Fits</h1><aside class="doc-sidebar"><nav class="doc-sidebar-menu"><a class="menu-link" href="#">Short</a></nav></aside>');
    expect(layout.map((l) => l.width)).toEqual([1280, 390]);
    for (const at of layout) expect(at).toMatchObject({ h1Cut: false, cutEntries: [] });
    for (const at of layout) expect(at.scrollWidth).toBe(at.clientWidth);
    // The crawl's next page loads at laptop size, as its other checks expect.
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });
  });

  it('finds sideways scroll and a cut h1 at the phone width only', async () => {
    const [laptop, phone] = await show('<h1 style="white-space: nowrap">SIMULATOR_HAND_COMMON_BIOMECHANICAL_CONSTRAINTS</h1>');
    expect(phone!.scrollWidth).toBeGreaterThan(phone!.clientWidth);
    expect(phone!.h1Cut).toBe(true);
    expect(laptop!.h1Cut).toBe(false);
  });

  it('reports a cut sidebar entry, unless it ends in an ellipsis and carries its full name in its title', async () => {
    const name = 'SimulatorHandPoseRotationConstraintsDegrees';
    const [laptop] = await show(
      `<aside class="doc-sidebar"><nav class="doc-sidebar-menu"><a class="menu-link" href="#">${name}</a><a class="menu-link short" href="#" title="${name}Too">${name}Too</a><a class="menu-link short" href="#">${name}Untitled</a></nav></aside>`,
    );
    expect(laptop!.cutEntries).toEqual([`sidebar: ${name}`, `sidebar: ${name}Untitled`]);
  });
});
