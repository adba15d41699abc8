// Colour mode is decided before first paint by a tiny blocking script in <head>, never by React, so no page
// flashes the other mode. The stored choice lives under localStorage['theme'] (spec §3); no stored value means
// "system" when the site respects the OS preference, otherwise the configured default.
import type { SiteData } from '../shared/site.ts';

export const COLOR_MODE_STORAGE_KEY = 'theme';

/** The inline script; `data-theme` on <html> is what the stylesheet keys on. */
export function colorModeScript(colorMode: SiteData['colorMode']): string {
  const respect = colorMode.respectPrefersColorScheme && !colorMode.disableSwitch;
  return `(function(){var d=document.documentElement,m=${JSON.stringify(colorMode.defaultMode)};try{var s=${
    colorMode.disableSwitch ? 'null' : `localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})`
  };if(s==='light'||s==='dark')m=s;else if(${respect}&&matchMedia('(prefers-color-scheme: dark)').matches)m='dark'}catch(e){}d.setAttribute('data-theme',m)})()`;
}

/** The switch's accessible name (spec §4). */
export function colorModeLabel(mode: 'system' | 'light' | 'dark'): string {
  return `Switch between dark and light mode (currently ${mode} mode)`;
}
