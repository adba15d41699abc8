// Debian's Chromium driven by playwright-core, for the browser tests and the benchmarks: one executable path and one
// set of launch flags (headless, no sandbox for containers, nothing that phones home or updates itself mid-run).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** True when the Chromium above is installed, for callers that skip browser measurements without it. */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}

/**
 * Closes a test's browser context, pages first. Chromium now and then never answers the protocol's
 * `Target.disposeBrowserContext` (seen once in CI, a context of an idle page left open for 30 s): the pages are gone by
 * then, and the browser itself is closed when the test file ends, so past `ms` the context is left to it, with a
 * warning, rather than failing a test that has nothing to do with closing tabs.
 */
export async function closeContext(context: BrowserContext, ms = 15_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  const closed = (async () => {
    for (const page of context.pages()) await page.close({ runBeforeUnload: false });
    await context.close();
  })();
  const outcome = await Promise.race([closed, late]).finally(() => clearTimeout(timer));
  if (outcome === 'late') {
    closed.catch(() => {}); // settles, if ever, once the browser closes
    process.stderr.write(`warning: Chromium did not close a browser context within ${ms} ms; left to the browser's close\n`);
  }
}
