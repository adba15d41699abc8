// Opens one route of one build in one view, as a reader would, and waits for it to settle: hydrated, the network
// quiet (a component's fetch, Mermaid's drawing), lazy images and iframes loaded, the DOM no longer changing. It
// records every page error, console error and failed request of the site's own on the way. Requests that leave
// 127.0.0.1 (analytics, a search service, a CDN) are refused, in both builds alike.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ELEMENT_KINDS, type ThemeMarks } from './themes.ts';
import { PARITY_ATTRIBUTE, readViewFacts, type ViewFacts } from './view-facts.ts';

export interface View {
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

export const VIEWS: readonly View[] = [
  { width: 1280, height: 800, scheme: 'light' },
  { width: 1280, height: 800, scheme: 'dark' },
  { width: 390, height: 844, scheme: 'light' },
  { width: 390, height: 844, scheme: 'dark' },
];

export const viewName = (view: View) => `${view.width}x${view.height} ${view.scheme}`;

export interface Visit {
  page: Page;
  /** null when the page could not be read (it did not load). */
  facts: ViewFacts | null;
  /** Page errors, console errors and the site's own failed requests, in the order they came. */
  errors: string[];
  /** Whether React reported a hydration mismatch (#418, #423, #425 …) among the errors. */
  hydrationErrors: string[];
}

/** React's production errors for a server render the client did not match, and the development wording. */
const HYDRATION = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;
const SETTLE_MS = 20_000;

export async function newViewContext(browser: Browser, view: View): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: view.width, height: view.height }, colorScheme: view.scheme, reducedMotion: 'reduce' });
  // tsx compiles readViewFacts with esbuild's keepNames, whose __name helper the page does not have.
  await context.addInitScript('window.__name = (target) => target;');
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
  });
  return context;
}

/** `extraCss`: a stylesheet added once the page has loaded (the self-test's deliberate breakage). */
export async function visit(context: BrowserContext, url: string, marks: ThemeMarks, extraCss?: string): Promise<Visit> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    // A refused or failed request is reported once, by the listeners below, with its URL.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).hostname === '127.0.0.1') errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url() !== url) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });

  let facts: ViewFacts | null = null;
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout: SETTLE_MS });
    if (!response || response.status() >= 400) errors.push(`HTTP ${response?.status() ?? 'no response'}: ${url}`);
    await page.waitForSelector(marks.hydrated, { state: 'attached', timeout: SETTLE_MS }).catch(() => errors.push(`did not hydrate within ${SETTLE_MS / 1000} s (no ${marks.hydrated})`));
    if (extraCss) await page.addStyleTag({ content: extraCss });
    await settle(page);
    facts = await page.evaluate(readViewFacts, { marks, kinds: ELEMENT_KINDS, attribute: PARITY_ATTRIBUTE });
  } catch (error) {
    errors.push(`could not read the page: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  return { page, facts, errors, hydrationErrors: errors.filter((error) => HYDRATION.test(error)) };
}

/** Waits, each step bounded, for the network to go quiet, lazy media to load and the DOM to stop changing. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
  await page
    .evaluate(async () => {
      for (const element of document.querySelectorAll<HTMLImageElement | HTMLIFrameElement>('img[loading="lazy"], iframe[loading="lazy"]')) element.loading = 'eager';
      await Promise.all([...document.images].map((image) => (image.complete ? null : new Promise((resolve) => ['load', 'error'].forEach((event) => image.addEventListener(event, resolve, { once: true }))))));
      await document.fonts.ready;
    })
    .catch(() => {});
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          // Quiet: no DOM change for 300 ms (Mermaid draws, a fetched snippet lands), or 5 s whatever happens.
          let timer = setTimeout(done, 300);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, 300);
          });
          const limit = setTimeout(done, 5_000);
          observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
          function done() {
            observer.disconnect();
            clearTimeout(limit);
            resolve();
          }
        }),
    )
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
}
