/** Where the runnable templates and samples are hosted. */
export const DEMO_ORIGIN_DEFAULT = 'https://xrblocks.github.io/';
/** Where their sources live. */
export const DEMO_SOURCE_ROOT = 'https://github.com/google/xrblocks/tree/main/';

export function demoUrls(origin: string, path: string): { app: string; source: string } {
  const clean = path.replace(/^\/+/, '');
  return { app: new URL(clean, origin).href, source: DEMO_SOURCE_ROOT + clean };
}
