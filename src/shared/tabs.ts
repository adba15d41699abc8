// Names the tab sets' server markup (src/render/markdown/features/tabs.ts), the head script that shows a remembered
// choice before first paint (src/theme/tabs-head.ts) and the client (src/client/tabs.ts) agree on.

/** Where the chosen label of each tab group is kept: `{ [groupId]: label }`, JSON. */
export const TABS_STORAGE_KEY = 'docgen.tabs';

/** Set on <html> by the head script: JavaScript runs, so tab lists show and the variants are no longer stacked. */
export const JS_ATTR = 'data-js';

/** Set on a tab set once the client has applied its choice; the head script's rules apply only before. */
export const TABS_READY_ATTR = 'data-ready';

export const TAB_CLASSES = {
  set: 'tabs',
  list: 'tabs-list',
  tab: 'tab',
  panel: 'tab-panel',
  /** The label at the top of each panel: what names a variant without JavaScript or on paper. */
  label: 'tab-label',
} as const;
