// The API Reference in Chromium, on a fixture site whose API comes from a small library written beside it: the
// sidebar's filter box (typing narrows the entries across kinds and opens the categories with matches, the keyboard
// reaches and opens matches, clearing restores the tree, the query carries over to the next page, the phone's drawer
// filters too, and without JavaScript the box is inert and unseen), the members a class inherits from three.js
// (folded, each linked to the three.js docs), links to known external types, and the kind crumb's link.
import { describe, expect, it } from 'vitest';
import { fixtureConfig, fixtureFiles } from './fixture.ts';
import { startSite, tabsPerTest, visit, type Site, type Tab } from './helpers.ts';

const { tab } = tabsPerTest();

const lib: Record<string, string> = {
  'lib/package.json': JSON.stringify({ name: 'e2e-lib', version: '1.0.0', private: true }),
  'lib/tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], types: ['webxr'], strict: true, skipLibCheck: true, noEmit: true },
    files: ['src/index.ts'],
  }),
  'lib/src/index.ts': [
    "import { Object3D } from 'three';",
    '',
    '/** A hand tracked in the scene; every three.js Object3D member comes with it. */',
    'export class HandMarker extends Object3D {',
    '  /** Which hand. */',
    "  side: 'left' | 'right' = 'left';",
    '}',
    '',
    '/** Options of the hand tracker. */',
    'export interface HandOptions {',
    '  /** How depth arrives from the device. */',
    '  depthFormat?: XRDepthDataFormat;',
    '}',
    '',
    '/** Tracks hands. */',
    'export class HandTracker {',
    '  /** Starts tracking. */',
    '  start(): void {}',
    '}',
    '',
    '/** Estimates the size of a hand. */',
    'export function estimateHandScale(): number {',
    '  return 1;',
    '}',
    '',
    '/** Loads a model. */',
    'export function loadModel(): void {}',
    '',
    '/** A panel. */',
    'export class Panel {}',
    '',
    '/** The depth modes. */',
    "export type DepthMode = 'cpu' | 'gpu';",
    '',
  ].join('\n'),
};

function apiSite(): Promise<Site> {
  const config = {
    ...fixtureConfig,
    docs: { ...fixtureConfig.docs, sidebars: { ...fixtureConfig.docs.sidebars, typedocSidebar: [{ type: 'api' }] } },
    api: { packageName: 'e2e-lib', entryPoint: 'lib/src/index.ts', tsconfig: 'lib/tsconfig.json', sourceLinkTemplate: 'https://code.example.test/e2e-lib/blob/v{version}/{path}#L{line}' },
  };
  // The markdown stand-ins of the API pages give way to the generated ones.
  const files = Object.fromEntries(Object.entries(fixtureFiles).filter(([file]) => !file.startsWith('content/docs/api/')));
  return startSite('api', { ...files, ...lib }, config);
}

const entries = (t: Tab, scope = '.doc-sidebar') => t.page.locator(`${scope} .menu-list .menu-link:visible`).evaluateAll((links) => links.map((a) => a.textContent));

/** A page of the API site in a new tab; with `ready`, once the filter box's code has loaded. */
async function open(sitePath: string, options: Parameters<typeof tab>[0] = {}, ready = true) {
  const site = await apiSite();
  const t = await tab(options);
  await visit(t.page, site, sitePath);
  const input = t.page.locator('.doc-sidebar .sidebar-filter-input');
  if (ready) await expect.poll(() => input.isEnabled(), { timeout: 30_000 }).toBe(true);
  return { t, page: t.page, input };
}

