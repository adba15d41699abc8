// Debian's Chromium driven by playwright-core, for the browser tests and the benchmarks: one executable path and one
// set of launch flags (headless, no sandbox for containers, nothing that phones home or updates itself mid-run).
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** True when the Chromium above is installed, for callers that skip browser measurements without it. */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM);
}
