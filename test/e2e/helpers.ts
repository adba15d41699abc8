// End-to-end helpers: build a fixture site once (per change of docgen's sources and of the fixture), serve it with
// the production preview server on 127.0.0.1 (port 0), drive Debian's Chromium through playwright-core, block every
// request that leaves 127.0.0.1 (the gtag host is stubbed), wait for the client to mark <html data-hydrated>, and fail
// on any console error.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, afterEach, expect } from 'vitest';
import { build } from '../../src/render/commands/build.ts';
import { preview, type RunningServer } from '../../src/render/serve/preview.ts';
import { closeContext, launchChromium } from '../helpers/chromium.ts';
import { silentLogger, siteFiles, writeFiles } from '../helpers/fixture-site.ts';
import { inputsKey } from '../helpers/inputs-key.ts';
import { withLock } from '../helpers/lock.ts';
import { fixtureConfig, fixtureFiles } from './fixture.ts';

export const SHOTS = path.resolve(import.meta.dirname, '../../.docgen-cache/screenshots');
export const GTAG_HOST = 'www.googletagmanager.com';

export interface Site {
  root: string;
  /** Base URL of the running site, ending in `/docs/`. */
  url: string;
  origin: string;
  server: RunningServer;
}

const sites = new Map<string, Promise<Site>>();
let browser: Promise<Browser> | undefined;

/**
 * Serves a fixture site (once per test file and variant), built once per change of its files and config, of docgen's
 * sources and of the lockfile, and kept between runs: six test files serve the default fixture, and each built it
 * again (2-3 s of CPU, its cards drawn). The tests only read what it built.
 */
export function startSite(variant = 'default', files: Record<string, string> = fixtureFiles, config: unknown = fixtureConfig): Promise<Site> {
  return serveSite(variant, () => builtFixture(variant, files, config));
}

/** Builds (once per test file and variant) and serves the site `write` puts in a folder and returns. */
export function startBuiltSite(variant: string, write: () => string): Promise<Site> {
  return serveSite(variant, async () => {
    const root = write();
    await build({ root, logger: silentLogger });
    return root;
  });
}

function serveSite(variant: string, built: () => Promise<string>): Promise<Site> {
  let site = sites.get(variant);
  if (!site) {
    site = (async () => {
      const root = await built();
      const server = await preview({ root, outDir: 'build', port: 0, host: '127.0.0.1' });
      return { root, url: server.url, origin: new URL(server.url).origin, server };
    })();
    sites.set(variant, site);
  }
  return site;
}

const BUILT = path.resolve(import.meta.dirname, '../../.docgen-cache/e2e-sites');

/** The folder of the fixture, built: by this process, or by an earlier one (any worker, any run) from the same inputs. */
async function builtFixture(variant: string, files: Record<string, string>, config: unknown): Promise<string> {
  const all = siteFiles(files, config);
  const key = inputsKey(['src/**', 'tsconfig.json', 'package-lock.json'], JSON.stringify(all));
  const variantDir = path.join(BUILT, variant);
  const root = path.join(variantDir, key);
  const done = path.join(root, '.built');
  if (existsSync(done)) return root;
  return withLock(`${root}.lock`, async () => {
    if (existsSync(done)) return root;
    rmSync(root, { recursive: true, force: true });
    writeFiles(root, all);
    await build({ root, logger: silentLogger });
    writeFileSync(done, '');
    // The builds of this variant's earlier inputs are of no further use.
    for (const name of readdirSync(variantDir)) {
      if (name !== key && !name.endsWith('.lock')) rmSync(path.join(variantDir, name), { recursive: true, force: true });
    }
    return root;
  });
}

export function getBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

afterAll(async () => {
  for (const site of sites.values()) await (await site).server.close();
  sites.clear();
  await (await browser)?.close();
  browser = undefined;
});

export interface Tab {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far. */
  errors: string[];
  /** Requests made (URL and resource type). */
  requests: Request[];
  /** Allows console errors matching the pattern (for tests that provoke them on purpose). */
  allow(pattern: RegExp): void;
  /** Fails the test if any not-allowed console error was seen; call at the end of each test. */
  check(): void;
  close(): Promise<void>;
}

/** A fresh browser context and page with the network fenced to 127.0.0.1. */
export async function openTab(options: BrowserContextOptions = {}): Promise<Tab> {
  const b = await getBrowser();
  const context = await b.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    if (url.hostname === GTAG_HOST) return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagStub = true;' });
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: Request[] = [];
  const allowed: RegExp[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request));
  return {
    page,
    context,
    errors,
    requests,
    allow: (pattern) => allowed.push(pattern),
    check() {
      expect(errors.filter((e) => !allowed.some((p) => p.test(e)))).toEqual([]);
    },
    close: () => closeContext(context),
  };
}

/**
 * Tabs for one test file: `tab()` opens one (after `prepare`, e.g. routes it needs), and after each test every tab
 * opened is checked for console errors and closed. `forget(t)` is for a test that closed a tab itself.
 */
export function tabsPerTest(prepare?: (t: Tab) => Promise<unknown>): { tab: (options?: BrowserContextOptions) => Promise<Tab>; forget: (t: Tab) => void } {
  let tabs: Tab[] = [];
  afterEach(async () => {
    const open = tabs;
    tabs = [];
    for (const t of open) {
      t.check();
      await t.close();
    }
  });
  return {
    async tab(options) {
      const t = await openTab(options);
      tabs.push(t);
      await prepare?.(t);
      return t;
    },
    forget: (t) => void (tabs = tabs.filter((x) => x !== t)),
  };
}

/** Goes to a path under the site's base and waits for the client to have hydrated the page. */
export async function visit(page: Page, site: Site, sitePath = ''): Promise<void> {
  await page.goto(site.url + sitePath.replace(/^\//, ''));
  await page.waitForSelector('html[data-hydrated]');
}

/**
 * Resolves once the stylesheet applies, for tests that look at the first paint with the client held back: on a busy
 * machine the footer can be parsed before the stylesheet arrives, and an unstyled page shows whatever the head
 * script marked. It waits for every `<link rel="stylesheet">` to have its rules: any sheet with rules was not enough,
 * as the head script's `<style>` of remembered tab choices has its rules at once.
 */
export async function stylesApplied(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return links.length > 0 && links.every((link) => (link.sheet?.cssRules.length ?? 0) > 0);
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

const AXE_SOURCE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

/** Runs axe-core in the page and returns the serious and critical violations, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

/**
 * html-validate's errors inside a built page's content (from its `<div class="markdown">` to the end of its
 * article), one line each: the chrome around it is validated on the real site (test/release/html.test.ts).
 */
export async function contentHtmlProblems(html: string, file: string): Promise<string[]> {
  const { HtmlValidate, StaticConfigLoader } = await import('html-validate');
  const { default: config } = await import('../release/html-validate.config.ts');
  const start = html.indexOf('<div class="markdown">');
  const end = html.indexOf('</article>', start);
  if (start < 0 || end < 0) return [`${file}: no content region found`];
  const report = await new HtmlValidate(new StaticConfigLoader(config)).validateString(html, file);
  return report.results.flatMap((r) => r.messages.filter((m) => m.offset >= start && m.offset <= end).map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

/** Scrolls every `.mdx` component's island into view and waits until each has hydrated. */
export async function hydrateMdxIslands(page: Page): Promise<void> {
  for (const island of await page.locator('[data-island^="mdx-"]').all()) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island^="mdx-"]')].every((el) => el.dataset.islandState === 'hydrated'), undefined, { timeout: 60_000 });
}