describe('API sidebar filter', () => {
  it('narrows the entries across kinds as one types, and clearing restores the tree', async () => {
    const { t, page, input } = await open('api/classes/Panel');
    const before = await entries(t);
    expect(before).toContain('Panel');
    expect(before).not.toContain('estimateHandScale'); // the Functions category starts folded

    await input.pressSequentially('hand');
    await expect.poll(() => entries(t), { timeout: 30_000 }).toEqual(['XR Blocks API', 'HandMarker', 'HandTracker', 'estimateHandScale', 'HandOptions']);
    expect(await page.locator('.doc-sidebar .sidebar-filter-status').textContent()).toBe('4 entries match.');
    await input.fill('no such name');
    await expect.poll(() => page.locator('.doc-sidebar .sidebar-filter-status').textContent(), { timeout: 30_000 }).toBe('No entry matches.');

    await input.press('Escape');
    await expect.poll(() => entries(t), { timeout: 30_000 }).toEqual(before);
    expect(await input.inputValue()).toBe('');
    expect(await page.locator('.doc-sidebar details[open] > summary').allTextContents()).toEqual(['Classes']);
  });

  it('is operated from the keyboard: Tab reaches it, ArrowDown moves to the first match, Enter opens it', async () => {
    const { t, page, input } = await open('api/classes/Panel');
    // The box is the first thing in the sidebar, right after the navbar's controls.
    for (let i = 0; i < 30 && !(await input.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('scale');
    await expect.poll(() => entries(t), { timeout: 30_000 }).toEqual(['XR Blocks API', 'estimateHandScale']);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('estimateHandScale');
    await input.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/api/functions/estimateHandScale');
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toBe('estimateHandScale');
    // The next page shows the same matches.
    await expect.poll(() => page.locator('.doc-sidebar .sidebar-filter-input').inputValue(), { timeout: 30_000 }).toBe('scale');
    await expect.poll(() => entries(t), { timeout: 30_000 }).toEqual(['XR Blocks API', 'estimateHandScale']);
  });

  it('filters the copy of the sidebar in the phone’s navigation drawer', async () => {
    const { t, page } = await open('api/classes/Panel', { viewport: { width: 390, height: 844 } });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const input = page.locator('.navbar-sidebar .sidebar-filter-input');
    await input.fill('model');
    await expect.poll(() => entries(t, '.navbar-sidebar'), { timeout: 30_000 }).toEqual(['XR Blocks API', 'loadModel']);
  });

  it('is inert and unseen without JavaScript', async () => {
    const site = await apiSite();
    const t = await tab({ javaScriptEnabled: false });
    await t.page.goto(site.url + 'api/classes/Panel');
    const input = t.page.locator('.doc-sidebar .sidebar-filter-input');
    expect(await input.isDisabled()).toBe(true);
    expect(await input.evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await entries(t)).toContain('Panel');
  });
});

describe('API pages', () => {
  it('list, folded, the members a class inherits from three.js, each linked to the three.js docs', async () => {
    const { page } = await open('api/classes/HandMarker', {}, false);
    const section = page.locator('section:has(> h2#inherited-members)');
    expect(await section.locator('h2').textContent()).toMatch(/^Inherited from three\.js#?$/); // # is the heading's own link
    expect(await page.locator('.toc .toc-link[href="#inherited-members"]').textContent()).toBe('Inherited from three.js');
    const object3d = section.locator('details', { has: page.locator('summary', { hasText: 'Object3D' }) });
    expect(await object3d.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await object3d.locator('a', { hasText: /^position$/ }).isVisible()).toBe(false);
    await object3d.locator('summary').click();
    const position = object3d.locator('a', { hasText: /^position$/ });
    expect(await position.isVisible()).toBe(true);
    expect(await position.getAttribute('href')).toBe('https://threejs.org/docs/#Object3D.position');
    expect(await object3d.locator('a', { hasText: /^add\(\)$/ }).getAttribute('href')).toBe('https://threejs.org/docs/#Object3D.add');
    // The class's own member is not repeated there.
    expect(await section.locator('a', { hasText: /^side$/ }).count()).toBe(0);
    expect(await section.locator('summary', { hasText: 'EventDispatcher' }).count()).toBe(1);
  });

  it('link known external types, and the kind crumb to its section of the API index', async () => {
    const { page } = await open('api/interfaces/HandOptions', {}, false);
    expect(await page.locator('a.api-type-link', { hasText: 'XRDepthDataFormat' }).first().getAttribute('href')).toBe('https://developer.mozilla.org/en-US/docs/Web/API/XRSession/depthDataFormat');
    const crumb = page.locator('.breadcrumbs a', { hasText: 'Interfaces' });
    expect(await crumb.getAttribute('href')).toBe('/docs/api#interfaces');
    await crumb.click();
    await page.waitForURL('**/docs/api#interfaces');
    await expect.poll(() => page.locator('h2#interfaces').isVisible(), { timeout: 30_000 }).toBe(true);
  });
});
