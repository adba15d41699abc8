// Entry of the LiveDemo island's code (bundled on its own, with React): the theme's component, with what only the
// browser does for it (DemoBrowser): the reader's key kept in sessionStorage (localStorage when they ask to be
// remembered on this device), the request that tells whether the app's origin answers, focus, the key form's field.
import { DEMO_KEY_STORAGE_PREFIX } from '../../shared/dom.ts';
import { DemoBrowserContext, LiveDemo, type DemoBrowser, type LiveDemoProps } from '../../theme/LiveDemo.tsx';
import { reactIsland } from './react-island.tsx';

const browser: DemoBrowser = {
  storedKey(name) {
    try {
      return sessionStorage.getItem(DEMO_KEY_STORAGE_PREFIX + name) ?? localStorage.getItem(DEMO_KEY_STORAGE_PREFIX + name) ?? '';
    } catch {
      return '';
    }
  },
  storeKey(name, key, remember) {
    try {
      (remember ? localStorage : sessionStorage).setItem(DEMO_KEY_STORAGE_PREFIX + name, key);
      (remember ? sessionStorage : localStorage).removeItem(DEMO_KEY_STORAGE_PREFIX + name);
    } catch {
      /* storage blocked: the key still works for this run */
    }
  },
  forgetKey(name) {
    try {
      sessionStorage.removeItem(DEMO_KEY_STORAGE_PREFIX + name);
      localStorage.removeItem(DEMO_KEY_STORAGE_PREFIX + name);
    } catch {
      /* nothing stored */
    }
  },
  // An opaque no-cors request: it tells a network failure from an origin that answers, whatever the answer.
  reach: (app, signal) => fetch(app, { mode: 'no-cors', cache: 'no-store', signal }),
  focus(within, selector) {
    within.querySelector<HTMLElement>(selector)?.focus();
  },
  typedKey: (form) => String(new FormData(form).get('key') ?? '').trim(),
};

function BrowserLiveDemo(props: LiveDemoProps) {
  return (
    <DemoBrowserContext value={browser}>
      <LiveDemo {...props} />
    </DemoBrowserContext>
  );
}

export const hydrate = reactIsland(BrowserLiveDemo);
