// The one inline, render-blocking script of every page (in <head>). It runs before first paint and:
//  - applies the colour mode: the stored choice under localStorage['theme'], else the OS preference when
//    the site respects it, else the configured default — so no page ever flashes the other mode;
//  - hides an announcement bar the reader dismissed earlier (remembered by its id), again before paint;
//  - registers a load-time check that shows the base-URL banner when the site runtime never started,
//    which is what happens when the build is served under another base URL than it was built for.
import type { SiteData } from '../shared/site.ts';
import { ANNOUNCEMENT_DISMISSED_ATTR, ANNOUNCEMENT_STORAGE_KEY, BASE_BANNER_TEMPLATE_ID, COLOR_MODE_STORAGE_KEY, RUNTIME_GLOBAL } from '../shared/dom.ts';

export { COLOR_MODE_STORAGE_KEY };

export interface HeadScriptOptions {
  colorMode: SiteData['colorMode'];
  announcementId?: string;
  base: string;
}

/** The inline script; `data-theme` on <html> is what the stylesheet keys on. */
export function colorModeScript(colorMode: SiteData['colorMode'], announcementId?: string, base = '/'): string {
  return headScript({ colorMode, announcementId, base });
}

export function headScript({ colorMode, announcementId, base }: HeadScriptOptions): string {
  const j = JSON.stringify;
  const respect = colorMode.respectPrefersColorScheme && !colorMode.disableSwitch;
  const stored = colorMode.disableSwitch ? 'null' : `l.getItem(${j(COLOR_MODE_STORAGE_KEY)})`;
  const announcement = announcementId ? `if(l.getItem(${j(ANNOUNCEMENT_STORAGE_KEY)})===${j(announcementId)})d.setAttribute(${j(ANNOUNCEMENT_DISMISSED_ATTR)},'');` : '';
  const banner =
    `addEventListener('load',function(){if(window[${j(RUNTIME_GLOBAL)}])return;var t=document.getElementById(${j(BASE_BANNER_TEMPLATE_ID)});if(!t)return;` +
    `var c=t.content.cloneNode(true),i=(document.body.getAttribute('data-route')||'').slice(${base.length}),p=location.pathname,` +
    `s=i&&p.slice(-i.length)===i?p.slice(0,-i.length):p.replace(/[^/]*$/,'');c.querySelector('[data-suggested-base]').textContent=s||'/';document.body.prepend(c)});`;
  return (
    `(function(){var d=document.documentElement,m=${j(colorMode.defaultMode)};try{var l=localStorage,s=${stored};` +
    `if(s==='light'||s==='dark')m=s;else if(${respect}&&matchMedia('(prefers-color-scheme: dark)').matches)m='dark';${announcement}}catch(e){}` +
    `d.setAttribute('data-theme',m);${banner}})()`
  );
}

/** The switch's accessible name: what it does and the mode now in force. */
export function colorModeLabel(mode: 'system' | 'light' | 'dark'): string {
  return `Switch between dark and light mode (currently ${mode} mode)`;
}
