// Chromium for the serve tests: Debian's build driven by playwright-core, every request leaving 127.0.0.1 blocked,
// console errors collected so a test can fail on them.
import type { Browser, Page } from 'playwright-core';
import { afterAll } from 'vitest';
import { closeContext, launchChromium } from '../helpers/chromium.ts';

let browser: Promise<Browser> | undefined;

afterAll(async () => {
  await (await browser)?.close();
  browser = undefined;
});

export interface Tab {
  page: Page;
  /** Console errors, page errors and requests that tried to leave 127.0.0.1. */
  errors: string[];
  close(): Promise<void>;
}

export async function openTab(): Promise<Tab> {
  browser ??= launchChromium();
  const context = await (await browser).newContext();
  const errors: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1') return route.continue();
    errors.push(`blocked request to ${url.href}`);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.on('console', (m) => {
    // Failed loads are reported below with their URL.
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  return { page, errors, close: () => closeContext(context) };
}
