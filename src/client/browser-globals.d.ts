// What docgen's browser code reads on `window` and `navigator` beyond TypeScript's DOM types: the runtime the client
// publishes itself (src/client/main.ts), and two browser features the DOM types leave out, each optional since not
// every browser has it.
import { type RUNTIME_GLOBAL, type DocgenRuntime } from '../shared/dom.ts';

declare global {
  interface Window {
    [RUNTIME_GLOBAL]?: DocgenRuntime;
  }

  interface Navigator {
    /** The Network Information API (Chromium): the reader's data saver and connection type. */
    connection?: { saveData?: boolean; effectiveType?: string };
    /** User-Agent Client Hints (Chromium): the platform, where `navigator.platform` is frozen. */
    userAgentData?: { platform?: string };
  }
}
