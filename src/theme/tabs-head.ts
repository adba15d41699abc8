// The part of the inline head script (see color-mode.ts) that belongs to tab sets. Before first paint it marks <html>
// as running JavaScript (tab lists show, variants stop being stacked) and, for every tab group with a remembered
// choice, adds rules that show that choice's panel and give its tab the selected look. The rules match only a set
// that has a tab with that label (`:has`), and only until the client has taken the set over (`data-ready`), so a
// choice a page does not offer leaves it on its first tab and nothing on the page moves when the client runs.
import { JS_ATTR, TAB_CLASSES, TABS_READY_ATTR, TABS_STORAGE_KEY } from '../shared/tabs.ts';

export function tabsHeadScript(): string {
  const j = JSON.stringify;
  const { set, list, tab, panel } = TAB_CLASSES;
  // s: the sets of group g that offer the label; v: the element with that label.
  return (
    `(function(){document.documentElement.setAttribute(${j(JS_ATTR)},'');` +
    `try{var c=JSON.parse(localStorage.getItem(${j(TABS_STORAGE_KEY)})||'{}'),r='';` +
    `for(var g in c){if(typeof c[g]!=='string')continue;var v='[data-value="'+CSS.escape(c[g])+'"]',` +
    `s='[${JS_ATTR}] .${set}[data-group="'+CSS.escape(g)+'"]:not([${TABS_READY_ATTR}]):has(>.${panel}'+v+')>';` +
    `r+=s+'.${panel}{display:none}'+s+'.${panel}'+v+'{display:block}'+s+'.${list}>.${tab}{--tab-fg:initial;--tab-line:initial}'+s+'.${list}>.${tab}'+v+'{--tab-fg:var(--accent);--tab-line:var(--accent)}'}` +
    `if(r){var e=document.createElement('style');e.textContent=r;document.head.appendChild(e)}}catch(e){}})()`
  );
}
